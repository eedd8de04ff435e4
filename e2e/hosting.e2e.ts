import { createHash } from 'node:crypto';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { notFoundPage } from '@/content/errors';
import { aliases } from '@/content/routes';
import { sitePages } from '@/lib/site-pages';
import { openBrowser, servedSites, watchConsole, type BrowserSession, type EngineKey } from './support/browser';
import { contactForm, fillContactForm, formPages, texts, thankYouPage, waitForIsland } from './support/contact-form';
import { policyViolations, watchPolicyViolations } from './support/csp';
import { rawRequest, type RawResponse, type RequestOptions } from './support/raw-http';
import { AREA_HEADERS } from '@/server/team/area';
import {
  STATIC_ENGINES,
  bodyNotCompared,
  differenceFor,
  engineDifferences,
  headersNotCompared,
  type EngineDifference,
} from '../deploy/engine-differences.mjs';

/** Every page: the routes of content/routes.ts and one page per recipe. */
const routes = sitePages();

/**
 * The same suite against both servers the site is deployed on: the one
 * `npm start` runs (scripts/lib/static-server.mjs) and nginx with the generated deploy/nginx.conf
 * (support/nginx.ts). Headers on every response, errors included; one address per page; status
 * codes; odd and hostile requests sent byte for byte; the policy and the console in Chromium.
 * At the end, every probe is sent to both and any difference fails, unless listed as intended.
 */
const sites = servedSites();

/** Observatory's set, on every response: pages, files, redirects and errors alike. */
const securityHeaders = {
  'strict-transport-security': 'max-age=63072000; includeSubDomains',
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'permissions-policy': 'camera=(), microphone=(), geolocation=()',
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
};
const revalidate = 'public, max-age=0, must-revalidate';
const immutable = 'public, max-age=31536000, immutable';

function expectSecurityHeaders(response: RawResponse) {
  for (const [name, value] of Object.entries(securityHeaders))
    expect([name, response.header(name)]).toEqual([name, value]);
  const policy = response.header('content-security-policy') ?? '';
  const scriptSources = policy.split(';').find((directive) => directive.trim().startsWith('script-src')) ?? '';
  expect(policy).toContain("default-src 'self'");
  expect(policy).toContain("frame-ancestors 'none'");
  expect(policy).toContain("base-uri 'self'");
  expect(scriptSources).toMatch(/^\s*script-src 'self'/);
  expect(scriptSources).not.toMatch(/unsafe-inline|unsafe-eval/);
}

