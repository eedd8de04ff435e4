import { mkdtempSync, rmSync } from 'node:fs';
import type http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startPostgres } from '../../scripts/lib/postgres-cluster.mjs';
import { startTestSmtpServer, type TestSmtpServer } from '../../scripts/lib/test-smtp-server.mjs';
import { mailSettingsOf, readServiceConfig, type ServiceConfig } from '@/server/config';
import { createHandler, type Client } from '@/server/handler';
import { createMailer, type Mailer, type MailerOptions } from '@/server/mail/mailer';
import { smtpTransport } from '@/server/mail/transport';
import { ADDRESS_WINDOW_MS, RateLimiter } from '@/server/rate-limit';
import type { SitePages } from '@/server/site-pages';
import { openStore, type Database } from '@/server/store';
import { acceptRequest, type NewRequest } from '@/server/store/requests';
import { fingerprintOf } from '@/server/submission';
import { loadServiceTexts } from '@/server/texts';

/**
 * The request service's tests run on both databases it supports, each real: SQLite in a
 * temporary file, and PostgreSQL in a cluster of its own (scripts/lib/postgres-cluster.mjs).
 */
export const texts = loadServiceTexts();

export interface TestDatabase {
  name: 'SQLite' | 'PostgreSQL';
  /** Opens (and migrates) the database; call once per test file. */
  open(): Promise<Database>;
  /** Its DATABASE_URL, once open. */
  url: string;
  /** Empties the tables between tests. */
  reset(db: Database): Promise<void>;
  close(db: Database): Promise<void>;
}

function sqlite(): TestDatabase {
  let folder = '';
  return {
    name: 'SQLite',
    url: '',
    async open() {
      folder = mkdtempSync(path.join(tmpdir(), 'richieste-sqlite-'));
      this.url = path.join(folder, 'richieste.sqlite');
      return openStore(this.url);
    },
    reset: empty,
    async close(db) {
      await db.close();
      rmSync(folder, { recursive: true, force: true });
    },
  };
}

function postgres(): TestDatabase {
  let stop = () => {};
  return {
    name: 'PostgreSQL',
    url: '',
    async open() {
      const cluster = await startPostgres();
      stop = cluster.stop;
      this.url = cluster.url;
      return openStore(cluster.url);
    },
    reset: empty,
    async close(db) {
      await db.close();
      stop();
    },
  };
}

async function empty(db: Database): Promise<void> {
  await db.query('DELETE FROM outbox');
  await db.query('DELETE FROM requests');
}

export const testDatabases = (): TestDatabase[] => [sqlite(), postgres()];

/**
 * For a describe block on one database: opened once, emptied before each test, with a real SMTP
 * server of its own for each test, and the mailer a test starts (`context.mailer`) stopped after it.
 */
export function withDatabaseAndSmtp(database: TestDatabase) {
  const context = {} as { db: Database; smtp: TestSmtpServer; mailer?: Mailer };
  beforeAll(async () => {
    context.db = await database.open();
  });
  afterAll(() => database.close(context.db));
  beforeEach(async () => {
    await database.reset(context.db);
    context.smtp = await startTestSmtpServer();
  });
  afterEach(async () => {
    await context.mailer?.stop();
    context.mailer = undefined;
    await context.smtp.stop();
  });
  return context;
}

export const SITE_URL = 'https://www.limenta.it';
export const SERVICE_URL = 'http://127.0.0.1:3100';

export function testConfig(overrides: Partial<ServiceConfig> = {}): ServiceConfig {
  const env = {
    SITE_URL,
    TEAM_EMAIL: 'ordini@limenta.it',
    REQUESTS_PER_IP_PER_HOUR: '1000',
    REQUESTS_PER_HOUR: '100000',
    CONFIRMATIONS_PER_HOUR: '100000',
  };
  return { ...readServiceConfig(env, texts), ...overrides };
}

export const visitor = {
  name: 'Giulia Rossi',
  email: 'giulia@esempio.it',
  message: 'Vorrei sei bottiglie.\nConsegna a Torino.',
};

