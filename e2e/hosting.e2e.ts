import { readdirSync } from 'node:fs';
import path from 'node:path';
import { aliases } from '@/content/routes';
import { sitePages } from '@/lib/site-pages';
import { baseUrl, openBrowser, type BrowserSession } from './support/browser';
import { contactForm, fillContactForm, formPages, texts } from './support/contact-form';
import { policyViolations, watchPolicyViolations } from './support/csp';

/** Every page: the routes of content/routes.ts and one page per recipe. */
const routes = sitePages();

/**
 * Issue #7, against the server `npm start` uses with the headers and redirects the build generated:
 * the security headers on pages and assets, caching, redirects, and no CSP violation anywhere.
 */
const securityHeaders = {
  'strict-transport-security': 'max-age=63072000; includeSubDomains',
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'permissions-policy': 'camera=(), microphone=(), geolocation=()',
  'cross-origin-opener-policy': 'same-origin',
};

function firstFile(folder: string, extension: string): string {
  const file = readdirSync(path.resolve('out', folder)).find((name) => name.endsWith(extension));
  if (!file) throw new Error(`No ${extension} file in out/${folder}.`);
  return `/${folder}/${file}`;
}

async function head(urlPath: string): Promise<Response> {
  return fetch(baseUrl() + urlPath, { redirect: 'manual' });
}

function expectSecurityHeaders(response: Response) {
  for (const [name, value] of Object.entries(securityHeaders)) expect(response.headers.get(name)).toBe(value);
  const policy = response.headers.get('content-security-policy') ?? '';
  const scriptSources = policy.split(';').find((directive) => directive.trim().startsWith('script-src')) ?? '';
  expect(policy).toContain("default-src 'self'");
  expect(policy).toContain("frame-ancestors 'none'");
  expect(policy).toContain("base-uri 'self'");
  expect(scriptSources).toMatch(/^\s*script-src 'self'/);
  expect(scriptSources).not.toMatch(/unsafe-inline|unsafe-eval/);
}

describe('headers', () => {
  test.each([...routes, '/pagina-che-non-esiste'])('page %s: security headers, revalidated on every request', async (route) => {
    const response = await head(route);
    expect(response.status).toBe(route.startsWith('/pagina') ? 404 : 200);
    expectSecurityHeaders(response);
    expect(response.headers.get('cache-control')).toBe('public, max-age=0, must-revalidate');
  });

  test.each([
    ['a stylesheet', () => firstFile('_next/static/chunks', '.css')],
    ['a font', () => firstFile('_next/static/media', '.woff2')],
    ['a script', () => firstFile('_next/static/chunks', '.js')],
  ])('%s under /_next/static: security headers, immutable for a year', async (_, file) => {
    const response = await head(file());
    expect(response.status).toBe(200);
    expectSecurityHeaders(response);
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });

  test('an illustration: security headers, revalidated', async () => {
    const response = await head(firstFile('art', '.svg'));
    expect(response.status).toBe(200);
    expectSecurityHeaders(response);
    expect(response.headers.get('cache-control')).toBe('public, max-age=0, must-revalidate');
  });
});

describe('redirects', () => {
  test.each(Object.entries(aliases))('%s answers 301 to %s', async (alias, route) => {
    const response = await head(alias);
    expect(response.status).toBe(301);
    expect(response.headers.get('location')).toBe(route);
  });

  test.each(routes.filter((route) => route !== '/'))('%s/ answers 301 to the clean URL', async (route) => {
    const response = await head(`${route}/`);
    expect(response.status).toBe(301);
    expect(response.headers.get('location')).toBe(route);
  });

  test('the local server configuration is not published', async () => {
    expect((await head('/serve.json')).status).toBe(404);
  });
});

describe('Content-Security-Policy in the browser', () => {
  let browser: BrowserSession;
  beforeAll(async () => {
    browser = await openBrowser({ width: 390 });
    await watchPolicyViolations(browser.context);
  });
  afterAll(async () => browser?.close());

  test.each([...routes, '/pagina-che-non-esiste'])('%s reports no violation; its own policy admits exactly its inline styles', async (route) => {
    const page = await browser.context.newPage();
    try {
      await page.goto(baseUrl() + route, { waitUntil: 'networkidle' });
      const { policy, styleHashes } = await page.evaluate(async () => {
        const sha256 = async (text: string) =>
          `'sha256-${btoa(String.fromCharCode(...new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text)))))}'`;
        const meta = document.querySelectorAll('meta[http-equiv="Content-Security-Policy"]');
        return {
          policy: meta.length === 1 ? (meta[0].getAttribute('content') ?? '') : `${meta.length} policy <meta>s`,
          styleHashes: await Promise.all([...document.querySelectorAll('style')].map((style) => sha256(style.textContent ?? ''))),
        };
      });
      const styleSources = policy.split(';').find((directive) => directive.trim().startsWith('style-src'))?.trim().split(/\s+/).slice(1) ?? [];
      expect(styleSources[0]).toBe("'self'");
      expect(styleSources.slice(1).every((source) => source.startsWith("'sha256-"))).toBe(true);
      expect(styleSources).toEqual(expect.arrayContaining(styleHashes));
      // Scroll through once so that anything loaded later (images, prefetches) is covered too.
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      await page.waitForLoadState('networkidle');
      expect(await policyViolations(page)).toEqual([]);
    } finally {
      await page.close();
    }
  });
});

describe('the contact forms under the policy (simulated send)', () => {
  let browser: BrowserSession;
  beforeAll(async () => {
    browser = await openBrowser({ width: 390 });
    await watchPolicyViolations(browser.context);
  });
  afterAll(async () => browser?.close());

  test.each(formPages)('$route: error toast, then a send that completes, with no violation', async ({ route }) => {
    const page = await browser.context.newPage();
    try {
      await page.goto(baseUrl() + route, { waitUntil: 'networkidle' });
      const form = contactForm(page);
      await form.submit.click();
      await page.getByText(texts.empty, { exact: true }).waitFor({ timeout: 5000 });
      await fillContactForm(page);
      await form.submit.click();
      if (route === '/come-ordinare') await page.waitForURL(`${baseUrl()}/grazie-benvenuto`, { timeout: 10_000 });
      else await page.getByText(texts.sent, { exact: true }).waitFor({ timeout: 10_000 });
      expect(await policyViolations(page)).toEqual([]);
    } finally {
      await page.close();
    }
  });
});
