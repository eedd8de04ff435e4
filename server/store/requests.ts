import type { ContactFormId } from '@/lib/contact/payload';
import { REQUEST_NUMBER_PATTERN } from '@/lib/contact/request-number';
import type { Database, Row } from './database';
import { insertMessage } from './outbox';

/** A request as the service accepts it: checked, trimmed, with its idempotency key and fingerprint. */
export interface NewRequest {
  idempotencyKey: string;
  /** sha256 of what was sent: two sends with one key must carry the same. */
  fingerprint: string;
  form: ContactFormId;
  page: string;
  name: string;
  email: string;
  message: string;
}

export interface StoredRequest extends NewRequest {
  id: number;
  /** L-2026-000123: the year the request arrived (Italian time) and its id. */
  number: string;
  createdAt: number;
}

export type AcceptOutcome =
  | { kind: 'created'; request: StoredRequest; confirmationHeld: boolean }
  | { kind: 'replayed'; request: StoredRequest }
  | { kind: 'conflict'; request: StoredRequest };

export interface AcceptOptions {
  now: number;
  teamEmail: string;
  /** At most this many confirmations to one address within the window; the rest are held (not sent). */
  confirmationLimit: { max: number; windowMs: number };
}

const yearInItaly = new Intl.DateTimeFormat('en', { timeZone: 'Europe/Rome', year: 'numeric' });

export function formatRequestNumber(id: number, createdAt: number): string {
  return `L-${yearInItaly.format(createdAt)}-${String(id).padStart(6, '0')}`;
}

/** L-2026-000123 → 123; null for anything else. */
export function idOfRequestNumber(number: string): number | null {
  const candidate = number.trim().toUpperCase();
  return REQUEST_NUMBER_PATTERN.test(candidate) ? Number(candidate.split('-')[2]) : null;
}

export function toRequest(row: Row): StoredRequest {
  return {
    id: Number(row.id),
    number: String(row.number),
    idempotencyKey: String(row.idempotency_key),
    fingerprint: String(row.fingerprint),
    form: row.form as ContactFormId,
    page: String(row.page),
    name: String(row.name),
    email: String(row.email),
    message: String(row.message),
    createdAt: Number(row.created_at),
  };
}

/**
 * Stores a request once per idempotency key, with its two emails in the outbox, in one
 * transaction: when this resolves, the request and its emails are committed. The unique key
 * decides between concurrent copies: the first inserts, every other one finds its row.
 */
export async function acceptRequest(db: Database, input: NewRequest, { now, teamEmail, confirmationLimit }: AcceptOptions): Promise<AcceptOutcome> {
  return db.transaction(async (tx) => {
    const inserted = await tx.query(
      `INSERT INTO requests (idempotency_key, fingerprint, form, page, name, email, message, created_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT (idempotency_key) DO NOTHING RETURNING id`,
      [input.idempotencyKey, input.fingerprint, input.form, input.page, input.name, input.email, input.message, now],
    );
    if (inserted.length === 0) {
      const [existing] = await tx.query('SELECT * FROM requests WHERE idempotency_key = ?', [input.idempotencyKey]);
      const request = toRequest(existing);
      return request.fingerprint === input.fingerprint ? { kind: 'replayed', request } : { kind: 'conflict', request };
    }
    const id = Number(inserted[0].id);
    const number = formatRequestNumber(id, now);
    await tx.query('UPDATE requests SET number = ? WHERE id = ?', [number, id]);
    const [{ sent }] = await tx.query<{ sent: number }>(
      `SELECT COUNT(*) AS sent FROM outbox WHERE kind = 'confirmation' AND status <> 'held' AND lower(recipient) = lower(?) AND created_at > ?`,
      [input.email, now - confirmationLimit.windowMs],
    );
    const confirmationHeld = Number(sent) >= confirmationLimit.max;
    // The visitor's confirmation first: it carries the 5-minute promise.
    await insertMessage(tx, { requestId: id, kind: 'confirmation', recipient: input.email, status: confirmationHeld ? 'held' : 'pending', now });
    await insertMessage(tx, { requestId: id, kind: 'team', recipient: teamEmail, status: 'pending', now });
    return { kind: 'created', request: { ...input, id, number, createdAt: now }, confirmationHeld };
  });
}

export async function findRequest(db: Database, number: string): Promise<StoredRequest | null> {
  const id = idOfRequestNumber(number);
  if (id === null) return null;
  const [row] = await db.query('SELECT * FROM requests WHERE id = ?', [id]);
  return row ? toRequest(row) : null;
}

export async function requestById(db: Database, id: number): Promise<StoredRequest | null> {
  const [row] = await db.query('SELECT * FROM requests WHERE id = ?', [id]);
  return row ? toRequest(row) : null;
}

export async function recentRequests(db: Database, limit: number): Promise<StoredRequest[]> {
  return (await db.query('SELECT * FROM requests ORDER BY id DESC LIMIT ?', [limit])).map(toRequest);
}

export async function requestsBetween(db: Database, from: number, to: number): Promise<StoredRequest[]> {
  return (await db.query('SELECT * FROM requests WHERE created_at >= ? AND created_at < ? ORDER BY id', [from, to])).map(toRequest);
}

/** Every request sent with this address, whatever its letter case (GDPR art. 15 and 17). */
export async function requestsOf(db: Database, email: string): Promise<StoredRequest[]> {
  return (await db.query('SELECT * FROM requests WHERE lower(email) = lower(?) ORDER BY id', [email.trim()])).map(toRequest);
}

/** Deletes requests and, with them, their emails in the outbox. Returns how many requests went. */
export async function deleteRequests(db: Database, ids: number[]): Promise<number> {
  if (ids.length === 0) return 0;
  return db.transaction(async (tx) => {
    const marks = ids.map(() => '?').join(', ');
    await tx.query(`DELETE FROM outbox WHERE request_id IN (${marks})`, ids);
    const deleted = await tx.query(`DELETE FROM requests WHERE id IN (${marks}) RETURNING id`, ids);
    return deleted.length;
  });
}

/** The ids of the requests older than the retention period. */
export async function expiredRequestIds(db: Database, before: number): Promise<number[]> {
  return (await db.query('SELECT id FROM requests WHERE created_at < ? ORDER BY id', [before])).map((row) => Number(row.id));
}

export async function countRequests(db: Database): Promise<number> {
  const [{ count }] = await db.query<{ count: number }>('SELECT COUNT(*) AS count FROM requests');
  return Number(count);
}
