import type { BrowserContext, Page, Route } from 'playwright-core';
import { ISLAND_WAIT_MS } from '@/components/forms/island/loader';
import { contactFormText } from '@/content/forms';
import { grazie } from '@/content/pages/grazie-benvenuto';
import { supportPage } from '@/content/pages/contatti-supporto';
import { REQUEST_CODE_EXPRESSION } from '@/lib/request-code';
import { requestsOf } from '@/server/store/requests';
import { browserForTests } from './support/browser';
import {
  contactForm,
  formPages,
  islandHydrated,
  servedThankYouPage,
  thankYouPage,
  waitForIsland,
} from './support/contact-form';
import { policyViolations, watchPolicyViolations } from './support/csp';
import { expectNoMoreEmails, setUpServiceSite, untilEmails, visitorFor } from './support/service-site';
import { islandScriptsPath } from '../scripts/postbuild/island-config.mjs';

/**
 * On a slow network the island arrives late, and nothing is lost meanwhile.
 * With the island's script held back 5 s, a visitor types across its arrival and keeps every
 * keystroke. A submit before the island waits for it, ISLAND_WAIT_MS at most: the first «Invia»
 * on a phone, before any sign of intent, gets the form's own toast, message and «Invio in
 * corso...», never the browser's bubble. Held back longer, the island cannot come in time: the
 * form goes as a plain post to the request service (303), and the request is stored once, with
 * everything typed; an island that arrives while that post is under way waits for its answer, and
 * a later copy of the same text (back from the thank-you page) carries the same key, so the
 * service still keeps one request. `npm start`'s server, a real SMTP server, Chromium with its
 * back/forward cache on.
 */
jest.setTimeout(120_000);

const site = setUpServiceSite();
const ISLAND_DELAY_MS = 5000;

beforeAll(async () => {
  await watchPolicyViolations(site.browser.context);
});

/**
 * A page whose island script is held back, `delayMs` after it is asked for or until `release()`
 * (call it before closing the page); `island` has the times it was asked for and served.
 */
async function slowIslandPage({
  delayMs,
  context = site.browser.context,
}: { delayMs?: number; context?: BrowserContext } = {}) {
  const page = await context.newPage();
  const island: { requestedAt?: number; servedAt?: number } = {};
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(`**${islandScriptsPath}**`, async (route: Route) => {
    island.requestedAt = Date.now();
    await Promise.race([
      released,
      ...(delayMs === undefined ? [] : [new Promise((resolve) => setTimeout(resolve, delayMs))]),
    ]);
    island.servedAt = Date.now();
    // The page may have gone on to the thank-you page meanwhile.
    await route.continue().catch(() => undefined);
  });
  return { page, island, release };
}

type FormState = { hydrated: boolean; button: string; disabled: boolean; message: string };
const FORM_STATE = 'form-state ';

/** Runs in the page: reports the form as the visitor sees it, every 200 ms. */
function reportFormState(prefix: string) {
  setInterval(() => {
    const container = document.querySelector('[data-island]');
    const button = container?.querySelector<HTMLButtonElement>('button[type="submit"]');
    if (!container || !button) return;
    const hydrated = Object.keys(container).some((key) => key.startsWith('__reactContainer'));
    const message = container.querySelector('textarea')?.value ?? '';
    console.log(prefix + JSON.stringify({ hydrated, button: button.textContent, disabled: button.disabled, message }));
  }, 200);
}

/** Name, Tab, email, Tab, message, Tab to the button, Enter: the keyboard alone. Resolves when Enter was pressed. */
async function typeAndSend(page: Page, who: ReturnType<typeof visitorFor>): Promise<number> {
  const form = contactForm(page);
  await form.name.focus();
  for (const text of [who.name, who.email, who.message]) {
    await page.keyboard.type(text);
    await page.keyboard.press('Tab');
  }
  expect(await page.evaluate(() => document.activeElement?.getAttribute('type'))).toBe('submit');
  // The test means what it says: all of this before the island arrived.
  expect(await islandHydrated(page)).toBe(false);
  const sentAt = Date.now();
  await page.keyboard.press('Enter');
  return sentAt;
}

