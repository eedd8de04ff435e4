import type { ContactPayload } from './payload';
import { REQUEST_NUMBER_PATTERN } from './request-number';

/**
 * The specification's simulated send (when no delivery endpoint is configured), and the shortest
 * time the submitting state lasts with a real service, so "Invio in corso..." never just flickers.
 */
export const SIMULATED_DELAY_MS = 2000;

/**
 * A send still under way after this long says so (the request is on its way, the visitor can
 * wait, with the time elapsed): more than twice the usual 2 s, so an ordinary send never shows it.
 */
export const SLOW_SEND_NOTICE_MS = 5000;

/**
 * A form sent sooner than this after its page started loading is a robot's: the service answers it
 * as sent and keeps nothing. The form itself never sends sooner: it holds the request back, within
 * its submitting state, until then (and says how long it was, as fillTimeMs).
 */
export const MIN_FILL_MS = 2000;

/**
 * What a slow or failing service gets (see README, "Contact form delivery"):
 * - one long attempt: a service may take up to 30 s to answer, and still receives one copy;
 * - an attempt that got no answer in time is never repeated (the service may still be writing the
 *   order down): the visitor is told, keeps every value typed and can send it by email;
 * - refusals that say "not now" (a network error, 429, 5xx) are retried up to 3 times, waiting
 *   1 s, 2 s, 4 s (the specification's back-off, doubling up to 30 s) or what Retry-After asks;
 * - whatever happens, the visitor knows the outcome within 38 s: a retry that could not start
 *   with at least 5 s left before then is not made.
 */
export const RETRY_POLICY = {
  retries: 3,
  firstDelayMs: 1000,
  maxDelayMs: 30_000,
  attemptTimeoutMs: 30_000,
  deadlineMs: 38_000,
  minAttemptMs: 5000,
} as const;

export type RetryPolicy = typeof RETRY_POLICY;

/**
 * A sent request carries the number the service gave it (L-7KQ4M), when it gave one, and
 * whether its confirmation email was held back (the address already had the day's most).
 */
export type DeliveryOutcome =
  { sent: true; requestNumber: string | null; confirmationHeld: boolean } | { sent: false; status: number | null };

/** What the service's answer says of a sent request. */
type Receipt = { requestNumber: string | null; confirmationHeld: boolean };

type AttemptResult =
  | ({ kind: 'sent' } & Receipt)
  | { kind: 'rejected'; status: number }
  | { kind: 'timedOut' }
  | { kind: 'transient'; status: number | null; retryAfterMs: number | null };

export interface DeliveryOptions {
  /** The service that receives requests (NEXT_PUBLIC_CONTACT_ENDPOINT); null simulates the send. */
  endpoint: string | null;
  fetch?: typeof fetch;
  wait?: (ms: number) => Promise<void>;
  policy?: RetryPolicy;
  /** How long to hold the request back before it leaves (MIN_FILL_MS since the page started loading). */
  holdMs?: number;
}

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Pause before the nth retry (1-based): 1 s, 2 s, 4 s… never more than the cap. */
export function retryDelay(retry: number, policy: RetryPolicy = RETRY_POLICY): number {
  return Math.min(policy.firstDelayMs * 2 ** (retry - 1), policy.maxDelayMs);
}

/** Too many requests and server errors may pass; any other refusal will not change on a retry. */
export function isRetryableStatus(status: number): boolean {
  return status === 429 || status >= 500;
}

/**
 * A Retry-After header in seconds or as an HTTP date, in milliseconds from now. A cross-origin
 * service must list it in Access-Control-Expose-Headers, or the browser hides it (null).
 */
export function parseRetryAfter(header: string | null, now = Date.now()): number | null {
  if (!header) return null;
  const seconds = Number(header);
  if (Number.isFinite(seconds)) return Math.max(0, seconds * 1000);
  const date = Date.parse(header);
  return Number.isNaN(date) ? null : Math.max(0, date - now);
}

/** The request number in the service's answer ({ "requestNumber": "L-7KQ4M", "confirmationHeld": false }), or null. */
async function receiptOf(response: Response): Promise<Receipt> {
  try {
    const answer: unknown = await response.json();
    const { requestNumber: number, confirmationHeld } = (answer && typeof answer === 'object' ? answer : {}) as {
      requestNumber?: unknown;
      confirmationHeld?: unknown;
    };
    return {
      requestNumber: typeof number === 'string' && REQUEST_NUMBER_PATTERN.test(number) ? number : null,
      confirmationHeld: confirmationHeld === true,
    };
  } catch {
    return { requestNumber: null, confirmationHeld: false };
  }
}

async function attempt(
  endpoint: string,
  payload: ContactPayload,
  fetchImpl: typeof fetch,
  timeoutMs: number,
): Promise<AttemptResult> {
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, timeoutMs);
  try {
    const response = await fetchImpl(endpoint, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        Accept: 'application/json',
        'Idempotency-Key': payload.submissionId,
      },
      body: JSON.stringify(payload),
      signal: controller.signal,
    });
    if (response.ok) return { kind: 'sent', ...(await receiptOf(response)) };
    if (!isRetryableStatus(response.status)) return { kind: 'rejected', status: response.status };
    return {
      kind: 'transient',
      status: response.status,
      retryAfterMs: parseRetryAfter(response.headers.get('Retry-After')),
    };
  } catch {
    // Our own timeout, or a network failure (the request never got an answer it could read).
    return timedOut ? { kind: 'timedOut' } : { kind: 'transient', status: null, retryAfterMs: null };
  } finally {
    clearTimeout(timer);
  }
}

async function send(payload: ContactPayload, endpoint: string, options: DeliveryOptions): Promise<DeliveryOutcome> {
  const { wait = sleep, policy = RETRY_POLICY } = options;
  const fetchImpl = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const deadline = Date.now() + policy.deadlineMs;
  for (let retry = 1; ; retry += 1) {
    const result = await attempt(
      endpoint,
      payload,
      fetchImpl,
      Math.min(policy.attemptTimeoutMs, deadline - Date.now()),
    );
    if (result.kind === 'sent')
      return { sent: true, requestNumber: result.requestNumber, confirmationHeld: result.confirmationHeld };
    if (result.kind === 'rejected') return { sent: false, status: result.status };
    if (result.kind === 'timedOut' || retry > policy.retries)
      return { sent: false, status: result.kind === 'timedOut' ? null : result.status };
    const pause = Math.max(retryDelay(retry, policy), result.retryAfterMs ?? 0);
    if (Date.now() + pause + policy.minAttemptMs > deadline) return { sent: false, status: result.status };
    await wait(pause);
  }
}

/**
 * Sends a contact request, retrying what may be temporary; resolves once it is sent or finally
 * fails, and never before SIMULATED_DELAY_MS: the submitting state lasts at least that long.
 */
export async function deliver(payload: ContactPayload, options: DeliveryOptions): Promise<DeliveryOutcome> {
  const { endpoint, wait = sleep, holdMs = 0 } = options;
  const started = Date.now();
  if (endpoint && holdMs > 0) await wait(holdMs);
  const outcome: DeliveryOutcome = endpoint
    ? await send(payload, endpoint, options)
    : { sent: true, requestNumber: null, confirmationHeld: false };
  const left = SIMULATED_DELAY_MS - (Date.now() - started);
  if (left > 0) await wait(left);
  return outcome;
}
