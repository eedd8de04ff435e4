import { asciiEmail } from '@/lib/contact/validation';
import type { Database, Row } from './database';

/**
 * The outbox: every email the service owes, written in the same transaction as the request it
 * belongs to, then sent by the mailer (server/mail/outbox-worker.ts). A message is claimed with a
 * lease before it is sent, so two processes on one database never send it both.
 */
export type MessageKind =
  /** A request, to the team. */
  | 'team'
  /** A request's confirmation, to the visitor. */
  | 'confirmation'
  /** To the team: confirmations late on the 5-minute promise. */
  | 'alert'
  /** To the team, once an hour at most: the site-wide hourly limits are reached. */
  | 'limit'
  /** To the team, once an hour at most: the requests beyond the hourly limit, grouped. */
  | 'digest'
  /** To ALERT_EMAIL, once a day at most: the team's own mailbox refuses the service's emails. */
  | 'failing'
  /** A reply written by the team in its area, to the visitor. */
  | 'reply'
  /** To the team, at each opening: the open requests by time left. */
  | 'agenda'
  /** To the team: a request with 4 working hours left and no reply. */
  | 'deadline'
  /** The team's written proposal, to the visitor, with the link to accept it. */
  | 'proposal'
  /** To the visitor who accepted a proposal: the contract's confirmation, with the start guide. */
  | 'contract'
  /** To the team: a visitor accepted a proposal. */
  | 'accepted';

/** What goes to the team's own mailbox: retried even when refused for good, since nobody else would read it. */
export const TEAM_KINDS: readonly MessageKind[] = [
  'team',
  'alert',
  'limit',
  'digest',
  'agenda',
  'deadline',
  'accepted',
];

/**
 * pending: to send (a confirmation beyond the hourly cap is pending too, due later); sent; failed:
 * refused for good by the mail server; held: never sent (the address's limit); grouped: a request
 * to the team beyond the hourly limit, carried by the hour's digest instead of an email of its own.
 */
export type MessageStatus = 'pending' | 'sent' | 'failed' | 'held' | 'grouped';

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
  /** Earlier requests of the same network and confirmations to the same address: fewest leave first. */
  repeats: number;
  /** When it was first due (after created_at for a confirmation beyond the hourly cap). */
  scheduledAt: number;
  /** The hour or day a notice of its own belongs to. */
  period: number | null;
  /** The last refusal for good by the mail server. */
  refusedAt: number | null;
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
    repeats: Number(row.repeats ?? 0),
    scheduledAt: Number(row.scheduled_at ?? row.created_at),
    period: optional(row.period),
    refusedAt: optional(row.refused_at),
  };
}

/**
 * The recipient as its mailbox reads it, for the limit per address: lower case, without a +tag
 * (giulia+1@ and giulia+2@ reach one mailbox), the domain in its ASCII form.
 */
export function recipientKey(address: string): string {
  const ascii = (asciiEmail(address) ?? address.trim()).toLowerCase();
  const at = ascii.lastIndexOf('@');
  if (at < 1) return ascii;
  const local = ascii.slice(0, at).split('+')[0];
  return `${local || ascii.slice(0, at)}${ascii.slice(at)}`;
}

interface NewMessage {
  requestId: number | null;
  kind: MessageKind;
  recipient: string;
  status: 'pending' | 'held' | 'grouped';
  now: number;
  /** When it is first due: now unless the hourly cap puts it later. */
  dueAt?: number;
  repeats?: number;
  /** For a notice of its own: one per kind and period, a second is not inserted. */
  period?: number;
}

/** The new message's id, or null for a notice of a period that already has one. */
export async function insertMessage(
  db: Database,
  { requestId, kind, recipient, status, now, dueAt = now, repeats = 0, period }: NewMessage,
): Promise<number | null> {
  const [row] = await db.query(
    `INSERT INTO outbox (request_id, kind, recipient, recipient_key, status, attempts, next_attempt_at, scheduled_at, repeats, period, created_at)
     VALUES (?, ?, ?, ?, ?, 0, ?, ?, ?, ?, ?) ON CONFLICT DO NOTHING RETURNING id`,
    [requestId, kind, recipient, recipientKey(recipient), status, dueAt, dueAt, repeats, period ?? null, now],
  );
  return row ? Number(row.id) : null;
}

/**
 * Takes the next message that is due, for `leaseMs`: nobody else sends it meanwhile. Fair, never
 * simply oldest first: the fewest repeats first (a visitor's first request before the hundredth of
 * a flood), the team's notices before confirmations before the team's copies, then the oldest; a
 * request's copy for the team waits while its confirmation is due (being sent), which it reports.
 */
