import { site } from '@/content/site';
import { axeViolations } from './support/axe';
import { openBrowser } from './support/browser';
import { contactForm, fillContactForm, texts, visitor, waitForIsland } from './support/contact-form';
import { policyViolations } from './support/csp';
import { setUpEndpointSite } from './support/endpoint-site';

/** The forms with real delivery, against a local stand-in service (support/endpoint-site.ts). */
const endpointSite = setUpEndpointSite();

async function open(route: string) {
  const page = await endpointSite.browser.context.newPage();
  const consoleErrors: string[] = [];
  page.on('pageerror', (error) => consoleErrors.push(error.message));
  await page.goto(endpointSite.url + route);
  // Before the island has run, the form is a plain POST to the service (tested below).
  await waitForIsland(page);
  return { page, consoleErrors };
}

it('/come-ordinare: a 500 is retried after about 1 s, the retry succeeds and the visitor goes to /grazie-benvenuto', async () => {
  endpointSite.endpoint.answerWith(500, 200);
  const { page, consoleErrors } = await open('/come-ordinare');
  const form = contactForm(page);
  await fillContactForm(page);
  await form.submit.click();
  expect(await form.submit.textContent()).toBe(texts.submitting);
  await page.waitForURL(`${endpointSite.url}/grazie-benvenuto`, { timeout: 15_000 });

  expect(endpointSite.endpoint.received).toHaveLength(2);
  expect(endpointSite.endpoint.received[1].at - endpointSite.endpoint.received[0].at).toBeGreaterThanOrEqual(900);
  for (const request of endpointSite.endpoint.received) {
    expect(request.contentType).toBe('application/json');
    expect(request.accept).toBe('application/json');
    const body = JSON.parse(request.body);
    expect(body).toEqual({
      ...visitor,
      form: 'ordine',
      page: '/come-ordinare',
      submissionId: request.idempotencyKey,
      fillTimeMs: expect.any(Number),
    });
    // Never sooner than 2 s after the page started loading (the service takes that for a robot's).
    expect(body.fillTimeMs).toBeGreaterThanOrEqual(2000);
  }
  // Every copy of one request carries the same id, in the body and as Idempotency-Key.
  expect(endpointSite.endpoint.received[0].idempotencyKey).toMatch(/^[0-9a-f-]{36}$/);
  expect(endpointSite.endpoint.received[1].idempotencyKey).toBe(endpointSite.endpoint.received[0].idempotencyKey);
  expect(consoleErrors).toEqual([]);
  await page.close();
});

it('/contatti-supporto: a 2xx is sent at once, with the success toast and emptied fields', async () => {
  endpointSite.endpoint.answerWith(200);
  const { page } = await open('/contatti-supporto');
  const form = contactForm(page);
  await fillContactForm(page);
  await form.submit.click();
  await page.getByRole('status').filter({ hasText: texts.sent }).waitFor({ timeout: 5000 });
  expect(await form.message.inputValue()).toBe('');
  expect(endpointSite.endpoint.received).toHaveLength(1);
  expect(JSON.parse(endpointSite.endpoint.received[0].body)).toMatchObject({
    form: 'supporto',
    page: '/contatti-supporto',
  });
  expect(await policyViolations(page)).toEqual([]);
  await page.close();
});

it('/contatti-supporto: when the service keeps answering 500, after 3 retries the text is kept and a filled-in email link shows', async () => {
  endpointSite.endpoint.answerWith(500);
  const { page } = await open('/contatti-supporto');
  const form = contactForm(page);
  await fillContactForm(page);
  await form.submit.click();
  await form.failure.waitFor({ timeout: 20_000 });

  expect(endpointSite.endpoint.received).toHaveLength(4);
  expect(await form.failure.textContent()).toContain(texts.failureTitle);
  expect(await form.name.inputValue()).toBe(visitor.name);
  expect(await form.email.inputValue()).toBe(visitor.email);
  expect(await form.message.inputValue()).toBe(visitor.message);
  expect(await form.submit.isEnabled()).toBe(true);
  const mailto = new URL((await form.failure.getByRole('link').getAttribute('href'))!);
  expect(mailto.protocol + mailto.pathname).toBe(`mailto:${site.email}`);
  expect(mailto.searchParams.get('body')).toContain(visitor.message);
  expect(mailto.searchParams.get('subject')).toBeTruthy();
  expect(await axeViolations(page)).toEqual([]);

  await page.reload();
  await page.waitForFunction(
    () => (document.querySelector('main form textarea') as HTMLTextAreaElement | null)?.value !== '',
  );
  expect(await form.message.inputValue()).toBe(visitor.message);
  await page.close();
});

it('/contatti-supporto: waits as long as an exposed Retry-After asks, and every copy carries the same id', async () => {
  endpointSite.endpoint.answerWith({ status: 503, retryAfter: '3', exposeRetryAfter: true }, 200);
  const { page } = await open('/contatti-supporto');
  await fillContactForm(page);
  await contactForm(page).submit.click();
  await page.getByRole('status').filter({ hasText: texts.sent }).waitFor({ timeout: 15_000 });
  const [first, second] = endpointSite.endpoint.received;
  expect(endpointSite.endpoint.received).toHaveLength(2);
  // Without Retry-After the retry would come after 1 s.
  expect(second.at - first.at).toBeGreaterThanOrEqual(2900);
  expect(second.idempotencyKey).toBe(first.idempotencyKey);
  expect(JSON.parse(second.body).submissionId).toBe(first.idempotencyKey);
  await page.close();
});

it('without JavaScript the form posts itself to the service', async () => {
  endpointSite.endpoint.answerWith(200);
  const noScript = await openBrowser({ javaScriptEnabled: false, width: 390 });
  try {
    const page = await noScript.context.newPage();
    await page.goto(`${endpointSite.url}/come-ordinare`);
    await fillContactForm(page);
    await Promise.all([page.waitForURL(endpointSite.endpoint.url), contactForm(page).submit.click()]);
    expect(endpointSite.endpoint.received).toHaveLength(1);
    const posted = Object.fromEntries(new URLSearchParams(endpointSite.endpoint.received[0].body));
    // The key is filled in by the islands' loader, which does not run here: the service keys the request by its text.
    expect(posted).toEqual({ ...visitor, form: 'ordine', page: '/come-ordinare', _gotcha: '', submissionId: '' });
  } finally {
    await noScript.close();
  }
});
