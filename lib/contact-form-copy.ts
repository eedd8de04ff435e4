import type { ContactFormCopy } from '@/components/forms/copy';
import { contactFormText, contactFormVariants } from '@/content/forms';
import { site } from '@/content/site';
import { supportPage } from '@/content/pages/contatti-supporto';
import { fillTemplate } from '@/content/ui';
import { CONTACT_FIELDS, FIELD_MAX_LENGTH, type ContactField } from '@/lib/contact/fields';
import { contactFormSettings, type ContactFormVariant } from '@/lib/contact/variants';

/**
 * The contact form's texts for one variant, read from content/ on the server (by the pages)
 * and passed to the form as props. The form itself never imports content/.
 */
export function contactFormCopy(variant: ContactFormVariant): ContactFormCopy {
  const text = contactFormText;
  const own = contactFormVariants[variant];
  const fieldCopy = (field: ContactField) => ({
    label: text.fields[field].label,
    placeholder: field === 'message' ? own.messagePlaceholder : text.fields[field].placeholder,
    limitReached: fillTemplate(text.messages.limitReached, { max: FIELD_MAX_LENGTH[field] }),
    overLimit: fillTemplate(text.messages.overLimit, { max: FIELD_MAX_LENGTH[field] }),
  });
  return {
    email: site.email,
    requiredNote: text.requiredNote,
    requiredMark: text.requiredMark,
    fields: Object.fromEntries(CONTACT_FIELDS.map((field) => [field, fieldCopy(field)])) as ContactFormCopy['fields'],
    honeypotLabel: text.honeypotLabel,
    submit: own.submit,
    submitting: text.submitting,
    privacy: { ...text.privacy },
    messages: {
      emptyFields: text.messages.emptyFields,
      invalidEmail: text.messages.invalidEmail,
      tooLong: text.messages.tooLong,
      invalidCharacters: text.messages.invalidCharacters,
      fieldRequired: text.messages.fieldRequired,
      sent: text.messages.sent,
      sendFailed: text.messages.sendFailed,
    },
    alreadySent: text.alreadySent,
    slowSend: text.slowSend,
    confirmation: contactFormSettings[variant].thankYouPage ? null : { ...supportPage.sentNotice },
    toastDismiss: text.toastDismiss,
    failure: { ...text.failure, mailtoLabel: fillTemplate(text.failure.mailtoLabel, { email: site.email }) },
    noScript: { ...text.noScript },
    mail: { subject: own.mailSubject, ...text.mail },
  };
}
