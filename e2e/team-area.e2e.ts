import path from 'node:path';
import type { Page } from 'playwright-core';
import { fillTemplate } from '@/lib/format';
import { deadlineLabel, replyDeadline, timeLeftLabel } from '@/lib/working-hours';
import { escapeHtml } from '@/server/mail/layout';
import { requestsOf } from '@/server/store/requests';
import { loadServiceTexts } from '@/server/texts';
import { checkPage } from './support/axe';
import { openBrowser, type BrowserSession } from './support/browser';
import { placeOrder } from './support/contact-form';
import { startNginx, type RunningNginx } from './support/nginx';
import { loginLink } from './support/live-editing';
import { e2ePorts } from './support/ports';
import { startServiceAlone } from './support/service-alone';
import { emailsOf, setUpServiceSite, TEAM_EMAIL, untilEmails, visitorFor } from './support/service-site';

/**
 * The team's area at /team/, end to end in Chromium on `npm start`'s server with a real SMTP
 * server, on SQLite and on PostgreSQL: an order placed on the site, the team's email with its
 * deadline, a login link asked for by a listed address (and by an unlisted one, which gets
 * nothing), the login by keyboard alone, the list with the request and its time left, a free reply
 * and the statuses on the list; then what is refused. Every page of the area passes axe at 360 and
 * 1280 px, and is photographed at both widths into .e2e-artifacts/team-area/. The area through
 * nginx and on the service alone, on SQLite.
 */
jest.setTimeout(240_000);

const texts = loadServiceTexts();
const A = texts.team.area;
const { deadlines } = texts.team;
const MEMBER = 'maria@limenta.it';
const SHOTS = path.resolve('.e2e-artifacts/team-area');
const ports = e2ePorts();
const nginxUrl = `https://127.0.0.1:${ports.serviceNginxHttps}`;

const mainText = (page: Page) => page.locator('main').innerText();