/** A header name is a token and a value has no control character: nothing was injected. */
function expectWellFormedHead(response: RawResponse) {
  for (const [name, value] of response.headerLines) {
    expect(name).toMatch(/^[!#$%&'*+.^_`|~0-9a-z-]+$/);
    expect(value).not.toMatch(/[\x00-\x08\x0a-\x1f\x7f]/);
  }
  expect(response.header('set-cookie')).toBeUndefined();
}

/** A redirect stays on this site, relative, to a canonical route, in plain URL characters. */
function expectSafeLocation(response: RawResponse) {
  const location = response.header('location');
  if (location === undefined) return;
  expect(location).toMatch(/^\/(?![/\\])[A-Za-z0-9._~!$&'()*+,;=:@/?%-]*$/);
  expect(routes).toContain(location.split('?')[0]);
}

function firstFile(folder: string, extension: string): string {
  const file = readdirSync(path.resolve('out', folder)).find((name) => name.endsWith(extension));
  if (!file) throw new Error(`No ${extension} file in out/${folder}.`);
  return `/${folder}/${file}`;
}

const notFound = (response: RawResponse) => {
  expect(response.status).toBe(404);
  expect(response.body.toString('utf8')).toContain(notFoundPage.title);
};

interface Probe {
  name: string;
  target: string;
  options?: RequestOptions;
  /** The statuses allowed (0: an HTTP/0.9 answer, which has no head to inject into). */
  status: number | number[];
  location?: string;
}

const routeWithSlash = routes.find((route) => route !== '/') ?? '/';
const [alias, aliasTarget] = Object.entries(aliases)[0];

/** Every other spelling of a page (a slash or .html after it, an alias), and the page it redirects to. */
const spellings = [
  ...routes
    .filter((route) => route !== '/')
    .flatMap((route) => [
      [`${route}/`, route],
      [`${route}.html`, route],
    ]),
  ['/index', '/'],
  ['/index.html', '/'],
  ...Object.entries(aliases).flatMap(([from, to]) => [
    [from, to],
    [`${from}/`, to],
    [`${from}.html`, to],
  ]),
];

/** Other spellings that are no page: letter case, doubled slashes. */
const notPageProbes: Probe[] = [
  ...routes.filter((route) => route !== '/').flatMap((route) => [route.toUpperCase(), `/${route}`, `${route}//`]),
  ...Object.keys(aliases).map((from) => from.toUpperCase()),
  '/INDEX.HTML',
].map((target) => ({ name: `not a page ${target}`, target, status: 404 }));

/** A redirect's query string: kept when made of URL characters, dropped otherwise. */
const queryProbes: Probe[] = [
  { name: 'a redirect query of URL characters', target: `${routeWithSlash}/?utm_source=newsletter&x=%22`, status: 301 },
  { name: 'a redirect query with quotes', target: `${routeWithSlash}/?x="<b>`, status: 301 },
];

/** n header lines named X-Probe-1… of `size` characters each, as one string of extra headers. */
const manyHeaders = (count: number, size = 1) =>
  Object.fromEntries(Array.from({ length: count }, (_, index) => [`X-Probe-${index + 1}`, 'x'.repeat(size)]));

/** Odd and hostile requests, as a crawler, a scanner or an attacker sends them. */
const probes: Probe[] = [
  { name: 'an encoded CR and a header in the path', target: '/x%0dSet-Cookie:%20audit=1/', status: 404 },
  { name: 'an encoded CR LF in a slashed route', target: `${routeWithSlash}%0d%0aSet-Cookie:%20audit=1/`, status: 404 },
  {
    name: 'an encoded CR LF in the query of a redirect',
    target: `${routeWithSlash}/?%0d%0aSet-Cookie:%20audit=1`,
    status: 301,
    location: `${routeWithSlash}?%0d%0aSet-Cookie:%20audit=1`,
  },
  { name: 'an encoded tab', target: `${routeWithSlash}%09/`, status: 404 },
  { name: 'an encoded vertical tab', target: `${routeWithSlash}%0b/`, status: 404 },
  { name: 'a raw CR', target: `${routeWithSlash}/\rSet-Cookie: audit=1`, status: [0, 301, 400] },
  { name: 'a raw LF', target: `${routeWithSlash}/\nSet-Cookie: audit=1`, status: [0, 301, 400] },
  { name: 'a raw tab', target: `${routeWithSlash}/\tSet-Cookie`, status: 400 },
  {
    name: 'quotes and angle brackets in the path',
    target: `${routeWithSlash}/"><script>alert(1)</script>`,
    status: 404,
  },
  {
    name: 'quotes and angle brackets in a redirect query',
    target: `${routeWithSlash}/?q="><script>alert(1)</script>`,
    status: 301,
    location: routeWithSlash,
  },
  { name: 'encoded quotes and angle brackets', target: `${routeWithSlash}/%22%3E%3Cscript%3E`, status: 404 },
  { name: 'a protocol-relative address', target: '//evil.example/', status: 404 },
  { name: 'a protocol-relative route', target: `/${routeWithSlash}`, status: 404 },
  { name: 'a backslash', target: '/\\evil.example/', status: 404 },
  { name: 'encoded slashes', target: '/%2F%2Fevil.example/', status: 404 },
  { name: 'an encoded slash inside a file path', target: '/art%2Flemon.svg', status: 404 },
  { name: 'an encoded backslash', target: '/%5Cevil.example/', status: 404 },
  { name: 'encoded dot segments', target: '/%2e%2e/%2e%2e/etc/passwd', status: 400 },
  { name: 'an encoded dot segment that stays inside', target: `/art/%2E%2E${routeWithSlash}`, status: 400 },
  { name: 'a dot segment', target: `/art/..${routeWithSlash}`, status: 400 },
  { name: 'dot segments with encoded slashes', target: '/..%2f..%2fetc/passwd', status: 400 },
  { name: 'an encoded NUL', target: '/%00', status: 400 },
  { name: 'an encoded NUL before an extension', target: `${routeWithSlash}%00.html`, status: 400 },
  { name: 'a broken percent-encoding', target: '/%zz', status: 400 },
  { name: 'a lone percent sign', target: '/%', status: 400 },
  { name: 'an encoded byte that is not UTF-8', target: '/%ff', status: 404 },
  { name: 'a raw byte outside ASCII', target: `${routeWithSlash}\u00e9`, status: 400 },
  { name: 'a path segment of 300 characters', target: `/${'a'.repeat(300)}`, status: 404 },
  { name: 'a route with a segment of 300 characters', target: `${routeWithSlash}/${'a'.repeat(300)}`, status: 404 },
  { name: 'a path of 10,000 characters', target: `/${'a/'.repeat(5000)}`, status: 414 },
  { name: 'a path of 40,000 characters', target: `/${'a'.repeat(40_000)}`, status: 414 },
  { name: 'a route in capitals', target: routeWithSlash.toUpperCase(), status: 404 },
  { name: 'an alias in capitals', target: alias.toUpperCase(), status: 404 },
  {
    name: 'an alias with a capital',
    target: alias.replace(/^\/(.)/, (_, first: string) => `/${first.toUpperCase()}`),
    status: 404,
  },
  {
    name: 'the absolute form with a foreign host',
    target: `http://evil.example${routeWithSlash}/`,
    status: 301,
    location: routeWithSlash,
  },
  {
    name: 'a foreign Host on a redirect',
    target: `${routeWithSlash}/`,
    options: { headers: { Host: 'evil.example' } },
    status: 301,
    location: routeWithSlash,
  },
  {
    name: 'a foreign Host on an alias',
    target: alias,
    options: { headers: { Host: 'evil.example' } },
    status: 301,
    location: aliasTarget,
  },
  {
    name: 'a forwarded foreign host',
    target: `${routeWithSlash}/`,
    options: { headers: { 'X-Forwarded-Host': 'evil.example' } },
    status: 301,
    location: routeWithSlash,
  },
  {
    name: 'two Host headers',
    target: '/',
    options: { headers: { Host: 'a.example', host: 'b.example' } },
    status: 400,
  },
  { name: 'a Host with a path', target: '/', options: { headers: { Host: 'evil.example/x' } }, status: 400 },
  {
    name: 'a header line of 10,000 characters',
    target: '/',
    options: { headers: { 'X-Long': 'x'.repeat(10_000) } },
    status: 400,
  },
  {
    name: 'headers of 36 KB in all, each line under 8 KB',
    target: '/',
    options: { headers: manyHeaders(6, 6000) },
    status: 400,
  },
  { name: 'headers of 70 KB in all', target: '/', options: { headers: manyHeaders(10, 7000) }, status: 400 },
  { name: '101 small header lines', target: '/', options: { headers: manyHeaders(101) }, status: 400 },
  { name: '10,000 small header lines', target: '/', options: { headers: manyHeaders(10_000) }, status: 400 },
  {
    name: 'a second Host after 2,000 header lines',
    target: '/',
    options: { headers: { Host: 'localhost', ...manyHeaders(2000), host: 'b.example' } },
    status: 400,
  },
  { name: 'the asterisk form', target: '*', options: { method: 'OPTIONS' }, status: 400 },
  ...['POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS', 'TRACE', 'PROPFIND'].map((method) => ({
    name: `${method} on a page`,
    target: routeWithSlash,
    options: { method, headers: { 'Content-Length': '0' } },
    status: 405,
  })),
];

/**
 * The request service on the site's own origin (server/, under /api/): npm start runs it, nginx passes
 * it /api/. Requests that store nothing: a GET, its status, a POST it cannot read, a POST of another
 * type, another site's preflight, an address it does not have, the prefix without its slash.
 */
const json = { 'Content-Type': 'application/json', 'Content-Length': '0' };
const serviceProbes: Probe[] = [
  { name: 'the request service: GET', target: '/api/richieste', status: 405 },
  {
    name: 'the request service: PUT',
    target: '/api/richieste',
    options: { method: 'PUT', headers: json },
    status: 405,
  },
  { name: 'the request service: its status', target: '/api/richieste/stato', status: 200 },
  {
    name: 'the request service: a POST it cannot read',
    target: '/api/richieste',
    options: { method: 'POST', headers: json },
    status: 400,
  },
  {
    name: 'the request service: a POST of another type',
    target: '/api/richieste',
    options: { method: 'POST', headers: { ...json, 'Content-Type': 'text/plain' } },
    status: 415,
  },
  {
    name: 'the request service: another site’s preflight',
    target: '/api/richieste',
    options: {
      method: 'OPTIONS',
      headers: { Origin: 'https://evil.example', 'Access-Control-Request-Method': 'POST' },
    },
    status: 204,
  },
  { name: 'the request service: an address it does not have', target: '/api/altro', status: 404 },
  { name: 'the request service: the prefix without its slash', target: '/api', status: 404 },
];

/** Ordinary requests, for the comparison of the two servers. */
const ordinary: Probe[] = [
  ...routes.map((route) => ({ name: route, target: route, status: 200 })),
  { name: 'a missing page', target: '/pagina-che-non-esiste', status: 404 },
  { name: 'a stylesheet', target: firstFile('_next/static/chunks', '.css'), status: 200 },
  { name: 'a font', target: firstFile('_next/static/media', '.woff2'), status: 200 },
  { name: 'a script', target: firstFile('_next/static/chunks', '.js'), status: 200 },
  { name: 'an illustration', target: firstFile('art', '.svg'), status: 200 },
  { name: 'the manifest', target: '/manifest.webmanifest', status: 200 },
  { name: 'the sitemap', target: '/sitemap.xml', status: 200 },
  { name: 'robots.txt', target: '/robots.txt', status: 200 },
  { name: 'a missing hashed file', target: '/_next/static/chunks/missing.js', status: 404 },
  { name: 'HEAD on a page', target: routeWithSlash, options: { method: 'HEAD' }, status: 200 },
  {
    name: 'a range of a file',
    target: firstFile('art', '.svg'),
    options: { headers: { Range: 'bytes=0-9' } },
    status: 206,
  },
  { name: 'an alias', target: alias, status: 301, location: aliasTarget },
  {
    name: 'a trailing slash with a query',
    target: `${routeWithSlash}/?utm_source=newsletter`,
    status: 301,
    location: `${routeWithSlash}?utm_source=newsletter`,
  },
  ...[
    '/404',
    '/404.html',
    '/_not-found',
    '/_not-found.html',
    '/index.txt/',
    '/art/',
    '/_headers',
    '/_redirects',
    '/server.json',
    '/serve.json',
    '/nginx.conf',
  ].map((target) => ({ name: target, target, status: 404 })),
];

/**
 * Every engine answers every request as `npm start` does (whose answers the tests above pin), field
 * by field: status, Location, Allow, Content-Type, Cache-Control, the security headers, and the body
 * of pages, files and the 404 page. Any other answer fails, unless deploy/engine-differences.mjs
 * lists it, with its reason: the one table docs/deploy.md shows. A listed difference that no longer
 * happens fails too, so the table cannot go stale.
 */
const spellingProbes: Probe[] = spellings.map(([target]) => ({ name: `spelling ${target}`, target, status: 301 }));
const comparedProbes = [...ordinary, ...spellingProbes, ...notPageProbes, ...queryProbes, ...probes, ...serviceProbes];

const [reference, ...engines] = sites;

/** A request's probe name, for the rows of the table (a request outside the list is named by its target). */
function probeName(target: string, options?: RequestOptions): string {
  const same = (probe: Probe) =>
    probe.target === target && JSON.stringify(probe.options ?? {}) === JSON.stringify(options ?? {});
  return comparedProbes.find(same)?.name ?? target;
}

/** Requests a server left unanswered (support/raw-http.ts: NO_ANSWER_MS), by server and bytes. */
const silences = new Map<string, Error>();

/**
 * rawRequest, but a request a server left unanswered is not sent to it again: the same bytes get the
 * same silence, so several tests that send them wait NO_ANSWER_MS once between them, not each.
 */
async function askOnce(serverUrl: string, target: string, options?: RequestOptions): Promise<RawResponse> {
  const request = JSON.stringify([serverUrl, target, options ?? {}]);
  const silence = silences.get(request);
  if (silence) throw silence;
  try {
    return await rawRequest(serverUrl, target, options);
  } catch (error) {
    if (error instanceof Error && error.message.startsWith('No answer from ')) silences.set(request, error);
    throw error;
  }
}

/**
 * A request to an engine as the detailed tests below read it: where the engine answers otherwise
 * than npm start and the table lists that difference, the field reads as npm start's. So every
 * assertion holds every engine to the policy, but for the listed differences (which the comparison
 * at the end checks, field by field, and requires to still happen).
 */
async function requestAsListed(
  key: EngineKey,
  url: string,
  target: string,
  options?: RequestOptions,
): Promise<RawResponse> {
  if (key === 'npm start') return askOnce(url, target, options);
  const expected = await askOnce(reference.url, target, options);
  const listed = (field: string) =>
    differenceFor(key, probeName(target, options), field, expected.status) !== undefined;
  let actual: RawResponse;
  try {
    actual = await askOnce(url, target, options);
  } catch (error) {
    if (listed('status')) return expected;
    throw error;
  }
  const origin = new URL(url).origin;
  const value = (name: string) => {
    const own = actual.header(name);
    return name === 'location' && own?.startsWith(`${origin}/`) && listed('location form')
      ? own.slice(origin.length)
      : own;
  };
  const headerLines: Array<[string, string]> = [];
  for (const name of new Set([...actual.headerLines, ...expected.headerLines].map(([header]) => header))) {
    const chosen = value(name) !== expected.header(name) && listed(name) ? expected.header(name) : value(name);
    if (chosen !== undefined) headerLines.push([name, chosen]);
  }
  return {
    status: actual.status !== expected.status && listed('status') ? expected.status : actual.status,
    headerLines,
    header: (name) => headerLines.find(([header]) => header === name)?.[1],
    rawHead: actual.rawHead,
    body: !actual.body.equals(expected.body) && listed('body') ? expected.body : actual.body,
  };
}

/** What a page's visit in Chromium found: its policy <meta>, the hashes of its <style>s, the violations reported. */
interface PolicyVisit {
  policy: string;
  styleHashes: string[];
  violations: string[];
}

/**
 * Runs `visit` over `items`, `lanes` at a time (each lane takes the next item when its last one is
 * done, failed or not), and gives each item's own promise, for its test to await and fail on.
 */
function fewAtATime<T, R>(items: T[], lanes: number, visit: (item: T) => Promise<R>): Map<T, Promise<R>> {
  const results = new Map<T, Promise<R>>();
  items.forEach((item, index) => {
    const before = index >= lanes ? results.get(items[index - lanes])! : Promise.resolve();
    const result = before.then(
      () => visit(item),
      () => visit(item),
    );
    // Its test reports a failure; until the test awaits it, it is not an unhandled rejection.
    result.catch(() => undefined);
    results.set(item, result);
  });
  return results;
}

describe.each(sites)('$name', ({ key, url }) => {
  const get = (target: string, options?: RequestOptions) => requestAsListed(key, url, target, options);
  /**
   * npm start and nginx run the request service on the site's origin; the static hosts' engines do
   * not (the table says why, and the comparison holds them to it): a site built for them sends to the
   * service's own origin (static-host-service.e2e.ts).
   */
  const runsService = !(STATIC_ENGINES as string[]).includes(key);

  describe('headers and types', () => {
    test.each([...routes, '/pagina-che-non-esiste'])(
      'page %s: security headers, HTML, revalidated on every request',
      async (route) => {
        const response = await get(route);
        expect(response.status).toBe(route.startsWith('/pagina') ? 404 : 200);
        expectSecurityHeaders(response);
        expect(response.header('cache-control')).toBe(revalidate);
        expect(response.header('content-type')).toBe('text/html; charset=utf-8');
      },
    );

    test.each([
      ['a stylesheet', () => firstFile('_next/static/chunks', '.css'), 'text/css; charset=utf-8'],
      ['a font', () => firstFile('_next/static/media', '.woff2'), 'font/woff2'],
      ['a script', () => firstFile('_next/static/chunks', '.js'), 'text/javascript; charset=utf-8'],
    ])('%s under /_next/static: security headers, its type, immutable for a year', async (_, file, type) => {
      const response = await get(file());
      expect(response.status).toBe(200);
      expectSecurityHeaders(response);
      expect(response.header('content-type')).toBe(type);
      expect(response.header('cache-control')).toBe(immutable);
    });

    test.each([
      ['an illustration', () => firstFile('art', '.svg'), 'image/svg+xml'],
      ['the web app manifest', () => '/manifest.webmanifest', 'application/manifest+json'],
      ['the sitemap', () => '/sitemap.xml', 'application/xml; charset=utf-8'],
      ['robots.txt', () => '/robots.txt', 'text/plain; charset=utf-8'],
      ['an icon', () => '/icons/icon-192.png', 'image/png'],
    ])('%s: security headers, its type, revalidated', async (_, file, type) => {
      const response = await get(file());
      expect(response.status).toBe(200);
      expectSecurityHeaders(response);
      expect(response.header('content-type')).toBe(type);
      expect(response.header('cache-control')).toBe(revalidate);
    });

    test('a missing hashed file is a 404 that is not cached for a year', async () => {
      const response = await get('/_next/static/chunks/missing.js');
      notFound(response);
      expect(response.header('cache-control')).toBe(revalidate);
    });

    test('no server version is given away', async () => {
      const server = (await get('/')).header('server');
      expect(server ?? '').not.toMatch(/\d/);
    });
  });

  describe('one address per page', () => {
    test.each(spellings)('%s answers 301 to %s, relative, with every header', async (from, to) => {
      const response = await get(from);
      expect(response.status).toBe(301);
      expect(response.header('location')).toBe(to);
      expectSecurityHeaders(response);
    });

    test('a redirect keeps a query string made of URL characters, and drops any other', async () => {
      expect((await get(queryProbes[0].target)).header('location')).toBe(
        `${routeWithSlash}?utm_source=newsletter&x=%22`,
      );
      expect((await get(queryProbes[1].target)).header('location')).toBe(routeWithSlash);
    });

    test.each(notPageProbes.map(({ target }) => target))('%s is not a page: 404', async (target) => {
      const response = await get(target);
      notFound(response);
      expectSecurityHeaders(response);
    });

    test.each([
      '/404',
      '/404.html',
      '/_not-found',
      '/_not-found.html',
      '/_headers',
      '/_redirects',
      '/server.json',
      '/serve.json',
    ])('%s answers 404 with the not-found page', async (target) => {
      const response = await get(target);
      notFound(response);
      expectSecurityHeaders(response);
    });
  });

  describe('methods and conditional requests', () => {
    test.each(['POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS', 'TRACE'])(
      '%s answers 405 with Allow: GET, HEAD and every header',
      async (method) => {
        const response = await get(routeWithSlash, { method, headers: { 'Content-Length': '0' } });
        expect(response.status).toBe(405);
        expect(response.header('allow')).toBe('GET, HEAD');
        expectSecurityHeaders(response);
      },
    );

    test('HEAD answers like GET, without a body', async () => {
      const [getResponse, headResponse] = [await get(routeWithSlash), await get(routeWithSlash, { method: 'HEAD' })];
      expect(headResponse.status).toBe(200);
      expect(headResponse.body.length).toBe(0);
      expect(headResponse.header('content-length')).toBe(String(getResponse.body.length));
      expectSecurityHeaders(headResponse);
    });

    test.each([
      ['a page', () => routeWithSlash, revalidate],
      ['a hashed file', () => firstFile('_next/static/chunks', '.css'), immutable],
    ])('a 304 for %s keeps the security and cache headers', async (_, file, cacheControl) => {
      // The engine's own validator (a listed engine without one answers no conditional request: the table says so).
      const etag = (await rawRequest(url, file())).header('etag');
      if (etag === undefined && key !== 'npm start' && differenceFor(key, probeName(file()), 'etag', 200)) return;
      expect(etag).toBeTruthy();
      const second = await get(file(), { headers: { 'If-None-Match': etag ?? '' } });
      expect(second.status).toBe(304);
      expectSecurityHeaders(second);
      expect(second.header('cache-control')).toBe(cacheControl);
    });
  });

  describe('odd and hostile requests: 400, 404 or 414, never 500, nothing injected, no redirect off the site', () => {
    test.each(probes)('$name', async ({ target, options, status, location }) => {
      const response = await get(target, options);
      expect([status].flat()).toContain(response.status);
      expectWellFormedHead(response);
      expectSafeLocation(response);
      if (location !== undefined && response.status === 301) expect(response.header('location')).toBe(location);
      if (response.status !== 0) expectSecurityHeaders(response);
      if (response.status === 405) expect(response.header('allow')).toBe('GET, HEAD');
    });
  });

  if (runsService) {
    describe('the request service under /api/, on the site’s origin', () => {
      test.each(serviceProbes)(
        '$name: its own answer in Italian, with the site’s headers, never stored',
        async ({ target, options, status }) => {
          const response = await get(target, options);
          expect(response.status).toBe(status);
          expectSecurityHeaders(response);
          expectWellFormedHead(response);
          expect(response.header('cache-control')).toBe(target === '/api' ? revalidate : 'no-store');
          expect(response.header('allow')).toBe(status === 405 ? 'POST, OPTIONS' : undefined);
          // Another site gets no CORS grant.
          expect(response.header('access-control-allow-origin')).toBeUndefined();
          if (target === '/api') return notFound(response);
          if (status === 204) return expect(response.body.length).toBe(0);
          expect(response.header('content-type')).toBe('application/json; charset=utf-8');
          const answer = JSON.parse(response.body.toString('utf8')) as { ok: boolean; message?: string };
          expect(answer.ok).toBe(status === 200);
          if (status !== 200) expect(answer.message).toMatch(/^[A-ZÀ-Ú].+\.$/);
        },
      );
    });
  }

  describe('the team’s area under /team/', () => {
    if (runsService) {
      test.each([
        ['/team/', 303, undefined],
        ['/team/stile.css', 200, 'text/css; charset=utf-8'],
      ] as const)(
        '%s: the service’s page, with the area’s own policy and referrer rule, the site’s other headers, never stored',
        async (target, status, type) => {
          const response = await get(target);
          expect(response.status).toBe(status);
          expectWellFormedHead(response);
          for (const [name, value] of Object.entries(securityHeaders))
            if (name !== 'referrer-policy') expect([name, response.header(name)]).toEqual([name, value]);
          expect(response.header('content-security-policy')).toBe(AREA_HEADERS['Content-Security-Policy']);
          expect(response.header('referrer-policy')).toBe('no-referrer');
          expect(response.header('cache-control')).toBe('no-store');
          if (status === 303) expect(response.header('location')).toBe('/team/accesso');
          else expect(response.header('content-type')).toBe(type);
        },
      );
      test('/team, without its slash, is no address of the service: the site’s 404', async () =>
        notFound(await get('/team')));
    } else {
      test('a host that serves files only has no /team/: its 404, nothing of the service', async () =>
        notFound(await get('/team/')));
    }
  });

  describe('in Chromium', () => {
    let browser: BrowserSession;
    beforeAll(async () => {
      browser = await openBrowser({ width: 390, ignoreHTTPSErrors: true });
      await watchPolicyViolations(browser.context);
    });
    afterAll(async () => browser?.close());

    // Each page is its own tab: they are visited a few at a time, and each route's test awaits its own visit.
    const policyRoutes = [...routes, '/pagina-che-non-esiste'];
    let policyVisits: Map<string, Promise<PolicyVisit>>;
    beforeAll(() => {
      policyVisits = fewAtATime(policyRoutes, 4, async (route) => {
        const page = await browser.context.newPage();
        try {
          await page.goto(url + route, { waitUntil: 'networkidle' });
          const { policy, styleHashes } = await page.evaluate(async () => {
            const sha256 = async (text: string) =>
              `'sha256-${btoa(String.fromCharCode(...new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text)))))}'`;
            const meta = document.querySelectorAll('meta[http-equiv="Content-Security-Policy"]');
            return {
              policy: meta.length === 1 ? (meta[0].getAttribute('content') ?? '') : `${meta.length} policy <meta>s`,
              styleHashes: await Promise.all(
                [...document.querySelectorAll('style')].map((style) => sha256(style.textContent ?? '')),
              ),
            };
          });
          // Scroll through once so that anything loaded later (images, prefetches) is covered too.
          await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
          await page.waitForLoadState('networkidle');
          return { policy, styleHashes, violations: await policyViolations(page) };
        } finally {
          await page.close();
        }
      });
    });

    test.each(policyRoutes)(
      '%s reports no policy violation; its own policy admits exactly its inline styles',
      async (route) => {
        const { policy, styleHashes, violations } = await policyVisits.get(route)!;
        const styleSources =
          policy
            .split(';')
            .find((directive) => directive.trim().startsWith('style-src'))
            ?.trim()
            .split(/\s+/)
            .slice(1) ?? [];
        expect(styleSources[0]).toBe("'self'");
        expect(styleSources.slice(1).every((source) => source.startsWith("'sha256-"))).toBe(true);
        expect(styleSources).toEqual(expect.arrayContaining(styleHashes));
        expect(violations).toEqual([]);
      },
    );

    test('no route writes a warning or an error to the console within 5 s after its load event (the 404 logger aside)', async () => {
      const visited = [...routes, ...Object.keys(aliases), '/pagina-che-non-esiste'];
      const pages = await Promise.all(visited.map(() => browser.context.newPage()));
      try {
        const messages = pages.map((page) => watchConsole(page));
        const failed: string[] = [];
        for (const page of pages) {
          page.on('response', (response) => {
            if (response.status() >= 400 && response.request().resourceType() !== 'document')
              failed.push(`${response.status()} ${response.url()}`);
          });
        }
        await Promise.all(pages.map((page, index) => page.goto(url + visited[index], { waitUntil: 'load' })));
        // Chromium reports a preload that was not used a few seconds after the load event.
        await new Promise((resolve) => setTimeout(resolve, 5000));
        const logged = Object.fromEntries(visited.map((route, index) => [route, messages[index]]));
        // The 404 page logs the missing path on purpose, and Chromium logs the page's own 404 status.
        const missingPathLog = `error: ${notFoundPage.consoleMessage} /pagina-che-non-esiste`;
        const ownStatus = /^error: Failed to load resource: the server responded with a status of 404\b/;
        expect(logged['/pagina-che-non-esiste']).toContain(missingPathLog);
        expect(logged['/pagina-che-non-esiste'].filter((message) => ownStatus.test(message))).toHaveLength(1);
        logged['/pagina-che-non-esiste'] = logged['/pagina-che-non-esiste'].filter(
          (message) => message !== missingPathLog && !ownStatus.test(message),
        );
        expect(failed).toEqual([]);
        expect(logged).toEqual(Object.fromEntries(visited.map((route) => [route, []])));
      } finally {
        await Promise.all(pages.map((page) => page.close()));
      }
    });

    // The send goes to the service on the site's origin, which only npm start and nginx run.
    const sends = runsService ? ', then a send that completes' : ' (the send: static-host-service.e2e.ts)';
    test.each(formPages)(`$route: error toast${sends}, with no violation`, async ({ route }) => {
      const page = await browser.context.newPage();
      try {
        await page.goto(url + route, { waitUntil: 'networkidle' });
        // The island's loader (inline, allowed by its hash) brings the island (a file of 'self').
        await waitForIsland(page);
        const form = contactForm(page);
        await form.submit.click();
        await page.getByText(texts.empty, { exact: true }).waitFor({ timeout: 5000 });
        if (runsService) {
          await fillContactForm(page);
          await form.submit.click();
          if (route === '/come-ordinare') await page.waitForURL(thankYouPage(url), { timeout: 10_000 });
          else await page.getByText(texts.sent, { exact: true }).waitFor({ timeout: 10_000 });
        }
        expect(await policyViolations(page)).toEqual([]);
      } finally {
        await page.close();
      }
    });
  });
});

/**
 * The fields compared. A Location on the engine's own origin counts by its path (some engines
 * write the origin), with a field of its own saying so; no answer (support/raw-http.ts: NO_ANSWER_MS) is a status too.
 */
async function compared(siteUrl: string, target: string, options?: RequestOptions): Promise<Record<string, string>> {
  let response: RawResponse;
  try {
    response = await askOnce(siteUrl, target, options);
  } catch (error) {
    return { status: `no answer (${(error as Error).message})` };
  }
  const headers = Object.fromEntries(response.headerLines.filter(([name]) => !(name in headersNotCompared)));
  // Validators differ from server to server; whether there is one is compared.
  if (response.header('etag')) headers.etag = '(present)';
  const location = headers.location;
  if (location?.startsWith(`${new URL(siteUrl).origin}/`))
    Object.assign(headers, { location: location.slice(new URL(siteUrl).origin.length), 'location form': 'absolute' });
  const body = bodyNotCompared.includes(response.status)
    ? '(not compared)'
    : createHash('sha256').update(response.body).digest('hex');
  // A length is compared where the body is (HEAD says the length of the body it leaves out).
  const length: Record<string, string> =
    body === '(not compared)' ? {} : { 'content-length': response.header('content-length') ?? '(none: streamed)' };
  return { status: String(response.status), ...headers, ...length, body };
}
const usedDifferences = new Set<EngineDifference>();

describe.each(engines)('$name answers as npm start does, but for the listed differences', ({ key, url }) => {
  test.each(comparedProbes)('$name', async ({ name, target, options }) => {
    const [expected, actual] = [await compared(reference.url, target, options), await compared(url, target, options)];
    const unlisted = [];
    for (const field of new Set([...Object.keys(expected), ...Object.keys(actual)])) {
      if (expected[field] === actual[field]) continue;
      const listed = differenceFor(key, name, field, Number(expected.status));
      if (listed) usedDifferences.add(listed);
      else unlisted.push({ field, 'npm start': expected[field], [key]: actual[field] });
    }
    expect(unlisted).toEqual([]);
  });
});

test('every difference the table lists still happens', () => {
  expect(
    engineDifferences.filter((difference) => !usedDifferences.has(difference)).map(({ requests }) => requests),
  ).toEqual([]);
});
