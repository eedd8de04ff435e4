import { fillTemplate } from '@/lib/format';
import { loadServiceTexts } from '@/server/texts';
import { contactForm, fillContactForm, thankYouPage, waitForIsland } from './support/contact-form';
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
 * edited: the launch content grants the right of withdrawal, so a proposal may leave) and a real
 * SMTP server, on SQLite and on PostgreSQL: an order placed on the site in Chromium, the team's
 * login by the emailed link, a proposal sent from /team/, accepted by the visitor on its page, and
 * the contract's confirmation; every email reaches the SMTP server, and no terminal is used.
 */
jest.setTimeout(240_000);

const texts = loadServiceTexts();
const A = texts.team.area;
const P = texts.team.proposal;
const MEMBER = 'maria@limenta.it';

describe.each([
  { database: 'sqlite', postgres: false },
  { database: 'postgres', postgres: true },
])('from a fresh clone, on $database', ({ database, postgres }) => {
  const site = setUpServiceSite({ postgres, env: { TEAM_EMAILS: MEMBER } });
  const who = visitorFor(`vendita-${database}`);

  it('goes from an order on the site to a proposal, its acceptance and the contract’s confirmation', async () => {
    // The visitor orders on the site.
    const page = await site.browser.context.newPage();
    await page.goto(`${site.url}/come-ordinare`);
    await waitForIsland(page);
    await fillContactForm(page, who);
    await contactForm(page).submit.click();
    await page.waitForURL(thankYouPage(site.url), { timeout: 20_000 });
    const number = new URL(page.url()).searchParams.get('richiesta')!;
    await untilEmails(site.smtp, who.email, 2);

    // The team logs in by the emailed link and finds the request in its list.
    const team = await site.browser.context.browser()!.newContext({ viewport: { width: 390, height: 900 } });
    const area = await team.newPage();
    await area.goto(`${site.url}/team/`);
    await area.getByRole('textbox', { name: A.login.emailLabel }).fill(MEMBER);
    await area.getByRole('button', { name: A.login.submit }).click();
    for (const deadline = Date.now() + 30_000; !site.smtp.messages.some((message) => message.to.includes(MEMBER));) {
      if (Date.now() > deadline) throw new Error('No login link');
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const login = site.smtp.messages.find((message) => message.to.includes(MEMBER))!;
    await area.goto(/https?:\/\/\S+\/team\/accesso\/link\?t=[A-Za-z0-9_-]+/.exec(login.text)![0]);
    await area.getByRole('button', { name: A.login.confirm }).click();
    await area.getByRole('link', { name: new RegExp(number) }).click();

    // The proposal, with the launch content's prices and withdrawal.
    await area.getByRole('link', { name: P.form.open }).click();
    await area.getByLabel(P.form.quantity).fill('2');
    await area.getByLabel(P.form.date).fill(new Date(Date.now() + 5 * 24 * 3600_000).toISOString().slice(0, 10));
    await area.getByRole('button', { name: P.form.show }).click();
    await area.getByRole('heading', { name: P.form.preview }).waitFor();
    await area.getByRole('button', { name: P.form.send }).click();
    await area.getByText(P.form.sent).waitFor();
    await untilEmails(site.smtp, who.email, 3);
    const proposal = emailsOf(site.smtp, who.email).find(
      (message) => message.subject === fillTemplate(P.email.subject, { number }),
    )!;
    expect(proposal.text).toContain(P.email.withdrawalForm);

    // The visitor accepts it on its page.
    await page.goto(/https?:\/\/\S+\/team\/proposta\/[A-Za-z0-9_-]{43}/.exec(proposal.text)![0]);
    await page.getByRole('button', { name: P.page.order }).click();
    await page.getByRole('heading', { name: P.page.doneTitle }).waitFor();

    // The contract's confirmation to the visitor, the news to the team: five emails in all, each once.
    await untilEmails(site.smtp, who.email, 5);
    const emails = emailsOf(site.smtp, who.email);
    const contract = emails.find((message) => message.subject === fillTemplate(P.contract.subject, { number }));
    expect(contract?.to).toContain(who.email);
    expect(contract?.text).toContain(P.email.withdrawalForm);
    expect(
      emails.find((message) => message.subject === fillTemplate(P.accepted.subject, { number, name: who.name }))?.to,
    ).toContain(TEAM_EMAIL);
    await expectNoMoreEmails(site.smtp, who.email, 5);

    // The team's list says «accettata».
    await area.goto(`${site.url}/team/?stato=accepted`);
    await area.locator('.item').filter({ hasText: number }).waitFor();
    await team.close();
  });
});
