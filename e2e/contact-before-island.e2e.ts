import type { Page, Route } from 'playwright-core';
import { contactFormText } from '@/content/forms';
import { grazie } from '@/content/grazie';
import { supportPage } from '@/content/support';
import { requestsOf } from '@/server/store/requests';
import { contactForm, islandHydrated, servedThankYouPage, thankYouPage, waitForIsland } from './support/contact-form';
import { policyViolations, watchPolicyViolations } from './support/csp';
import { emailsOf, expectNoMoreEmails, setUpServiceSite, untilEmails, visitorFor } from './support/service-site';
import { islandScriptsPath } from '../scripts/postbuild/island-config.mjs';

/**
 * Issue #24, item 1: on a slow network the island arrives late, and nothing is lost meanwhile.
 * With the island's script held back 5 s, a visitor types, tabs and sends before it arrives: the
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

/** A page whose island script arrives ISLAND_DELAY_MS after it is asked for; resolves the times it was asked for and served. */
async function slowIslandPage(): Promise<{ page: Page; island: { requestedAt?: number; servedAt?: number } }> {
  const page = await site.browser.context.newPage();
  const island: { requestedAt?: number; servedAt?: number } = {};
  await page.route(`**${islandScriptsPath}**`, async (route: Route) => {
    island.requestedAt = Date.now();
    await new Promise((resolve) => setTimeout(resolve, ISLAND_DELAY_MS));
    island.servedAt = Date.now();
    // The page may have gone on to the thank-you page meanwhile.
    await route.continue().catch(() => undefined);
  });
  return { page, island };
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

/** Name, Tab, email, Tab, message, Tab to the button, Enter: the keyboard alone. */
async function typeAndSend(page: Page, who: ReturnType<typeof visitorFor>) {
  const form = contactForm(page);
  await form.name.focus();
  await page.keyboard.type(who.name);
  await page.keyboard.press('Tab');
  await page.keyboard.type(who.email);
  await page.keyboard.press('Tab');
  await page.keyboard.type(who.message);
  await page.keyboard.press('Tab');
  expect(await page.evaluate(() => document.activeElement?.getAttribute('type'))).toBe('submit');
  // The test means what it says: all of this before the island arrived.
  expect(await islandHydrated(page)).toBe(false);
  await page.keyboard.press('Enter');
}

it('the island arriving while the visitor types keeps every keystroke and the focus where it is', async () => {
  const { page, island } = await slowIslandPage();
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
  await page.keyboard.press('Backspace');
  await page.keyboard.press('Backspace');
  await page.keyboard.press('Backspace');
  await page.getByText(contactFormText.messages.invalidEmail, { exact: true }).waitFor();
  await page.close();
});

it('an order typed and sent before the island arrives reaches the thank-you page with its number, and is stored once, with everything typed', async () => {
  const who = visitorFor('prima-dell-isola');
  const { page, island } = await slowIslandPage();
  await page.goto(`${site.url}/come-ordinare`);
  expect(island.requestedAt).toBeUndefined();
  await typeAndSend(page, who);
  // The service's own copy of the thank-you page, with the number written in.
  await page.waitForURL(servedThankYouPage(site.url), { timeout: 20_000 });
  expect(island.servedAt).toBeUndefined();
  const number = new URL(page.url()).searchParams.get('richiesta');
  await page.getByText(grazie.requestNumber.label).waitFor();
  expect(await page.getByText(grazie.requestNumber.label).textContent()).toContain(number);

  const stored = await requestsOf(site.db, who.email);
  expect(stored.map(({ number, name, email, message }) => ({ number, name, email, message }))).toEqual([{ number, ...who }]);
  await untilEmails(site.smtp, who.email, 2);
  await expectNoMoreEmails(site.smtp, who.email, 2);
  expect(await policyViolations(page)).toEqual([]);
  await page.close();
});

it('a support request sent before the island arrives comes back to the confirmation with its number, which stays until the visitor writes again', async () => {
  const who = visitorFor('supporto-prima-dell-isola');
  const { page } = await slowIslandPage();
  await page.goto(`${site.url}/contatti-supporto`);
  await typeAndSend(page, who);
  await page.waitForURL(/\/contatti-supporto\?richiesta=L-\d{4}-\d{6,}#richiesta-inviata$/, { timeout: 20_000 });
  const number = new URL(page.url()).searchParams.get('richiesta')!;
  const confirmation = page.getByRole('status').filter({ hasText: supportPage.sentNotice.title });
  expect(await confirmation.isVisible()).toBe(true);
  expect(await confirmation.textContent()).toContain(`${supportPage.sentNotice.numberLabel} ${number}${supportPage.sentNotice.numberHint}`);
  expect((await requestsOf(site.db, who.email)).map((request) => request.number)).toEqual([number]);

  // The confirmation is the island's too: it stays once the island has taken the form, and goes
  // when the visitor writes again (the address forgets the number, so a reload does not repeat it).
  const form = contactForm(page);
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
  const { page, island } = await slowIslandPage();
  // The service answers the plain post after the island has arrived.
  const posts: string[] = [];
  await page.route('**/api/richieste', async (route) => {
    const type = route.request().headers()['content-type']?.split(';')[0] ?? '';
    posts.push(type);
    if (type === 'application/x-www-form-urlencoded') {
      await new Promise((resolve) => setTimeout(resolve, ISLAND_DELAY_MS + 3000));
    }
    await route.continue();
  });
  // While a navigation is pending, Playwright cannot evaluate in the page: the page reports
  // what the visitor sees instead, a few times a second.
  const seen: FormState[] = [];
  page.on('console', (message) => message.text().startsWith(FORM_STATE) && seen.push(JSON.parse(message.text().slice(FORM_STATE.length))));
  await page.addInitScript(reportFormState, FORM_STATE);
  await page.goto(`${site.url}/come-ordinare`);
  await typeAndSend(page, who);
  await page.waitForURL(servedThankYouPage(site.url), { timeout: 30_000 });
  expect(island.servedAt).toBeDefined();
  // The island took the form while the post was under way (the plain form never says «Invio in
  // corso...»), showed the send in progress with the text kept, and sent nothing of its own.
  expect(seen.some((state) => state.hydrated && state.button === contactFormText.submitting && state.disabled && state.message === who.message)).toBe(true);
  const number = new URL(page.url()).searchParams.get('richiesta');
  expect(posts).toEqual(['application/x-www-form-urlencoded']);

  // Back (from the back/forward cache): the text is there, and sending it again gives the same number.
  await page.goBack({ waitUntil: 'commit' });
  await page.waitForURL(`${site.url}/come-ordinare`, { waitUntil: 'commit' });
  const form = contactForm(page);
  await form.submit.waitFor();
  await page.waitForFunction((label) => document.querySelector('main form button[type="submit"]')?.textContent !== label, contactFormText.submitting);
  expect(await form.message.inputValue()).toBe(who.message);
  await form.submit.click();
  await page.waitForURL(thankYouPage(site.url), { timeout: 20_000 });
  expect(new URL(page.url()).searchParams.get('richiesta')).toBe(number);
  // By the island this time, with the key of the plain post.
  expect(posts).toEqual(['application/x-www-form-urlencoded', 'application/json']);
  expect((await requestsOf(site.db, who.email)).map((request) => request.number)).toEqual([number]);
  await untilEmails(site.smtp, who.email, 2);
  await expectNoMoreEmails(site.smtp, who.email, 2);
  expect(emailsOf(site.smtp, who.email)).toHaveLength(2);
  await page.close();
});
