import type { ChildProcess } from 'node:child_process';
import { site } from '@/content/site';
import { axeViolations } from './support/axe';
import { openBrowser, type BrowserSession } from './support/browser';
import { contactForm, fillContactForm, texts, visitor } from './support/contact-form';
import { policyViolations, watchPolicyViolations } from './support/csp';
import { buildSiteWithEndpoint } from './support/endpoint-build';
import { startStaticServer } from './support/server';
import { startTestEndpoint, type TestEndpoint } from './support/test-endpoint';

/**
 * The forms with real delivery: the site is built again with NEXT_PUBLIC_CONTACT_ENDPOINT
 * pointing at a local stand-in service that records what it receives. Ports: E2E_PORT + 10
 * for the service, + 11 for the second site.
 */
const basePort = Number(process.env.E2E_PORT || 4173);
let endpoint: TestEndpoint;
let siteServer: ChildProcess;
let siteUrl: string;
let browser: BrowserSession;

beforeAll(async () => {
  endpoint = await startTestEndpoint(basePort + 10);
  const server = await startStaticServer(basePort + 11, buildSiteWithEndpoint(endpoint.url));
  siteServer = server.process;
  siteUrl = server.url;
  browser = await openBrowser({ width: 390 });
  // The site's Content-Security-Policy must let the forms reach the endpoint (connect-src).
  await watchPolicyViolations(browser.context);
}, 300_000);

afterAll(async () => {
  await browser?.close();
  siteServer?.kill();
  await endpoint?.close();
});

async function open(route: string) {
  const page = await browser.context.newPage();
  const consoleErrors: string[] = [];
  page.on('pageerror', (error) => consoleErrors.push(error.message));
  await page.goto(siteUrl + route);
  return { page, consoleErrors };
}

it('/come-ordinare: a 500 is retried after about 1 s, the retry succeeds and the visitor goes to /grazie-benvenuto', async () => {
  endpoint.answerWith(500, 200);
  const { page, consoleErrors } = await open('/come-ordinare');
  const form = contactForm(page);
  await fillContactForm(page);
  await form.submit.click();
  expect(await form.submit.textContent()).toBe(texts.submitting);
  await page.waitForURL(`${siteUrl}/grazie-benvenuto`, { timeout: 15_000 });

  expect(endpoint.received).toHaveLength(2);
  expect(endpoint.received[1].at - endpoint.received[0].at).toBeGreaterThanOrEqual(900);
  for (const request of endpoint.received) {
    expect(request.contentType).toBe('application/json');
    expect(request.accept).toBe('application/json');
    expect(JSON.parse(request.body)).toEqual({ ...visitor, form: 'ordine', page: '/come-ordinare' });
  }
  expect(consoleErrors).toEqual([]);
  await page.close();
});

it('/contatti-supporto: a 2xx is sent at once, with the success toast and emptied fields', async () => {
  endpoint.answerWith(200);
  const { page } = await open('/contatti-supporto');
  const form = contactForm(page);
  await fillContactForm(page);
  await form.submit.click();
  await page.getByRole('status').filter({ hasText: texts.sent }).waitFor({ timeout: 5000 });
  expect(await form.message.inputValue()).toBe('');
  expect(endpoint.received).toHaveLength(1);
  expect(JSON.parse(endpoint.received[0].body)).toMatchObject({ form: 'supporto', page: '/contatti-supporto' });
  expect(await policyViolations(page)).toEqual([]);
  await page.close();
});

it('/contatti-supporto: when the service keeps answering 500, after 3 retries the text is kept and a filled-in email link shows', async () => {
  endpoint.answerWith(500);
  const { page } = await open('/contatti-supporto');
  const form = contactForm(page);
  await fillContactForm(page);
  await form.submit.click();
  await form.failure.waitFor({ timeout: 20_000 });

  expect(endpoint.received).toHaveLength(4);
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
  await page.waitForFunction(() => (document.querySelector('main form textarea') as HTMLTextAreaElement | null)?.value !== '');
  expect(await form.message.inputValue()).toBe(visitor.message);
  await page.close();
});

it('without JavaScript the form posts itself to the service', async () => {
  endpoint.answerWith(200);
  const noScript = await openBrowser({ javaScriptEnabled: false, width: 390 });
  try {
    const page = await noScript.context.newPage();
    await page.goto(`${siteUrl}/come-ordinare`);
    await fillContactForm(page);
    await Promise.all([page.waitForURL(endpoint.url), contactForm(page).submit.click()]);
    expect(endpoint.received).toHaveLength(1);
    const posted = Object.fromEntries(new URLSearchParams(endpoint.received[0].body));
    expect(posted).toEqual({ ...visitor, form: 'ordine', page: '/come-ordinare', _gotcha: '' });
  } finally {
    await noScript.close();
  }
});