describe.each([
  { database: 'sqlite', postgres: false },
  { database: 'postgres', postgres: true },
])('on $database', ({ database, postgres }) => {
  // Through nginx the service takes nginx's address as the site's: where the login links point.
  const site = setUpServiceSite({
    postgres,
    siteUrl: nginxUrl,
    env: { TEAM_EMAILS: MEMBER, CONFIRMATIONS_PER_ADDRESS_PER_DAY: '100000' },
  });
  const who = visitorFor(`team-${database}`);
  let page: Page;
  let number = '';
  let requestId = 0;
  let firstLink = '';

  beforeAll(async () => {
    page = await site.browser.context.newPage();
  });

  it('an order placed on the site reaches the team with by when to reply in its subject', async () => {
    number = await placeOrder(page, site.url, who);
    await untilEmails(site.smtp, who.email, 2);
    const [stored] = await requestsOf(site.db, who.email);
    requestId = stored.id;
    const team = emailsOf(site.smtp, who.email).find((message) => message.to.includes(TEAM_EMAIL))!;
    const replyBy = fillTemplate(deadlines.replyBy, {
      date: deadlineLabel(replyDeadline(stored.createdAt, texts.site), deadlines),
    });
    expect(team.subject).toContain(number);
    expect(team.subject.endsWith(replyBy)).toBe(true);
  });

  it('sends a login link to a listed address only, answering alike; the login works by keyboard alone', async () => {
    const stranger = await site.browser.context.browser()?.newContext();
    const strangerPage = stranger ? await stranger.newPage() : await site.browser.context.newPage();
    await strangerPage.goto(`${site.url}/team/`);
    expect(new URL(strangerPage.url()).pathname).toBe('/team/accesso');
    await strangerPage.getByRole('textbox', { name: A.login.emailLabel }).fill('intruso@esempio.it');
    await strangerPage.getByRole('button', { name: A.login.submit }).click();
    await strangerPage.getByRole('heading', { name: A.login.sentTitle }).waitFor();
    const strangerSees = await mainText(strangerPage);
    await stranger?.close();

    // Keyboard only: skip link, the area's name, the address, Enter.
    await page.goto(`${site.url}/team/`);
    await checkPage(page, SHOTS, `${database}-accesso`);
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe(A.skipLink);
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('email');
    await page.keyboard.type(MEMBER);
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { name: A.login.sentTitle }).waitFor();
    expect(await mainText(page)).toBe(strangerSees);
    await checkPage(page, SHOTS, `${database}-link-inviato`);

    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(site.smtp.messages.filter((message) => message.to.includes('intruso@esempio.it'))).toEqual([]);
    firstLink = await loginLink(site.smtp, MEMBER, 1);
    // Asked for on this machine directly: the link is this server's address (through nginx, nginx's: below).
    expect(firstLink.startsWith(`${site.url}/team/accesso/link?t=`)).toBe(true);

    await page.goto(firstLink);
    await page.getByRole('button', { name: A.login.confirm }).waitFor();
    await checkPage(page, SHOTS, `${database}-conferma`);
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe(A.login.confirm);
    await page.keyboard.press('Enter');
    await page.waitForURL(`${site.url}/team/`);
    await page.getByRole('heading', { name: A.list.title, level: 1 }).waitFor();
  });

  it('lists the request with its time left', async () => {
    const item = page.locator('li.item').filter({ hasText: number });
    await item.waitFor();
    const [stored] = await requestsOf(site.db, who.email);
    const deadline = replyDeadline(stored.createdAt, texts.site);
    const labels = [0, 60_000].map((back) => timeLeftLabel(deadline, Date.now() - back, deadlines));
    expect(labels).toContain(await item.locator('.due').innerText());
    expect(await item.innerText()).toContain(A.statuses.new);
    await checkPage(page, SHOTS, `${database}-elenco`);
  });

  it('opens the request, replies freely, and the list shows its new status; the visitor gets the reply with the number in the subject', async () => {
    await page.locator('li.item').filter({ hasText: number }).getByRole('link').click();
    await page.getByRole('heading', { name: fillTemplate(A.request.title, { number }), level: 1 }).waitFor();
    expect(await page.locator('.message').innerText()).toBe(who.message);
    await checkPage(page, SHOTS, `${database}-richiesta`);
    const reply = `Buongiorno ${who.name}, ecco la nostra proposta per ${number}.`;
    await page.getByRole('textbox', { name: A.request.reply.label }).fill(reply);
    await page.getByRole('button', { name: A.request.reply.submit }).click();
    await page.getByRole('status').filter({ hasText: A.request.done.reply }).waitFor();
    await checkPage(page, SHOTS, `${database}-richiesta-risposta`);

    await untilEmails(site.smtp, who.email, 3);
    const sent = emailsOf(site.smtp, who.email).find(
      (message) => message.subject === fillTemplate(A.replyEmail.subject, { number }),
    )!;
    expect(sent.to).toEqual([who.email]);
    expect(sent.replyTo).toContain(TEAM_EMAIL);
    expect(sent.text).toContain(reply);

    await page.getByRole('link', { name: A.request.back }).click();
    const item = page.locator('li.item').filter({ hasText: number });
    expect(await item.locator('.status').innerText()).toBe(A.statuses.answered);
    expect(await item.locator('.due').count()).toBe(0);

    // Accepted on the phone, then delivered: the list's filter finds it there.
    await item.getByRole('link').click();
    await page.getByRole('button', { name: A.request.accept }).click();
    await page
      .getByRole('status')
      .filter({ hasText: fillTemplate(A.request.done.status, { status: A.statuses.accepted }) })
      .waitFor();
    await page.getByRole('button', { name: A.request.deliver }).click();
    await page
      .getByRole('status')
      .filter({ hasText: fillTemplate(A.request.done.status, { status: A.statuses.delivered }) })
      .waitFor();
    await page.goto(`${site.url}/team/`);
    await page.getByLabel(A.list.status).selectOption('delivered');
    await page.getByRole('button', { name: A.list.apply }).click();
    await page.waitForURL(/stato=delivered/);
    expect(await page.locator('li.item').filter({ hasText: number }).locator('.status').innerText()).toBe(
      A.statuses.delivered,
    );
    await page.getByLabel(A.list.search).fill(who.email.toUpperCase());
    await page.getByLabel(A.list.status).selectOption('');
    await page.getByRole('button', { name: A.list.apply }).click();
    await page.waitForURL(/cerca=/);
    expect(await page.locator('li.item').count()).toBe(1);
    await checkPage(page, SHOTS, `${database}-elenco-filtrato`);

    await page.goto(`${site.url}/team/richieste/${requestId}/cancella`);
    await page.getByRole('button', { name: A.request.eraseConfirm }).waitFor();
    await checkPage(page, SHOTS, `${database}-cancella`);
  });

  // What is refused (a late link, a page or a POST without a session or its token) is team-area.test.ts's;
  // here, the pages that say so as the team sees them.
  it('says a used link is used, and answers an unknown address with the area’s own page', async () => {
    await page.goto(firstLink);
    expect(await mainText(page)).toContain(A.login.used);
    await checkPage(page, SHOTS, `${database}-link-usato`);
    await page.goto(`${site.url}/team/pagina-che-non-esiste`);
    await checkPage(page, SHOTS, `${database}-inesistente`);
  });

  it('ends the session with «Esci»', async () => {
    await page.goto(`${site.url}/team/`);
    await page.getByRole('button', { name: A.logout }).click();
    await page.waitForURL(`${site.url}/team/accesso?uscito=1`);
    expect(await mainText(page)).toContain(A.login.loggedOut);
    await checkPage(page, SHOTS, `${database}-uscito`);
    await page.goto(`${site.url}/team/`);
    expect(new URL(page.url()).pathname).toBe('/team/accesso');
  });

  if (!postgres) {
    describe('behind nginx, and on the service alone', () => {
      let nginx: RunningNginx;
      let browser: BrowserSession;
      beforeAll(async () => {
        nginx = await startNginx('out', {
          https: ports.serviceNginxHttps,
          http: ports.serviceNginxHttp,
          service: ports.service,
        });
        browser = await openBrowser({ width: 360, ignoreHTTPSErrors: true });
      }, 120_000);
      afterAll(async () => {
        await browser?.close();
        await nginx?.stop();
      });

      it('logs in through nginx, with the area’s own policy and the site’s other headers, never stored', async () => {
        const first = await browser.context.newPage();
        const response = await first.goto(`${nginxUrl}/team/accesso`);
        const headers = response!.headers();
        expect(headers['content-security-policy']).toContain("default-src 'none'");
        expect(headers['referrer-policy']).toBe('no-referrer');
        expect(headers['cache-control']).toBe('no-store');
        expect(headers['strict-transport-security']).toMatch(/^max-age=/);
        await first.getByRole('textbox', { name: A.login.emailLabel }).fill(MEMBER);
        await first.getByRole('button', { name: A.login.submit }).click();
        await first.getByRole('heading', { name: A.login.sentTitle }).waitFor();
        // The first login's link, then this one.
        const link = await loginLink(site.smtp, MEMBER, 2);
        expect(link.startsWith(`${nginxUrl}/team/`)).toBe(true);
        await first.goto(link);
        await first.getByRole('button', { name: A.login.confirm }).click();
        await first.waitForURL(`${nginxUrl}/team/`);
        // Over HTTPS the cookie is the __Host- one, Secure.
        const cookies = await browser.context.cookies(nginxUrl);
        expect(cookies.find((cookie) => cookie.name === '__Host-limenta_team')).toMatchObject({
          secure: true,
          httpOnly: true,
          sameSite: 'Strict',
          path: '/',
        });
        await first.locator('li.item').filter({ hasText: number }).waitFor();
      });

      it('answers on the service alone (npm run service)', async () => {
        const alone = await startServiceAlone(ports.endpoint, {
          DATABASE_URL: path.resolve('.e2e-artifacts/team-alone-richieste.sqlite'),
          TEAM_EMAILS: MEMBER,
        });
        try {
          const response = await fetch(`${alone.url}/team/accesso`);
          expect(response.status).toBe(200);
          expect(response.headers.get('content-security-policy')).toContain("default-src 'none'");
          expect(await response.text()).toContain(escapeHtml(A.login.title));
          expect((await fetch(`${alone.url}/team/`, { redirect: 'manual' })).status).toBe(303);
        } finally {
          await alone.stop();
        }
      });
    });
  }
});