export async function claimNext(db: Database, now: number, leaseMs: number): Promise<OutboxMessage | null> {
  const free = `status = 'pending' AND next_attempt_at <= ? AND (locked_until IS NULL OR locked_until < ?)`;
  const confirmationFirst = `NOT (kind = 'team' AND EXISTS (SELECT 1 FROM outbox c WHERE c.request_id = outbox.request_id AND c.kind = 'confirmation'
    AND c.status = 'pending' AND c.next_attempt_at <= ?))`;
  // "= (one row)", not "IN (…)": PostgreSQL may run an IN's subquery again for each row it updates.
  const [row] = await db.query(
    `UPDATE outbox SET locked_until = ?
     WHERE id = (SELECT id FROM outbox WHERE ${free} AND ${confirmationFirst}
       ORDER BY repeats, CASE kind WHEN 'confirmation' THEN 1 WHEN 'team' THEN 2 ELSE 0 END, id LIMIT 1${db.dialect.skipLocked}) AND ${free}
     RETURNING *`,
    [now + leaseMs, now, now, now, now, now],
  );
  return row ? toMessage(row) : null;
}

/** The earliest time a pending message is due, or null when none is pending. */
export async function nextDueAt(db: Database): Promise<number | null> {
  const [row] = await db.query(`SELECT MIN(next_attempt_at) AS due FROM outbox WHERE status = 'pending'`);
  return row?.due === null || row?.due === undefined ? null : Number(row.due);
}

const SENT = `UPDATE outbox SET status = 'sent', sent_at = ?, locked_until = NULL, attempts = attempts + 1, last_error = NULL WHERE id = ?`;

/** Sent: and the late confirmations it told the team about are marked as reported. */
export async function markSent(db: Database, id: number, now: number, reported: number[]): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.query(SENT, [now, id]);
    for (const confirmation of reported)
      await tx.query('UPDATE outbox SET late_reported_at = ? WHERE id = ? AND late_reported_at IS NULL', [
        now,
        confirmation,
      ]);
  });
}

/**
 * Not sent: to try again at `retryAt`, or failed for good when there is none; `refusedAt` when the
 * mail server refused it for good (a team's message, retried all the same).
 */
export async function markUnsent(
  db: Database,
  id: number,
  error: string,
  { retryAt = null, refusedAt = null }: { retryAt?: number | null; refusedAt?: number | null },
): Promise<void> {
  await db.query(
    'UPDATE outbox SET status = ?, attempts = attempts + 1, next_attempt_at = COALESCE(?, next_attempt_at), locked_until = NULL, last_error = ?, refused_at = COALESCE(?, refused_at) WHERE id = ?',
    [retryAt === null ? 'failed' : 'pending', retryAt, error, refusedAt, id],
  );
}

const teamKinds = TEAM_KINDS.map((kind) => `'${kind}'`).join(', ');

/**
 * Whether the team's mailbox refuses the service's emails: a message to the team refused for good
 * (still retried, or given up) with no email to the team accepted since.
 */
export async function teamMailFailing(db: Database): Promise<boolean> {
  const rows = await db.query(
    `SELECT id FROM outbox f WHERE f.kind IN (${teamKinds}) AND f.refused_at IS NOT NULL AND f.status IN ('pending', 'failed')
       AND NOT EXISTS (SELECT 1 FROM outbox s WHERE s.kind IN (${teamKinds}) AND s.status = 'sent' AND s.sent_at > f.refused_at) LIMIT 1`,
  );
  return rows.length > 0;
}

/** The requests' copies for the team grouped into a digest, created before `before`: the fewest repeats first (a real visitor before a flood), then the oldest. */
export async function groupedTeamMessages(db: Database, before: number): Promise<OutboxMessage[]> {
  return (
    await db.query(
      `SELECT * FROM outbox WHERE kind = 'team' AND status = 'grouped' AND created_at < ? ORDER BY repeats, id`,
      [before],
    )
  ).map(toMessage);
}

/** A digest sent: it and the copies it carried. */
export async function markDigestSent(db: Database, id: number, now: number, carried: number[]): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.query(SENT, [now, id]);
    for (const team of carried)
      await tx.query(`UPDATE outbox SET status = 'sent', sent_at = ? WHERE id = ? AND status = 'grouped'`, [now, team]);
  });
}

/**
 * Confirmations that did not leave within `lateAfterMs` of when they were due (still waiting,
 * refused, or sent later than that) and that no email to the team has mentioned yet. A confirmation
 * the hourly cap put later is counted from then: the team has had the cap's own notice.
 */
export async function lateConfirmations(db: Database, now: number, lateAfterMs: number): Promise<OutboxMessage[]> {
  const rows = await db.query(
    `SELECT * FROM outbox WHERE kind = 'confirmation' AND late_reported_at IS NULL AND scheduled_at <= ?
       AND (status IN ('pending', 'failed') OR (status = 'sent' AND sent_at - scheduled_at > ?)) ORDER BY id`,
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

/** A request's confirmations to the visitor, the first one first (the team's command may resend it). */
export async function confirmationsOf(db: Database, requestId: number): Promise<OutboxMessage[]> {
  return (
    await db.query(`SELECT * FROM outbox WHERE request_id = ? AND kind = 'confirmation' ORDER BY id`, [requestId])
  ).map(toMessage);
}

export async function messagesWithStatus(db: Database, statuses: readonly MessageStatus[]): Promise<OutboxMessage[]> {
  const marks = statuses.map(() => '?').join(', ');
  return (await db.query(`SELECT * FROM outbox WHERE status IN (${marks}) ORDER BY id`, [...statuses])).map(toMessage);
}
