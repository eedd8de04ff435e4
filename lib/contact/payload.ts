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
  /**
   * Milliseconds from the first keystroke of this draft to the send, when the form saw it (not
   * for what was typed before the script ran): the service takes a form filled in faster than a
   * person types for a robot's.
   */
  fillTimeMs?: number;
}

/** The JSON body sent to the request service (flat fields). */
export function buildPayload(values: ContactValues, form: ContactFormId, page: string, submissionId: string, fillTimeMs?: number): ContactPayload {
  return {
    name: values.name.trim(),
    email: values.email.trim(),
    message: values.message.trim(),
    form,
    page,
    submissionId,
    ...(fillTimeMs !== undefined && { fillTimeMs }),
  };
}
