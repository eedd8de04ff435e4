// @ts-check
// The screenshots of the owner's guide (docs/guida-team.md), at 390 px, from the real request service
// and a real SMTP server, each step of a request's life into docs/guida-team/. After a build:
// `node scripts/screenshots-team.mjs`.
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './lib/chromium.mjs';
import { importLib } from './content/load-lib.cjs';
import { startTestSmtpServer } from './lib/test-smtp-server.mjs';

const WIDTH = 390;
const MEMBER = 'maria@limenta.it';
const outDir = path.resolve('docs/guida-team');
mkdirSync(outDir, { recursive: true });

const { loadServiceTexts } = await importLib('server/texts.ts');
const { fillTemplate } = await importLib('lib/format.ts');
const { mailSettingsOf, readServiceConfig } = await importLib('server/config.ts');
const { digestEmail, deadlineAlertEmail } = await importLib('server/team/mail.ts');
const { awaitingReply } = await importLib('server/store/lifecycle.ts');
const { nextOpening, workingMsBetween } = await importLib('lib/working-hours.ts');
const texts = loadServiceTexts();
const A = texts.team.area;
const P = texts.team.proposal;

const folder = mkdtempSync(path.join(tmpdir(), 'guida-team-'));
const smtp = await startTestSmtpServer();
const server = http.createServer();
await new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(undefined)));
const address = server.address();
const url = `http://127.0.0.1:${address && typeof address === 'object' ? address.port : 0}`;
const env = {
  NODE_ENV: /** @type {const} */ ('production'),
  DATABASE_URL: path.join(folder, 'richieste.sqlite'),
  SMTP_URL: smtp.url,
  TEAM_EMAIL: 'ordini@limenta.it',
  TEAM_EMAILS: MEMBER,
  SERVICE_URL: url,
  SITE_URL: url,
};
const { startRequestService } = await importLib('server/service.ts');
const service = await startRequestService(env, process.cwd());
server.on('request', service.listener);
const context = await chromium.launchPersistentContext(mkdtempSync(path.join(tmpdir(), 'shots-')), {
  executablePath: CHROMIUM_PATH,
  headless: true,
  args: [...CHROMIUM_ARGS, '--lang=it-IT'],
  viewport: { width: WIDTH, height: 844 },
  locale: 'it-IT',
  // The date field writes the date as the browser's language does: Italian, as on the owner's phone.
  env: { ...process.env, LANG: 'it_IT.UTF-8', LANGUAGE: 'it' },
});

/** @param {import('playwright-core').Page} page @param {string} name @param {boolean} [full] */
async function shot(page, name, full = false) {
  await page.screenshot({ path: path.join(outDir, `${name}.png`), fullPage: full });
  console.log(path.join('docs/guida-team', `${name}.png`));
}

/** A visitor's order, through the site's endpoint. @param {string} name @param {string} mail @param {string} message */
async function order(name, mail, message) {
  const key = crypto.randomUUID();
  const response = await fetch(`${url}/api/richieste`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'Idempotency-Key': key },
    body: JSON.stringify({
      name,
      email: mail,
      message,
      form: 'ordine',
      page: '/come-ordinare',
      submissionId: key,
      fillTimeMs: 30_000,
    }),
  });
  return /** @type {{ requestNumber: string }} */ (await response.json()).requestNumber;
}

