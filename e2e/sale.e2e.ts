import path from 'node:path';
import { fillTemplate } from '@/lib/format';
import { loadServiceTexts } from '@/server/texts';
import { checkPage } from './support/axe';
import { placeOrder } from './support/contact-form';
import {
  emailsOf,
  expectNoMoreEmails,
  setUpServiceSite,
  TEAM_EMAIL,
  untilEmails,
  visitorFor,
} from './support/service-site';

/**
 * The sale as a fresh clone makes it, on `npm start`'s server with the content as it ships (nothing
 * edited: the launch content grants the right of withdrawal, so the proposal and the contract carry
 * it with the model withdrawal form, and nothing has to be edited before the first sale) and a real
 * SMTP server, on SQLite and on PostgreSQL: an order placed on the site in Chromium, the team's
 * login by the emailed link, a proposal prepared from /team/, its preview and its send; the
 * visitor's email, its link, the proposal accepted by keyboard alone, and the contract's
 * confirmation; every email reaches the SMTP server once, and no terminal is used. The proposal's
 * form and the visitor's pages pass axe at 360 and 1280 px and are photographed into
 * .e2e-artifacts/proposal/.
 */
jest.setTimeout(240_000);

const texts = loadServiceTexts();
const A = texts.team.area;
const P = texts.team.proposal;
const MEMBER = 'maria@limenta.it';
const SHOTS = path.resolve('.e2e-artifacts/proposal');

describe.each([
  { database: 'sqlite', postgres: false },
  { database: 'postgres', postgres: true },
])('from a fresh clone, on $database', ({ database, postgres }) => {
  const site = setUpServiceSite({ postgres, env: { TEAM_EMAILS: MEMBER } });
  const who = visitorFor(`vendita-${database}`);

  it('goes from an order on the site to a proposal, its acceptance and the contract’s confirmation', async () => {
    // The visitor orders on the site.
    const page = await site.browser.context.newPage();
    const number = await placeOrder(page, site.url, who);
    await untilEmails(site.smtp, who.email, 2);

    // The team logs in by the emailed link and finds the request in its list.
    const team = await site.browser.context.browser()!.newContext({ viewport: { width: 390, height: 900 } });
    const area = await team.newPage();
    await area.goto(`${site.url}/team/`);
    await area.getByRole('textbox', { name: A.login.emailLabel }).fill(MEMBER);
    await area.getByRole('button', { name: A.login.submit }).click();
    await untilEmails(site.smtp, MEMBER, 1);
    const [login] = emailsOf(site.smtp, MEMBER);
    expect(login.subject).toBe(A.loginEmail.subject);
    await area.goto(/https?:\/\/\S+\/team\/accesso\/link\?t=[A-Za-z0-9_-]+/.exec(login.text)![0]);
    await area.getByRole('button', { name: A.login.confirm }).click();
    await area.getByRole('link', { name: new RegExp(number) }).click();

    // The proposal's form, with the launch content's prices, its preview, and the send.
    await area.getByRole('link', { name: P.form.open }).click();
    await area.getByRole('heading', { name: fillTemplate(P.form.title, { number }) }).waitFor();
    await area.getByLabel(P.form.quantity).fill('4');
    await area.getByLabel(P.form.zone).selectOption(texts.sales.delivery.costs.at(-1)!.zone);
    await area.getByLabel(P.form.date).fill(new Date(Date.now() + 5 * 24 * 3600_000).toISOString().slice(0, 10));
    await area.getByLabel(P.form.note).fill('Citofono Rossi.');
    await area.getByRole('button', { name: P.form.show }).click();
    await area.getByRole('heading', { name: P.form.preview }).waitFor();
    expect(await area.locator('pre.preview').innerText()).toContain('Citofono Rossi.');
    await checkPage(area, SHOTS, `${database}-proposta`);
    await area.getByRole('button', { name: P.form.send }).click();
    await area.getByText(P.form.sent).waitFor();
    await untilEmails(site.smtp, who.email, 3);
    const proposal = emailsOf(site.smtp, who.email).find(
      (message) => message.subject === fillTemplate(P.email.subject, { number }),
    )!;
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

    // The visitor accepts it on its page, by keyboard alone.
    await page.goto(/https?:\/\/\S+\/team\/proposta\/[A-Za-z0-9_-]{43}/.exec(proposal.text)![0]);
    await page.getByRole('heading', { name: fillTemplate(P.page.title, { number }) }).waitFor();
    await checkPage(page, SHOTS, `${database}-accetta`);
    for (let presses = 0; presses < 40; presses += 1) {
      await page.keyboard.press('Tab');
      if ((await page.evaluate(() => document.activeElement?.textContent)) === P.page.order) break;
    }
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe(P.page.order);
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { name: P.page.doneTitle }).waitFor();
    await checkPage(page, SHOTS, `${database}-accettata`);

    // The contract's confirmation to the visitor, the news to the team: five emails in all, each once.
    await untilEmails(site.smtp, who.email, 5);
    const emails = emailsOf(site.smtp, who.email);
    const contract = emails.find((message) => message.subject === fillTemplate(P.contract.subject, { number }));
    expect(contract?.to).toContain(who.email);
    expect(contract?.text).toContain(texts.guide.title);
    expect(contract?.text).toContain('Citofono Rossi.');
    for (const term of terms) expect(words(contract!.text)).toContain(words(term));
    expect(
      emails.find((message) => message.subject === fillTemplate(P.accepted.subject, { number, name: who.name }))?.to,
    ).toContain(TEAM_EMAIL);
    await expectNoMoreEmails(site.smtp, who.email, 5);

    // The team's list says «accettata».
    await area.goto(`${site.url}/team/?stato=accepted`);
    await expect(area.locator('.item').filter({ hasText: number }).locator('.status').innerText()).resolves.toBe(
      A.statuses.accepted,
    );
    await team.close();
  });
});