/** Each send to the request service as it left the page: when, and what it was (a plain post or the island's JSON). */
function postsOf(page: Page, posts: Array<{ at: number; type: string }> = []) {
  page.on(
    'request',
    (request) =>
      request.method() === 'POST' &&
      new URL(request.url()).pathname === '/api/richieste' &&
      posts.push({ at: Date.now(), type: request.headers()['content-type']?.split(';')[0] ?? '' }),
  );
  return posts;
}

/** Waits for the form's toast saying `text`. */
const toastSaying = (page: Page, text: string) =>
  page.getByRole('alert').filter({ hasText: text }).first().waitFor({ timeout: 10_000 });

it('the island arriving while the visitor types keeps every keystroke and the focus where it is', async () => {
  const { page, island } = await slowIslandPage({ delayMs: ISLAND_DELAY_MS });
  await page.goto(`${site.url}/come-ordinare`);
  const form = contactForm(page);
  await form.name.focus();
  await page.keyboard.type('Giulia Rossi');
  await page.keyboard.press('Tab');
  // One key at a time, as a person types, across the island's arrival.
  const email = 'giulia.rossi@esempio.it';
  let typedWhenArrived = -1;
  for (const [index, key] of [...email].entries()) {
    await page.keyboard.type(key);
    if (typedWhenArrived < 0 && (await islandHydrated(page))) typedWhenArrived = index + 1;
    if (typedWhenArrived < 0) await page.waitForTimeout(ISLAND_DELAY_MS / email.length);
  }
  await waitForIsland(page, { showIntent: false });
  expect(island.servedAt).toBeDefined();
  expect(typedWhenArrived).toBeGreaterThan(0);
  expect(typedWhenArrived).toBeLessThan(email.length + 1);
  expect(await form.name.inputValue()).toBe('Giulia Rossi');
  expect(await form.email.inputValue()).toBe(email);
  expect(await page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('email');
  // React holds what was typed: the inline check runs on it.
  for (let i = 0; i < 3; i += 1) await page.keyboard.press('Backspace');
  await page.getByText(contactFormText.messages.invalidEmail, { exact: true }).waitFor();
  await page.close();
});

it('an order sent when its island cannot come in time goes as a plain post after the wait, reaches the thank-you page with its number, and is stored once, with everything typed', async () => {
  const who = visitorFor('prima-dell-isola');
  const { page, island, release } = await slowIslandPage();
  const posts = postsOf(page);
  await page.goto(`${site.url}/come-ordinare`);
  expect(island.requestedAt).toBeUndefined();
  const sentAt = await typeAndSend(page, who);
  // The service's own copy of the thank-you page, with the number written in.
  await page.waitForURL(servedThankYouPage(site.url), { timeout: 20_000 });
  expect(island.servedAt).toBeUndefined();
  // The submit waited for the island first.
  expect(posts).toHaveLength(1);
  expect(posts[0].at - sentAt).toBeGreaterThanOrEqual(ISLAND_WAIT_MS - 50);
  const number = new URL(page.url()).searchParams.get('richiesta');
  await page.getByText(grazie.requestNumber.label).waitFor();
  expect(await page.getByText(grazie.requestNumber.label).textContent()).toContain(number);

  const stored = await requestsOf(site.db, who.email);
  expect(stored.map(({ number, name, email, message }) => ({ number, name, email, message }))).toEqual([
    { number, ...who },
  ]);
  await untilEmails(site.smtp, who.email, 2);
  await expectNoMoreEmails(site.smtp, who.email, 2);
  expect(await policyViolations(page)).toEqual([]);
  release();
  await page.close();
});

it('a support request sent when its island cannot come in time comes back to the confirmation with its number, which stays until the visitor writes again', async () => {
  const who = visitorFor('supporto-prima-dell-isola');
  const { page, release } = await slowIslandPage();
  await page.goto(`${site.url}/contatti-supporto`);
  await typeAndSend(page, who);
  await page.waitForURL(new RegExp(`/contatti-supporto\\?richiesta=${REQUEST_CODE_EXPRESSION}#richiesta-inviata$`), {
    timeout: 20_000,
  });
  const number = new URL(page.url()).searchParams.get('richiesta')!;
  const confirmation = page.getByRole('status').filter({ hasText: supportPage.sentNotice.title });
  expect(await confirmation.isVisible()).toBe(true);
  expect(await confirmation.textContent()).toContain(
    `${supportPage.sentNotice.numberLabel} ${number}${supportPage.sentNotice.numberHint}`,
  );
  expect((await requestsOf(site.db, who.email)).map((request) => request.number)).toEqual([number]);

  // The confirmation is the island's too: it stays once the island has taken the form, and goes
  // when the visitor writes again (the address forgets the number, so a reload does not repeat it).
  const form = contactForm(page);
  release();
  await form.name.focus();
  await waitForIsland(page, { showIntent: false });
  expect(await confirmation.isVisible()).toBe(true);
  await page.keyboard.type('G');
  await confirmation.waitFor({ state: 'hidden' });
  expect(page.url()).toBe(`${site.url}/contatti-supporto`);
  expect(await form.name.inputValue()).toBe('G');
  await untilEmails(site.smtp, who.email, 2);
  await expectNoMoreEmails(site.smtp, who.email, 2);
  await page.close();
});

it('an island that arrives while that post is under way waits for its answer; back from the thank-you page, the same text sent again is the same request', async () => {
  const who = visitorFor('isola-durante-invio');
  const { page, island, release } = await slowIslandPage();
  // The island comes once the plain post has left, and the service answers that post after it.
  const posts: string[] = [];
  await page.route('**/api/richieste', async (route) => {
    const type = route.request().headers()['content-type']?.split(';')[0] ?? '';
    posts.push(type);
    if (type === 'application/x-www-form-urlencoded') {
      release();
      await new Promise((resolve) => setTimeout(resolve, 4000));
    }
    await route.continue();
  });
  // While a navigation is pending, Playwright cannot evaluate in the page: the page reports
  // what the visitor sees instead, a few times a second.
  const seen: FormState[] = [];
  page.on(
    'console',
    (message) =>
      message.text().startsWith(FORM_STATE) && seen.push(JSON.parse(message.text().slice(FORM_STATE.length))),
  );
  await page.addInitScript(reportFormState, FORM_STATE);
  await page.goto(`${site.url}/come-ordinare`);
  await typeAndSend(page, who);
  await page.waitForURL(servedThankYouPage(site.url), { timeout: 30_000 });
  expect(island.servedAt).toBeDefined();
  // The island took the form while the post was under way (the plain form never says «Invio in
  // corso...»), showed the send in progress with the text kept, and sent nothing of its own.
  expect(
    seen.some(
      (state) =>
        state.hydrated &&
        state.button === contactFormText.submitting &&
        state.disabled &&
        state.message === who.message,
    ),
  ).toBe(true);
  const number = new URL(page.url()).searchParams.get('richiesta');
  expect(posts).toEqual(['application/x-www-form-urlencoded']);

  // Back (from the back/forward cache): the text is there, and sending it again gives the same number.
  await page.goBack({ waitUntil: 'commit' });
  await page.waitForURL(`${site.url}/come-ordinare`, { waitUntil: 'commit' });
  const form = contactForm(page);
  await form.submit.waitFor();
  await page.waitForFunction(
    (label) => document.querySelector('main form button[type="submit"]')?.textContent !== label,
    contactFormText.submitting,
  );
  expect(await form.message.inputValue()).toBe(who.message);
  await form.submit.click();
  await page.waitForURL(thankYouPage(site.url), { timeout: 20_000 });
  expect(new URL(page.url()).searchParams.get('richiesta')).toBe(number);
  // By the island this time, with the key of the plain post.
  expect(posts).toEqual(['application/x-www-form-urlencoded', 'application/json']);
  expect((await requestsOf(site.db, who.email)).map((request) => request.number)).toEqual([number]);
  await untilEmails(site.smtp, who.email, 2);
  await expectNoMoreEmails(site.smtp, who.email, 2);
  await page.close();
});

describe('the first tap on «Invia», before any sign of intent (a phone: 390 px, touch)', () => {
  const phone = browserForTests({ width: 390, hasTouch: true });
  // Whether the browser reported a field's problem itself (its bubble): an invalid event no one cancelled.
  beforeAll(() =>
    phone.context.addInitScript(() => {
      const reports: string[] = [];
      (window as unknown as { __browserReports: string[] }).__browserReports = reports;
      document.addEventListener('DOMContentLoaded', () => {
        for (const field of document.querySelectorAll('main form input, main form textarea')) {
          field.addEventListener(
            'invalid',
            (event) => !event.defaultPrevented && reports.push((field as HTMLInputElement).name),
          );
        }
      });
    }),
  );

  const browserReports = (page: Page) =>
    page.evaluate(() => (window as unknown as { __browserReports: string[] }).__browserReports);
  /** Fields filled as the browser gives them back after a reload: no input event, so no sign of intent. */
  const restoreFields = (page: Page, values: Record<string, string>) =>
    page.evaluate((values) => {
      for (const [name, value] of Object.entries(values))
        (document.querySelector(`main form [name="${name}"]`) as HTMLInputElement).value = value;
    }, values);

  it.each(formPages.map((formPage) => formPage.route))(
    '%s: on the empty form, shows the toast of the specification, not the browser’s bubble',
    async (route) => {
      const page = await phone.context.newPage();
      const scripts: string[] = [];
      page.on('request', (request) => request.resourceType() === 'script' && scripts.push(request.url()));
      await page.goto(site.url + route);
      expect(scripts).toEqual([]);
      await contactForm(page).submit.tap();
      await toastSaying(page, contactFormText.messages.emptyFields);
      expect(await browserReports(page)).toEqual([]);
      expect(scripts.every((script) => new URL(script).pathname.startsWith(islandScriptsPath))).toBe(true);
      expect(await page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('name');
      await page.close();
    },
  );

  it('with the island slow to come, an invalid email gets its message and toast, and a valid order «Invio in corso...» and the thank-you page', async () => {
    const who = visitorFor('primo-tocco');
    const { page, island } = await slowIslandPage({ delayMs: 1500, context: phone.context });
    const posts = postsOf(page);
    await page.goto(`${site.url}/come-ordinare`);
    const form = contactForm(page);
    await restoreFields(page, { ...who, email: 'giulia@esempio' });
    await form.submit.tap();
    await toastSaying(page, contactFormText.messages.invalidEmail);
    expect(island.servedAt! - island.requestedAt!).toBeGreaterThanOrEqual(1500);
    expect(
      await page.locator('main form').getByText(contactFormText.messages.invalidEmail, { exact: true }).isVisible(),
    ).toBe(true);
    expect(await form.submit.isDisabled()).toBe(true);
    expect(await browserReports(page)).toEqual([]);
    await page.close();

    const { page: second } = await slowIslandPage({ delayMs: 1500, context: phone.context });
    postsOf(second, posts);
    await second.goto(`${site.url}/come-ordinare`);
    await restoreFields(second, who);
    await contactForm(second).submit.tap();
    await second.waitForFunction(
      (label) => document.querySelector('main form button[type="submit"]')?.textContent === label,
      contactFormText.submitting,
      { timeout: 10_000 },
    );
    await second.waitForURL(thankYouPage(site.url), { timeout: 20_000 });
    // Sent by the island, once.
    expect(posts.map((post) => post.type)).toEqual(['application/json']);
    expect(
      (await requestsOf(site.db, who.email)).map(({ name, email, message }) => ({ name, email, message })),
    ).toEqual([who]);
    await second.close();
  });
});
