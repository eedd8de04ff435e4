import type { ContactPayload } from './payload';

/** The specification's simulated send, used when no delivery endpoint is configured. */
export const SIMULATED_DELAY_MS = 2000;

/** The specification's data-fetching defaults: 3 retries, back-off doubling from 1 s up to 30 s; 10 s per attempt. */
export const RETRY_POLICY = { retries: 3, firstDelayMs: 1000, maxDelayMs: 30_000, attemptTimeoutMs: 10_000 } as const;

export type RetryPolicy = typeof RETRY_POLICY;

export type DeliveryOutcome = { sent: true } | { sent: false; status: number | null };

type AttemptResult =
  | { kind: 'sent' }
  | { kind: 'rejected'; status: number }
  | { kind: 'transient'; status: number | null; retryAfterMs: number | null };

export interface DeliveryOptions {
  /** The service that receives requests (NEXT_PUBLIC_CONTACT_ENDPOINT); null simulates the send. */
  endpoint: string | null;
  fetch?: typeof fetch;
  wait?: (ms: number) => Promise<void>;
  policy?: RetryPolicy;
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

/** A Retry-After header in seconds or as an HTTP date, in milliseconds from now. */
export function parseRetryAfter(header: string | null, now = Date.now()): number | null {
  if (!header) return null;
  const seconds = Number(header);
  if (Number.isFinite(seconds)) return Math.max(0, seconds * 1000);
  const date = Date.parse(header);
  return Number.isNaN(date) ? null : Math.max(0, date - now);
}

async function attempt(endpoint: string, payload: ContactPayload, fetchImpl: typeof fetch, timeoutMs: number): Promise<AttemptResult> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  try {
    const response = await fetchImpl(endpoint, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify(payload),
      signal: controller.signal,
    });
    if (response.ok) return { kind: 'sent' };
    if (!isRetryableStatus(response.status)) return { kind: 'rejected', status: response.status };
    return { kind: 'transient', status: response.status, retryAfterMs: parseRetryAfter(response.headers.get('Retry-After')) };
  } catch {
    // A network failure or the timeout's abort: the request may go through on a later try.
    return { kind: 'transient', status: null, retryAfterMs: null };
  } finally {
    clearTimeout(timer);
  }
}

/** Sends a contact request, retrying what may be temporary; resolves once it is sent or finally fails. */
export async function deliver(payload: ContactPayload, options: DeliveryOptions): Promise<DeliveryOutcome> {
  const { endpoint, wait = sleep, policy = RETRY_POLICY } = options;
  if (!endpoint) {
    await wait(SIMULATED_DELAY_MS);
    return { sent: true };
  }
  const fetchImpl = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  for (let retry = 1; ; retry += 1) {
    const result = await attempt(endpoint, payload, fetchImpl, policy.attemptTimeoutMs);
    if (result.kind === 'sent') return { sent: true };
    if (result.kind === 'rejected') return { sent: false, status: result.status };
    if (retry > policy.retries) return { sent: false, status: result.status };
    const pause = Math.max(retryDelay(retry, policy), result.retryAfterMs ?? 0);
    await wait(Math.min(pause, policy.maxDelayMs));
  }
}
