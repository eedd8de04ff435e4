import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { grazie } from '@/content/pages/grazie-benvenuto';
import { REQUEST_CODE_PATTERN } from '@/lib/request-code';
import { openStore, type Database } from '@/server/store';
import { requestsOf } from '@/server/store/requests';
import { startTestSmtpServer, type TestSmtpServer } from '../scripts/lib/test-smtp-server.mjs';
import { openBrowser, type BrowserSession } from './support/browser';
import { contactForm, fillContactForm, placeOrder, thankYouPage } from './support/contact-form';
import { policyViolations, watchPolicyViolations } from './support/csp';
import { buildSiteWithEndpoint } from './support/endpoint-build';
import { startCloudflare, startNetlify, type RunningEngine } from './support/engines';
import { e2ePorts } from './support/ports';
import { rawRequest } from './support/raw-http';
import { startServiceAlone } from './support/service-alone';
import { untilEmails, visitorFor } from './support/service-site';
import { endpointAddress } from './support/test-endpoint';

/**
 * A static host with the request service on an origin of its own, as
 * docs/deploy.md sets it up. The site is built with NEXT_PUBLIC_CONTACT_ENDPOINT set to the service
 * (`npm run service`, SITE_URL the host's origin) and published by Cloudflare Pages' engine and by
 * Netlify's, each reading the rule files in its own dialect. The policy those files give must let the
 * page reach the service, CORS must let it answer, and the order must be stored once and emailed;
 * without JavaScript the form posts to the service, which sends the visitor back to the site.
 */
jest.setTimeout(180_000);

const ports = e2ePorts();
const endpoint = endpointAddress(ports.endpoint);
const TEAM = 'ordini@limenta.it';

const engines: Array<{ name: string; start: (exportDir: string) => Promise<RunningEngine> }> = [
  {
    name: 'Cloudflare Pages (wrangler pages dev)',
    start: (dir) => startCloudflare(dir, { http: ports.staticCloudflare, inspector: ports.staticCloudflareInspector }),
  },
  { name: 'Netlify (its redirect, header and file packages)', start: (dir) => startNetlify(dir, ports.staticNetlify) },
];

let exportDir: string;
let smtp: TestSmtpServer;
let browser: BrowserSession;
let noScript: BrowserSession;

beforeAll(async () => {
  exportDir = buildSiteWithEndpoint(endpoint);
  smtp = await startTestSmtpServer();
  browser = await openBrowser({ width: 390 });
  await watchPolicyViolations(browser.context);
  noScript = await openBrowser({ width: 390, javaScriptEnabled: false });
}, 600_000);

afterAll(async () => {
  await browser?.close();
  await noScript?.close();
  await smtp?.stop();
});

/** The sources of one directive of a policy. */
function sources(policy: string | undefined, directive: string): string[] {
  const found = (policy ?? '')
    .split(';')
    .map((part) => part.trim().split(/\s+/))
    .find(([name]) => name === directive);
  return found?.slice(1) ?? [];
}

describe.each(engines)('$name, with the request service on an origin of its own', ({ name, start }) => {
  let engine: RunningEngine;
  let service: RunningEngine;
  let db: Database;
  let folder: string;
  const who = (label: string) => visitorFor(`${label}-${name.split(' ')[0].toLowerCase()}`);

  beforeAll(async () => {
    folder = mkdtempSync(path.join(tmpdir(), 'e2e-static-host-'));
    engine = await start(exportDir);
    service = await startServiceAlone(ports.endpoint, {
      DATABASE_URL: path.join(folder, 'richieste.sqlite'),
      SMTP_URL: smtp.url,
      TEAM_EMAIL: TEAM,
      SITE_URL: engine.url,
    });
    db = await openStore(path.join(folder, 'richieste.sqlite'));
  }, 120_000);

  afterAll(async () => {
    await db?.close();
    await service?.stop();
    await engine?.stop();
    rmSync(folder, { recursive: true, force: true });
  });

  test('the host’s policy lets the page reach the service and post to it, and nothing else', async () => {
    const policy = (await rawRequest(engine.url, '/come-ordinare')).header('content-security-policy');
    const origin = new URL(endpoint).origin;
    expect(sources(policy, 'connect-src')).toEqual(["'self'", origin]);
    expect(sources(policy, 'form-action')).toEqual(["'self'", origin]);
  });

  test('an order sent in Chromium is stored once and emailed; the site’s thank-you page shows its number; no policy violation', async () => {
    const visitor = who('ordine');
    const page = await browser.context.newPage();
    try {
      const number = await placeOrder(page, engine.url, visitor);
      expect(number).toMatch(REQUEST_CODE_PATTERN);
      const shown = page.getByText(grazie.requestNumber.label);
      await shown.waitFor();
      expect(await shown.textContent()).toContain(number);
      expect((await requestsOf(db, visitor.email)).map((request) => request.number)).toEqual([number]);
      await untilEmails(smtp, visitor.email, 2);
      expect(await policyViolations(page)).toEqual([]);
    } finally {
      await page.close();
    }
  });

  test('without JavaScript the order form posts to the service, which sends the visitor back to the site’s thank-you page', async () => {
    const visitor = who('senza-js');
    const page = await noScript.context.newPage();
    try {
      await page.goto(`${engine.url}/come-ordinare`);
      await fillContactForm(page, visitor);
      await contactForm(page).submit.click();
      await page.waitForURL(thankYouPage(engine.url), { timeout: 20_000 });
      expect(await requestsOf(db, visitor.email)).toHaveLength(1);
      await untilEmails(smtp, visitor.email, 2);
    } finally {
      await page.close();
    }
  });
});
