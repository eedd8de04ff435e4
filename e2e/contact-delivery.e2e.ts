import type { Page } from 'playwright-core';
import { contactFormText } from '@/content/forms';
import { site } from '@/content/site';
import { axeViolations } from './support/axe';
import { baseUrl, browserForTests } from './support/browser';
import {
  contactForm,
  describedBy,
  fillContactForm,
  formPages,
  setValueByScript,
  texts,
  visitor,
  waitForIsland,
} from './support/contact-form';
import { policyViolations } from './support/csp';
import { setUpEndpointSite } from './support/endpoint-site';
import { until } from './support/local';
import { islandScriptsPath } from '../scripts/postbuild/island-config.mjs';

/**
 * The forms with real delivery, against a local stand-in service (support/endpoint-site.ts), in
 * Chromium with its back/forward cache on, as visitors run it.
 */
const endpointSite = setUpEndpointSite({ backForwardCache: true });

async function open(route: string) {
  const page = await endpointSite.browser.context.newPage();
  const consoleErrors: string[] = [];
  page.on('pageerror', (error) => consoleErrors.push(error.message));
  await page.goto(endpointSite.url + route);
  // Before the island has run, the form is a plain POST to the service (tested below).
  await waitForIsland(page);
  return { page, consoleErrors };
}

it('/come-ordinare: a 500 is retried after about 1 s, the retry succeeds and the visitor goes to /grazie-benvenuto', async () => {
  endpointSite.endpoint.answerWith(500, 200);
  const { page, consoleErrors } = await open('/come-ordinare');
  const form = contactForm(page);
  await fillContactForm(page);
  await form.submit.click();
  expect(await form.submit.textContent()).toBe(texts.submitting);
  await page.waitForURL(`${endpointSite.url}/grazie-benvenuto`, { timeout: 15_000 });

  expect(endpointSite.endpoint.received).toHaveLength(2);
  expect(endpointSite.endpoint.received[1].at - endpointSite.endpoint.received[0].at).toBeGreaterThanOrEqual(900);
  for (const request of endpointSite.endpoint.received) {
    expect(request.contentType).toBe('application/json');
    expect(request.accept).toBe('application/json');
    const body = JSON.parse(request.body);
    expect(body).toEqual({
      ...visitor,
      form: 'ordine',
      page: '/come-ordinare',
      submissionId: request.idempotencyKey,
      fillTimeMs: expect.any(Number),
    });
    // Never sooner than 2 s after the page started loading (the service takes that for a robot's).
    expect(body.fillTimeMs).toBeGreaterThanOrEqual(2000);
  }
  // Every copy of one request carries the same id, in the body and as Idempotency-Key.
  expect(endpointSite.endpoint.received[0].idempotencyKey).toMatch(/^[0-9a-f-]{36}$/);
  expect(endpointSite.endpoint.received[1].idempotencyKey).toBe(endpointSite.endpoint.received[0].idempotencyKey);
  expect(consoleErrors).toEqual([]);
  await page.close();
});

it('/contatti-supporto: a 2xx is sent at once, with the success toast and emptied fields', async () => {
  endpointSite.endpoint.answerWith(200);
  const { page } = await open('/contatti-supporto');
  const form = contactForm(page);
  await fillContactForm(page);
  await form.submit.click();
  await page.getByRole('status').filter({ hasText: texts.sent }).waitFor({ timeout: 5000 });
  expect(await form.message.inputValue()).toBe('');
  expect(endpointSite.endpoint.received).toHaveLength(1);
  expect(JSON.parse(endpointSite.endpoint.received[0].body)).toMatchObject({
    form: 'supporto',
    page: '/contatti-supporto',
  });
  expect(await policyViolations(page)).toEqual([]);
  await page.close();
});

it('/contatti-supporto: when the service keeps answering 500, after 3 retries the text is kept and a filled-in email link shows', async () => {
  endpointSite.endpoint.answerWith(500);
  const { page } = await open('/contatti-supporto');
  const form = contactForm(page);
  await fillContactForm(page);
  await form.submit.click();
  await form.failure.waitFor({ timeout: 20_000 });

  expect(endpointSite.endpoint.received).toHaveLength(4);
  expect(await form.failure.textContent()).toContain(texts.failureTitle);
  expect(await form.name.inputValue()).toBe(visitor.name);
  expect(await form.email.inputValue()).toBe(visitor.email);
  expect(await form.message.inputValue()).toBe(visitor.message);
  expect(await form.submit.isEnabled()).toBe(true);
  const mailto = new URL((await form.failure.getByRole('link').getAttribute('href'))!);
  expect(mailto.protocol + mailto.pathname).toBe(`mailto:${site.email}`);
  expect(mailto.searchParams.get('body')).toContain(visitor.message);
  expect(mailto.searchParams.get('subject')).toBeTruthy();
  expect(await axeViolations(page)).toEqual([]);

  await page.reload();
  await page.waitForFunction(
    () => (document.querySelector('main form textarea') as HTMLTextAreaElement | null)?.value !== '',
  );
  expect(await form.message.inputValue()).toBe(visitor.message);
  await page.close();
});

