/** @jest-environment node */
import {
  deliver,
  isRetryableStatus,
  parseRetryAfter,
  RETRY_POLICY,
  retryDelay,
  SIMULATED_DELAY_MS,
  type DeliveryOutcome,
} from '@/lib/contact/delivery';
import type { ContactPayload } from '@/lib/contact/payload';
import { newRequestCode } from '@/lib/request-code';

const payload: ContactPayload = {
  name: 'Giulia',
  email: 'giulia@esempio.it',
  message: 'Due bottiglie',
  form: 'ordine',
  page: '/come-ordinare',
  submissionId: '6f1c2f4e-9a57-4c1e-8a43-2b8f0e6d5c11',
};
const endpoint = 'https://moduli.esempio.it/f/limenta';
/** Sent, by a service whose answer carries no request number (any 2xx counts). */
const SENT = { sent: true, requestNumber: null, confirmationHeld: false };
const NUMBER = newRequestCode();

type Answer = number | 'network-error' | 'hang' | { after: number; status: number };

/** A fake delivery service answering each call in turn, recording when each call came (fake clock). */
function fakeService(answers: Answer[], headers: Record<string, string> = {}, body: unknown = {}) {
  const calls: Array<{ at: number; init: RequestInit; url: string }> = [];
  const fetch = jest.fn(async (url: string | URL | Request, init: RequestInit = {}) => {
    calls.push({ at: Date.now(), init, url: String(url) });
    const answer = answers[Math.min(calls.length - 1, answers.length - 1)];
    if (answer === 'network-error') throw new TypeError('Failed to fetch');
    if (answer === 'hang' || typeof answer === 'object') {
      return new Promise<Response>((resolve, reject) => {
        init.signal?.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError')));
        if (typeof answer === 'object')
          setTimeout(() => resolve(new Response('{}', { status: answer.status, headers })), answer.after);
      });
    }
    return new Response(answer === 204 ? null : JSON.stringify(body), { status: answer, headers });
  });
  return { fetch: fetch as unknown as typeof globalThis.fetch, calls };
}

/** Runs a delivery to the endpoint through a fake service to its end on the fake clock, and reports how long it took. */
async function run(service: { fetch: typeof fetch }): Promise<{ outcome: DeliveryOutcome; elapsed: number }> {
  const start = Date.now();
  let outcome: DeliveryOutcome | undefined;
  void deliver(payload, { endpoint, fetch: service.fetch }).then((result) => (outcome = result));
  while (outcome === undefined) await jest.advanceTimersByTimeAsync(100);
  return { outcome, elapsed: Date.now() - start };
}

beforeEach(() => jest.useFakeTimers({ now: 0 }));
afterEach(() => jest.useRealTimers());

describe('without an endpoint', () => {
  it('simulates the send with the fixed 2000 ms wait and reports it sent', async () => {
    let outcome: DeliveryOutcome | undefined;
    void deliver(payload, { endpoint: null }).then((result) => (outcome = result));
    await jest.advanceTimersByTimeAsync(SIMULATED_DELAY_MS - 1);
    expect(outcome).toBeUndefined();
    await jest.advanceTimersByTimeAsync(1);
    expect(outcome).toEqual(SENT);
    expect(SIMULATED_DELAY_MS).toBe(2000);
  });
});

