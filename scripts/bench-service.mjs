// @ts-check
// The request service's part of `npm run bench` (also alone, after a build): npm start's server on
// SQLite with a real SMTP server on this machine; throughput and latency under 20 clients, the
// outbox's pace, submit-to-confirmation time, the team's area with 10,000 requests, and «send
// proposal» to the visitor's email (docs/performance.md). It measures; it asserts nothing.
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { benchProposal } from './lib/bench-proposal.mjs';
import { benchTeamList, percentile } from './lib/bench-team-list.mjs';
import { spawnSiteServer } from './lib/static-server.mjs';
import { startTestSmtpServer } from './lib/test-smtp-server.mjs';

const port = Number(process.env.BENCH_SERVICE_PORT || 4181);
const clients = Number(process.env.BENCH_CLIENTS || 20);
const seconds = Number(process.env.BENCH_SERVICE_SECONDS || 10);
const confirmations = Number(process.env.BENCH_CONFIRMATIONS || 20);
const drainSeconds = Number(process.env.BENCH_DRAIN_SECONDS || 10);

let sequence = 0;
/** A new order each time (a key and an address of its own). */
function order() {
  sequence += 1;
  const key = randomUUID();
  return {
    key,
    email: `cliente${sequence}@esempio.it`,
    body: JSON.stringify({
      name: 'Cliente Prova',
      email: `cliente${sequence}@esempio.it`,
      message: 'Vorrei sei bottiglie, consegna a Torino.',
      form: 'ordine',
      page: '/come-ordinare',
      submissionId: key,
      fillTimeMs: 30_000,
    }),
  };
}

/** @param {string} url */
async function send(url) {
  const { key, email, body } = order();
  const started = performance.now();
  const response = await fetch(`${url}/api/richieste`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'Idempotency-Key': key },
    body,
  });
  await response.arrayBuffer();
  return {
    status: response.status,
    ms: performance.now() - started,
    email,
    startedAt: Date.now() - (performance.now() - started),
  };
}

const folder = mkdtempSync(path.join(tmpdir(), 'bench-richieste-'));
const smtp = await startTestSmtpServer();
/** npm start's server on a database of its own, so that one phase's outbox never delays the next. @param {string} name */
const startServer = (name) =>
  spawnSiteServer(port, {
    env: {
      DATABASE_URL: path.join(folder, `${name}.sqlite`),
      SMTP_URL: smtp.url,
      TEAM_EMAIL: 'ordini@limenta.it',
      REQUESTS_PER_IP_PER_HOUR: '1000000000',
      CONFIRMATIONS_PER_ADDRESS_PER_DAY: '1000000000',
      REQUESTS_PER_HOUR: '1000000000',
      CONFIRMATIONS_PER_HOUR: '1000000000',
    },
  });
let server = await startServer('carico');
try {
  for (let warm = 0; warm < 50; warm += 1) await send(server.url);

  // 1. Throughput and latency, 20 clients at once.
  /** @type {number[]} */
  const latencies = [];
  /** @type {Map<number, number>} */
  const refused = new Map();
  const deadline = performance.now() + seconds * 1000;
  const loadStarted = performance.now();
  await Promise.all(
    Array.from({ length: clients }, async () => {
      while (performance.now() < deadline) {
        const { status, ms } = await send(server.url);
        if (status === 201) latencies.push(ms);
        else refused.set(status, (refused.get(status) ?? 0) + 1);
      }
    }),
  );
  const elapsed = (performance.now() - loadStarted) / 1000;

  // The mailer's own pace: the emails the load left in the outbox, sent in the next DRAIN_SECONDS.
  const drainStarted = smtp.messages.length;
  await new Promise((resolve) => setTimeout(resolve, drainSeconds * 1000));
  const mailsPerSecond = (smtp.messages.length - drainStarted) / drainSeconds;
  const owed = 2 * (latencies.length + 50);
  const sentAfterDrain = smtp.messages.length;
  server.process.kill();
  await new Promise((resolve) => server.process.once('exit', resolve));
  server = await startServer('conferme');

  // 3. Submit → confirmation accepted by the SMTP server, one at a time.
  /** @type {number[]} */
  const toConfirmation = [];
  for (let index = 0; index < confirmations; index += 1) {
    const before = smtp.messages.length;
    const { email, startedAt } = await send(server.url);
    const deadlineOne = Date.now() + 60_000;
    let confirmation;
    while (
      !(confirmation = smtp.messages.slice(before).find((message) => message.to.includes(email))) &&
      Date.now() < deadlineOne
    ) {
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    if (confirmation) toConfirmation.push(confirmation.at - startedAt);
  }

  const row = (/** @type {string} */ what, /** @type {string} */ value) => console.log(`| ${what} | ${value} |`);
  console.log(
    `\nRequest service · npm start's server · SQLite · ${clients} clients for ${seconds} s · a real SMTP server on this machine\n`,
  );
  console.log('| Measure | Value |');
  console.log('| --- | ---: |');
  row('Accepted requests per second', (latencies.length / elapsed).toFixed(0));
  const refusals = [...refused].map(([status, count]) => `${count} × ${status}`).join(', ') || '0';
  row('Requests accepted (refused)', `${latencies.length} (${refusals})`);
  row('Latency p50', `${percentile(latencies, 0.5).toFixed(1)} ms`);
  row('Latency p99', `${percentile(latencies, 0.99).toFixed(1)} ms`);
  row(`Emails sent by the end of the load and ${drainSeconds} s after (owed)`, `${sentAfterDrain} (${owed})`);
  row('Emails sent per second from the outbox, after the load', mailsPerSecond.toFixed(0));
  row(
    `Submit → confirmation accepted by SMTP, median of ${toConfirmation.length}`,
    `${percentile(toConfirmation, 0.5).toFixed(0)} ms`,
  );
  row('Submit → confirmation accepted by SMTP, slowest', `${Math.max(...toConfirmation).toFixed(0)} ms`);

  // 4. The team's area with 10,000 requests.
  server.process.kill();
  await new Promise((resolve) => server.process.once('exit', resolve));
  const teamRequests = Number(process.env.BENCH_TEAM_REQUESTS || 10_000);
  const team = await benchTeamList({
    port,
    smtp,
    requests: teamRequests,
    samples: Number(process.env.BENCH_TEAM_SAMPLES || 200),
  });
  console.log(
    `\nThe team's area (/team/) · npm start's server · ${teamRequests.toLocaleString('en')} requests stored · one page at a time, logged in\n`,
  );
  console.log('| Database | Page | Time to first byte, p50 | p99 |');
  console.log('| --- | --- | ---: | ---: |');
  for (const one of team)
    console.log(`| ${one.database} | ${one.page} | ${one.p50.toFixed(1)} ms | ${one.p99.toFixed(1)} ms |`);

  // 5. «Send proposal» → the visitor's email accepted by SMTP.
  const proposals = await benchProposal({ port, smtp, runs: Number(process.env.BENCH_PROPOSALS || 20) });
  console.log(
    `\nA proposal (/team/richieste/<id>/proposta) · npm start's server · SQLite · one at a time, logged in\n`,
  );
  console.log('| Measure | Value |');
  console.log('| --- | ---: |');
  row(
    `«Send proposal» → the visitor's email accepted by SMTP, median of ${proposals.length}`,
    `${percentile(proposals, 0.5).toFixed(0)} ms`,
  );
  row("«Send proposal» → the visitor's email accepted by SMTP, p99", `${percentile(proposals, 0.99).toFixed(0)} ms`);
} finally {
  server.process.kill();
  await smtp.stop();
  rmSync(folder, { recursive: true, force: true });
}
