import { canonicalRequestNumber } from '@/lib/contact/request-number';
import { queueOf, transition, type RequestAction, type RequestStatus } from '@/lib/request-status';
import { replyDeadline, type WorkingSchedule } from '@/lib/working-hours';
import type { Database, Row } from './database';
import { insertMessage, messagesOfRequest, type MessageKind, type OutboxMessage } from './outbox';
import { toRequest, type StoredRequest } from './requests';

/**
 * A request's life in the store: its status and reply deadline (columns of requests), every
 * change with when and who (request_events), and the team's list of requests. A change is
 * refused when out of order (lib/request-status.ts) and applied with a compare-and-set, so two
 * people pressing two buttons at once cannot both move the same request.
 */
/** The outbox kind of a reply the team writes to a visitor (server/team/mail.ts composes it). */
export const REPLY_KIND: MessageKind = 'reply';

export interface TeamRequest extends StoredRequest {
  status: RequestStatus;
  /** When the reply is due: `replyHours` working hours after it arrived (content/site.yaml). */
  deadlineAt: number | null;
}

export interface RequestEvent {
  id: number;
  requestId: number;
  at: number;
  /** The team member's address, or who else made the change. */
  actor: string;
  action: RequestAction;
  from: RequestStatus;
  to: RequestStatus;
  note: string | null;
  /** The email that carries a reply, as it stands. */
  email: OutboxMessage | null;
}

export function toTeamRequest(row: Row): TeamRequest {
  return {
    ...toRequest(row),
    status: row.status as RequestStatus,
    deadlineAt: row.deadline_at === null || row.deadline_at === undefined ? null : Number(row.deadline_at),
  };
}

/**
 * Gives every request without one its reply deadline, from the schedule of content/site.yaml at
 * the time it arrived. Called as soon as a request is stored (and before the team reads any list),
 * so the deadline is there for the list to sort on, whichever code path stored the request.
 */
export async function fillDeadlines(db: Database, schedule: WorkingSchedule): Promise<number> {
  const rows = await db.query('SELECT id, created_at FROM requests WHERE deadline_at IS NULL ORDER BY id LIMIT 1000');
  for (const row of rows) {
    const deadline = replyDeadline(Number(row.created_at), schedule);
    await db.query(
      'UPDATE requests SET deadline_at = ?, queue_at = CASE WHEN queue < 2 THEN ? ELSE queue_at END WHERE id = ? AND deadline_at IS NULL',
      [deadline, deadline, row.id],
    );
  }
  return rows.length;
}

export async function teamRequestById(db: Database, id: number): Promise<TeamRequest | null> {
  const [row] = await db.query('SELECT * FROM requests WHERE id = ?', [id]);
  return row ? toTeamRequest(row) : null;
}

export type ChangeOutcome =
  { ok: true } | { ok: false; reason: 'missing' } | { ok: false; reason: 'out-of-order'; status: RequestStatus };

export interface Change {
  requestId: number;
  action: RequestAction;
  actor: string;
  at: number;
  note?: string | null;
  /** A reply (or another kind): the email to the visitor goes into the outbox in the same transaction. */
  email?: { recipient: string; kind?: MessageKind };
  /**
   * More of the same change, in its transaction, once the status has moved (the proposal it sends or
   * accepts): throwing rolls the whole change back.
   */
  within?: (tx: Database, outboxId: number | null) => Promise<void>;
}

/** Applies one action to a request, in one transaction: the status, the event and the reply's email. */
export async function changeRequest(db: Database, change: Change): Promise<ChangeOutcome> {
  return db.transaction(async (tx) => {
    const [row] = await tx.query('SELECT * FROM requests WHERE id = ?', [change.requestId]);
    if (!row) return { ok: false, reason: 'missing' } as const;
    const request = toTeamRequest(row);
    const moved = transition(request.status, change.action);
    if (!moved.ok) return { ok: false, reason: 'out-of-order', status: request.status } as const;
    // Compare-and-set: another change committed since the read above leaves nothing to update.
    const queue = queueOf(moved.to);
    const queueAt = queue < 2 ? request.deadlineAt : -request.createdAt;
    const updated = await tx.query(
      'UPDATE requests SET status = ?, queue = ?, queue_at = ? WHERE id = ? AND status = ? RETURNING id',
      [moved.to, queue, queueAt, request.id, moved.from],
    );
    if (updated.length === 0) {
      const [now] = await tx.query('SELECT status FROM requests WHERE id = ?', [request.id]);
      return now
        ? ({ ok: false, reason: 'out-of-order', status: now.status as RequestStatus } as const)
        : ({ ok: false, reason: 'missing' } as const);
    }
    const outboxId = change.email
      ? await insertMessage(tx, {
          requestId: request.id,
          kind: change.email.kind ?? REPLY_KIND,
          recipient: change.email.recipient,
          status: 'pending',
          now: change.at,
        })
      : null;
    await tx.query(
      'INSERT INTO request_events (request_id, at, actor, action, from_status, to_status, note, outbox_id) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
      [request.id, change.at, change.actor, change.action, moved.from, moved.to, change.note ?? null, outboxId],
    );
    await change.within?.(tx, outboxId);
    return { ok: true } as const;
  });
}

/** A request's history, oldest first, each reply with the state of its email. */
export async function eventsOf(db: Database, requestId: number): Promise<RequestEvent[]> {
  const rows = await db.query('SELECT * FROM request_events WHERE request_id = ? ORDER BY id', [requestId]);
  const emails = new Map((await messagesOfRequest(db, requestId)).map((message) => [message.id, message]));
  return rows.map((row) => ({
    id: Number(row.id),
    requestId: Number(row.request_id),
    at: Number(row.at),
    actor: String(row.actor),
    action: row.action as RequestAction,
    from: row.from_status as RequestStatus,
    to: row.to_status as RequestStatus,
    note: row.note === null || row.note === undefined ? null : String(row.note),
    email: row.outbox_id === null || row.outbox_id === undefined ? null : (emails.get(Number(row.outbox_id)) ?? null),
  }));
}