describe('with an endpoint', () => {
  it('POSTs the payload as JSON asking for a JSON answer, and a 2xx is sent', async () => {
    const service = fakeService([200]);
    const { outcome } = await run(service);
    expect(outcome).toEqual(SENT);
    expect(service.calls).toHaveLength(1);
    const { init, url } = service.calls[0];
    expect(url).toBe(endpoint);
    expect(init.method).toBe('POST');
    expect(init.headers).toEqual({
      'Content-Type': 'application/json',
      Accept: 'application/json',
      'Idempotency-Key': payload.submissionId,
    });
    expect(JSON.parse(String(init.body))).toEqual(payload);
  });

  it('reads the request number from the service’s answer, and only a well-formed one', async () => {
    const numbered = await run(fakeService([201], {}, { ok: true, requestNumber: NUMBER }));
    expect(numbered.outcome).toEqual({ sent: true, requestNumber: NUMBER, confirmationHeld: false });
    const earlier = await run(fakeService([201], {}, { ok: true, requestNumber: 'L-2026-000123' }));
    expect(earlier.outcome).toEqual({ sent: true, requestNumber: 'L-2026-000123', confirmationHeld: false });
    for (const requestNumber of ['<img src=x>', 'L-7KO4M', 'l-7kq4m']) {
      const odd = await run(fakeService([201], {}, { requestNumber }));
      expect(odd.outcome).toEqual(SENT);
    }
  });

  it('reads from the service’s answer whether the confirmation email was held back, and only a plain true says so', async () => {
    const held = await run(fakeService([201], {}, { ok: true, requestNumber: NUMBER, confirmationHeld: true }));
    expect(held.outcome).toEqual({ sent: true, requestNumber: NUMBER, confirmationHeld: true });
    const odd = await run(fakeService([201], {}, { ok: true, requestNumber: NUMBER, confirmationHeld: 'yes' }));
    expect(odd.outcome).toEqual({ sent: true, requestNumber: NUMBER, confirmationHeld: false });
  });

  it('lasts at least the specification’s 2000 ms, however fast the service answers', async () => {
    const { outcome, elapsed } = await run(fakeService([201]));
    expect(outcome).toEqual(SENT);
    expect(elapsed).toBeGreaterThanOrEqual(SIMULATED_DELAY_MS);
    expect(elapsed).toBeLessThan(SIMULATED_DELAY_MS + 200);
    const refused = await run(fakeService([422]));
    expect(refused.elapsed).toBeGreaterThanOrEqual(SIMULATED_DELAY_MS);
  });

  it('counts any 2xx as sent', async () => {
    expect((await run(fakeService([204]))).outcome).toEqual(SENT);
  });

  it('retries a 500 after 1 s and succeeds', async () => {
    const service = fakeService([500, 200]);
    const { outcome } = await run(service);
    expect(outcome).toEqual(SENT);
    expect(service.calls.map((call) => call.at)).toEqual([0, 1000]);
  });

  it.each([429, 502, 503, 'network-error'] as const)('retries after %p', async (answer) => {
    const service = fakeService([answer, 200]);
    expect((await run(service)).outcome).toEqual(SENT);
    expect(service.calls).toHaveLength(2);
  });

  it('gives up after 3 retries, waiting 1 s, 2 s and 4 s between tries', async () => {
    const service = fakeService([500]);
    const { outcome, elapsed } = await run(service);
    expect(outcome).toEqual({ sent: false, status: 500 });
    expect(service.calls.map((call) => call.at)).toEqual([0, 1000, 3000, 7000]);
    expect(elapsed).toBeLessThan(7100);
  });

  it('waits up to 30 s for an answer: a service that takes 25 s gets one copy, and the request is sent', async () => {
    const service = fakeService([{ after: 25_000, status: 200 }]);
    const { outcome, elapsed } = await run(service);
    expect(outcome).toEqual(SENT);
    expect(service.calls).toHaveLength(1);
    expect(elapsed).toBeGreaterThanOrEqual(25_000);
  });

  it('never repeats a try that got no answer in time: one copy, and the failure after 30 s', async () => {
    const service = fakeService(['hang']);
    const { outcome, elapsed } = await run(service);
    expect(outcome).toEqual({ sent: false, status: null });
    expect(service.calls).toHaveLength(1);
    expect(elapsed).toBeGreaterThanOrEqual(RETRY_POLICY.attemptTimeoutMs);
    expect(elapsed).toBeLessThan(RETRY_POLICY.attemptTimeoutMs + 200);
  });

  it('after a slow failure, retries only within the 38 s deadline, with at most two copies', async () => {
    const service = fakeService([{ after: 20_000, status: 503 }, 'hang']);
    const { outcome, elapsed } = await run(service);
    expect(outcome).toEqual({ sent: false, status: null });
    expect(service.calls.map((call) => call.at)).toEqual([0, 21_000]);
    expect(elapsed).toBeLessThanOrEqual(RETRY_POLICY.deadlineMs + 100);

    const late = fakeService([{ after: 28_000, status: 503 }, 200], { 'Retry-After': '8' });
    const second = await run(late);
    expect(second.outcome).toEqual({ sent: false, status: 503 });
    expect(late.calls).toHaveLength(1);
    expect(second.elapsed).toBeLessThan(28_200);
  });

  it('gives every copy of one request the same Idempotency-Key and body', async () => {
    const service = fakeService([500, 'network-error', 200]);
    await run(service);
    expect(service.calls).toHaveLength(3);
    for (const { init } of service.calls) {
      expect((init.headers as Record<string, string>)['Idempotency-Key']).toBe(payload.submissionId);
      expect(JSON.parse(String(init.body)).submissionId).toBe(payload.submissionId);
    }
  });

  it.each([400, 403, 404, 422])('does not retry a %i, which will not change', async (status) => {
    const service = fakeService([status, 200]);
    expect((await run(service)).outcome).toEqual({ sent: false, status });
    expect(service.calls).toHaveLength(1);
  });

  it('waits as long as a 429 or 503 asks with Retry-After', async () => {
    const patient = fakeService([429, 200], { 'Retry-After': '5' });
    await run(patient);
    expect(patient.calls.map((call) => call.at)).toEqual([0, 5000]);

    const unavailable = fakeService([503, 200], { 'Retry-After': '12' });
    await run(unavailable);
    expect(unavailable.calls[1].at - unavailable.calls[0].at).toBe(12_000);
  });

  it('does not retry earlier than Retry-After asks: a wait past the deadline ends the delivery at once (after the 2000 ms)', async () => {
    const greedy = fakeService([429, 200], { 'Retry-After': '3600' });
    const { outcome, elapsed } = await run(greedy);
    expect(outcome).toEqual({ sent: false, status: 429 });
    expect(greedy.calls).toHaveLength(1);
    expect(elapsed).toBeLessThan(SIMULATED_DELAY_MS + 200);
  });
});

describe('retry policy', () => {
  it('is the specification’s back-off (3 retries, doubling from 1 s, capped at 30 s), one try of up to 30 s, an answer within 38 s', () => {
    expect(RETRY_POLICY).toEqual({
      retries: 3,
      firstDelayMs: 1000,
      maxDelayMs: 30_000,
      attemptTimeoutMs: 30_000,
      deadlineMs: 38_000,
      minAttemptMs: 5000,
    });
    expect([1, 2, 3, 4, 5, 6, 7].map((retry) => retryDelay(retry))).toEqual([
      1000, 2000, 4000, 8000, 16_000, 30_000, 30_000,
    ]);
  });

  it('retries only too-many-requests and server errors', () => {
    expect([429, 500, 503].every(isRetryableStatus)).toBe(true);
    expect([400, 401, 404, 409, 422].some(isRetryableStatus)).toBe(false);
  });

  it('reads Retry-After in seconds or as a date', () => {
    expect(parseRetryAfter('2')).toBe(2000);
    expect(parseRetryAfter(new Date(Date.now() + 4000).toUTCString())).toBe(4000);
    expect(parseRetryAfter(null)).toBeNull();
    expect(parseRetryAfter('domani')).toBeNull();
  });
});