it('/contatti-supporto: waits as long as an exposed Retry-After asks, and every copy carries the same id', async () => {
  endpointSite.endpoint.answerWith({ status: 503, retryAfter: '3', exposeRetryAfter: true }, 200);
  const { page } = await open('/contatti-supporto');
  await fillContactForm(page);
  await contactForm(page).submit.click();
  await page.getByRole('status').filter({ hasText: texts.sent }).waitFor({ timeout: 15_000 });
  const [first, second] = endpointSite.endpoint.received;
  expect(endpointSite.endpoint.received).toHaveLength(2);
  // Without Retry-After the retry would come after 1 s.
  expect(second.at - first.at).toBeGreaterThanOrEqual(2900);
  expect(second.idempotencyKey).toBe(first.idempotencyKey);
  expect(JSON.parse(second.body).submissionId).toBe(first.idempotencyKey);
  await page.close();
});

/**
 * A slow service must not receive an order several times. One answering after 25 s
 * receives one copy and the visitor sees the success; one that never answers receives at most two
 * and the visitor sees the failure, with everything kept, within 40 s. (The two slowest tests of
 * the suite: they wait for real.)
 */
describe('a slow service', () => {
  it('a service that answers after 25 s gets exactly one copy, and the visitor sees the success', async () => {
    endpointSite.endpoint.answerWith({ status: 200, afterMs: 25_000 });
    const { page } = await open('/contatti-supporto');
    await fillContactForm(page);
    await contactForm(page).submit.click();
    expect(await contactForm(page).submit.textContent()).toBe(texts.submitting);
    await page.getByRole('status').filter({ hasText: texts.sent }).waitFor({ timeout: 40_000 });
    await page.waitForTimeout(1000);
    expect(endpointSite.endpoint.received).toHaveLength(1);
    await page.close();
  }, 90_000);

  it('a service that never answers gets at most two copies, and the visitor sees the failure with everything kept within 40 s', async () => {
    endpointSite.endpoint.answerWith('hang');
    const { page } = await open('/come-ordinare');
    await fillContactForm(page);
    const form = contactForm(page);
    await form.submit.click();
    await form.failure.waitFor({ timeout: 40_000 });
    expect(await form.failure.textContent()).toContain(texts.failureTitle);
    expect(endpointSite.endpoint.received.length).toBeGreaterThanOrEqual(1);
    expect(endpointSite.endpoint.received.length).toBeLessThanOrEqual(2);
    expect(await form.name.inputValue()).toBe(visitor.name);
    expect(await form.message.inputValue()).toBe(visitor.message);
    expect(await form.submit.isEnabled()).toBe(true);
    expect(page.url()).toBe(`${endpointSite.url}/come-ordinare`);
    await page.close();
  }, 90_000);
});

/**
 * Validation: one rule for every input, with and without JavaScript. Nothing reaches the service
 * (support/endpoint-site.ts) unless every field passes it. (A name, message or email too long,
 * set by a script, is the component tests': ContactFormOrdering.test.tsx, contact-validation.test.ts.)
 */
const { messages } = contactFormText;

/**
 * Typed, except the trailing zero-width space: Chromium drops a zero-width space that is typed or
 * pasted into the domain (its IDN mapping ignores the character), so there the address that
 * would leave is already clean; a script (autofill tools, extensions) can still put it in the value.
 */
const invalidAddresses = [
  ['a double dot', 'a@b..it', 'typed'],
  ['a leading dot', '.a@b.it', 'typed'],
  ['a 65-character local part', `${'a'.repeat(65)}@b.it`, 'typed'],
  ['a trailing zero-width space', 'a@b.it\u200b', 'script'],
  ['a zero-width space in the local part', 'a\u200b@b.it', 'typed'],
  ['a right-to-left override', '\u202ea@b.it', 'typed'],
  ['a domain without a dot', 'a@b', 'typed'],
] as const;

