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
   * Milliseconds from the start of the page's loading to the send: the service takes a form sent
   * sooner than MIN_FILL_MS for a robot's (lib/contact/delivery.ts).
   */
  fillTimeMs?: number;
}

/** The JSON body sent to the request service (flat fields). */
export function buildPayload(
  values: ContactValues,
  form: ContactFormId,
  page: string,
  submissionId: string,
  fillTimeMs?: number,
): ContactPayload {
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
