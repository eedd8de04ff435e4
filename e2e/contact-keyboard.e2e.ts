import { contactFormText, contactFormVariants } from '@/content/forms';
import { axeViolations } from './support/axe';
import { baseUrl, browserForTests } from './support/browser';
import {
  contactForm,
  describedBy,
  formPages,
  thankYouPage,
  toastsOverFocus,
  visitor,
  waitForIsland,
} from './support/contact-form';

/**
 * An order sent with the keyboard alone at 390 px on both forms, checking what a
 * screen reader gets (aria-invalid, descriptions, the status and alert roles in the accessibility
 * tree) and that no toast ever covers the element with the focus, from 320 px up.
 */
const browser = browserForTests({ width: 390 });

const { messages } = contactFormText;
const focusedId = (page: import('playwright-core').Page) =>
  page.evaluate(() => document.activeElement?.id || document.activeElement?.tagName);

describe.each(formPages)('$route by keyboard', ({ route }) => {
  const variant = route === '/come-ordinare' ? 'order' : 'support';
  const prefix = variant === 'order' ? 'ordine' : 'supporto';

  it('marks the empty fields, focuses the first, announces, never covers the focus, and sends', async () => {
    const page = await browser.context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(baseUrl() + route);
    const form = contactForm(page);

    // From the top of the page, Tab until the first field (the focus in the form brings its
    // island), then on to the button.
    for (let press = 0; press < 80 && (await focusedId(page)) !== `${prefix}-name`; press += 1)
      await page.keyboard.press('Tab');
    expect(await focusedId(page)).toBe(`${prefix}-name`);
    await waitForIsland(page, { showIntent: false });
    expect(await focusedId(page)).toBe(`${prefix}-name`);
    for (let press = 0; press < 3; press += 1) await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('type'))).toBe('submit');

    // Empty fields: the spec's toast, every field marked and described, focus on the first.
    await page.keyboard.press('Enter');
    await page.getByRole('alert').filter({ hasText: messages.emptyFields }).first().waitFor();
    expect(await focusedId(page)).toBe(`${prefix}-name`);
    for (const field of ['name', 'email', 'message']) {
      expect(await page.locator(`#${prefix}-${field}`).getAttribute('aria-invalid')).toBe('true');
      expect(await describedBy(page, `#${prefix}-${field}`)).toBe(messages.fieldRequired);
    }
    // Enter again in the field: up to three identical alerts, none over the field, at any width.
    await page.keyboard.press('Enter');
    await page.keyboard.press('Enter');
    for (const width of [390, 320, 1280, 390]) {
      await page.setViewportSize({ width, height: width === 1280 ? 900 : 640 });
      await page.waitForTimeout(100);
      const { focused, toasts, overlapping } = await toastsOverFocus(page);
      expect({ width, focused, toasts, overlapping }).toEqual({
        width,
        focused: `${prefix}-name`,
        toasts: 3,
        overlapping: [],
      });
    }
    const tree = await page.locator('body').ariaSnapshot();
    expect(tree).toContain(`- alert: ${messages.emptyFields}`);
    expect(await axeViolations(page)).toEqual([]);

    // A close button with an Italian name, reached by keyboard; the focus goes back to the field.
    await page.getByRole('button', { name: contactFormText.toastDismiss }).first().focus();
    await page.keyboard.press('Enter');
    expect(await focusedId(page)).toBe(`${prefix}-name`);
    await page.keyboard.press('Escape');
    await page.getByRole('alert').filter({ hasText: messages.emptyFields }).first().waitFor({ state: 'detached' });

    await page.keyboard.type(visitor.name);
    expect(await page.locator(`#${prefix}-name`).getAttribute('aria-invalid')).toBeNull();
    await page.keyboard.press('Tab');
    await page.keyboard.type('giulia@esempio');
    expect(await describedBy(page, `#${prefix}-email`)).toBe(messages.invalidEmail);
    expect(await form.submit.isDisabled()).toBe(true);
    await page.keyboard.type('.it');
    await page.keyboard.press('Tab');
    await page.keyboard.type(visitor.message);
    await page.keyboard.press('Tab');
    expect(await form.submit.textContent()).toBe(contactFormVariants[variant].submit);
    await page.keyboard.press('Enter');

    // Sending: announced through the status region, the focus on the form, not on the page.
    expect(await form.submit.textContent()).toBe(contactFormText.submitting);
    expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('FORM');
    expect(await page.locator('main form [aria-live="polite"]').first().textContent()).toBe(contactFormText.submitting);

    if (variant === 'order') {
      await page.waitForURL(thankYouPage(baseUrl()), { timeout: 10_000 });
    } else {
      await page.getByRole('status').filter({ hasText: messages.sent }).waitFor({ timeout: 10_000 });
      // The focus goes to the form's heading, the success is a status, and no toast covers the focus.
      expect(await focusedId(page)).toBe('scrivi-al-supporto');
      expect(await page.locator('body').ariaSnapshot()).toContain(`- status: ${messages.sent}`);
      expect((await toastsOverFocus(page)).overlapping).toEqual([]);
      expect(await form.name.inputValue()).toBe('');
    }
    expect(errors).toEqual([]);
    await page.close();
  });
});