try {
  const first = await order(
    'Giulia Rossi',
    'giulia.rossi@esempio.it',
    'Vorrei due confezioni da 12 per l’ufficio, consegna a Napoli.',
  );
  await order('Marco Esposito', 'marco.esposito@esempio.it', 'Quanto costa la spedizione a Milano?');
  await order('Anna Ferri', 'anna.ferri@esempio.it', 'Posso ordinare 24 bottiglie ogni due settimane?');
  await order('Luca Romano', 'luca.romano@esempio.it', 'Consegnate anche a Salerno il sabato?');

  const page = await context.newPage();
  // 1. Logging in: the address, the link by email, the button.
  await page.goto(`${url}/team/`);
  await page.getByRole('textbox', { name: A.login.emailLabel }).fill(MEMBER);
  await shot(page, '01-accesso');
  await page.getByRole('button', { name: A.login.submit }).click();
  await page.getByRole('heading', { name: A.login.sentTitle }).waitFor();
  await shot(page, '02-link-inviato');
  const login = await smtp.waitForMessage(
    (message) => message.to.includes(MEMBER) && message.subject === A.loginEmail.subject,
  );
  await page.goto(/https?:\/\/\S+\/team\/accesso\/link\?t=[A-Za-z0-9_-]+/.exec(login.text)?.[0] ?? '');
  await shot(page, '03-conferma-accesso');
  await page.getByRole('button', { name: A.login.confirm }).click();
  await page.getByRole('heading', { name: A.list.title }).waitFor();
  await shot(page, '04-elenco', true);

  // 2. One request, and an answer by phone for another.
  await page.getByRole('link', { name: first }).first().click();
  await shot(page, '05-richiesta', true);
  await page.goto(`${url}/team/`);
  await page.getByRole('link', { name: /L-/ }).last().click();
  await page.getByRole('button', { name: A.request.phone.submit }).click();
  await page.getByText(fillTemplate(A.request.done.status, { status: A.statuses.answered })).waitFor();

  // 3. A proposal: the form, its preview, the send.
  await page.goto(`${url}/team/`);
  await page.getByRole('link', { name: first }).first().click();
  await page.getByRole('link', { name: P.form.open }).click();
  await page.getByLabel(P.form.quantity).fill('2');
  await page.getByLabel(P.form.zone).selectOption(texts.sales.delivery.costs[0].zone);
  await page.getByLabel(P.form.date).fill(new Date(Date.now() + 4 * 24 * 3600_000).toISOString().slice(0, 10));
  await page.evaluate(() => /** @type {HTMLElement | null} */ (document.activeElement)?.blur());
  await shot(page, '06-proposta-modulo', true);
  await page.getByRole('button', { name: P.form.show }).click();
  await page.getByRole('heading', { name: P.form.preview }).waitFor();
  await page.getByRole('heading', { name: P.form.preview }).scrollIntoViewIfNeeded();
  await shot(page, '07-proposta-anteprima');
  await page.getByRole('button', { name: P.form.send }).click();
  await page.getByText(P.form.sent).waitFor();
  await shot(page, '08-proposta-inviata');

  // 4. The visitor accepts it, on the page the email links to.
  const proposal = await smtp.waitForMessage(
    (message) => message.subject === fillTemplate(P.email.subject, { number: first }),
  );
  const visitor = await context.browser()?.newContext({ viewport: { width: WIDTH, height: 844 }, locale: 'it-IT' });
  const theirs = visitor ? await visitor.newPage() : await context.newPage();
  await theirs.goto(/https?:\/\/\S+\/team\/proposta\/[A-Za-z0-9_-]{43}/.exec(proposal.text)?.[0] ?? '');
  await theirs.getByRole('button', { name: P.page.order }).scrollIntoViewIfNeeded();
  await shot(theirs, '09-accettazione');
  await theirs.getByRole('button', { name: P.page.order }).click();
  await theirs.getByRole('heading', { name: P.page.doneTitle }).waitFor();
  await visitor?.close();

  // 5. The list with every request's status.
  await page.goto(`${url}/team/?stato=`);
  await shot(page, '10-stati', true);

  // 6. The morning digest and the alert 4 working hours before a deadline, as the service writes them,
  // with the links of a site at its own address.
  const site = 'https://www.limenta.it';
  const settings = mailSettingsOf(readServiceConfig({ ...env, SITE_URL: site, SERVICE_URL: site }, texts));
  const open = await awaitingReply(service.db);
  const opening = nextOpening(Date.now(), texts.site);
  const due = open[0];
  // The alert leaves when 4 working hours are left.
  let alertAt = due.deadlineAt;
  while (workingMsBetween(alertAt, due.deadlineAt, texts.site) < 4 * 3600_000) alertAt -= 60_000;
  const mails = [
    ['11-riepilogo', digestEmail(open, opening, `${site}/team/`, texts, settings)],
    ['12-avviso', deadlineAlertEmail(due, 4, alertAt, `${site}/team/richieste/${due.id}`, texts, settings)],
  ];
  // A page of its own, without the area's Content-Security-Policy (which forbids the emails' inline styles).
  await page.goto('about:blank');
  for (const [name, mail] of mails) {
    await page.setContent(mail.html);
    await shot(page, name);
  }
} finally {
  await context.close();
  await new Promise((resolve) => server.close(resolve));
  await service.close();
  await smtp.stop();
  rmSync(folder, { recursive: true, force: true });
}
