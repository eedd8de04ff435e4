import type { ContactFormId } from '@/lib/contact/payload';
import { canonicalRequestNumber } from '@/lib/contact/request-number';
import { newRequestCode, REQUEST_CODE_ATTEMPTS } from '@/lib/request-code';
import type { Database, Row } from './database';
import { insertMessage, recipientKey } from './outbox';

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
  /** L-7KQ4M, drawn at random (lib/request-code.ts); L-7KQ4M (the year and the id) for the requests stored before the codes. */
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
  /** At most this many confirmations to one address (as its mailbox reads it) within the window; the rest are held (not sent). */
  confirmationLimit: { max: number; windowMs: number };
  /** How many requests the sender's network made within the hour before this one (the limit per address counts them). */
  senderRepeats?: number;
  /**
   * The site-wide limits per clock hour: beyond `requests`, the team's copy waits for the hour's
   * digest; beyond `confirmations`, a confirmation waits for a later hour. Either way the team gets
   * one notice in that hour. None: no site-wide limit.
   */
  hourlyCaps?: { requests: number; confirmations: number };
  /** Draws a request's number; tests give one that repeats itself, to see a taken code drawn again. */
  newCode?: () => string;
}

/** Every code drawn for one request was taken already (about 1 in 3·10¹¹ with 100,000 requests: lib/request-code.ts). */
export class RequestCodesExhaustedError extends Error {
  constructor() {
    super(`No free request code in ${REQUEST_CODE_ATTEMPTS} draws`);
    this.name = 'RequestCodesExhaustedError';
  }
}

export const HOUR_MS = 60 * 60 * 1000;

/** The start of the clock hour of a moment. */
export const hourOf = (time: number) => Math.floor(time / HOUR_MS) * HOUR_MS;

async function confirmationsScheduledIn(db: Database, hour: number): Promise<number> {
  const [{ count }] = await db.query<{ count: number }>(
    `SELECT COUNT(*) AS count FROM outbox WHERE kind = 'confirmation' AND status <> 'held' AND scheduled_at >= ? AND scheduled_at < ?`,
    [hour, hour + HOUR_MS],
  );
  return Number(count);
}

/**
 * When a new confirmation may leave under the site's hourly cap: now while the hour has room, or at
 * the start of the first later hour that has (after the confirmations already waiting). A first
 * request, from a network and to an address that had none (no repeats), still leaves now up to
 * twice the cap: a visitor who writes during a flood is not made to wait behind it.
 */