/** The event an outbox message carries (a reply), with its request. */
export async function replyOfMessage(
  db: Database,
  outboxId: number,
): Promise<{ request: TeamRequest; note: string } | null> {
  const [row] = await db.query(
    'SELECT r.*, e.note AS reply_note FROM request_events e JOIN requests r ON r.id = e.request_id WHERE e.outbox_id = ?',
    [outboxId],
  );
  return row ? { request: toTeamRequest(row), note: String(row.reply_note ?? '') } : null;
}

// ---- The team's list ------------------------------------------------------------------------------

/** «open»: every status the team still follows; a status: that one only; null: all. */
export type StatusFilter = 'open' | RequestStatus | null;

export interface ListQuery {
  status: StatusFilter;
  /** A request number, or part of a name or an email address. */
  search: string;
  /** From 1. */
  page: number;
  pageSize: number;
}

export interface ListPage {
  requests: TeamRequest[];
  total: number;
  page: number;
  pages: number;
}

/** LIKE's own signs in what someone typed are only letters. */
const likeTerm = (value: string) => `%${value.replace(/[\\%_]/g, (sign) => `\\${sign}`)}%`;

function where(query: Pick<ListQuery, 'status' | 'search'>): { sql: string; params: unknown[] } {
  const clauses: string[] = [];
  const params: unknown[] = [];
  if (query.status === 'open') {
    clauses.push('queue < 2');
  } else if (query.status) {
    clauses.push('status = ?');
    params.push(query.status);
  }
  const search = query.search.trim().slice(0, 200);
  if (search) {
    const code = canonicalRequestNumber(search);
    if (code) {
      clauses.push('number = ?');
      params.push(code);
    } else {
      clauses.push(
        `(upper(number) LIKE ? ESCAPE '\\' OR lower(name) LIKE ? ESCAPE '\\' OR lower(email) LIKE ? ESCAPE '\\')`,
      );
      params.push(likeTerm(search.toUpperCase()), likeTerm(search.toLowerCase()), likeTerm(search.toLowerCase()));
    }
  }
  return { sql: clauses.length > 0 ? `WHERE ${clauses.join(' AND ')}` : '', params };
}

/**
 * The requests the team sees, a page at a time: those still awaiting a reply first, the most
 * urgent on top; then the others the team still follows, by deadline; then the closed and
 * cancelled ones, the latest first. Read in the order of an index (queue, queue_at), so a page
 * costs the same with 100 requests or 10,000.
 */
export async function listRequests(db: Database, query: ListQuery): Promise<ListPage> {
  const filter = where(query);
  const [{ total }] = await db.query<{ total: number }>(
    `SELECT COUNT(*) AS total FROM requests ${filter.sql}`,
    filter.params,
  );
  const pages = Math.max(1, Math.ceil(Number(total) / query.pageSize));
  const page = Math.min(Math.max(1, Math.floor(query.page)), pages);
  // One status: one queue, read through (status, queue_at).
  const order = query.status && query.status !== 'open' ? 'queue_at, id' : 'queue, queue_at, id';
  const rows = await db.query(`SELECT * FROM requests ${filter.sql} ORDER BY ${order} LIMIT ? OFFSET ?`, [
    ...filter.params,
    query.pageSize,
    (page - 1) * query.pageSize,
  ]);
  return { requests: rows.map(toTeamRequest), total: Number(total), page, pages };
}

/** How many requests each status has. */
export async function countsByStatus(db: Database): Promise<Partial<Record<RequestStatus, number>>> {
  const rows = await db.query('SELECT status, COUNT(*) AS count FROM requests GROUP BY status');
  return Object.fromEntries(rows.map((row) => [String(row.status), Number(row.count)]));
}

/** Requests still awaiting a reply, the most urgent first (for the morning digest). */
export async function awaitingReply(db: Database, limit = 200): Promise<TeamRequest[]> {
  return (
    await db.query(
      `SELECT * FROM requests WHERE status = 'new' AND deadline_at IS NOT NULL ORDER BY deadline_at, id LIMIT ?`,
      [limit],
    )
  ).map(toTeamRequest);
}

/**
 * Requests awaiting a reply whose deadline comes by `threshold` and not before `since` (one long
 * past its deadline, such as those stored before the team's area existed, is the digest's to list),
 * and whose alert has not gone yet.
 */
export async function dueForAlert(db: Database, threshold: number, since: number): Promise<TeamRequest[]> {
  const rows = await db.query(
    `SELECT * FROM requests r WHERE status = 'new' AND deadline_at IS NOT NULL AND deadline_at <= ? AND deadline_at > ?
       AND NOT EXISTS (SELECT 1 FROM team_notices n WHERE n.kind = 'alert' AND n.ref = r.id) ORDER BY deadline_at, id`,
    [threshold, since],
  );
  return rows.map(toTeamRequest);
}

/** The latest requests, newest first, all of them or those in one status (the team's command). */
export async function recentTeamRequests(
  db: Database,
  limit: number,
  status: RequestStatus | null = null,
): Promise<TeamRequest[]> {
  const rows = status
    ? await db.query('SELECT * FROM requests WHERE status = ? ORDER BY id DESC LIMIT ?', [status, limit])
    : await db.query('SELECT * FROM requests ORDER BY id DESC LIMIT ?', [limit]);
  return rows.map(toTeamRequest);
}
