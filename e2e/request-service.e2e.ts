import type { Page } from 'playwright-core';
import { contactFormText } from '@/content/forms';
import { grazie } from '@/content/pages/grazie-benvenuto';
import { supportPage } from '@/content/pages/contatti-supporto';
import { fillTemplate } from '@/lib/format';
import { REQUEST_CODE_EXPRESSION, REQUEST_CODE_PATTERN } from '@/lib/request-code';
import { requestsOf } from '@/server/store/requests';
import { loadServiceTexts } from '@/server/texts';
import { openBrowser, type BrowserSession } from './support/browser';
import {
  contactForm,
  fillContactForm,
  placeOrder,
  servedThankYouPage,
  thankYouPage,
  waitForIsland,
} from './support/contact-form';
import { startNginx, type RunningNginx } from './support/nginx';
import { e2ePorts } from './support/ports';
import {
  emailsOf as emailsIn,
  expectNoMoreEmails as noMoreEmailsIn,
  orderBody,
  sendFromPage,
  setUpServiceSite,
  TEAM_EMAIL as TEAM,
  untilEmails as untilEmailsIn,
  visitorFor,
} from './support/service-site';

/**
 * Orders that really arrive. `npm start`'s server (the site and the request service on
 * one origin) with a real SMTP server of the test's own, driven by Chromium with its back/forward
 * cache on, then the same through nginx passing /api/ to the service. Each test writes as its own
 * visitor (an address of its own), so it counts its own rows and emails.
 */
jest.setTimeout(180_000);

const texts = loadServiceTexts();
const ports = e2ePorts();
const nginxUrl = `https://127.0.0.1:${ports.serviceNginxHttps}`;
const site = setUpServiceSite({ siteUrl: nginxUrl });

let nginx: RunningNginx;

beforeAll(async () => {
  nginx = await startNginx('out', {
    https: ports.serviceNginxHttps,
    http: ports.serviceNginxHttp,
    service: ports.service,
  });
}, 120_000);

afterAll(async () => {
  await nginx?.stop();
});

const emailsOf = (email: string) => emailsIn(site.smtp, email);
const untilEmails = (email: string, count: number, timeout?: number) => untilEmailsIn(site.smtp, email, count, timeout);
const expectNoMoreEmails = (email: string, count: number) => noMoreEmailsIn(site.smtp, email, count);

async function openForm(url: string, route = '/come-ordinare'): Promise<Page> {
  const page = await site.browser.context.newPage();
  await page.goto(url + route);
  await waitForIsland(page);
  return page;
}

it('an order sent in Chromium is stored once, and both emails arrive: the confirmation within 5 s, in Italian, with the number and nothing typed', async () => {
  const who = visitorFor('ordine');
  const page = await openForm(site.url);
  await fillContactForm(page, who);
  const clicked = Date.now();
  await contactForm(page).submit.click();
  await page.waitForURL(thankYouPage(site.url), { timeout: 20_000 });
  const number = new URL(page.url()).searchParams.get('richiesta')!;
  expect(number).toMatch(REQUEST_CODE_PATTERN);
  // The thank-you page shows it.
  const shown = page.getByText(grazie.requestNumber.label);
  await shown.waitFor();
  expect(await shown.textContent()).toContain(number);

  await untilEmails(who.email, 2);
  const confirmation = emailsOf(who.email).find((message) => message.to.includes(who.email))!;
  expect(confirmation.at - clicked).toBeLessThan(5000);
  expect(confirmation.subject).toBe(fillTemplate(texts.requests.confirmation.subject, { number }));
  for (const part of [confirmation.text, confirmation.html]) {
    expect(part).toContain(number);
    expect(part).toContain(texts.site.replyPromise);
    // Nothing the visitor typed: the confirmation can carry no one's text to someone else's address.
    for (const typed of [who.message, who.name]) expect(part).not.toContain(typed);
  }
  expect(confirmation.raw).toMatch(/^Content-Language: it/m);
  const team = emailsOf(who.email).find((message) => message.to.includes(TEAM))!;
  expect(team.text).toContain(who.message);
  expect(team.subject).toContain(number);
  expect(team.replyTo).toContain(who.email);
  expect(await requestsOf(site.db, who.email)).toHaveLength(1);
  await expectNoMoreEmails(who.email, 2);
  await page.close();
});

