import type { Database } from '../store/database';
import { hashOf, newSecret } from './secrets';

/**
 * Login links and sessions in the service's database (tables team_login_links and
 * team_sessions, keyed by the SHA-256 of their secret), and the team's log (team_log).
 */
export const LINK_TTL_MS = 15 * 60 * 1000;
export const SESSION_TTL_MS = 12 * 60 * 60 * 1000;
/** Used and expired links and ended sessions are kept this long (to tell «used» from «unknown»), then deleted. */
const KEEP_ENDED_MS = 24 * 60 * 60 * 1000;

export type LinkState = 'valid' | 'used' | 'expired' | 'unknown';

/** Where each kind of secret is kept, and the column its hash goes into. */
const SECRET_TABLES = {
  team_login_links: 'token_hash',
  team_sessions: 'id_hash',
} as const;

/** A new secret for `email` (a link's token, a session's id): it goes to the visitor, only its hash into the table. */
async function newSecretRow(
  db: Database,
  table: keyof typeof SECRET_TABLES,
  email: string,
  now: number,
  ttlMs: number,
): Promise<string> {
  const secret = newSecret();
  const column = SECRET_TABLES[table];
  await db.query(`INSERT INTO ${table} (${column}, email, created_at, expires_at) VALUES (?, ?, ?, ?)`, [
    hashOf(secret),
    email,
    now,
    now + ttlMs,
  ]);
  return secret;
}

/** A new single-use link for `email`: the token goes into the email. */
export const createLoginLink = (db: Database, email: string, now: number) =>
  newSecretRow(db, 'team_login_links', email, now, LINK_TTL_MS);

async function stateOf(db: Database, token: string, now: number): Promise<{ state: LinkState; email: string | null }> {
  const [row] = await db.query('SELECT email, expires_at, used_at FROM team_login_links WHERE token_hash = ?', [
    hashOf(token),
  ]);
  if (!row) return { state: 'unknown', email: null };
  if (row.used_at !== null && row.used_at !== undefined) return { state: 'used', email: String(row.email) };
  if (Number(row.expires_at) <= now) return { state: 'expired', email: String(row.email) };
  return { state: 'valid', email: String(row.email) };
}

/** What a link is worth now, without using it (the page that opens from the email). */
export async function linkState(db: Database, token: string, now: number): Promise<LinkState> {
  return (await stateOf(db, token, now)).state;
}

/** Uses a link, once: of two presses at once, one gets the address, the other «used». */
export async function consumeLoginLink(
  db: Database,
  token: string,
  now: number,
): Promise<{ ok: true; email: string } | { ok: false; reason: Exclude<LinkState, 'valid'> }> {
  const [row] = await db.query(
    'UPDATE team_login_links SET used_at = ? WHERE token_hash = ? AND used_at IS NULL AND expires_at > ? RETURNING email',
    [now, hashOf(token), now],
  );
  if (row) return { ok: true, email: String(row.email) };
  const { state } = await stateOf(db, token, now);
  return { ok: false, reason: state === 'valid' ? 'used' : state };
}

/** A new session: its id goes into the cookie. */
export const createSession = (db: Database, email: string, now: number) =>
  newSecretRow(db, 'team_sessions', email, now, SESSION_TTL_MS);

export type SessionLookup =
  { state: 'active'; email: string; expiresAt: number } | { state: 'expired' } | { state: 'none' };

export async function findSession(db: Database, id: string, now: number): Promise<SessionLookup> {
  const [row] = await db.query('SELECT email, expires_at, ended_at FROM team_sessions WHERE id_hash = ?', [hashOf(id)]);
  if (!row || (row.ended_at !== null && row.ended_at !== undefined)) return { state: 'none' };
  if (Number(row.expires_at) <= now) return { state: 'expired' };
  return { state: 'active', email: String(row.email), expiresAt: Number(row.expires_at) };
}

export async function endSession(db: Database, id: string, now: number): Promise<void> {
  await db.query('UPDATE team_sessions SET ended_at = ? WHERE id_hash = ? AND ended_at IS NULL', [now, hashOf(id)]);
}

/** One line of the team's log: who did what, when, to what (a request's number, never a visitor's data). */
export async function logTeamAction(
  db: Database,
  entry: { at: number; actor: string; action: string; target?: string | null },
): Promise<void> {
  await db.query('INSERT INTO team_log (at, actor, action, target) VALUES (?, ?, ?, ?)', [
    entry.at,
    entry.actor,
    entry.action,
    entry.target ?? null,
  ]);
}

export interface TeamLogEntry {
  at: number;
  actor: string;
  action: string;
  target: string | null;
}

export async function teamLog(db: Database, limit = 100): Promise<TeamLogEntry[]> {
  const rows = await db.query('SELECT at, actor, action, target FROM team_log ORDER BY id DESC LIMIT ?', [limit]);
  return rows.map((row) => ({
    at: Number(row.at),
    actor: String(row.actor),
    action: String(row.action),
    target: row.target === null || row.target === undefined ? null : String(row.target),
  }));
}

/** Deletes links and sessions over for a day, and log lines older than `logBefore`. */
export async function purgeLogins(db: Database, now: number, logBefore: number): Promise<void> {
  await db.query('DELETE FROM team_login_links WHERE expires_at < ?', [now - KEEP_ENDED_MS]);
  await db.query('DELETE FROM team_sessions WHERE expires_at < ? OR ended_at < ?', [
    now - KEEP_ENDED_MS,
    now - KEEP_ENDED_MS,
  ]);
  await db.query('DELETE FROM team_log WHERE at < ?', [logBefore]);
}