/**
 * An internationalised domain, as a visitor types it. Chromium's email field hands on
 * the domain's ASCII form (mario@xn--perch-fsa.it) with and without JavaScript; the rule accepts
 * both forms (lib/contact/validation.ts), so other browsers' Unicode values pass too.
 */
const internationalAddress = { typed: 'mario@perché.it', ascii: 'mario@xn--perch-fsa.it' };

/** The email address a request carried, whatever its encoding (JSON from the island, a form post without JavaScript). */
function sentEmail(body: string): string | null {
  try {
    return (JSON.parse(body) as { email?: string }).email ?? null;
  } catch {
    return new URLSearchParams(body).get('email');
  }
}

async function enterAddress(page: Page, address: string, how: 'typed' | 'script') {
  await fillContactForm(page, { ...visitor, email: how === 'typed' ? address : '' });
  if (how === 'script') await setValueByScript(page, 'main form input[type="email"]', address);
}

describe('with JavaScript', () => {
  it.each(invalidAddresses)(
    'refuses an address with %s: inline message, disabled button, toast if forced, nothing sent',
    async (_, address, how) => {
      endpointSite.endpoint.answerWith(200);
      const { page } = await open('/come-ordinare');
      const form = contactForm(page);
      await enterAddress(page, address, how);
      expect(await form.email.inputValue()).toBe(address);
      expect(await describedBy(page, '#ordine-email')).toBe(messages.invalidEmail);
      expect(await form.email.getAttribute('aria-invalid')).toBe('true');
      expect(await form.submit.isDisabled()).toBe(true);
      await page.locator('main form').evaluate((element: HTMLFormElement) => element.requestSubmit());
      await page.getByRole('alert').filter({ hasText: messages.invalidEmail }).first().waitFor();
      expect(await page.evaluate(() => document.activeElement?.id)).toBe('ordine-email');
      expect(endpointSite.endpoint.received).toHaveLength(0);
      await page.close();
    },
  );

  it('accepts an internationalised domain (mario@perché.it) and sends it', async () => {
    endpointSite.endpoint.answerWith(200);
    const { page } = await open('/contatti-supporto');
    const form = contactForm(page);
    await fillContactForm(page, { ...visitor, email: '' });
    await form.email.pressSequentially(internationalAddress.typed);
    expect(await form.email.getAttribute('aria-invalid')).toBeNull();
    expect(await describedBy(page, '#supporto-email')).toBe('');
    await form.submit.click();
    await page.getByRole('status').filter({ hasText: messages.sent }).waitFor({ timeout: 10_000 });
    expect(endpointSite.endpoint.received.map((request) => sentEmail(request.body))).toEqual([
      internationalAddress.ascii,
    ]);
    await page.close();
  });
});

describe('without JavaScript', () => {
  const noScript = browserForTests({ javaScriptEnabled: false, width: 390 });

  it('without JavaScript the form posts itself to the service', async () => {
    endpointSite.endpoint.answerWith(200);
    const page = await noScript.context.newPage();
    await page.goto(`${endpointSite.url}/come-ordinare`);
    await fillContactForm(page);
    await Promise.all([page.waitForURL(endpointSite.endpoint.url), contactForm(page).submit.click()]);
    expect(endpointSite.endpoint.received).toHaveLength(1);
    const posted = Object.fromEntries(new URLSearchParams(endpointSite.endpoint.received[0].body));
    // The key is filled in by the islands' loader, which does not run here: the service keys the request by its text.
    expect(posted).toEqual({ ...visitor, form: 'ordine', page: '/come-ordinare', _gotcha: '', submissionId: '' });
    await page.close();
  });

  it.each(invalidAddresses)(
    'the browser refuses an address with %s, and nothing is posted',
    async (_, address, how) => {
      endpointSite.endpoint.answerWith(200);
      const page = await noScript.context.newPage();
      await page.goto(`${endpointSite.url}/come-ordinare`);
      await enterAddress(page, address, how);
      expect(await contactForm(page).email.inputValue()).toBe(address);
      await contactForm(page).submit.click();
      await page.waitForTimeout(300);
      expect(page.url()).toBe(`${endpointSite.url}/come-ordinare`);
      expect(await contactForm(page).email.evaluate((field: HTMLInputElement) => field.validity.valid)).toBe(false);
      expect(endpointSite.endpoint.received).toHaveLength(0);
      await page.close();
    },
  );

  it('the browser accepts an internationalised domain (mario@perché.it), and the form posts it', async () => {
    endpointSite.endpoint.answerWith(200);
    const page = await noScript.context.newPage();
    await page.goto(`${endpointSite.url}/come-ordinare`);
    await fillContactForm(page, { ...visitor, email: '' });
    await contactForm(page).email.pressSequentially(internationalAddress.typed);
    expect(await contactForm(page).email.evaluate((field: HTMLInputElement) => field.validity.valid)).toBe(true);
    await contactForm(page).submit.click();
    const [request] = await until(
      () => (endpointSite.endpoint.received.length ? endpointSite.endpoint.received : undefined),
      'the form post',
      10_000,
    );
    expect(sentEmail(request.body)).toBe(internationalAddress.ascii);
    await page.close();
  });

  it('the browser refuses a name of only spaces', async () => {
    const page = await noScript.context.newPage();
    await page.goto(`${endpointSite.url}/come-ordinare`);
    await fillContactForm(page, { ...visitor, name: '   ' });
    expect(await contactForm(page).name.evaluate((field: HTMLInputElement) => field.validity.valid)).toBe(false);
    await page.close();
  });
});

