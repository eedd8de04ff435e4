// @ts-check
// The team's list under load of data, for `npm run bench` (scripts/bench-service.mjs): npm start's
// server on a database holding BENCH_TEAM_REQUESTS (10,000) requests in every status, a member of
// the team logged in by the real link, then each page of the area asked for one at a time,
// BENCH_TEAM_SAMPLES (200) times: time to first byte, p50 and p99. On SQLite, and on PostgreSQL
// when its server is installed. It measures; it asserts nothing.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startPostgres } from './postgres-cluster.mjs';
import { importLib } from '../content/load-lib.cjs';
import { spawnSiteServer } from './static-server.mjs';

export const MEMBER = 'bench@limenta.it';
/** Each status, with its place in the team's list (lib/request-status.ts, queueOf). */
const STATUSES = /** @type {const} */ ([
  ['new', 0],
  ['answered', 1],
  ['accepted', 1],
  ['delivered', 1],
  ['closed', 2],
  ['cancelled', 2],
]);

/** @param {number[]} values @param {number} fraction */
export function percentile(values, fraction) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)];
}

/**
 * `count` requests over the last weeks, in every status (or in those given), each with its reply deadline.
 * @param {string} databaseUrl @param {number} count @param {ReadonlyArray<readonly [string, number]>} [statuses]
 */
export async function fill(databaseUrl, count, statuses = STATUSES) {
  const { openStore } = await importLib('server/store/index.ts');
  const { fillDeadlines } = await importLib('server/store/lifecycle.ts');
  const { loadServiceTexts } = await importLib('server/texts.ts');
  const db = await openStore(databaseUrl);
  const start = Date.now() - count * 5 * 60_000;
  await db.transaction(async (/** @type {any} */ tx) => {
    for (let index = 0; index < count; index += 1) {
      const [status, queue] = statuses[index % statuses.length];
      const createdAt = start + index * 5 * 60_000;
      await tx.query(
        `INSERT INTO requests (number, idempotency_key, fingerprint, form, page, name, email, message, created_at, status, queue, queue_at) VALUES (?, ?, 'bench', 'ordine', '/come-ordinare', ?, ?, ?, ?, ?, ?, ?)`,
        [
          `L-B${String(index).padStart(6, '0')}`,
          `bench-${index}`,
          `Cliente ${index}`,
          `cliente${index}@esempio.it`,
          'Vorrei sei bottiglie, consegna a Torino.',
          createdAt,
          status,
          queue,
          queue === 2 ? -createdAt : null,
        ],
      );
    }
  });
  const texts = loadServiceTexts();
  while ((await fillDeadlines(db, texts.site)) > 0);
  // As a database in service stands: its statistics gathered (PostgreSQL's autovacuum, after so many rows).
  await db.query(db.dialect.name === 'postgres' ? 'VACUUM ANALYZE requests' : 'ANALYZE');
  await db.close();
}

/** Logs in as the team's member through the real link; the session's cookie. @param {string} url @param {import('./test-smtp-server.mjs').TestSmtpServer} smtp */
export async function logIn(url, smtp) {
  const form = await fetch(`${url}/team/accesso`);
  const formCookie = (form.headers.get('set-cookie') ?? '').split(';')[0];
  const token = /name="token" value="([^"]+)"/.exec(await form.text())?.[1] ?? '';
  const before = smtp.messages.length;
  const asked = {
    method: 'POST',
    headers: {
      'Content-Type': 'application/x-www-form-urlencoded',
      Cookie: formCookie,
      'Sec-Fetch-Site': 'same-origin',
    },
  };
  await (
    await fetch(`${url}/team/accesso`, { ...asked, body: new URLSearchParams({ token, email: MEMBER }) })
  ).arrayBuffer();
  await smtp.waitFor(before + 1);
  const link = /\/team\/accesso\/link\?t=([A-Za-z0-9_-]+)/.exec(smtp.messages[before].text)?.[1] ?? '';
  const pressed = await fetch(`${url}/team/accesso/link`, {
    ...asked,
    body: new URLSearchParams({ token, link }),
    redirect: 'manual',
  });
  return (pressed.headers.get('set-cookie') ?? '').split(';')[0];
}

/**
 * @param {{ port: number, smtp: import('./test-smtp-server.mjs').TestSmtpServer, requests?: number, samples?: number }} options
 * @returns {Promise<Array<{ database: string, page: string, p50: number, p99: number }>>}
 */
export async function benchTeamList({ port, smtp, requests = 10_000, samples = 200 }) {
  /** @type {Array<{ database: string, page: string, p50: number, p99: number }>} */
  const rows = [];
  const folder = mkdtempSync(path.join(tmpdir(), 'bench-team-'));
  /** @type {Array<{ name: string, url: () => Promise<{ url: string, stop: () => void }> }>} */
  const databases = [{ name: 'SQLite', url: async () => ({ url: path.join(folder, 'team.sqlite'), stop: () => {} }) }];
  if (process.env.BENCH_TEAM_POSTGRES !== '0') databases.push({ name: 'PostgreSQL', url: async () => startPostgres() });
  try {
    for (const { name, url } of databases) {
      let database;
      try {
        database = await url();
      } catch (error) {
        console.error(
          `The team's list on ${name}: not measured (${error instanceof Error ? error.message.split('\n')[0] : String(error)})`,
        );
        continue;
      }
      try {
        await fill(database.url, requests);
        const server = await spawnSiteServer(port, {
          env: { DATABASE_URL: database.url, SMTP_URL: smtp.url, TEAM_EMAILS: MEMBER, TEAM_EMAIL: 'ordini@limenta.it' },
        });
        try {
          const cookie = await logIn(server.url, smtp);
          const pages = [
            ['the list (open requests, page 1)', '/team/'],
            ['every request, page 100', '/team/?stato=&pagina=100'],
            ['a search by name', '/team/?stato=&cerca=cliente%2042'],
            ['one request', '/team/richieste/5000'],
          ];
          for (const [label, target] of pages) {
            /** @type {number[]} */
            const times = [];
            for (let index = 0; index < samples + 10; index += 1) {
              const started = performance.now();
              const response = await fetch(`${server.url}${target}`, { headers: { Cookie: cookie } });
              // fetch resolves once the head has arrived: the time to the first byte.
              const ttfb = performance.now() - started;
              await response.arrayBuffer();
              if (response.status !== 200) throw new Error(`${target}: ${response.status}`);
              if (index >= 10) times.push(ttfb);
            }
            rows.push({ database: name, page: label, p50: percentile(times, 0.5), p99: percentile(times, 0.99) });
          }
        } finally {
          server.process.kill();
          await new Promise((resolve) => server.process.once('exit', resolve));
        }
      } finally {
        database.stop();
      }
    }
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
  return rows;
}
