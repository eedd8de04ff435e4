// @ts-check
// «Send proposal» to the email accepted by the SMTP server, for `npm run bench`
// (scripts/bench-service.mjs): npm start's server on SQLite with the launch content, a member of the
// team logged in by the real link, then BENCH_PROPOSALS (20) requests, one at a time: the proposal's
// form read for its CSRF token, then the timer from the POST that sends the proposal (as the button
// «Invia la proposta» does) to the SMTP server accepting the visitor's email. It measures; it asserts
// nothing.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fill, logIn, MEMBER } from './bench-team-list.mjs';
import { importLib } from '../content/load-lib.cjs';
import { spawnSiteServer } from './static-server.mjs';

/**
 * @param {{ port: number, smtp: import('./test-smtp-server.mjs').TestSmtpServer, runs?: number }} options
 * @returns {Promise<number[]>} each run's milliseconds
 */
export async function benchProposal({ port, smtp, runs = 20 }) {
  const { loadServiceTexts } = await importLib('server/texts.ts');
  const { fillTemplate } = await importLib('lib/format.ts');
  const texts = loadServiceTexts();
  const folder = mkdtempSync(path.join(tmpdir(), 'bench-proposta-'));
  const databaseUrl = path.join(folder, 'proposte.sqlite');
  // Requests awaiting a reply, ids 1…runs, each from an address of its own.
  await fill(databaseUrl, runs, [['new', 0]]);
  const server = await spawnSiteServer(port, {
    env: { DATABASE_URL: databaseUrl, SMTP_URL: smtp.url, TEAM_EMAILS: MEMBER, TEAM_EMAIL: 'ordini@limenta.it' },
  });
  /** @type {number[]} */
  const times = [];
  try {
    const cookie = await logIn(server.url, smtp);
    const date = new Date(Date.now() + 7 * 24 * 3600_000).toISOString().slice(0, 10);
    for (let index = 0; index < runs; index += 1) {
      const id = index + 1;
      const formUrl = `${server.url}/team/richieste/${id}/proposta`;
      const token =
        /name="token" value="([^"]+)"/.exec(
          await (await fetch(formUrl, { headers: { Cookie: cookie } })).text(),
        )?.[1] ?? '';
      const subject = fillTemplate(texts.team.proposal.email.subject, {
        number: `L-B${String(index).padStart(6, '0')}`,
      });
      const started = Date.now();
      const sent = await fetch(formUrl, {
        method: 'POST',
        redirect: 'manual',
        headers: {
          Cookie: cookie,
          'Content-Type': 'application/x-www-form-urlencoded',
          'Sec-Fetch-Site': 'same-origin',
        },
        body: new URLSearchParams({
          token,
          confezione: '1',
          quantita: '2',
          zona: texts.sales.delivery.costs[0].zone,
          data: date,
          nota: '',
        }),
      });
      await sent.arrayBuffer();
      if (sent.status !== 303 && sent.status !== 302)
        throw new Error(`The proposal for request ${id} was refused: ${sent.status}`);
      const email = await smtp.waitForMessage((message) => message.subject === subject);
      times.push(email.at - started);
    }
  } finally {
    server.process.kill();
    await new Promise((resolve) => server.process.once('exit', resolve));
    rmSync(folder, { recursive: true, force: true });
  }
  return times;
}