/**
 * After an order is sent, coming back to /come-ordinare never offers it again, whether
 * Chromium restores the page from its back/forward cache (on here, as visitors run it) or loads it
 * again and fills the fields in from its saved form state.
 */
describe('back to the form after an order', () => {
  /** Whether each `pageshow` of this window came from the back/forward cache. */
  async function watchPageShows(page: Page) {
    await page.addInitScript(() => {
      const shows: boolean[] = [];
      (window as unknown as { __pageShows: boolean[] }).__pageShows = shows;
      window.addEventListener('pageshow', (event) => shows.push(event.persisted));
    });
  }

  async function sendOrderAndGoBack(page: Page, url: string) {
    await page.goto(`${url}/come-ordinare`);
    await waitForIsland(page);
    await fillContactForm(page);
    await contactForm(page).submit.click();
    await page.waitForURL(`${url}/grazie-benvenuto`, { timeout: 15_000 });
    // A page restored from the back/forward cache fires no load event.
    await page.goBack({ waitUntil: 'commit' });
    await page.waitForURL(`${url}/come-ordinare`, { waitUntil: 'commit' });
  }

  /** The form as it is after coming back: empty, saying the request was sent, and nothing more leaves without new input. */
  async function expectAlreadySent(page: Page, received: () => number) {
    const form = contactForm(page);
    await page.getByText(contactFormText.alreadySent).first().waitFor();
    for (const field of [form.name, form.email, form.message]) expect(await field.inputValue()).toBe('');
    expect(await form.submit.isEnabled()).toBe(true);
    await form.submit.click();
    await page.getByRole('alert').filter({ hasText: contactFormText.messages.emptyFields }).first().waitFor();
    await page.waitForTimeout(500);
    expect(received()).toBe(1);
  }

  it('restored from the back/forward cache, the sent order is gone and cannot be sent again', async () => {
    endpointSite.endpoint.answerWith(200);
    const page = await endpointSite.browser.context.newPage();
    await watchPageShows(page);
    await sendOrderAndGoBack(page, endpointSite.url);
    expect(await page.evaluate(() => (window as unknown as { __pageShows: boolean[] }).__pageShows)).toEqual([
      false,
      true,
    ]);
    await expectAlreadySent(page, () => endpointSite.endpoint.received.length);
    await page.close();
  });

  describe('without the back/forward cache', () => {
    const browser = browserForTests({ width: 390 });

    it('loaded again (Back, then a reload), the browser’s restored fields are cleared and the form says the request was sent', async () => {
      endpointSite.endpoint.answerWith(200);
      const page = await browser.context.newPage();
      await watchPageShows(page);
      await sendOrderAndGoBack(page, endpointSite.url);
      await waitForIsland(page);
      expect(await page.evaluate(() => (window as unknown as { __pageShows: boolean[] }).__pageShows)).toEqual([false]);
      await expectAlreadySent(page, () => endpointSite.endpoint.received.length);

      // A new request is a new draft: typing clears the notice, and a reload keeps what was typed.
      await contactForm(page).name.fill('Marco');
      expect(await page.getByText(contactFormText.alreadySent).count()).toBe(0);
      await page.reload();
      await waitForIsland(page);
      expect(await contactForm(page).name.inputValue()).toBe('Marco');
      await page.close();
    });
  });
});

/**
 * The form is server-rendered and hydrated by its own script. With a delivery endpoint
 * (the production case) it is usable before that script arrives, and nothing typed is lost or
 * flashes when the script takes over; the hydrated markup is the server's, class names included.
 */