async function confirmationSlot(db: Database, now: number, repeats: number, cap: number): Promise<number> {
  const hour = hourOf(now);
  const scheduled = await confirmationsScheduledIn(db, hour);
  if (scheduled < cap || (repeats === 0 && scheduled < 2 * cap)) return now;
  const [{ last }] = await db.query<{ last: number | null }>(
    `SELECT MAX(scheduled_at) AS last FROM outbox WHERE kind = 'confirmation' AND status <> 'held'`,
  );
  const later = Math.max(hour + HOUR_MS, hourOf(Number(last ?? 0)));
  return (await confirmationsScheduledIn(db, later)) < cap ? later : later + HOUR_MS;
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
 *
 * Its number is a code drawn at random, unique in the table: the insert skips a conflict on either
 * unique column (ON CONFLICT DO NOTHING, so PostgreSQL's transaction goes on), and when no row came
 * back and none has the key, the code was taken and another is drawn.
 */
export async function acceptRequest(
  db: Database,
  input: NewRequest,
  { now, teamEmail, confirmationLimit, senderRepeats = 0, hourlyCaps, newCode = newRequestCode }: AcceptOptions,
): Promise<AcceptOutcome> {
  return db.transaction(async (tx) => {
    let stored: { id: number; number: string } | null = null;
    for (let attempt = 0; attempt < REQUEST_CODE_ATTEMPTS && !stored; attempt++) {
      const number = newCode();
      const inserted = await tx.query(
        `INSERT INTO requests (number, idempotency_key, fingerprint, form, page, name, email, message, created_at)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT DO NOTHING RETURNING id`,
        [
          number,
          input.idempotencyKey,
          input.fingerprint,
          input.form,
          input.page,
          input.name,
          input.email,
          input.message,
          now,
        ],
      );
      if (inserted.length > 0) {
        stored = { id: Number(inserted[0].id), number };
      } else {
        const [existing] = await tx.query('SELECT * FROM requests WHERE idempotency_key = ?', [input.idempotencyKey]);
        if (existing) {
          const request = toRequest(existing);
          return request.fingerprint === input.fingerprint
            ? { kind: 'replayed', request }
            : { kind: 'conflict', request };
        }
      }
    }
    if (!stored) throw new RequestCodesExhaustedError();
    const { id, number } = stored;
    const [{ sent }] = await tx.query<{ sent: number }>(
      `SELECT COUNT(*) AS sent FROM outbox WHERE recipient_key = ? AND kind = 'confirmation' AND status <> 'held' AND created_at > ?`,
      [recipientKey(input.email), now - confirmationLimit.windowMs],
    );
    const confirmationHeld = Number(sent) >= confirmationLimit.max;
    const repeats = senderRepeats + Number(sent);
    let dueAt = now;
    let grouped = false;
    if (hourlyCaps) {
      const hour = hourOf(now);
      const [{ count }] = await tx.query<{ count: number }>(
        'SELECT COUNT(*) AS count FROM requests WHERE created_at >= ?',
        [hour],
      );
      grouped = Number(count) > hourlyCaps.requests;
      if (!confirmationHeld) dueAt = await confirmationSlot(tx, now, repeats, hourlyCaps.confirmations);
    }
    // The visitor's confirmation first: it carries the 5-minute promise.
    await insertMessage(tx, {
      requestId: id,
      kind: 'confirmation',
      recipient: input.email,
      status: confirmationHeld ? 'held' : 'pending',
      now,
      dueAt,
      repeats,
    });
    await insertMessage(tx, {
      requestId: id,
      kind: 'team',
      recipient: teamEmail,
      status: grouped ? 'grouped' : 'pending',
      now,
      repeats,
    });
    if (grouped || dueAt > now) {
      // Once an hour whatever the flood: the team hears of it at once, and gets the hour's requests in one digest when it ends.
      await insertMessage(tx, {
        requestId: null,
        kind: 'limit',
        recipient: teamEmail,
        status: 'pending',
        now,
        period: hourOf(now),
      });
      if (grouped)
        await insertMessage(tx, {
          requestId: null,
          kind: 'digest',
          recipient: teamEmail,
          status: 'pending',
          now,
          dueAt: hourOf(now) + HOUR_MS,
          period: hourOf(now),
        });
    }
    return { kind: 'created', request: { ...input, id, number, createdAt: now }, confirmationHeld };
  });
}

/** The request with this number, a code (L-7KQ4M, in any case and spacing) or an earlier number (L-2026-000123). */
export async function findRequest(db: Database, number: string): Promise<StoredRequest | null> {
  const canonical = canonicalRequestNumber(number);
  if (canonical === null) return null;
  const [row] = await db.query('SELECT * FROM requests WHERE number = ?', [canonical]);
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
  return (
    await db.query('SELECT * FROM requests WHERE created_at >= ? AND created_at < ? ORDER BY id', [from, to])
  ).map(toRequest);
}

/** Every request sent with this address, whatever its letter case (GDPR art. 15 and 17). */
export async function requestsOf(db: Database, email: string): Promise<StoredRequest[]> {
  return (await db.query('SELECT * FROM requests WHERE lower(email) = lower(?) ORDER BY id', [email.trim()])).map(
    toRequest,
  );
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
  return (await db.query('SELECT id FROM requests WHERE created_at < ? ORDER BY id', [before])).map((row) =>
    Number(row.id),
  );
}
