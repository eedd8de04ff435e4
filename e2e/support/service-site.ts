import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { ChildProcess } from 'node:child_process';
import type { Page } from 'playwright-core';
import { openStore, type Database } from '@/server/store';
import { startPostgres } from '../../scripts/lib/postgres-cluster.mjs';
import { startTestSmtpServer, type TestSmtpServer } from '../../scripts/lib/test-smtp-server.mjs';
import { openBrowser, type BrowserSession } from './browser';
import { until } from './local';
import { e2ePorts } from './ports';
import { spawnSiteServer } from '../../scripts/lib/static-server.mjs';
import { stopProcess } from './stop-process';

export const TEAM_EMAIL = 'ordini@limenta.it';

export interface ServiceSite {
  /** `npm start`'s server: the site and the request service on one origin. */
  url: string;
  /** The service's database, to count what it stored. */
  db: Database;
  /** The SMTP server the service sends through (smtp-server, in the test). */
  smtp: TestSmtpServer;
  /** Chromium, 390 px wide, with its back/forward cache on. */
  browser: BrowserSession;
}

/**
 * `npm start`'s server on a database of its own, with a real SMTP server of the test's own, and
 * Chromium with its back/forward cache on, as visitors run it. Call once at the top of
 * a test file; `siteUrl` is the address the service takes as the site's (nginx in front of it).
 */
export function setUpServiceSite({
  siteUrl,
  env = {},
  postgres = false,
}: { siteUrl?: string; env?: Record<string, string>; postgres?: boolean } = {}): ServiceSite {
  const ports = e2ePorts();
  const site = {} as ServiceSite;
  let server: ChildProcess | undefined;
  let folder = '';
  let stopPostgres = () => {};

  beforeAll(async () => {
    folder = mkdtempSync(path.join(tmpdir(), 'e2e-richieste-'));
    site.smtp = await startTestSmtpServer();
    // SQLite in a file of its own, or a PostgreSQL cluster of its own.
    let databaseUrl = path.join(folder, 'richieste.sqlite');
    if (postgres) {
      const cluster = await startPostgres();
      stopPostgres = cluster.stop;
      databaseUrl = cluster.url;
    }
    const started = await spawnSiteServer(ports.service, {
      env: {
        DATABASE_URL: databaseUrl,
        SMTP_URL: site.smtp.url,
        TEAM_EMAIL,
        MAIL_FROM: 'Limenta <ordini@esempio.it>',
        ...(siteUrl && { SITE_URL: siteUrl }),
        REQUESTS_PER_IP_PER_HOUR: '100000',
        REQUESTS_PER_HOUR: '100000',
        CONFIRMATIONS_PER_HOUR: '100000',
        ...env,
      },
    });
    server = started.process;
    site.url = started.url;
    site.browser = await openBrowser({ width: 390, backForwardCache: true, ignoreHTTPSErrors: true });
    site.db = await openStore(databaseUrl);
  }, 120_000);

  afterAll(async () => {
    await site.browser?.close();
    if (server) await stopProcess(server);
    await site.db?.close();
    await site.smtp?.stop();
    stopPostgres();
    rmSync(folder, { recursive: true, force: true });
  });

  return site;
}

/** A visitor of one test: an address nobody else uses, so the test counts its own rows and emails. */
export function visitorFor(name: string) {
  return {
    name: 'Giulia Rossi',
    email: `${name}@esempio.it`,
    message: `Vorrei sei bottiglie (${name}), consegna a Torino.`,
  };
}

/** The emails of one visitor's requests: to them, or to the team about them. */
export function emailsOf(smtp: TestSmtpServer, email: string) {
  return smtp.messages.filter((message) => message.to.includes(email) || message.replyTo?.includes(email));
}

export const untilEmails = (smtp: TestSmtpServer, email: string, count: number, timeout = 30_000) =>
  until(() => emailsOf(smtp, email).length >= count || undefined, `${count} emails for ${email}`, timeout);

/** Nothing more arrives for this visitor in the next seconds: no email twice. */
export async function expectNoMoreEmails(smtp: TestSmtpServer, email: string, count: number): Promise<void> {
  await new Promise((resolve) => setTimeout(resolve, 3000));
  expect(emailsOf(smtp, email)).toHaveLength(count);
}

/** A visitor's order as the island sends it, under its own key unless given one. */
export const orderBody = (
  who: { name: string; email: string; message: string },
  submissionId: string = crypto.randomUUID(),
) => ({
  ...who,
  form: 'ordine',
  page: '/come-ordinare',
  submissionId,
  fillTimeMs: 30_000,
});

/** Sends these requests straight to the service from the page, all at once, each under its key; their statuses. */
export const sendFromPage = (page: Page, bodies: Array<ReturnType<typeof orderBody>>) =>
  page.evaluate(
    (bodies) =>
      Promise.all(
        bodies.map((body) =>
          fetch('/api/richieste', {
            method: 'POST',
            headers: { 'Content-Type': 'application/json', 'Idempotency-Key': body.submissionId },
            body: JSON.stringify(body),
          }).then((response) => response.status),
        ),
      ),
    bodies,
  );
