/** @jest-environment node */
import { execFileSync } from 'node:child_process';
import {
  closeSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  openSync,
  readFileSync,
  rmSync,
  writeSync,
  writeFileSync,
} from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startTestSmtpServer } from '../scripts/lib/test-smtp-server.mjs';
import { createStaticServer, spawnSiteServer, TIMEOUTS } from '../scripts/lib/static-server.mjs';
import { fetchServiceStatus } from '../scripts/lib/go-live.mjs';
import { serverConfigFor } from '../scripts/lib/paths.mjs';
import { staticServerJson } from '../scripts/postbuild/hosting-formats.mjs';
import { aliases, routes } from '@/content/routes';
import { hostingConfig } from '@/deploy/hosting.config.mjs';
import { runCli } from '@/server/cli';
import { nodeListener } from '@/server/node-http';
import { DATABASE_BACKOFF, TEAM_REFUSAL_RETRY } from '@/server/mail/mailer';
import { ADDRESS_MEMORY_MS, ADDRESS_WINDOW_MS, RateLimiter, SWEEP_EVERY_MS } from '@/server/rate-limit';
import { startRequestService, type RequestService } from '@/server/service';
import { openStore, type Database } from '@/server/store';
import { requestsOf } from '@/server/store/requests';
import {
  acceptAt,
  counts,
  listening,
  mailerOn,
  order,
  serviceOn,
  SITE_URL,
  testConfig,
  testDatabases,
  texts,
  visitor,
  withDatabaseAndSmtp,
} from './support/request-service';

/**
 * What goes wrong around the request service, and what it does then: a body that stalls (under
 * `npm run serve` as alone), the team's own mailbox refusing its emails for good (550, 552 full),
 * a full disk under the mailer, and what the privacy texts promise about IP addresses and erased
 * requests. Real SMTP, real HTTP, real SQLite files and PostgreSQL.
 */
jest.setTimeout(120_000);

const TEAM = 'ordini@limenta.it';
const ALERT = 'allarmi@altrodominio.it';
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

describe('a body that stalls: 408 and the connection closed, wherever the service runs', () => {
  let folder = '';
  let exportDir = '';

  /** How the stalled body is framed: it declares 100 bytes and sends one, or sends one chunk and no end. */
  const FRAMINGS = {
    length: 'Content-Length: 100\r\n\r\n{',
    chunked: 'Transfer-Encoding: chunked\r\n\r\n1\r\n{\r\n',
  };

  /** A raw socket whose body stalls after one byte: what comes back, and when the connection closed. */
  function stall(
    port: number,
    framing: keyof typeof FRAMINGS = 'length',
    limitMs = 15_000,
  ): Promise<{ response: string; closedAfterMs: number }> {
    return new Promise((resolve) => {
      const started = Date.now();
      const socket = net.connect(port, '127.0.0.1');
      let response = '';
      const guard = setTimeout(() => socket.destroy(), limitMs);
      socket.on('data', (chunk) => (response += chunk.toString()));
      socket.on('error', () => undefined);
      socket.on('close', () => {
        clearTimeout(guard);
        resolve({ response, closedAfterMs: Date.now() - started });
      });
      socket.write(
        `POST /api/richieste HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n${FRAMINGS[framing]}`,
      );
    });
  }

  async function freePort(): Promise<number> {
    const server = await listening(http.createServer());
    await server.close();
    return server.port;
  }

  const env = (): NodeJS.ProcessEnv => ({
    NODE_ENV: 'test',
    DATABASE_URL: path.join(folder, 'richieste.sqlite'),
    SITE_URL,
    TEAM_EMAIL: TEAM,
    SMTP_URL: '',
  });

  beforeAll(() => {
    // A tiny export, with the hosting configuration the build would write beside it.
    folder = mkdtempSync(path.join(tmpdir(), 'corpo-lento-'));
    exportDir = path.join(folder, 'out');
    mkdirSync(exportDir);
    writeFileSync(path.join(exportDir, 'index.html'), '<!DOCTYPE html><title>Limenta</title>');
    writeFileSync(path.join(exportDir, '404.html'), '<!DOCTYPE html><title>404</title>');
    mkdirSync(path.dirname(serverConfigFor(exportDir)), { recursive: true });
    writeFileSync(
      serverConfigFor(exportDir),
      staticServerJson(hostingConfig({ scriptHashes: [], contactEndpoint: undefined }, { routes, aliases })),
    );
  });
  afterAll(() => rmSync(folder, { recursive: true, force: true }));

  it.each(Object.keys(FRAMINGS) as (keyof typeof FRAMINGS)[])(
    'the service alone (npm run service), a body framed by %s: its own deadline answers 408 in Italian and closes',
    async (framing) => {
      const service = await startRequestService({ ...env(), BODY_TIMEOUT_SECONDS: '1' });
      const server = await listening(
        http.createServer(
          {
            headersTimeout: TIMEOUTS.headers,
            requestTimeout: TIMEOUTS.request,
            connectionsCheckingInterval: TIMEOUTS.checkEvery,
          },
          service.listener,
        ),
      );
      try {
        const { response, closedAfterMs } = await stall(server.port, framing);
        expect(response).toMatch(/^HTTP\/1\.1 408 /);
        expect(response).toMatch(/^connection: close$/im);
        expect(JSON.parse(response.slice(response.indexOf('\r\n\r\n') + 4)).message).toBe(
          texts.requests.answers.unreadable,
        );
        expect(closedAfterMs).toBeGreaterThanOrEqual(900);
        expect(closedAfterMs).toBeLessThan(3000);
      } finally {
        await server.close();
        await service.close();
      }
    },
  );

  it('npm run serve (the site and the service on one origin): 20 stalled bodies are each answered 408 and closed', async () => {
    const port = await freePort();
    const started = await spawnSiteServer(port, { exportDir, env: { ...env(), BODY_TIMEOUT_SECONDS: '1' } });
    try {
      const results = await Promise.all(Array.from({ length: 20 }, () => stall(port)));
      for (const { response, closedAfterMs } of results) {
        expect(response).toMatch(/^HTTP\/1\.1 408 /);
        expect(closedAfterMs).toBeLessThan(4000);
      }
      // And the site still answers.
      expect((await fetch(`${started.url}/`)).status).toBe(200);
    } finally {
      started.process.kill('SIGTERM');
      await new Promise((resolve) => started.process.once('exit', resolve));
    }
  });

  it('npm start’s server with its own time limit shorter than the service’s: its 408 is not held behind the waiting service', async () => {
    const service = await startRequestService(env());
    const server = await listening(
      createStaticServer(exportDir, {
        api: service.listener,
        timeouts: { headers: 1000, request: 1500, keepAlive: 1000, checkEvery: 250 },
      }),
    );
    try {
      const { response, closedAfterMs } = await stall(server.port);
      expect(response).toMatch(/^HTTP\/1\.1 408 /);
      expect(closedAfterMs).toBeLessThan(4000);
    } finally {
      await server.close();
      await service.close();
    }
  });
});

