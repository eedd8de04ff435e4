import type { Page } from 'playwright-core';
import { contactFormText } from '@/content/forms';
import { browserForTests } from './support/browser';
import { contactForm, fillContactForm, waitForIsland } from './support/contact-form';
import { setUpEndpointSite } from './support/endpoint-site';

/**
 * After an order is sent, coming back to /come-ordinare never offers it again, whether
 * Chromium restores the page from its back/forward cache (on here, as visitors run it) or loads it
 * again and fills the fields in from its saved form state.
 */
const endpointSite = setUpEndpointSite({ backForwardCache: true });

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
