import type { Page } from 'playwright-core';
import { contactFormText } from '@/content/forms';
import { browserForTests } from './support/browser';
import {
  contactForm,
  describedBy,
  fillContactForm,
  setValueByScript,
  visitor,
  waitForIsland,
} from './support/contact-form';
import { setUpEndpointSite } from './support/endpoint-site';
import { until } from './support/local';

/**
 * One rule for every input, with and without JavaScript. Nothing reaches the service
 * (support/endpoint-site.ts) unless every field passes it. (A name, message or email too long,
 * set by a script, is the component tests': ContactFormOrdering.test.tsx, contact-validation.test.ts.)
 */
const endpointSite = setUpEndpointSite();
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

async function openForm(route = '/come-ordinare') {
  const page = await endpointSite.browser.context.newPage();
  await page.goto(endpointSite.url + route);
  await waitForIsland(page);
  return page;
}

describe('with JavaScript', () => {
  it.each(invalidAddresses)(
    'refuses an address with %s: inline message, disabled button, toast if forced, nothing sent',
    async (_, address, how) => {
      endpointSite.endpoint.answerWith(200);
      const page = await openForm();
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
    const page = await openForm('/contatti-supporto');
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