it('back (from the back/forward cache), a reload and a double submit still give 1 row and 2 emails', async () => {
  const who = visitorFor('indietro');
  const page = await openForm(site.url);
  await fillContactForm(page, who);
  // Two clicks as fast as a person double-clicks: one request.
  await contactForm(page).submit.dblclick();
  await page.waitForURL(thankYouPage(site.url), { timeout: 20_000 });
  await page.goBack({ waitUntil: 'commit' });
  await page.getByText(contactFormText.alreadySent).first().waitFor();
  await page.reload();
  await waitForIsland(page);
  await page.getByText(contactFormText.alreadySent).first().waitFor();
  await contactForm(page).submit.click();
  await page.getByRole('alert').filter({ hasText: contactFormText.messages.emptyFields }).first().waitFor();
  await untilEmails(who.email, 2);
  expect(await requestsOf(site.db, who.email)).toHaveLength(1);
  await expectNoMoreEmails(who.email, 2);
  await page.close();
});

it('a retry after the answer was lost on the way back (the connection cut after the commit) gives 1 row and 2 emails', async () => {
  const who = visitorFor('risposta-persa');
  const page = await site.browser.context.newPage();
  let cut = 0;
  await page.route('**/api/richieste', async (route) => {
    // The request reaches the service, which stores it; the answer never reaches the page.
    const response = await route.fetch();
    if (cut === 0) {
      cut += 1;
      expect(response.status()).toBe(201);
      await route.abort('connectionreset');
    } else await route.fulfill({ response });
  });
  const number = await placeOrder(page, site.url, who);
  expect(cut).toBe(1);
  const stored = await requestsOf(site.db, who.email);
  expect(stored.map((request) => request.number)).toEqual([number]);
  await untilEmails(who.email, 2);
  await expectNoMoreEmails(who.email, 2);
  await page.close();
});

it('with the mail server down for a while, both emails arrive once it is back: none lost, none twice', async () => {
  const who = visitorFor('smtp-giu');
  await site.smtp.stop();
  try {
    const page = await site.browser.context.newPage();
    const number = await placeOrder(page, site.url, who);
    expect((await requestsOf(site.db, who.email)).map((request) => request.number)).toEqual([number]);
    await new Promise((resolve) => setTimeout(resolve, 3000));
    expect(emailsOf(who.email)).toEqual([]);
    await page.close();
  } finally {
    await site.smtp.start();
  }
  await untilEmails(who.email, 2, 60_000);
  await expectNoMoreEmails(who.email, 2);
});

it('the support form shows the number of the request in its confirmation', async () => {
  const who = visitorFor('supporto');
  const page = await openForm(site.url, '/contatti-supporto');
  await fillContactForm(page, who);
  await contactForm(page).submit.click();
  await page.getByRole('status').filter({ hasText: contactFormText.messages.sent }).waitFor({ timeout: 20_000 });
  const [stored] = await requestsOf(site.db, who.email);
  const confirmation = page.getByRole('status').filter({ hasText: supportPage.sentNotice.title });
  expect(await confirmation.isVisible()).toBe(true);
  expect(await confirmation.textContent()).toContain(
    `${supportPage.sentNotice.numberLabel} ${stored.number}${supportPage.sentNotice.numberHint}`,
  );
  await untilEmails(who.email, 2);
  await page.close();
});

/** Three requests from this address, sent straight to the service: the day's confirmations for it are used up. */
async function useUpConfirmations(page: Page, email: string): Promise<void> {
  const bodies = [0, 1, 2].map((index) => orderBody({ name: 'Giulia Rossi', email, message: `Richiesta ${index}` }));
  expect(await sendFromPage(page, bodies)).toEqual([201, 201, 201]);
}

