import type { Page } from 'playwright-core';
import { contactFormText, contactFormVariants } from '@/content/forms';
import { contactFormSettings } from '@/lib/contact/variants';

/** The two pages with a contact form, and what differs between them. */
export const formPages = [
  { route: '/come-ordinare', submitLabel: contactFormVariants.order.submit, rows: contactFormSettings.order.messageRows },
  { route: '/contatti-supporto', submitLabel: contactFormVariants.support.submit, rows: contactFormSettings.support.messageRows },
] as const;

/** The texts come from content/forms.yaml; the specification's own are asserted in __tests__/specification.test.ts. */
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

export async function fillContactForm(page: Page, values: Partial<typeof visitor> = visitor): Promise<void> {
  const form = contactForm(page);
  for (const [field, value] of Object.entries(values)) await form[field as keyof typeof visitor].fill(value);
}
