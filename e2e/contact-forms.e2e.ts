import { contactFormVariants } from '@/content/forms';
import { supportPage } from '@/content/pages/contatti-supporto';
import { REQUEST_CODE_EXPRESSION } from '@/lib/request-code';
import { axeViolations } from './support/axe';
import { browserForTests, visit } from './support/browser';
import { contactForm, fillContactForm, formPages, texts, waitForIsland } from './support/contact-form';

/** Both forms as exported by default, sending to the site's own request service (the emails are request-service.e2e.ts's). */
const browser = browserForTests({ width: 390 });

/** A form page whose island has hydrated: what the live checks, toasts, drafts and sending need (under load it comes after «load»). */
async function visitForm(route: string) {
  const visited = await visit(browser.context, route, 390);
  await waitForIsland(visited.page);
  return visited;
}

describe.each(formPages)('$route', ({ route, rows }) => {
  it(`shows name, email and a ${rows}-row message with visible labels, and the privacy link by the button`, async () => {
    const { page } = await visit(browser.context, route, 390);
    const form = contactForm(page);
    for (const field of [form.name, form.email, form.message]) {
      expect(await field.isVisible()).toBe(true);
      expect(await field.getAttribute('required')).not.toBeNull();
    }
    expect(await page.locator('main form label').allTextContents()).toEqual(
      expect.arrayContaining(['Nome *', 'Email *', 'Messaggio *']),
    );
    expect(await form.message.getAttribute('rows')).toBe(String(rows));
    const privacy = page.locator('main form').getByRole('link', { name: 'informativa privacy' });
    expect(await privacy.getAttribute('href')).toBe('/privacy');
    const [button, link] = [await form.submit.boundingBox(), await privacy.boundingBox()];
    expect(link!.y - (button!.y + button!.height)).toBeLessThan(40);
    expect(button!.height).toBeGreaterThanOrEqual(44);
    await page.close();
  });

  it('shows the inline email error, tied to the field, with submit disabled; no axe violation at 390 and 1280 px', async () => {
    const { page, consoleErrors } = await visitForm(route);
    const form = contactForm(page);
    await form.email.fill('giulia@esempio');
    const error = page.getByText(texts.invalidEmail, { exact: true });
    expect(await error.isVisible()).toBe(true);
    expect(await form.email.getAttribute('aria-describedby')).toBe(await error.getAttribute('id'));
    expect(await form.submit.isDisabled()).toBe(true);
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      expect(await axeViolations(page)).toEqual([]);
    }
    await form.email.fill('giulia@esempio.it');
    expect(await error.count()).toBe(0);
    expect(await form.submit.isEnabled()).toBe(true);
    await form.email.fill('');
    expect(await error.count()).toBe(0);
    expect(consoleErrors).toEqual([]);
    await page.close();
  });
});

describe('sending', () => {
  it('/contatti-supporto: disables everything, then toasts the success message and empties the fields', async () => {
    const { page, consoleErrors } = await visitForm('/contatti-supporto');
    const form = contactForm(page);
    await fillContactForm(page);
    await form.submit.click();
    expect(await form.submit.textContent()).toBe(texts.submitting);
    expect(await form.message.isDisabled()).toBe(true);
    await page.getByRole('status').filter({ hasText: texts.sent }).waitFor({ timeout: 5000 });
    for (const field of [form.name, form.email, form.message]) expect(await field.inputValue()).toBe('');
    expect(await form.submit.textContent()).toBe(contactFormVariants.support.submit);
    // The confirmation stays on the page, with the request's number, so the visitor can note it.
    const confirmation = page.getByRole('status').filter({ hasText: supportPage.sentNotice.title });
    expect(await confirmation.isVisible()).toBe(true);
    expect(await confirmation.textContent()).toMatch(new RegExp(REQUEST_CODE_EXPRESSION));
    expect(await axeViolations(page)).toEqual([]);
    expect(consoleErrors).toEqual([]);
    await page.close();
  });
});