describe.each(testDatabases())('on $name', (database) => {
  const context = withDatabaseAndSmtp(database);

  it('retries the team’s email that its mailbox refuses for good (550, then 552 full), reports it, and sends it once the mailbox takes it', async () => {
    const { db, smtp } = context;
    const config = testConfig({ alertEmail: ALERT });
    let clock = Date.now();
    const mailer = mailerOn(db, smtp, config, { now: () => clock });
    context.mailer = mailer;
    const service = serviceOn(db, { alertEmail: ALERT });
    const status = async () => (await service.send({ method: 'GET', path: '/api/richieste/stato' })).json();
    const summaryAbout = async () => {
      let started: RequestService | undefined;
      try {
        started = await startRequestService({
          NODE_ENV: 'test',
          DATABASE_URL: database.url,
          SITE_URL,
          TEAM_EMAIL: TEAM,
          ALERT_EMAIL: ALERT,
        });
        return started.summary.filter((line) => line.includes(TEAM));
      } finally {
        await started?.close();
      }
    };
    expect((await status()).teamMailFailing).toBe(false);
    expect(await summaryAbout()).toEqual([]);

    smtp.refuse('5.1.1 Mailbox unavailable', { code: 550, only: TEAM });
    const outcome = await acceptAt(db, clock);
    await mailer.runOnce();
    await smtp.waitFor(2);
    // The visitor has the confirmation; ALERT_EMAIL hears that the team does not get the request.
    expect(smtp.messages.map((message) => message.to[0]).sort()).toEqual([ALERT, visitor.email]);
    const alert = smtp.messages.find((message) => message.to.includes(ALERT))!;
    expect(alert.subject).toBe(texts.requests.limits.failing.subject);
    expect(alert.text).toContain(TEAM);
    expect(alert.text).toContain('Mailbox unavailable');
    const [team] = await db.query(
      `SELECT status, attempts, next_attempt_at, last_error FROM outbox WHERE kind = 'team'`,
    );
    expect([team.status, Number(team.attempts)]).toEqual(['pending', 1]);
    expect(Number(team.next_attempt_at) - clock).toBeGreaterThanOrEqual(TEAM_REFUSAL_RETRY.firstMs);
    // The status says so, with no personal data; so does the service when it starts.
    const failing = await status();
    expect(failing.teamMailFailing).toBe(true);
    expect(JSON.stringify(failing)).not.toContain('@');
    expect(await summaryAbout()).toHaveLength(1);
    // The go-live check of a site whose service runs elsewhere reads it over HTTP, and says it in one line.
    const server = await listening(http.createServer(nodeListener(service.handler, [])));
    try {
      const endpoint = `http://127.0.0.1:${server.port}/api/richieste`;
      const serviceStatus = await fetchServiceStatus(new URL(endpoint));
      expect(serviceStatus).toMatchObject({ reachable: true, teamMailFailing: true });
    } finally {
      await server.close();
    }

    // The mailbox is full now (552): still retried, ALERT_EMAIL not told twice the same day.
    smtp.refuse('5.2.2 Mailbox full', { code: 552, only: TEAM });
    clock += 2 * MINUTE;
    await mailer.runOnce();
    const [again] = await db.query(`SELECT status, attempts, last_error FROM outbox WHERE kind = 'team'`);
    expect([again.status, Number(again.attempts), String(again.last_error)]).toEqual([
      'pending',
      2,
      expect.stringContaining('Mailbox full'),
    ]);
    expect(smtp.messages.filter((message) => message.to.includes(ALERT))).toHaveLength(1);

    // The mailbox takes it: the request reaches the team, and nothing is reported any more.
    smtp.refuse(null);
    clock += 5 * MINUTE;
    await mailer.runOnce();
    await smtp.waitFor(3);
    expect(smtp.messages.find((message) => message.to.includes(TEAM))?.subject).toContain(outcome.request.number);
    expect((await status()).teamMailFailing).toBe(false);
  });

  it('gives the team’s email up only after a day of refusals, and then keeps reporting it', async () => {
    const { db, smtp } = context;
    let clock = Date.now();
    const logs: string[] = [];
    const mailer = mailerOn(db, smtp, testConfig(), { now: () => clock, log: (line) => logs.push(line) });
    context.mailer = mailer;
    smtp.refuse('5.2.2 Mailbox full', { code: 552, only: TEAM });
    await acceptAt(db, clock);
    const states: string[] = [];
    for (let hours = 0; hours <= 26; hours += 2) {
      await mailer.runOnce();
      states.push(String((await db.query(`SELECT status FROM outbox WHERE kind = 'team'`))[0].status));
      clock += 2 * HOUR;
    }
    expect(states.slice(0, 12)).toEqual(Array(12).fill('pending'));
    expect(states.at(-1)).toBe('failed');
    expect(
      (
        await serviceOn(db)
          .send({ method: 'GET', path: '/api/richieste/stato' })
          .then((response) => response.json())
      ).teamMailFailing,
    ).toBe(true);
    // One line per try (hours apart), and ALERT_EMAIL unset is said once.
    expect(logs.filter((line) => line.includes('ALERT_EMAIL'))).toHaveLength(1);
    expect(logs.length).toBeLessThan(20);
  });
});

