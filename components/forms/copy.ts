import type { ContactField } from '@/lib/contact/fields';
import type { SentConfirmationCopy } from './SentConfirmation';

/**
 * Every text the contact form shows, final (templates filled in), handed over by the page as a
 * plain object: the form is hydrated on its own in the browser (see island/), from these props
 * serialised into the page, so it reads nothing from content/ itself.
 */
export interface ContactFieldCopy {
  label: string;
  placeholder: string;
  /** Shown once the value reaches the field's limit. */
  limitReached: string;
  /** Shown when a script put more than the limit in the field. */
  overLimit: string;
}

export interface ContactFormCopy {
  /** The address shown without JavaScript and in the failure notice. */
  email: string;
  requiredNote: string;
  requiredMark: string;
  fields: Record<ContactField, ContactFieldCopy>;
  honeypotLabel: string;
  submit: string;
  submitting: string;
  privacy: { before: string; linkLabel: string; href: string; after: string };
  messages: {
    emptyFields: string;
    invalidEmail: string;
    tooLong: string;
    invalidCharacters: string;
    fieldRequired: string;
    sent: string;
    sendFailed: string;
  };
  alreadySent: string;
  /** While a send takes longer than a few seconds, with {seconds}: the time elapsed. */
  slowSend: string;
  /** The support form's confirmation, which stays after the send; null where a sent form leaves the page. */
  confirmation: SentConfirmationCopy | null;
  toastDismiss: string;
  failure: { title: string; text: string; mailtoLabel: string; cutNote: string };
  noScript: { text: string; after: string };
  mail: { subject: string; nameLabel: string; emailLabel: string; cutNotice: string };
}