describe('the island', () => {
  /** Records, on every frame, the name and message fields' values and the form's class names. */
  async function recordFrames(page: Page) {
    await page.evaluate(() => {
      const frames: Array<{ name: string; message: string; classes: string }> = [];
      (window as unknown as { __frames: typeof frames }).__frames = frames;
      const form = document.querySelector('main form')!;
      const tick = () => {
        const name = form.querySelector<HTMLInputElement>('input[name="name"]')!.value;
        const message = form.querySelector<HTMLTextAreaElement>('textarea')!.value;
        frames.push({
          name,
          message,
          classes: [...form.querySelectorAll('[class]')].map((element) => element.getAttribute('class')).join(' '),
        });
        requestAnimationFrame(tick);
      };
      tick();
    });
  }

  describe.each(formPages)('$route', ({ route }) => {
    it('takes what is typed before its script arrives, and keeps it when the script takes over', async () => {
      endpointSite.endpoint.answerWith(200);
      const page = await endpointSite.browser.context.newPage();
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      // The island's script is held back until the visitor has typed.
      let release = () => {};
      const released = new Promise<void>((resolve) => (release = resolve));
      await page.route(`**${islandScriptsPath}**`, async (request) => {
        await released;
        await request.continue();
      });
      await page.goto(endpointSite.url + route);
      const form = contactForm(page);
      expect(
        await page.evaluate(() =>
          Object.keys(document.querySelector('[data-island]')!).some((key) => key.startsWith('__react')),
        ),
      ).toBe(false);
      expect(await form.name.isEnabled()).toBe(true);
      await form.name.pressSequentially('Giulia');
      await form.message.pressSequentially('Sei bottiglie');
      await form.name.focus();
      const classesBefore = await page.evaluate(() =>
        [...document.querySelectorAll('main form [class]')].map((element) => element.getAttribute('class')).join(' '),
      );
      await recordFrames(page);

      release();
      await waitForIsland(page);
      await page.keyboard.type(' Rossi');
      expect(await form.name.inputValue()).toBe(visitor.name);
      expect(await form.message.inputValue()).toBe('Sei bottiglie');
      const frames = await page.evaluate(
        () => (window as unknown as { __frames: Array<{ name: string; message: string; classes: string }> }).__frames,
      );
      expect(frames.length).toBeGreaterThan(0);
      expect(frames.filter((frame) => !frame.name.startsWith('Giulia') || frame.message !== 'Sei bottiglie')).toEqual(
        [],
      );
      expect([...new Set(frames.map((frame) => frame.classes))]).toEqual([classesBefore]);

      expect(await policyViolations(page)).toEqual([]);

      // React now holds what was typed: the request carries it all.
      await form.email.fill(visitor.email);
      await form.submit.click();
      for (let waited = 0; waited < 100 && endpointSite.endpoint.received.length === 0; waited += 1)
        await page.waitForTimeout(100);
      expect(endpointSite.endpoint.received).toHaveLength(1);
      expect(JSON.parse(endpointSite.endpoint.received[0].body)).toMatchObject({
        name: visitor.name,
        email: visitor.email,
        message: 'Sei bottiglie',
      });
      expect(errors).toEqual([]);
      await page.close();
    });
  });

  describe('hydration', () => {
    const browser = browserForTests({ width: 1280 });

    it.each(formPages.map((page) => page.route))(
      '%s: the island renders exactly the server’s markup, with no hydration error',
      async (route) => {
        const page = await browser.context.newPage();
        const problems: string[] = [];
        page.on('pageerror', (error) => problems.push(error.message));
        page.on('console', (message) => ['error', 'warning'].includes(message.type()) && problems.push(message.text()));
        const served = await (await fetch(baseUrl() + route)).text();
        await page.goto(baseUrl() + route);
        await waitForIsland(page);
        // Every element of the island, with its classes, as served and as React left it.
        const [server, hydrated] = await page.evaluate((served) => {
          const outline = (root: ParentNode) =>
            [...root.querySelectorAll('[data-island] *:not(noscript, noscript *)')]
              .map((element) => `${element.tagName} ${element.getAttribute('class') ?? ''}`)
              .join('\n');
          return [outline(new DOMParser().parseFromString(served, 'text/html')), outline(document)];
        }, served);
        expect(hydrated).toBe(server);
        expect(problems).toEqual([]);
        await page.close();
      },
    );
  });
});