it('a fourth order from one address in a day: the thank-you page says plainly that no confirmation email left, and that the team answers', async () => {
  const who = visitorFor('quarta');
  const page = await openForm(site.url);
  await useUpConfirmations(page, who.email);
  await fillContactForm(page, who);
  await contactForm(page).submit.click();
  await page.waitForURL(new RegExp(`/grazie-benvenuto\\?richiesta=${REQUEST_CODE_EXPRESSION}#conferma-non-inviata$`), {
    timeout: 20_000,
  });
  const notice = page.getByText(grazie.confirmationHeld);
  expect(await notice.isVisible()).toBe(true);
  // The lead, which promises the email, gives way to it; the number stays.
  expect(await page.getByText(grazie.intro.lead).isVisible()).toBe(false);
  expect(await page.getByText(grazie.requestNumber.label).textContent()).toContain(
    new URL(page.url()).searchParams.get('richiesta'),
  );
  // Three confirmations, four emails to the team.
  await untilEmails(who.email, 7);
  expect(emailsOf(who.email).filter((message) => message.to.includes(who.email))).toHaveLength(3);
  await page.close();
});

it('a fourth support request from one address in a day: its confirmation says that no confirmation email left', async () => {
  const who = visitorFor('quarta-supporto');
  const page = await openForm(site.url, '/contatti-supporto');
  await useUpConfirmations(page, who.email);
  await fillContactForm(page, who);
  await contactForm(page).submit.click();
  const confirmation = page.getByRole('status').filter({ hasText: supportPage.sentNotice.title });
  await page.getByText(supportPage.sentNotice.heldText).waitFor({ timeout: 20_000 });
  expect(await confirmation.isVisible()).toBe(true);
  expect(await page.getByText(supportPage.sentNotice.text).isVisible()).toBe(false);
  await page.close();
});

it('50 parallel sends with 5 keys give 5 rows and 10 emails', async () => {
  const page = await openForm(site.url);
  const who = Array.from({ length: 5 }, (_, index) => visitorFor(`parallelo-${index}`));
  const keys = who.map(() => crypto.randomUUID());
  const statuses = await sendFromPage(
    page,
    Array.from({ length: 50 }, (_, index) => orderBody(who[index % 5], keys[index % 5])),
  );
  expect(statuses).toEqual(Array(50).fill(201));
  for (const one of who) {
    expect(await requestsOf(site.db, one.email)).toHaveLength(1);
    await untilEmails(one.email, 2);
  }
  await new Promise((resolve) => setTimeout(resolve, 3000));
  expect(who.flatMap((one) => emailsOf(one.email))).toHaveLength(10);
  await page.close();
});

it('through nginx passing /api/ to the service: stored once, both emails, the number on the thank-you page', async () => {
  const who = visitorFor('nginx');
  const page = await site.browser.context.newPage();
  const number = await placeOrder(page, nginx.url, who);
  await page.getByText(grazie.requestNumber.label).waitFor();
  expect((await requestsOf(site.db, who.email)).map((request) => request.number)).toEqual([number]);
  await untilEmails(who.email, 2);
  await expectNoMoreEmails(who.email, 2);
  await page.close();
});

it('through nginx, the service’s answers carry the site’s security headers, each once, and are never cached', async () => {
  const who = visitorFor('nginx-intestazioni');
  const response = await site.browser.context.request.post(`${nginx.url}/api/richieste`, {
    headers: { 'Content-Type': 'application/json', Origin: nginx.url },
    data: orderBody(who),
  });
  expect(response.status()).toBe(201);
  const headers = response.headersArray().map(({ name, value }) => [name.toLowerCase(), value]);
  const values = (name: string) => headers.filter(([header]) => header === name).map(([, value]) => value);
  expect(values('cache-control')).toEqual(['no-store']);
  expect(values('strict-transport-security')).toEqual(['max-age=63072000; includeSubDomains']);
  expect(values('x-content-type-options')).toEqual(['nosniff']);
  expect(values('content-security-policy')).toHaveLength(1);
  expect(values('content-security-policy')[0]).toContain("frame-ancestors 'none'");
  const refused = await site.browser.context.request.get(`${nginx.url}/api/richieste`);
  expect(refused.status()).toBe(405);
  expect(
    refused
      .headersArray()
      .filter(({ name }) => name.toLowerCase() === 'allow')
      .map(({ value }) => value),
  ).toEqual(['POST, OPTIONS']);
});

