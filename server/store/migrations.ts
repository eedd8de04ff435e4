import type { Database, Dialect } from './database';
import { recipientKey } from './outbox';

/**
 * One list of migrations for SQLite and PostgreSQL: plain SQL both understand, the id column
 * being the one difference (the dialect's). Times are milliseconds since 1970 in BIGINT columns.
 * A migration is never edited once released: a change is a new entry at the end.
 */
export interface Migration {
  version: number;
  name: string;
  statements: (dialect: Dialect) => string[];
  /** Fills what SQL alone cannot compute for the rows already there, in the same transaction. */
  backfill?: (db: Database) => Promise<void>;
}

export const MIGRATIONS: Migration[] = [
  {
    version: 1,
    name: 'requests and their outbox',
    statements: ({ idColumn }) => [
      `CREATE TABLE requests (
        id ${idColumn},
        number TEXT UNIQUE,
        idempotency_key TEXT NOT NULL UNIQUE,
        fingerprint TEXT NOT NULL,
        form TEXT NOT NULL,
        page TEXT NOT NULL,
        name TEXT NOT NULL,
        email TEXT NOT NULL,
        message TEXT NOT NULL,
        created_at BIGINT NOT NULL
      )`,
      'CREATE INDEX requests_email ON requests (email)',
      'CREATE INDEX requests_created_at ON requests (created_at)',
      // status: pending (to send), sent, failed (refused for good), held (not sent: the address's limit).
      `CREATE TABLE outbox (
        id ${idColumn},
        request_id BIGINT REFERENCES requests (id) ON DELETE CASCADE,
        kind TEXT NOT NULL,
        recipient TEXT NOT NULL,
        status TEXT NOT NULL,
        attempts INTEGER NOT NULL DEFAULT 0,
        next_attempt_at BIGINT NOT NULL,
        locked_until BIGINT,
        last_error TEXT,
        created_at BIGINT NOT NULL,
        sent_at BIGINT,
        late_reported_at BIGINT,
        reports TEXT
      )`,
      'CREATE INDEX outbox_due ON outbox (status, next_attempt_at)',
      'CREATE INDEX outbox_request ON outbox (request_id)',
    ],
  },
  {
    version: 2,
    name: 'limits that hold and a fair outbox',
    statements: () => [
      // The recipient as its mailbox reads it (lower case, no +tag, the domain in ASCII): the daily limit per address counts it.
      'ALTER TABLE outbox ADD COLUMN recipient_key TEXT',
      // How many requests the same network (/64) and confirmations the same address had before this one: the outbox sends fewest first.
      'ALTER TABLE outbox ADD COLUMN repeats INTEGER NOT NULL DEFAULT 0',
      // When the message was first due: later than created_at for a confirmation beyond the hourly cap.
      'ALTER TABLE outbox ADD COLUMN scheduled_at BIGINT',
      // The hour (or day) a notice of its own belongs to: one per kind and period.
      'ALTER TABLE outbox ADD COLUMN period BIGINT',
      // The last time the mail server refused it for good (a team's message is retried all the same).
      'ALTER TABLE outbox ADD COLUMN refused_at BIGINT',
      'UPDATE outbox SET scheduled_at = created_at',
      'CREATE INDEX outbox_recipient_key ON outbox (recipient_key, created_at)',
      'CREATE INDEX outbox_scheduled ON outbox (kind, scheduled_at)',
      'CREATE INDEX outbox_claim ON outbox (status, repeats, next_attempt_at)',
      'CREATE UNIQUE INDEX outbox_period ON outbox (kind, period)',
    ],
    async backfill(db) {
      for (const row of await db.query('SELECT id, recipient FROM outbox')) {
        await db.query('UPDATE outbox SET recipient_key = ? WHERE id = ?', [
          recipientKey(String(row.recipient)),
          row.id,
        ]);
      }
    },
  },
  {
    // Touches only the requests' own columns and tables of its own: it may run before or after any other migration.
    version: 3,
    name: 'a request’s life and the team’s area',
    statements: ({ idColumn }) => [
      // lib/request-status.ts; the reply deadline is filled in from content/site.yaml as soon as the request is stored (server/store/lifecycle.ts).
      `ALTER TABLE requests ADD COLUMN status TEXT NOT NULL DEFAULT 'new'`,
      'ALTER TABLE requests ADD COLUMN deadline_at BIGINT',
      // The team's list in index order (lib/request-status.ts, queueOf): awaiting a reply, then followed, by
      // deadline (queue_at is the deadline); then done, the latest first (queue_at is minus the arrival).
      'ALTER TABLE requests ADD COLUMN queue INTEGER NOT NULL DEFAULT 0',
      'ALTER TABLE requests ADD COLUMN queue_at BIGINT',
      'CREATE INDEX requests_queue ON requests (queue, queue_at, id)',
      'CREATE INDEX requests_status_queue ON requests (status, queue_at, id)',
      'CREATE INDEX requests_status_deadline ON requests (status, deadline_at)',
      'CREATE INDEX requests_deadline ON requests (deadline_at)',
      // Every change of a request, with when and who; a reply also names the outbox message that carries it.
      `CREATE TABLE request_events (
        id ${idColumn},
        request_id BIGINT NOT NULL REFERENCES requests (id) ON DELETE CASCADE,
        at BIGINT NOT NULL,
        actor TEXT NOT NULL,
        action TEXT NOT NULL,
        from_status TEXT NOT NULL,
        to_status TEXT NOT NULL,
        note TEXT,
        outbox_id BIGINT
      )`,
      'CREATE INDEX request_events_request ON request_events (request_id, id)',
      'CREATE INDEX request_events_outbox ON request_events (outbox_id)',
      // Single-use login links and sessions: only the SHA-256 of each secret is kept.
      'CREATE TABLE team_login_links (token_hash TEXT PRIMARY KEY, email TEXT NOT NULL, created_at BIGINT NOT NULL, expires_at BIGINT NOT NULL, used_at BIGINT)',
      'CREATE INDEX team_login_links_expires ON team_login_links (expires_at)',
      'CREATE TABLE team_sessions (id_hash TEXT PRIMARY KEY, email TEXT NOT NULL, created_at BIGINT NOT NULL, expires_at BIGINT NOT NULL, ended_at BIGINT)',
      'CREATE INDEX team_sessions_expires ON team_sessions (expires_at)',
      // What the team did, who and when (logins, every action, exports and erasures).
      `CREATE TABLE team_log (id ${idColumn}, at BIGINT NOT NULL, actor TEXT NOT NULL, action TEXT NOT NULL, target TEXT)`,
      'CREATE INDEX team_log_at ON team_log (at)',
      // The team's notices already sent, each at most once: the digest of an opening, the alert of a request.
      'CREATE TABLE team_notices (kind TEXT NOT NULL, ref BIGINT NOT NULL, at BIGINT NOT NULL, PRIMARY KEY (kind, ref))',
    ],
  },
  {
    version: 4,
    name: 'written proposals',
    statements: ({ idColumn }) => [
      // One row per proposal sent; the newest of a request is the one its visitor may accept. Only the
      // SHA-256 of the link's token is kept (set when its email leaves); the terms as sent, so the
      // contract's confirmation repeats exactly what was proposed.
      `CREATE TABLE proposals (
        id ${idColumn},
        request_id BIGINT NOT NULL REFERENCES requests (id) ON DELETE CASCADE,
        token_hash TEXT UNIQUE,
        link_origin TEXT NOT NULL,
        created_at BIGINT NOT NULL,
        expires_at BIGINT NOT NULL,
        accepted_at BIGINT,
        outbox_id BIGINT,
        pack_index INTEGER NOT NULL,
        quantity INTEGER NOT NULL,
        zone TEXT NOT NULL,
        delivery_date TEXT NOT NULL,
        note TEXT,
        subtotal_cents INTEGER NOT NULL,
        delivery_cents INTEGER NOT NULL,
        total_cents INTEGER NOT NULL,
        terms_text TEXT NOT NULL,
        terms_json TEXT NOT NULL
      )`,
      'CREATE INDEX proposals_request ON proposals (request_id, id)',
      'CREATE INDEX proposals_outbox ON proposals (outbox_id)',
    ],
  },
];

/** Brings the database up to the last migration; safe to run at every start, by several processes. */
export async function migrate(db: Database, now = Date.now()): Promise<number[]> {
  await db.query(
    'CREATE TABLE IF NOT EXISTS schema_migrations (version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at BIGINT NOT NULL)',
  );
  const applied: number[] = [];
  for (const migration of MIGRATIONS) {
    await db.transaction(async (tx) => {
      if (tx.dialect.migrationLock) await tx.query(tx.dialect.migrationLock);
      const done = await tx.query('SELECT version FROM schema_migrations WHERE version = ?', [migration.version]);
      if (done.length > 0) return;
      for (const statement of migration.statements(tx.dialect)) await tx.query(statement);
      await migration.backfill?.(tx);
      await tx.query('INSERT INTO schema_migrations (version, name, applied_at) VALUES (?, ?, ?)', [
        migration.version,
        migration.name,
        now,
      ]);
      applied.push(migration.version);
    });
  }
  return applied;
}
