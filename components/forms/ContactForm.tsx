'use client';

import type { KeyboardEvent } from 'react';
import { buttonClassName } from '@/components/ui/ButtonLink';
import { CONTACT_FIELDS, FIELD_MAX_LENGTH, type ContactField } from '@/lib/contact/fields';
import { fallbackMailto } from '@/lib/contact/mailto';
import { EMAIL_PATTERN_SOURCE, NOT_BLANK_PATTERN_SOURCE, type FieldProblem } from '@/lib/contact/validation';
import { contactFormSettings, type ContactFormVariant } from '@/lib/contact/variants';
import styles from './ContactForm.module.css';
import type { ContactFormCopy } from './copy';
import { DeliveryFailure } from './DeliveryFailure';
import { dismissToasts, FormToaster } from './FormToaster';
import { SUBMISSION_ID_FIELD } from './island/protocol';
import { SentConfirmation } from './SentConfirmation';
import { SlowSendStatus } from './SlowSendStatus';
import { TextField } from './TextField';
import { useContactForm } from './useContactForm';

export interface ContactFormProps {
  variant: ContactFormVariant;
  /** NEXT_PUBLIC_CONTACT_ENDPOINT as read at build time; null simulates the send. */
  endpoint: string | null;
  copy: ContactFormCopy;
  /** The id of the heading that names the form. */
  labelledBy?: string;
}

const autoComplete: Record<ContactField, string> = { name: 'name', email: 'email', message: 'off' };

/** What the browser checks by itself when the form works without JavaScript (see lib/contact/validation). */
const pattern: Record<ContactField, string | undefined> = {
  name: NOT_BLANK_PATTERN_SOURCE,
  email: EMAIL_PATTERN_SOURCE,
  message: undefined,
};

/** The contact form of /come-ordinare (order) and /contatti-supporto (support). */
export function ContactForm({ variant, endpoint, copy, labelledBy }: ContactFormProps) {
  const settings = contactFormSettings[variant];
  const {
    formRef,
    honeypot,
    values,
    change,
    submit,
    submitting,
    waitingSince,
    failed,
    alreadySent,
    sent,
    confirmation,
    hydrated,
    problems,
    emailError,
  } = useContactForm({
    settings,
    endpoint,
    copy,
    labelledBy,
  });
  // Without JavaScript and without a delivery service nothing could send the form: the address replaces it.
  const unavailable = !endpoint && !hydrated;
  const fieldId = (field: string) => `${settings.form}-${field}`;
  const problemText = (field: ContactField, problem: FieldProblem | null) =>
    problem &&
    {
      required: copy.messages.fieldRequired,
      invalidEmail: copy.messages.invalidEmail,
      tooLong: copy.fields[field].overLimit,
      invalidCharacters: copy.messages.invalidCharacters,
    }[problem];
  const mail = failed
    ? fallbackMailto({
        address: copy.email,
        subject: copy.mail.subject,
        head: `${copy.mail.nameLabel}: ${values.name}\n${copy.mail.emailLabel}: ${values.email}\n\n`,
        message: values.message,
        cutNotice: copy.mail.cutNotice,
      })
    : null;
  const onKeyDown = (event: KeyboardEvent) => event.key === 'Escape' && dismissToasts();

  return (
    <>
      {!endpoint && (
        <noscript>
          <p className={styles.noScript}>
            {copy.noScript.text} <a href={`mailto:${copy.email}`}>{copy.email}</a>
            {copy.noScript.after}
          </p>
        </noscript>
      )}
      {copy.confirmation && (
        <SentConfirmation
          copy={copy.confirmation}
          number={sent?.number ?? null}
          confirmationHeld={sent?.confirmationHeld ?? false}
          state={confirmation}
        />
      )}
      <form
        ref={formRef}
        className={styles.form}
        action={endpoint ?? undefined}
        method="post"
        noValidate={hydrated}
        onSubmit={submit}
        onKeyDown={onKeyDown}
        aria-busy={submitting}
        aria-labelledby={labelledBy}
        tabIndex={-1}
      >
        {/* On the page from the start, so what it says is announced: the send in progress, or a request already sent. */}
        <p className="visually-hidden" aria-live="polite">
          {submitting ? copy.submitting : alreadySent ? copy.alreadySent : ''}
        </p>
        {alreadySent && (
          <p className={styles.alreadySent} aria-hidden="true">
            {copy.alreadySent}
          </p>
        )}
        <p className={styles.note}>{copy.requiredNote}</p>
        {CONTACT_FIELDS.map((field) => (
          <TextField
            key={field}
            id={fieldId(field)}
            name={field}
            label={copy.fields[field].label}
            requiredMark={copy.requiredMark}
            value={values[field]}
            onChange={(value) => change(field, value)}
            maxLength={FIELD_MAX_LENGTH[field]}
            pattern={pattern[field]}
            limitMessage={copy.fields[field].limitReached}
            error={problemText(field, problems[field])}
            disabled={submitting || unavailable}
            autoComplete={autoComplete[field]}
            placeholder={copy.fields[field].placeholder}
            {...(field === 'email' && { type: 'email' as const })}
            {...(field === 'message' && { rows: settings.messageRows })}
          />
        ))}
        <div className="visually-hidden" aria-hidden="true">
          <label htmlFor={fieldId('website')}>{copy.honeypotLabel}</label>
          <input
            ref={honeypot}
            id={fieldId('website')}
            type="text"
            name="_gotcha"
            tabIndex={-1}
            autoComplete="off"
            defaultValue=""
          />
        </div>
        <input type="hidden" name="form" value={settings.form} />
        <input type="hidden" name="page" value={settings.page} />
        {/* Filled by the islands' loader when the form posts before its island arrives (island/protocol.ts); React leaves its value alone. */}
        <input type="hidden" name={SUBMISSION_ID_FIELD} />
        <SlowSendStatus since={waitingSince} text={copy.slowSend} />
        {mail && (
          <DeliveryFailure
            title={copy.failure.title}
            text={copy.failure.text}
            mailtoLabel={copy.failure.mailtoLabel}
            mailto={mail.href}
            cutNote={mail.cut ? copy.failure.cutNote : null}
          />
        )}
        <div className={styles.actions}>
          <button
            type="submit"
            className={buttonClassName('primary', 'lg', styles.submit)}
            disabled={submitting || emailError || unavailable}
          >
            {submitting ? copy.submitting : copy.submit}
          </button>
          <p className={styles.privacy}>
            {copy.privacy.before}
            <a href={copy.privacy.href}>{copy.privacy.linkLabel}</a>
            {copy.privacy.after}
          </p>
        </div>
      </form>
      <FormToaster dismissLabel={copy.toastDismiss} />
    </>
  );
}