/** The handler on a database, with what a test may want to change (and the exported site, for its thank-you page). */
export function serviceOn(
  db: Database,
  overrides: Partial<ServiceConfig> & { onAccepted?: () => void; now?: () => number } = {},
  pages: SitePages | null = null,
) {
  const { onAccepted = () => undefined, now, ...settings } = overrides;
  const config = testConfig(settings);
  const accepted: number[] = [];
  const limiter = new RateLimiter(config.requestsPerIpPerHour, ADDRESS_WINDOW_MS);
  const handler = createHandler({
    db,
    texts,
    config,
    limiter,
    pages,
    now,
    onAccepted: () => (accepted.push(Date.now()), onAccepted()),
  });
  const send = (init: RequestInit & { path?: string; client?: Client }) =>
    handler(
      new Request(`${SERVICE_URL}${init.path ?? '/api/richieste'}`, { method: 'POST', ...init }),
      init.client ?? { address: '203.0.113.7' },
    );
  return {
    config,
    accepted,
    handler,
    send,
    /** The island's JSON, with its key in the header and the body. */
    postJson(body: Record<string, unknown>, headers: Record<string, string> = {}, client?: Client) {
      const key: Record<string, string> =
        typeof body.submissionId === 'string' ? { 'Idempotency-Key': body.submissionId } : {};
      return send({
        body: JSON.stringify(body),
        headers: { 'Content-Type': 'application/json', Accept: 'application/json', ...key, ...headers },
        client,
      });
    },
    /** The form without JavaScript, as a browser posts it. */
    postForm(fields: Record<string, string>, headers: Record<string, string> = {}) {
      return send({
        body: new URLSearchParams(fields).toString(),
        headers: {
          'Content-Type': 'application/x-www-form-urlencoded',
          Accept: 'text/html,application/xhtml+xml',
          ...headers,
        },
      });
    },
  };
}

export async function counts(db: Database): Promise<{ requests: number; emails: number }> {
  const [{ requests }] = await db.query<{ requests: number }>('SELECT COUNT(*) AS requests FROM requests');
  const [{ emails }] = await db.query<{ emails: number }>('SELECT COUNT(*) AS emails FROM outbox');
  return { requests: Number(requests), emails: Number(emails) };
}

let sequence = 0;
/** A fresh idempotency key, shaped like the island's UUIDs. */
export function newKey(): string {
  sequence += 1;
  return `6f1c2f4e-9a57-4c1e-8a43-${String(Date.now() % 1e6).padStart(6, '0')}${String(sequence).padStart(6, '0')}`;
}

export const order = (extra: Record<string, unknown> = {}) => ({
  ...visitor,
  form: 'ordine',
  page: '/come-ordinare',
  submissionId: newKey(),
  fillTimeMs: 30_000,
  ...extra,
});

/** A request as the store takes it (the visitor's order unless changed), with a fresh key. */
export function newRequest(change: Partial<NewRequest> = {}): NewRequest {
  const values = { name: visitor.name, email: visitor.email, message: visitor.message, ...change };
  return {
    idempotencyKey: newKey(),
    fingerprint: fingerprintOf('ordine', values),
    form: 'ordine',
    page: '/come-ordinare',
    ...values,
    ...change,
  };
}

/** The store's acceptance of a request at a given time, with the visitor's daily limit of 3 confirmations. */
export const acceptAt = (db: Database, now: number, change: Partial<NewRequest> = {}) =>
  acceptRequest(db, newRequest(change), {
    now,
    teamEmail: 'ordini@limenta.it',
    confirmationLimit: { max: 3, windowMs: 24 * 60 * 60_000 },
  });

/** The mailer of a configuration, sending to the test's SMTP server; silent unless the test reads its log. */
export const mailerOn = (
  db: Database,
  smtp: TestSmtpServer,
  config = testConfig(),
  options: Partial<MailerOptions> = {},
): Mailer =>
  createMailer({
    db,
    texts,
    settings: mailSettingsOf(config),
    transport: smtpTransport(smtp.url),
    log: () => {},
    ...options,
  });

/** A server listening on a free port of 127.0.0.1: its port, and its close, which ends the connections left open too. */
export async function listening(server: http.Server): Promise<{ port: number; close: () => Promise<void> }> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as AddressInfo).port,
    close: () => {
      server.closeAllConnections();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}
