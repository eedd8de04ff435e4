import type { Route } from '@/content/routes';
import type { ContactFormId } from './payload';

export type ContactFormVariant = 'order' | 'support';

export interface ContactFormSettings {
  form: ContactFormId;
  /** The page the form lives on, sent with every request. */
  page: Route;
  messageRows: number;
  /** Where a sent order takes the visitor; null keeps them on the page with a toast and an emptied form. */
  thankYouPage: Route | null;
}

export const contactFormSettings: Record<ContactFormVariant, ContactFormSettings> = {
  order: { form: 'ordine', page: '/come-ordinare', messageRows: 5, thankYouPage: '/grazie-benvenuto' },
  support: { form: 'supporto', page: '/contatti-supporto', messageRows: 6, thankYouPage: null },
};
