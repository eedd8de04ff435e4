'use client';

import { buttonClassName } from '@/components/ui/ButtonLink';
import { contactFormText, contactFormVariants } from '@/content/forms';
import { site } from '@/content/site';
import { fillTemplate } from '@/content/ui';
import { CONTACT_FIELDS, FIELD_MAX_LENGTH, type ContactField } from '@/lib/contact/fields';
import { mailtoHref } from '@/lib/contact/mailto';
import { contactFormSettings, type ContactFormVariant } from '@/lib/contact/variants';
import styles from './ContactForm.module.css';
import { DeliveryFailure } from './DeliveryFailure';
import { FormToaster } from './FormToaster';
import { TextField } from './TextField';
import { useContactForm } from './useContactForm';

export interface ContactFormProps {
  variant: ContactFormVariant;
  /** NEXT_PUBLIC_CONTACT_ENDPOINT as read at build time; null simulates the send. */
  endpoint: string | null;
}

const autoComplete: Record<ContactField, string> = { name: 'name', email: 'email', message: 'off' };

/** The contact form of /come-ordinare (order) and /contatti-supporto (support). */
export function ContactForm({ variant, endpoint }: ContactFormProps) {
  const settings = contactFormSettings[variant];
  const copy = contactFormVariants[variant];
  const { values, change, submit, submitting, failed, honeypot, hydrated, emailError } = useContactForm(settings, endpoint);
  // Without JavaScript and without a delivery service nothing could send the form: the address replaces it.
  const unavailable = !endpoint && !hydrated;
  const fieldId = (field: string) => `${settings.form}-${field}`;
  const { fields, messages, mail } = contactFormText;
  const mailBody = `${mail.nameLabel}: ${values.name}\n${mail.emailLabel}: ${values.email}\n\n${values.message}`;

  return (
    <>
      <FormToaster />
      {!endpoint && (
        <noscript>
          <p className={styles.noScript}>
            {contactFormText.noScript.text} <a href={`mailto:${site.email}`}>{site.email}</a>
            {contactFormText.noScript.after}
          </p>
        </noscript>
      )}
      <form
        className={styles.form}
        action={endpoint ?? undefined}
        method="post"
        noValidate={hydrated}
        onSubmit={submit}
        aria-busy={submitting}
      >
        <p className={styles.note}>{contactFormText.requiredNote}</p>
        {CONTACT_FIELDS.map((field) => (
          <TextField
            key={field}
            id={fieldId(field)}
            name={field}
            label={fields[field].label}
            requiredMark={contactFormText.requiredMark}
            value={values[field]}
            onChange={(value) => change(field, value)}
            maxLength={FIELD_MAX_LENGTH[field]}
            limitMessage={fillTemplate(messages.limitReached, { max: FIELD_MAX_LENGTH[field] })}
            disabled={submitting || unavailable}
            autoComplete={autoComplete[field]}
            placeholder={field === 'message' ? copy.messagePlaceholder : fields[field].placeholder}
            {...(field === 'email' && { type: 'email' as const, error: emailError ? messages.invalidEmail : null })}
            {...(field === 'message' && { rows: settings.messageRows })}
          />
        ))}
        <div className="visually-hidden" aria-hidden="true">
          <label htmlFor={fieldId('website')}>{contactFormText.honeypotLabel}</label>
          <input ref={honeypot} id={fieldId('website')} type="text" name="_gotcha" tabIndex={-1} autoComplete="off" defaultValue="" />
        </div>
        <input type="hidden" name="form" value={settings.form} />
        <input type="hidden" name="page" value={settings.page} />
        {failed && <DeliveryFailure address={site.email} mailto={mailtoHref(site.email, copy.mailSubject, mailBody)} />}
        <div className={styles.actions}>
          <button type="submit" className={buttonClassName('primary', 'lg', styles.submit)} disabled={submitting || emailError || unavailable}>
            {submitting ? contactFormText.submitting : copy.submit}
          </button>
          <p className={styles.privacy}>
            {contactFormText.privacy.before}
            <a href={contactFormText.privacy.href}>{contactFormText.privacy.linkLabel}</a>
            {contactFormText.privacy.after}
          </p>
        </div>
      </form>
    </>
  );
}