describe('with JavaScript off in Chromium', () => {
  let noScript: BrowserSession;
  beforeAll(async () => {
    noScript = await openBrowser({ javaScriptEnabled: false, width: 390, ignoreHTTPSErrors: true });
  });
  afterAll(() => noScript?.close());

  it.each([
    ['npm start', () => site.url],
    ['nginx', () => nginx.url],
  ])(
    'the order form delivers (%s): the thank-you page shows the number, 1 row, 2 emails; a reload sends nothing again',
    async (name, url) => {
      const who = visitorFor(`senza-js-${name.replace(/\s/g, '-')}`);
      const page = await noScript.context.newPage();
      await page.goto(`${url()}/come-ordinare`);
      await fillContactForm(page, who);
      await contactForm(page).submit.click();
      await page.waitForURL(servedThankYouPage(url()), { timeout: 20_000 });
      const [stored] = await requestsOf(site.db, who.email);
      const shown = page.getByText(grazie.requestNumber.label);
      expect(await shown.isVisible()).toBe(true);
      expect(await shown.textContent()).toBe(
        `${grazie.requestNumber.label} ${stored.number}${grazie.requestNumber.hint}`,
      );
      expect(await page.getByText(grazie.intro.lead).isVisible()).toBe(true);
      expect(await page.getByText(grazie.confirmationHeld).isVisible()).toBe(false);
      await page.reload();
      expect(await page.getByText(grazie.requestNumber.label).textContent()).toContain(stored.number);
      expect(await requestsOf(site.db, who.email)).toHaveLength(1);
      await untilEmails(who.email, 2);
      await expectNoMoreEmails(who.email, 2);
      await page.close();
    },
  );

  it('a fourth order from one address in a day: the page shows the number and says that no confirmation email left', async () => {
    const who = visitorFor('senza-js-quarta');
    const page = await noScript.context.newPage();
    for (let index = 0; index < 4; index += 1) {
      await page.goto(`${site.url}/come-ordinare`);
      await fillContactForm(page, { ...who, message: `${who.message} ${index}` });
      await contactForm(page).submit.click();
      await page.waitForURL(servedThankYouPage(site.url), { timeout: 20_000 });
    }
    expect(new URL(page.url()).hash).toBe('#conferma-non-inviata');
    expect(await page.getByText(grazie.confirmationHeld).isVisible()).toBe(true);
    expect(await page.getByText(grazie.intro.lead).isVisible()).toBe(false);
    expect(await page.getByText(grazie.requestNumber.label).textContent()).toContain(
      new URL(page.url()).searchParams.get('richiesta'),
    );
    // And a support request from that address comes back to its confirmation, saying the same.
    await page.goto(`${site.url}/contatti-supporto`);
    await fillContactForm(page, who);
    await contactForm(page).submit.click();
    await page.waitForURL(
      new RegExp(`/contatti-supporto\\?richiesta=${REQUEST_CODE_EXPRESSION}#conferma-non-inviata$`),
      { timeout: 20_000 },
    );
    expect(await page.getByText(supportPage.sentNotice.heldText).isVisible()).toBe(true);
    expect(await page.getByText(supportPage.sentNotice.text).isVisible()).toBe(false);
    await page.close();
  });

  it('the support form delivers and comes back to a visible confirmation', async () => {
    const who = visitorFor('senza-js-supporto');
    const page = await noScript.context.newPage();
    await page.goto(`${site.url}/contatti-supporto`);
    await fillContactForm(page, who);
    await contactForm(page).submit.click();
    await page.waitForURL(new RegExp(`/contatti-supporto\\?richiesta=${REQUEST_CODE_EXPRESSION}#richiesta-inviata$`), {
      timeout: 20_000,
    });
    expect(await page.getByText(supportPage.sentNotice.title).isVisible()).toBe(true);
    expect(await page.getByText(supportPage.sentNotice.text).isVisible()).toBe(true);
    expect(await page.getByText(supportPage.sentNotice.heldText).isVisible()).toBe(false);
    expect(await requestsOf(site.db, who.email)).toHaveLength(1);
    await untilEmails(who.email, 2);
    await page.close();
  });
});
