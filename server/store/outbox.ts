import type { Database, Row } from './database';

/**
 * The outbox: every email the service owes, written in the same transaction as the request it
 * belongs to, then sent by the mailer (server/mail/outbox-worker.ts). A message is claimed with a
 * lease before it is sent, so two processes on one database never send it both.
 */
export type MessageKind = 'team' | 'confirmation' | 'alert';

/** pending: to send; sent; failed: refused for good by the mail server; held: never sent (the address's limit). */
export type MessageStatus = 'pending' | 'sent' | 'failed' | 'held';

export interface OutboxMessage {
  id: number;
  requestId: number | null;
  kind: MessageKind;
  recipient: string;
  status: MessageStatus;
  attempts: number;
  nextAttemptAt: number;
  lastError: string | null;
  createdAt: number;
  sentAt: number | null;
  lateReportedAt: number | null;
}

export function toMessage(row: Row): OutboxMessage {
  const optional = (value: unknown) => (value === null || value === undefined ? null : Number(value));
  return {
    id: Number(row.id),
    requestId: optional(row.request_id),
    kind: row.kind as MessageKind,
    recipient: String(row.recipient),
    status: row.status as MessageStatus,
    attempts: Number(row.attempts),
    nextAttemptAt: Number(row.next_attempt_at),
    lastError: row.last_error === null || row.last_error === undefined ? null : String(row.last_error),
    createdAt: Number(row.created_at),
    sentAt: optional(row.sent_at),
    lateReportedAt: optional(row.late_reported_at),
  };
}

interface NewMessage {
  requestId: number | null;
  kind: MessageKind;
  recipient: string;
  status: 'pending' | 'held';
  now: number;
}

export async function insertMessage(db: Database, { requestId, kind, recipient, status, now }: NewMessage): Promise<number> {
  const [row] = await db.query(
    'INSERT INTO outbox (request_id, kind, recipient, status, attempts, next_attempt_at, created_at) VALUES (?, ?, ?, ?, 0, ?, ?) RETURNING id',
    [requestId, kind, recipient, status, now, now],
  );
  return Number(row.id);
}

/** Takes up to `limit` messages that are due, for `leaseMs`: nobody else sends them meanwhile. */
export async function claimDue(db: Database, now: number, leaseMs: number, limit: number): Promise<OutboxMessage[]> {
  const free = `status = 'pending' AND next_attempt_at <= ? AND (locked_until IS NULL OR locked_until < ?)`;
  const rows = await db.query(
    `UPDATE outbox SET locked_until = ?
     WHERE id IN (SELECT id FROM outbox WHERE ${free} ORDER BY id LIMIT ?) AND ${free}
     RETURNING *`,
    [now + leaseMs, now, now, limit, now, now],
  );
  return rows.map(toMessage).sort((a, b) => a.id - b.id);
}

/** The earliest time a pending message is due, or null when none is pending. */
export async function nextDueAt(db: Database): Promise<number | null> {
  const [row] = await db.query(`SELECT MIN(next_attempt_at) AS due FROM outbox WHERE status = 'pending'`);
  return row?.due === null || row?.due === undefined ? null : Number(row.due);
}

/** Sent: and the late confirmations it told the team about are marked as reported. */
export async function markSent(db: Database, id: number, now: number, reported: number[]): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.query(`UPDATE outbox SET status = 'sent', sent_at = ?, locked_until = NULL, attempts = attempts + 1, last_error = NULL WHERE id = ?`, [now, id]);
    for (const confirmation of reported) await tx.query('UPDATE outbox SET late_reported_at = ? WHERE id = ? AND late_reported_at IS NULL', [now, confirmation]);
  });
}

export async function markRetry(db: Database, id: number, nextAttemptAt: number, error: string): Promise<void> {
  await db.query('UPDATE outbox SET attempts = attempts + 1, next_attempt_at = ?, locked_until = NULL, last_error = ? WHERE id = ?', [nextAttemptAt, error, id]);
}

export async function markFailed(db: Database, id: number, error: string): Promise<void> {
  await db.query(`UPDATE outbox SET status = 'failed', attempts = attempts + 1, locked_until = NULL, last_error = ? WHERE id = ?`, [error, id]);
}

/**
 * Confirmations that did not leave within `lateAfterMs` of their request (still waiting, refused,
 * or sent later than that) and that no email to the team has mentioned yet.
 */
export async function lateConfirmations(db: Database, now: number, lateAfterMs: number): Promise<OutboxMessage[]> {
  const rows = await db.query(
    `SELECT * FROM outbox WHERE kind = 'confirmation' AND late_reported_at IS NULL AND created_at <= ?
       AND (status IN ('pending', 'failed') OR (status = 'sent' AND sent_at - created_at > ?)) ORDER BY id`,
    [now - lateAfterMs, lateAfterMs],
  );
  return rows.map(toMessage);
}

/** Whether an email to the team is still waiting to leave (it will carry the news of late confirmations). */
export async function hasPendingTeamMessage(db: Database): Promise<boolean> {
  const rows = await db.query(`SELECT id FROM outbox WHERE kind IN ('team', 'alert') AND status = 'pending' LIMIT 1`);
  return rows.length > 0;
}

export async function messagesOfRequest(db: Database, requestId: number): Promise<OutboxMessage[]> {
  return (await db.query('SELECT * FROM outbox WHERE request_id = ? ORDER BY id', [requestId])).map(toMessage);
}

export async function messagesWithStatus(db: Database, statuses: readonly MessageStatus[]): Promise<OutboxMessage[]> {
  const marks = statuses.map(() => '?').join(', ');
  return (await db.query(`SELECT * FROM outbox WHERE status IN (${marks}) ORDER BY id`, [...statuses])).map(toMessage);
}

/** The confirmation of a request, by the id of its outbox row. */
export async function messageById(db: Database, id: number): Promise<OutboxMessage | null> {
  const [row] = await db.query('SELECT * FROM outbox WHERE id = ?', [id]);
  return row ? toMessage(row) : null;
}
