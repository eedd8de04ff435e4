/** @jest-environment node */
import http from 'node:http';
import { networkKey } from '@/server/client-address';
import { ConfigError, readServiceConfig } from '@/server/config';
import { DIGEST_MAX_LINES } from '@/server/mail/notices';
import { nodeListener } from '@/server/node-http';
import { recipientKey } from '@/server/store/outbox';
import type { Database } from '@/server/store';
import { HOUR_MS, hourOf } from '@/server/store/requests';
import {
  counts,
  listening,
  mailerOn,
  order,
  serviceOn,
  SITE_URL,
  testConfig,
  testDatabases,
  texts,
  withDatabaseAndSmtp,
} from './support/request-service';

/**
 * The limits against abuse hold against what an abuser actually does: one mailbox spelt many ways,
 * many addresses of one IPv6 /64, a forwarded header written by the client itself, and a flood from
 * many networks beyond the site's hourly limits, which must neither delay a real visitor's
 * confirmation past 5 s nor lose or multiply the team's emails. On SQLite and on PostgreSQL, with a
 * real SMTP server and a real HTTP server.
 */
jest.setTimeout(120_000);

const TEAM = 'ordini@limenta.it';
const MINUTE = 60_000;

/** A JSON post from a given local address (127.0.0.1 or another loopback address), with headers of its own. */
function post(
  port: number,
  body: Record<string, unknown>,
  headers: Record<string, string>,
  localAddress = '127.0.0.1',
): Promise<number> {
  return new Promise((resolve, reject) => {
    const payload = JSON.stringify(body);
    const request = http.request(
      {
        host: '127.0.0.1',
        port,
        method: 'POST',
        path: '/api/richieste',
        localAddress,
        headers: { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(payload), ...headers },
      },
      (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode ?? 0));
      },
    );
    request.on('error', reject);
    request.end(payload);
  });
}

/** The service behind these trusted proxies, on a real HTTP server, for the time of `run`. */
async function overHttp(db: Database, trustedProxies: string[], run: (port: number) => Promise<void>): Promise<void> {
  const service = serviceOn(db, { requestsPerIpPerHour: 10, trustedProxies });
  const server = await listening(http.createServer(nodeListener(service.handler, trustedProxies)));
  try {
    await run(server.port);
  } finally {
    await server.close();
  }
}

describe('the settings', () => {
  const env = { SITE_URL, TEAM_EMAIL: 'Limenta <ordini@limenta.it>' };
  const settings = (extra: Record<string, string> = {}) => readServiceConfig({ ...env, ...extra }, texts);

  it('trust forwarded headers only from the proxies named: TRUST_PROXY=1 means this machine’s, TRUSTED_PROXIES adds addresses and ranges', () => {
    expect(settings().trustedProxies).toEqual([]);
    expect(settings({ TRUST_PROXY: '1' }).trustedProxies).toEqual(['127.0.0.0/8', '::1/128']);
    expect(settings({ TRUSTED_PROXIES: '10.0.0.5, 2001:db8::/32' }).trustedProxies).toEqual([
      '10.0.0.5',
      '2001:db8::/32',
    ]);
    expect(() => settings({ TRUSTED_PROXIES: '10.0.0.5, nginx' })).toThrow(/TRUSTED_PROXIES.*«nginx»/);
  });

  it('refuse an ALERT_EMAIL on the team’s own domain, which a full or closed mailbox there would silence too', () => {
    expect(settings({ ALERT_EMAIL: 'allarmi@altrodominio.it' }).alertEmail).toBe('allarmi@altrodominio.it');
    for (const same of ['allarmi@limenta.it', 'Allarmi <allarmi@LIMENTA.it>', 'allarmi@posta.limenta.it']) {
      expect(() => settings({ ALERT_EMAIL: same })).toThrow(ConfigError);
      expect(() => settings({ ALERT_EMAIL: same })).toThrow(/ALERT_EMAIL .*TEAM_EMAIL \(limenta\.it\)/);
    }
  });

  it('have site-wide hourly limits by default', () => {
    expect(settings()).toMatchObject({
      requestsPerHour: 200,
      confirmationsPerHour: 100,
      requestsPerIpPerHour: 10,
      bodyTimeoutMs: 20_000,
    });
  });
});

