import type { Page } from 'playwright-core';

/** The two pages with a contact form, and what differs between them. */
export const formPages = [
  { route: '/come-ordinare', submitLabel: 'Invia la richiesta', rows: 5 },
  { route: '/contatti-supporto', submitLabel: 'Invia il messaggio', rows: 6 },
] as const;

export const texts = {
  empty: 'Per favore compila tutti i campi',
  invalidEmail: 'Inserisci un indirizzo email valido',
  sent: 'Messaggio inviato con successo! Ti risponderemo presto.',
  submitting: 'Invio in corso...',
  failureTitle: 'Non siamo riusciti a inviare il messaggio',
};

export const visitor = { name: 'Giulia Rossi', email: 'giulia@esempio.it', message: 'Vorrei sei bottiglie, consegna a Torino.' };

/** The form's controls as a visitor finds them: by their visible labels. */
export function contactForm(page: Page) {
  return {
    name: page.getByRole('textbox', { name: 'Nome', exact: true }),
    email: page.getByRole('textbox', { name: 'Email', exact: true }),
    message: page.getByRole('textbox', { name: 'Messaggio', exact: true }),
    submit: page.locator('main form button[type="submit"]'),
    /** The failure notice that stays inside the form (toasts live outside it). */
    failure: page.locator('main form [role="alert"]'),
  };
}

export async function fillContactForm(page: Page, values: Partial<typeof visitor> = visitor): Promise<void> {
  const form = contactForm(page);
  for (const [field, value] of Object.entries(values)) await form[field as keyof typeof visitor].fill(value);
}
