import type { Page } from 'playwright-core';
import { contactFormText, contactFormVariants } from '@/content/forms';
import { contactFormSettings } from '@/lib/contact/variants';

/** The two pages with a contact form, and what differs between them. */
export const formPages = [
  { route: '/come-ordinare', submitLabel: contactFormVariants.order.submit, rows: contactFormSettings.order.messageRows },
  { route: '/contatti-supporto', submitLabel: contactFormVariants.support.submit, rows: contactFormSettings.support.messageRows },
] as const;

/** The texts come from content/forms.yaml; `npm run check:spec` compares them with the specification's. */
export const texts = {
  empty: contactFormText.messages.emptyFields,
  invalidEmail: contactFormText.messages.invalidEmail,
  sent: contactFormText.messages.sent,
  submitting: contactFormText.submitting,
  failureTitle: contactFormText.failure.title,
};

export const visitor = { name: 'Giulia Rossi', email: 'giulia@esempio.it', message: 'Vorrei sei bottiglie, consegna a Torino.' };

/** The form's controls as a visitor finds them: by their visible labels. */
export function contactForm(page: Page) {
  return {
    name: page.getByRole('textbox', { name: contactFormText.fields.name.label, exact: true }),
    email: page.getByRole('textbox', { name: contactFormText.fields.email.label, exact: true }),
    message: page.getByRole('textbox', { name: contactFormText.fields.message.label, exact: true }),
    submit: page.locator('main form button[type="submit"]'),
    /** The failure notice that stays inside the form (toasts live outside it). */
    failure: page.locator('main form [role="alert"]'),
  };
}

/** Resolves once the island script has hydrated the form (React's root sits on its container). */
export async function waitForIsland(page: Page): Promise<void> {
  await page.waitForFunction(
    () => {
      const container = document.querySelector('[data-island]');
      return container !== null && Object.keys(container).some((key) => key.startsWith('__reactContainer'));
    },
    null,
    { timeout: 20_000 },
  );
}

export async function fillContactForm(page: Page, values: Partial<typeof visitor> = visitor): Promise<void> {
  const form = contactForm(page);
  for (const [field, value] of Object.entries(values)) await form[field as keyof typeof visitor].fill(value);
}

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** The boxes of the toasts on screen and of the focused element, and which toasts overlap it. */
export async function toastsOverFocus(page: Page): Promise<{ focused: string; toasts: number; overlapping: Box[] }> {
  return page.evaluate(() => {
    const box = (element: Element) => {
      const { x, y, width, height } = element.getBoundingClientRect();
      return { x, y, width, height };
    };
    const focused = document.activeElement ?? document.body;
    const target = box(focused);
    // Each toast is the card around its role="alert"/"status" message, outside the form.
    const cards = [...document.querySelectorAll('[role="alert"], [role="status"]')].filter((message) => !message.closest('form')).map((message) => message.parentElement!);
    const overlapping = cards
      .map(box)
      .filter((card) => card.x < target.x + target.width && target.x < card.x + card.width && card.y < target.y + target.height && target.y < card.y + card.height);
    return { focused: focused.id || focused.tagName, toasts: cards.length, overlapping };
  });
}

/** What assistive technology reads as an element's description (aria-describedby). */
export async function describedBy(page: Page, selector: string): Promise<string> {
  return page.evaluate((selector) => {
    const ids = document.querySelector(selector)?.getAttribute('aria-describedby')?.split(/\s+/) ?? [];
    return ids.map((id) => document.getElementById(id)?.textContent ?? '').join(' ').trim();
  }, selector);
}

/** Sets a field's value the way an autofill tool or an extension does: past maxlength, then an input event. */
export async function setValueByScript(page: Page, selector: string, value: string): Promise<void> {
  await page.evaluate(
    ({ selector, value }) => {
      const field = document.querySelector<HTMLInputElement | HTMLTextAreaElement>(selector)!;
      const setter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')!.set!;
      setter.call(field, value);
      field.dispatchEvent(new Event('input', { bubbles: true }));
    },
    { selector, value },
  );
}
