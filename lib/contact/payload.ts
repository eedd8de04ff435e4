import type { ContactValues } from './fields';

/** Which form a request comes from: lets the team tell orders from support questions. */
export type ContactFormId = 'ordine' | 'supporto';

export interface ContactPayload extends ContactValues {
  form: ContactFormId;
  page: string;
  /**
   * The same for every copy of one request (its retries, and a resend of the same draft after a
   * reload); also sent as the Idempotency-Key header, so the service can drop duplicates.
   */
  submissionId: string;
}

/** The JSON body sent to the delivery service (Formspree-style: flat string fields). */
export function buildPayload(values: ContactValues, form: ContactFormId, page: string, submissionId: string): ContactPayload {
  return {
    name: values.name.trim(),
    email: values.email.trim(),
    message: values.message.trim(),
    form,
    page,
    submissionId,
  };
}
