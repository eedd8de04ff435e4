import type { Page } from 'playwright-core';
import { contactFormText } from '@/content/forms';
import { baseUrl, browserForTests } from './support/browser';
import {
  contactForm,
  fillContactForm,
  formPages,
  toastsOverFocus,
  visitor,
  waitForIsland,
} from './support/contact-form';

/**
 * No toast ever covers the element with the focus, its label or the message tied to it,
 * on phones (320 and 390 px), on a desktop (1280 px) and at 200% and 400% zoom (a 1280 × 900
 * window at 400% lays the page out in 320 × 225 CSS pixels, as Chromium's zoom does), for the
 * error toasts of both forms and the support form's confirmation.
 */
const screens = [
  { name: '320 px', width: 320, height: 640 },
  { name: '390 px', width: 390, height: 844 },
  { name: '1280 px', width: 1280, height: 900 },
  { name: '200% zoom', width: 1280 / 2, height: 900 / 2 },
  { name: '400% zoom', width: 1280 / 4, height: 900 / 4 },
];

const { messages } = contactFormText;
const browser = browserForTests();

async function openForm(route: string, screen: (typeof screens)[number]): Promise<Page> {
  const page = await browser.context.newPage();
  await page.setViewportSize({ width: screen.width, height: screen.height });
  await page.goto(baseUrl() + route);
  await waitForIsland(page);
  return page;
}

/** Every toast on screen has been measured against the focus: none overlaps. */
async function expectFocusUncovered(page: Page, focusedId: string) {
  const { focused, toasts, overlapping } = await toastsOverFocus(page);
  expect({ focused, overlapping }).toEqual({ focused: focusedId, overlapping: [] });
  expect(toasts).toBeGreaterThanOrEqual(1);
}

describe.each(screens)('at $name', (screen) => {
  describe.each(formPages)('$route', ({ route }) => {
    const prefix = route === '/come-ordinare' ? 'ordine' : 'supporto';

    it('the empty-fields toasts leave the focused «Nome» field, its label and its message readable, then the email and its error line', async () => {
      const page = await openForm(route, screen);
      const form = contactForm(page);
      await form.submit.focus();
      // Three sends of an empty form: three toasts, the focus on the first field.
      for (let press = 0; press < 3; press += 1) await page.keyboard.press('Enter');
      await page.getByRole('alert').filter({ hasText: messages.emptyFields }).first().waitFor();
      await expectFocusUncovered(page, `${prefix}-name`);

      // While the toasts last, the visitor moves on and mistypes the email: its error line shows.
      await page.keyboard.type(visitor.name);
      await page.keyboard.press('Tab');
      await page.keyboard.type('giulia@esempio');
      await page.getByText(messages.invalidEmail, { exact: true }).waitFor();
      expect(await page.getByRole('alert').filter({ hasText: messages.emptyFields }).count()).toBeGreaterThanOrEqual(1);
      await expectFocusUncovered(page, `${prefix}-email`);
      await page.close();
    });
  });

  it('/contatti-supporto: the confirmation leaves the focused «Scrivi al Supporto» heading readable', async () => {
    const page = await openForm('/contatti-supporto', screen);
    await fillContactForm(page);
    await contactForm(page).submit.click();
    await page.getByRole('status').filter({ hasText: messages.sent }).waitFor({ timeout: 10_000 });
    await expectFocusUncovered(page, 'scrivi-al-supporto');
    await page.close();
  });
});