describe('an erased request (SQLite)', () => {
  const database = testDatabases()[0];
  let db: Database;
  beforeAll(async () => {
    db = await database.open();
  });
  afterAll(() => database.close(db));

  it('is forgotten in SQLite’s file once erased: neither the message nor the email can be read in the raw bytes', async () => {
    const service = serviceOn(db);
    const secret = { email: 'riservata.7c41@esempio.it', message: 'Consegna in via Segreta 7c41, citofono Rossi.' };
    for (let index = 0; index < 5; index += 1) await service.postJson(order({ message: `Altra richiesta ${index}` }));
    expect((await service.postJson(order(secret))).status).toBe(201);
    const { code } = await runCli(['cancella', secret.email, '--conferma'], {
      DATABASE_URL: database.url,
      TEAM_EMAIL: TEAM,
    });
    expect(code).toBe(0);
    expect(await requestsOf(db, secret.email)).toEqual([]);
    await db.query('PRAGMA wal_checkpoint(TRUNCATE)');
    const bytes = Buffer.concat(
      [database.url, `${database.url}-wal`].filter(existsSync).map((file) => readFileSync(file)),
    );
    expect(bytes.length).toBeGreaterThan(0);
    for (const text of [secret.email, 'Segreta 7c41'])
      expect([text, bytes.includes(Buffer.from(text))]).toEqual([text, false]);
    expect((await counts(db)).requests).toBe(5);
  });
});