describe('the keys the limits count', () => {
  it('one mailbox whatever its spelling: letter case, a +tag, the domain in Unicode or ASCII', () => {
    const keys = [
      'vittima@esempio.it',
      'Vittima+1@Esempio.it',
      'VITTIMA+prova+2@ESEMPIO.IT',
      'vittima+@esempio.it',
    ].map(recipientKey);
    expect(new Set(keys)).toEqual(new Set(['vittima@esempio.it']));
    expect(recipientKey('vittima+3@perché.it')).toBe(recipientKey('Vittima@xn--perch-fsa.it'));
  });

  it('an IPv6 address by its /64, an IPv4-mapped one as the IPv4 address it carries', () => {
    expect(networkKey('2001:db8:1:2::1')).toBe(networkKey('2001:0db8:0001:0002:ffff:ffff:ffff:fffe'));
    expect(networkKey('2001:db8:1:2::1')).not.toBe(networkKey('2001:db8:1:3::1'));
    expect(networkKey('::ffff:198.51.100.7')).toBe('198.51.100.7');
    expect(networkKey('198.51.100.7')).not.toBe(networkKey('198.51.100.8'));
  });
});

describe.each(testDatabases())('on $name', (database) => {
  const context = withDatabaseAndSmtp(database);

  it('sends ten +tag spellings of one address at most the daily limit of confirmations, and keeps every request', async () => {
    const { db, smtp } = context;
    const config = testConfig();
    const mailer = mailerOn(db, smtp, config);
    context.mailer = mailer;
    const service = serviceOn(db);
    const spellings = [
      'vittima+1@esempio.it',
      'Vittima+2@Esempio.it',
      'VITTIMA+3@ESEMPIO.IT',
      'vittima+abc@esempio.it',
      'vittima+x+y@esempio.it',
      'vittima@ESEMPIO.it',
      'Vittima@esempio.it',
      'vittima+9@esempio.it',
      'vittima+10@esempio.it',
      'vittima+11@esempio.it',
    ];
    for (const [index, email] of spellings.entries())
      expect((await service.postJson(order({ email, message: `Testo ${index}` }))).status).toBe(201);
    await mailer.runOnce();
    await smtp.waitFor(config.confirmationsPerAddressPerDay + spellings.length);
    await new Promise((resolve) => setTimeout(resolve, 500));
    const confirmations = smtp.messages.filter((message) => !message.to.includes(TEAM));
    expect(confirmations).toHaveLength(config.confirmationsPerAddressPerDay);
    expect(await counts(db)).toEqual({ requests: 10, emails: 20 });
  });

  it('limits 30 addresses of one IPv6 /64 behind a trusted proxy on this machine (TRUST_PROXY=1) as one visitor', async () => {
    const { db } = context;
    const trustedProxies = readServiceConfig({ SITE_URL, TRUST_PROXY: '1' }, texts).trustedProxies;
    await overHttp(db, trustedProxies, async (port) => {
      const statuses: number[] = [];
      for (let index = 1; index <= 30; index += 1)
        statuses.push(
          await post(port, order({ message: `Testo ${index}` }), {
            'X-Real-IP': `2001:db8:abcd:12::${index.toString(16)}`,
          }),
        );
      expect(statuses).toEqual([...Array(10).fill(201), ...Array(20).fill(429)]);
      // Another network is another visitor, and an IPv4-mapped address is its IPv4 address.
      expect(await post(port, order(), { 'X-Real-IP': '2001:db8:abcd:13::1' })).toBe(201);
      expect(await post(port, order(), { 'X-Forwarded-For': '203.0.113.50, ::ffff:198.51.100.9' })).toBe(201);
      expect((await counts(db)).requests).toBe(12);
    });
  });

  it('ignores a forwarded header from a peer that is not a trusted proxy: the peer’s own address is limited', async () => {
    const { db } = context;
    // 127.0.0.2 is the proxy; 127.0.0.1, on the same machine but not listed, is anyone.
    const trustedProxies = readServiceConfig({ SITE_URL, TRUSTED_PROXIES: '127.0.0.2' }, texts).trustedProxies;
    await overHttp(db, trustedProxies, async (port) => {
      const fromStranger: number[] = [];
      for (let index = 1; index <= 12; index += 1) {
        fromStranger.push(
          await post(port, order({ message: `Estraneo ${index}` }), {
            'X-Real-IP': `198.51.100.${index}`,
            'X-Forwarded-For': `203.0.113.${index}`,
          }),
        );
      }
      expect(fromStranger).toEqual([...Array(10).fill(201), 429, 429]);
      const fromProxy: number[] = [];
      for (let index = 1; index <= 12; index += 1)
        fromProxy.push(
          await post(port, order({ message: `Proxy ${index}` }), { 'X-Real-IP': `198.51.100.${index}` }, '127.0.0.2'),
        );
      expect(fromProxy).toEqual(Array(12).fill(201));
    });
  });

  it('takes the scheme from X-Forwarded-Proto only from a trusted proxy: the service’s own https page posts as its own origin there, as a stranger elsewhere', async () => {
    const { db } = context;
    const trustedProxies = readServiceConfig({ SITE_URL, TRUSTED_PROXIES: '127.0.0.2' }, texts).trustedProxies;
    const ownPage = {
      Host: 'richieste.limenta.it',
      Origin: 'https://richieste.limenta.it',
      'X-Forwarded-Proto': 'https',
    };
    await overHttp(db, trustedProxies, async (port) => {
      expect(await post(port, order(), ownPage, '127.0.0.2')).toBe(201);
      expect(await post(port, order(), ownPage)).toBe(403);
    });
  });

  it('beyond the site’s hourly limits keeps every request and confirmation: the team’s copies wait for one digest, confirmations for a later hour, one notice', async () => {
    const { db, smtp } = context;
    const at = hourOf(Date.now()) - HOUR_MS + 10 * MINUTE;
    const service = serviceOn(db, { requestsPerHour: 3, confirmationsPerHour: 2, now: () => at });
    const numbers: string[] = [];
    for (let index = 0; index < 6; index += 1) {
      const response = await service.postJson(
        order({ email: `persona${index}@esempio.it`, message: `Testo ${index}` }),
      );
      expect(response.status).toBe(201);
      numbers.push((await response.json()).requestNumber);
    }
    const rows = await db.query(
      `SELECT kind, status, scheduled_at, next_attempt_at, created_at FROM outbox ORDER BY id`,
    );
    const of = (kind: string) => rows.filter((row) => row.kind === kind);
    expect(of('team').map((row) => row.status)).toEqual([
      'pending',
      'pending',
      'pending',
      'grouped',
      'grouped',
      'grouped',
    ]);
    // The first confirmation of a network leaves now up to twice the cap; the others wait for the next hour, none dropped.
    expect(of('confirmation').map((row) => [row.status, Number(row.scheduled_at) - at])).toEqual([
      ['pending', 0],
      ['pending', 0],
      ['pending', HOUR_MS - 10 * MINUTE],
      ['pending', HOUR_MS - 10 * MINUTE],
      ['pending', 2 * HOUR_MS - 10 * MINUTE],
      ['pending', 2 * HOUR_MS - 10 * MINUTE],
    ]);
    expect(of('limit')).toHaveLength(1);
    expect(of('digest').map((row) => Number(row.next_attempt_at))).toEqual([hourOf(at) + HOUR_MS]);
    expect(await counts(db)).toEqual({ requests: 6, emails: 14 });

    // Within that hour: two confirmations, three requests for the team (the third saying when its confirmation leaves), one notice.
    const mailer = mailerOn(db, smtp, testConfig({ requestsPerHour: 3, confirmationsPerHour: 2 }), { now: () => at });
    context.mailer = mailer;
    await mailer.runOnce();
    await smtp.waitFor(6);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(smtp.messages).toHaveLength(6);
    const third = smtp.messages.find((message) => message.to.includes(TEAM) && message.subject.includes(numbers[2]))!;
    expect(third.text).toContain(texts.requests.limits.deferred.split('{time}')[0].replace(/\s+/g, ' '));
    const notice = smtp.messages.find((message) => message.subject === texts.requests.limits.notice.subject)!;
    expect(notice.text).toContain(
      texts.requests.limits.notice.text
        .replace('{requests}', '3')
        .replace('{confirmations}', '2')
        .replace(/\s+/g, ' ')
        .slice(0, 120),
    );
  });

  it('a flood of 300 requests from 30 networks beyond the hourly limit: a real visitor’s confirmation within 5 s, every request for the team in a handful of emails', async () => {
    const { db, smtp } = context;
    // One clock for the service and the mailer, far from the end of a clock hour.
    let offset = Date.now() - hourOf(Date.now()) > 45 * MINUTE ? -20 * MINUTE : 0;
    const clock = () => Date.now() + offset;
    const limits = { requestsPerIpPerHour: 10, requestsPerHour: 20, confirmationsPerHour: 100 };
    const config = testConfig(limits);
    const sender = mailerOn(db, smtp, config, { now: clock });
    context.mailer = sender;
    const service = serviceOn(db, { ...limits, now: clock, onAccepted: () => sender.nudge() });

    for (let network = 0; network < 30; network += 1) {
      const sends = Array.from({ length: 10 }, (_, index) =>
        service.postJson(
          order({ email: `destinatario${network}-${index}@esempio.it`, message: `Pubblicità ${network}-${index}` }),
          {},
          { address: `2001:db8:${(network + 1).toString(16)}:1::${index + 1}` },
        ),
      );
      expect((await Promise.all(sends)).map((response) => response.status)).toEqual(Array(10).fill(201));
    }
    const visitor = order({ name: 'Anna Bianchi', email: 'anna.bianchi@esempio.it', message: 'Vorrei due bottiglie.' });
    const response = await service.postJson(visitor, {}, { address: '198.51.100.77' });
    const answeredAt = Date.now();
    expect(response.status).toBe(201);
    const deadline = answeredAt + 30_000;
    while (!smtp.messages.some((message) => message.to.includes(visitor.email as string)) && Date.now() < deadline)
      await new Promise((resolve) => setTimeout(resolve, 20));
    const confirmation = smtp.messages.find((message) => message.to.includes(visitor.email as string));
    expect(confirmation).toBeDefined();
    const delay = confirmation!.at - answeredAt;
    console.log(
      `${database.name}: the real visitor's confirmation reached the SMTP server ${delay} ms after the answer, behind a flood of 300 requests`,
    );
    expect(delay).toBeLessThan(5000);

    // What is due now leaves; then the team has had at most one email per request within the hourly limit, and one notice.
    const due = async () =>
      Number(
        (
          await db.query<{ n: number }>(
            `SELECT COUNT(*) AS n FROM outbox WHERE status = 'pending' AND next_attempt_at <= ?`,
            [clock()],
          )
        )[0].n,
      );
    while ((await due()) > 0 && Date.now() < deadline + 30_000)
      await new Promise((resolve) => setTimeout(resolve, 100));
    await sender.runOnce();
    const toTeam = () => smtp.messages.filter((message) => message.to.includes(TEAM));
    expect(toTeam().length).toBeLessThanOrEqual(limits.requestsPerHour + 1);
    expect(toTeam().filter((message) => message.subject === texts.requests.limits.notice.subject)).toHaveLength(1);
    expect(await counts(db)).toMatchObject({ requests: 301 });
    const team = await db.query(
      `SELECT status, COUNT(*) AS n FROM outbox WHERE kind = 'team' GROUP BY status ORDER BY status`,
    );
    expect(team.map((row) => [row.status, Number(row.n)])).toEqual([
      ['grouped', 301 - limits.requestsPerHour],
      ['sent', limits.requestsPerHour],
    ]);

    // The hour ends: one digest carries every other request.
    offset += hourOf(clock()) + HOUR_MS - clock() + 1000;
    await sender.runOnce();
    const digests = toTeam().filter(
      (message) =>
        message.subject ===
        texts.requests.limits.digest.subject.replace('{count}', String(301 - limits.requestsPerHour)),
    );
    expect(digests).toHaveLength(1);
    // The first request of each network first, the real visitor among them; beyond 200 lines, how many more.
    expect(digests[0].text).toContain('Anna Bianchi');
    expect(digests[0].text).toContain(
      texts.requests.limits.digest.more
        .replace('{count}', String(301 - limits.requestsPerHour - DIGEST_MAX_LINES))
        .slice(0, 30),
    );
    expect((await db.query(`SELECT status FROM outbox WHERE kind = 'team' AND status <> 'sent'`)).length).toBe(0);
    expect(
      toTeam()
        .map((message) => message.subject)
        .filter((subject) => !subject.startsWith('[')),
    ).toEqual([texts.requests.limits.notice.subject, digests[0].subject]);
    expect(toTeam().length).toBeLessThanOrEqual(limits.requestsPerHour + 2);
  });
});
