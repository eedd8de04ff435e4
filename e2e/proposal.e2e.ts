import { cpSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { fillTemplate } from '@/lib/format';
import { startRequestService, type RequestService } from '@/server/service';
import { STYLESHEET_SOURCES } from '@/server/team/area';
import { loadServiceTexts } from '@/server/texts';
import { startTestSmtpServer, type TestSmtpServer } from '../scripts/lib/test-smtp-server.mjs';
import { storeRequest } from '../__tests__/support/team-area';
import { axeViolations } from './support/axe';
import { openBrowser, type BrowserSession } from './support/browser';

/**
 * A written proposal end to end in Chromium, on the request service with a real SMTP server: the
 * team logs in, prepares a proposal for a request, reads its preview and sends it; the visitor's
 * email arrives, its link opens the proposal's page, which the visitor accepts by keyboard alone;
 * the contract's confirmation arrives and the team's list says «accettata». The form and the
 * visitor's page pass axe at 360 and 1280 px and are photographed into .e2e-artifacts/proposal/.
 * The service runs on content/ as a fresh clone has it: the launch content grants the right of
 * withdrawal, so the proposal and the contract carry it with the model withdrawal form, and nothing
 * has to be edited before the first sale.
 */
jest.setTimeout(240_000);

const MEMBER = 'maria@limenta.it';
const VISITOR = 'giulia.proposta@esempio.it';
const SHOTS = path.resolve('.e2e-artifacts/proposal');
const WIDTHS = [360, 1280] as const;

async function checkPage(page: Page, name: string): Promise<void> {
  mkdirSync(SHOTS, { recursive: true });
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    expect({ page: name, width, violations: await axeViolations(page) }).toEqual({ page: name, width, violations: [] });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await page.screenshot({ path: path.join(SHOTS, `${name}-${width}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 390, height: 900 });
}

async function until(smtp: TestSmtpServer, match: (message: TestSmtpServer['messages'][number]) => boolean) {
  for (const deadline = Date.now() + 30_000; ;) {
    const found = smtp.messages.find(match);
    if (found) return found;
    if (Date.now() > deadline) throw new Error('No such email');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('a written proposal', () => {
  let folder = '';
  let smtp: TestSmtpServer;
  let service: RequestService;
  let server: http.Server;
  let url = '';
  let browser: BrowserSession;
  let texts: ReturnType<typeof loadServiceTexts>;

  beforeAll(async () => {
    folder = mkdtempSync(path.join(tmpdir(), 'e2e-proposta-'));
    cpSync('content', path.join(folder, 'content'), { recursive: true });
    for (const file of STYLESHEET_SOURCES) {
      mkdirSync(path.dirname(path.join(folder, file)), { recursive: true });
      cpSync(file, path.join(folder, file));
    }
    texts = loadServiceTexts(folder);
    smtp = await startTestSmtpServer();
    server = http.createServer();
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    service = await startRequestService(
      {
        DATABASE_URL: path.join(folder, 'richieste.sqlite'),
        SMTP_URL: smtp.url,
        TEAM_EMAIL: 'ordini@limenta.it',
        TEAM_EMAILS: MEMBER,
        MAIL_FROM: 'Limenta <ordini@esempio.it>',
        SERVICE_URL: url,
        NODE_ENV: 'test',
      },
      folder,
      { exportDir: path.join(folder, 'out') },
    );
    server.on('request', service.listener);
    browser = await openBrowser({ width: 390 });
  });

  afterAll(async () => {
    await browser?.close();
    await new Promise((resolve) => server?.close(resolve));
    await service?.close();
    await smtp?.stop();
    rmSync(folder, { recursive: true, force: true });
  });

  it('goes from the team’s form to the visitor’s order and the contract’s confirmation', async () => {
    const A = texts.team.area;
    const P = texts.team.proposal;
    const stored = await storeRequest(service.db, Date.now(), { name: 'Giulia Rossi', email: VISITOR });
    const page = await browser.context.newPage();

    // The team logs in.
    await page.goto(`${url}/team/`);
    await page.getByRole('textbox', { name: A.login.emailLabel }).fill(MEMBER);
    await page.getByRole('button', { name: A.login.submit }).click();
    const login = await until(
      smtp,
      (message) => message.to.includes(MEMBER) && message.subject === A.loginEmail.subject,
    );
    await page.goto(/https?:\/\/\S+\/team\/accesso\/link\?t=[A-Za-z0-9_-]+/.exec(login.text)![0]);
    await page.getByRole('button', { name: A.login.confirm }).click();
    await page.getByRole('heading', { name: A.list.title }).waitFor();

    // The proposal's form, its preview, and the send.
    await page.goto(`${url}/team/richieste/${stored.id}`);
    await page.getByRole('link', { name: P.form.open }).click();
    await page.getByRole('heading', { name: fillTemplate(P.form.title, { number: stored.number }) }).waitFor();
    await page.getByLabel(P.form.quantity).fill('4');
    await page.getByLabel(P.form.zone).selectOption(texts.sales.delivery.costs.at(-1)!.zone);
    const tomorrow = new Date(Date.now() + 3 * 24 * 3600 * 1000).toISOString().slice(0, 10);
    await page.getByLabel(P.form.date).fill(tomorrow);
    await page.getByLabel(P.form.note).fill('Citofono Rossi.');
    await page.getByRole('button', { name: P.form.show }).click();
    await page.getByRole('heading', { name: P.form.preview }).waitFor();
    expect(await page.locator('pre.preview').innerText()).toContain('Citofono Rossi.');
    await checkPage(page, 'proposta');
    await page.getByRole('button', { name: P.form.send }).click();
    await page.getByText(P.form.sent).waitFor();

    // The visitor's email, its link, the page by keyboard alone.
    const proposal = await until(
      smtp,
      (message) =>
        message.to.includes(VISITOR) && message.subject === fillTemplate(P.email.subject, { number: stored.number }),
    );
    const withdrawal = texts.sales.withdrawal;
    const terms =
      withdrawal.decision === 'escluso'
        ? [withdrawal.excluded]
        : [
            fillTemplate(withdrawal.allowed, { returnCost: withdrawal.returnCost ?? '' }),
            P.email.withdrawalForm,
            P.withdrawalForm.split('\n')[0],
          ];
    // Lines wrap in the text part: compare words.
    const words = (text: string) => text.replace(/\s+/g, ' ');
    for (const term of terms) expect(words(proposal.text)).toContain(words(term));
    const link = /https?:\/\/\S+\/team\/proposta\/[A-Za-z0-9_-]{43}/.exec(proposal.text)![0];
    const visitorContext = await browser.context.browser()?.newContext();
    const visitor = visitorContext ? await visitorContext.newPage() : await browser.context.newPage();
    await visitor.goto(link);
    await visitor.getByRole('heading', { name: fillTemplate(P.page.title, { number: stored.number }) }).waitFor();
    await checkPage(visitor, 'accetta');
    for (let presses = 0; presses < 40; presses += 1) {
      await visitor.keyboard.press('Tab');
      if ((await visitor.evaluate(() => document.activeElement?.textContent)) === P.page.order) break;
    }
    expect(await visitor.evaluate(() => document.activeElement?.textContent)).toBe(P.page.order);
    await visitor.keyboard.press('Enter');
    await visitor.getByRole('heading', { name: P.page.doneTitle }).waitFor();
    await checkPage(visitor, 'accettata');
    await visitorContext?.close();

    const contract = await until(
      smtp,
      (message) =>
        message.to.includes(VISITOR) && message.subject === fillTemplate(P.contract.subject, { number: stored.number }),
    );
    expect(contract.text).toContain(texts.guide.title);
    expect(contract.text).toContain('Citofono Rossi.');
    for (const term of terms) expect(words(contract.text)).toContain(words(term));
    await until(
      smtp,
      (message) =>
        message.subject === fillTemplate(P.accepted.subject, { number: stored.number, name: 'Giulia Rossi' }),
    );

    // The team's list says «accettata».
    await page.goto(`${url}/team/?stato=accepted`);
    await expect(page.locator('.item').filter({ hasText: stored.number }).locator('.status').innerText()).resolves.toBe(
      A.statuses.accepted,
    );
  });
});