describe('a full disk under the mailer (SQLite)', () => {
  let folder = '';
  let mounted = false;

  beforeAll(() => {
    folder = mkdtempSync(path.join(tmpdir(), 'disco-pieno-'));
    try {
      // A real, small file system (as root, where mounts are allowed); elsewhere SQLite's own read-only mode.
      execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=2m', 'tmpfs', folder], { stdio: 'ignore' });
      mounted = true;
    } catch {
      mounted = false;
    }
  });
  afterAll(() => {
    if (mounted) execFileSync('umount', [folder]);
    rmSync(folder, { recursive: true, force: true });
  });

  /** Writes until the file system refuses: the disk is full. */
  function fillDisk(file: string): void {
    const descriptor = openSync(file, 'a');
    try {
      for (const size of [256 * 1024, 4096, 1]) {
        const chunk = Buffer.alloc(size, 1);
        let otherErrors = 0;
        for (;;) {
          try {
            writeSync(descriptor, chunk);
          } catch (error) {
            if ((error as NodeJS.ErrnoException).code === 'ENOSPC' || (otherErrors += 1) > 100) break;
          }
        }
      }
    } finally {
      closeSync(descriptor);
    }
  }

  it('waits with back-off and logs each distinct error once, then sends the outbox when there is room again', async () => {
    const smtp = await startTestSmtpServer();
    const db = await openStore(path.join(folder, 'richieste.sqlite'));
    const logs: string[] = [];
    const mailer = mailerOn(db, smtp, testConfig(), { log: (line) => logs.push(line) });
    const filler = path.join(folder, 'riempitivo');
    try {
      await acceptAt(db, Date.now());
      // An empty WAL, so that the next write must grow a file on the full disk.
      await db.query('PRAGMA wal_checkpoint(TRUNCATE)');
      if (!mounted) await db.query('PRAGMA query_only = ON');
      // The kernel counts a tmpfs's pages per CPU, with some slack: fill again until a write of SQLite's is refused.
      let refusal: unknown = null;
      for (let tries = 0; tries < 20 && refusal === null; tries += 1) {
        if (mounted) fillDisk(filler);
        refusal = await db.query(`UPDATE outbox SET last_error = ? WHERE kind = 'team'`, ['x'.repeat(8000)]).then(
          () => null,
          (error: unknown) => error,
        );
      }
      expect(String(refusal)).toMatch(mounted ? /full/i : /readonly/i);

      const started = Date.now();
      mailer.nudge();
      await new Promise((resolve) => setTimeout(resolve, 4000));
      // Not a busy loop: one line for the one error in 4 s (the first retry comes after 5 s), nothing sent, nothing lost.
      expect(logs).toHaveLength(1);
      expect(logs[0]).toMatch(mounted ? /full/i : /readonly/i);
      expect(smtp.messages).toHaveLength(0);

      if (mounted) rmSync(filler);
      else await db.query('PRAGMA query_only = OFF');
      await smtp.waitFor(2, 20_000);
      expect(Date.now() - started).toBeGreaterThanOrEqual(DATABASE_BACKOFF.firstMs);
      expect(smtp.messages.map((message) => message.to[0]).sort()).toEqual([TEAM, visitor.email].sort());
      expect(logs).toHaveLength(2);
    } finally {
      await mailer.stop();
      await smtp.stop();
      await db.close();
      rmSync(filler, { force: true });
    }
  });
});

describe('IP addresses: at most an hour in the service’s memory, as the privacy texts say', () => {
  it('forgets a quiet address within the hour, by the sweep alone (an injected clock)', () => {
    jest.useFakeTimers();
    try {
      let clock = 1_800_000_000_000;
      const limiter = new RateLimiter(10, ADDRESS_WINDOW_MS);
      const stop = limiter.sweepEvery(SWEEP_EVERY_MS, () => clock);
      limiter.record('198.51.100.1', clock);
      limiter.record('2001:db8:1:2::/64', clock + 30 * MINUTE);
      let forgottenAfter = -1;
      for (let minute = 1; minute <= 120 && forgottenAfter < 0; minute += 1) {
        clock += MINUTE;
        jest.advanceTimersByTime(MINUTE);
        if (limiter.count('198.51.100.1', clock) === 0 && limiter.size === 1) forgottenAfter = minute;
      }
      expect(forgottenAfter).toBeGreaterThan(0);
      expect(forgottenAfter * MINUTE).toBeLessThanOrEqual(ADDRESS_MEMORY_MS);
      clock += HOUR;
      jest.advanceTimersByTime(HOUR);
      expect(limiter.size).toBe(0);
      stop();
    } finally {
      jest.useRealTimers();
    }
  });
});
