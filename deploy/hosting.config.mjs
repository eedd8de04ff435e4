// @ts-check
/**
 * The one source of truth for how the site must be served: security headers, redirects and
 * caching. `npm run build` turns it into deploy/server.json (for `npm start`), out/_headers and
 * out/_redirects (Netlify, Cloudflare Pages), vercel.json and deploy/nginx.conf
 * (scripts/postbuild/hosting-config.mjs). Static export ignores headers() and redirects() in
 * next.config, which is why this lives here.
 */

/**
 * @typedef {object} BuildFacts What the build found out about the exported site.
 * @property {string[]} scriptHashes sha256 sources ('sha256-…') of every inline script left in out/
 * @property {string | undefined} contactEndpoint NEXT_PUBLIC_CONTACT_ENDPOINT at build time
 */

/**
 * @typedef {object} Redirect
 * @property {string} from a path, or a prefix ending in '/*'
 * @property {string} to
 * @property {301} status
 */

/**
 * @typedef {object} HeaderRule
 * @property {string} path a path, or a prefix ending in '/*' ('/*' is every response)
 * @property {Record<string, string>} headers
 */

/**
 * @typedef {object} RequestRules Patterns over the raw request target (path and query exactly as
 *   sent, before any decoding), case-insensitive, written so that JavaScript and nginx's PCRE read
 *   them alike. The servers apply them in this order, after the method check.
 * @property {string} badRequest 400: a byte outside printable ASCII, a NUL, or a dot segment
 *   ("/./", "/../", also percent-encoded), which browsers never send
 * @property {string} notFound 404: an empty segment ("//") or a slash or backslash hidden in the
 *   path, the shapes of a protocol-relative or otherwise ambiguous address
 * @property {string} keptQuery a query string a redirect may carry over: URL characters only, so
 *   that no quote, angle bracket or control character reaches a Location header
 * @property {string} safeTarget a whole request target made of URL characters only: the plain-HTTP
 *   server carries it over to HTTPS as is (anything else goes to the home page)
 */

/**
 * @typedef {object} HostingConfig
 * @property {Record<string, string>} securityHeaders sent with every response: pages, files,
 *   redirects and errors, the server's own error pages included
 * @property {{ immutable: { path: string, cacheControl: string }, revalidate: string }} caching
 *   files under `immutable.path` never change (their names carry a content hash); everything
 *   else, HTML, redirects and errors included, is revalidated on every request
 * @property {Redirect[]} redirects every address that answers 301, matched exactly (case
 *   included), each with a fixed target on this site: the aliases, and each page's other
 *   spellings (trailing slash, ".html", "/index"). Any other spelling is a 404.
 * @property {string[]} hiddenPaths addresses of files in the export that are not pages: they answer 404
 * @property {string} notFoundPage the file sent, with status 404, for every missing address
 * @property {string[]} methods the only methods served; any other answers 405 with an Allow header
 * @property {Record<string, string>} contentTypes Content-Type by file extension; anything else is
 *   application/octet-stream (which nosniff keeps from being read as anything else)
 * @property {string[]} typedPaths files whose type some hosts do not know or give without its charset:
 *   the web app manifest (app/manifest.ts) and the sitemap; their Content-Type comes from contentTypes
 * @property {RequestRules} requestRules
 * @property {RequestService} requestService
 * @property {TeamArea} teamArea
 * @property {EditingPage} editingPage
 * @property {string} siteRoot where nginx finds the site: the request service's link to the build
 *   online (ONLINE_SITE in its folder, SERVICE_FOLDER), which each «Pubblica» and «Ripristina» of the
 *   editing page swaps in one step (scripts/editor/site-builds.mjs)
 */

/**
 * @typedef {object} RequestService The project's request service (server/) on the site's own
 *   origin: `npm start` answers it itself; nginx passes it to the Node service.
 * @property {string} prefix every address under it is the service's (its own methods, headers and answers)
 * @property {string[]} methods the methods it answers, besides the site's
 * @property {string} cacheControl on every one of its answers: never stored
 * @property {string} upstream where nginx finds the service (deploy/limenta-richieste.service: 127.0.0.1:3100)
 */

/**
 * @typedef {object} TeamArea The team's area (server/team/): pages of the request service on the
 *   site's own origin, reached like requestService (`npm start` answers it itself; nginx passes it to
 *   the same upstream). Its pages carry their own stricter policy, which the site's server keeps.
 * @property {string} prefix every address under it is the service's (GET, HEAD and POST, its own answers)
 * @property {string[]} ownHeaders the service's own headers the site's server leaves as they are
 *   (stricter than the site's: nothing loads but the area's stylesheet; no referrer at all)
 * @property {string} cacheControl on every one of its answers: never stored
 */

/**
 * @typedef {object} EditingPage The editing page on the live site (scripts/editor/live.mjs, for
 *   EDITOR_EMAILS behind the team's login): pages and an API of the request service on the site's own
 *   origin, reached like the team's area (`npm start` answers it itself; nginx passes it to the same
 *   upstream). It carries its own headers only: the site's policy would stop Decap CMS.
 * @property {string} prefix every address under it, and the prefix without its slash, is the editing page's
 * @property {Record<string, string>} headers on every one of its answers, in place of any other
 * @property {string} maxBody the largest request nginx passes on (a phone's photo as base64: the page's
 *   own limit is 40 MB, which the service answers in Italian; nginx lets a little more through)
 * @property {string} readTimeout how long nginx waits for an answer (a save checks, commits and pushes)
 */

/**
 * The editing page's headers (scripts/editor/live.mjs sends them; nginx sets the same): never framed,
 * never sniffed, never stored, no referrer, a window of its own.
 */
export const EDITING_PAGE = {
  prefix: '/admin/',
  headers: {
    'X-Frame-Options': 'DENY',
    'X-Content-Type-Options': 'nosniff',
    'Cache-Control': 'no-store',
    'Referrer-Policy': 'no-referrer',
    'Cross-Origin-Opener-Policy': 'same-origin',
  },
  maxBody: '41m',
  readTimeout: '120s',
};

/** Whether a request target is the editing page's: under its prefix, or the prefix without its slash. @param {string} target */
export function isEditingPageAddress(target) {
  const bare = EDITING_PAGE.prefix.replace(/\/$/, '');
  return target === bare || target.startsWith(EDITING_PAGE.prefix) || target.startsWith(`${bare}?`);
}

/** The request service's folder on a server of one's own (deploy/limenta-richieste.service's WorkingDirectory). */
export const SERVICE_FOLDER = '/srv/limenta';

/**
 * The link, in the request service's folder, to the build of the site online: out/ as built there, or
 * the build of the latest «Pubblica» (scripts/editor/site-builds.mjs). nginx's root.
 */
export const ONLINE_SITE = '.limenta/sito-online';

/** The characters of a URL's path and query (RFC 3986), percent-encodings included. */
const urlCharacters = "[a-z0-9._~!$&'()*+,;=:@/?%-]";

/** Two years, the value the HSTS preload list asks for. */
const twoYears = 2 * 365 * 24 * 60 * 60;

/** NEXT_PUBLIC_CONTACT_ENDPOINT's value for the specification's simulated send (nothing delivered). */
export const SIMULATED_ENDPOINT = 'simulate';

/**
 * The origin of the contact endpoint, or nothing when the forms post to our own origin or
 * nowhere. A malformed value stops the build instead of silently blocking the forms.
 * @param {string | undefined} endpoint
 * @returns {string | undefined}
 */
export function endpointOrigin(endpoint) {
  if (!endpoint || endpoint.startsWith('/') || endpoint === SIMULATED_ENDPOINT) return undefined;
  let url;
  try {
    url = new URL(endpoint);
  } catch {
    throw new Error(
      `NEXT_PUBLIC_CONTACT_ENDPOINT must be an absolute https:// URL or a path on this site (found "${endpoint}").`,
    );
  }
  if (url.protocol !== 'https:' && !['localhost', '127.0.0.1', '[::1]'].includes(url.hostname)) {
    throw new Error(`NEXT_PUBLIC_CONTACT_ENDPOINT must use https (found "${endpoint}").`);
  }
  return url.origin;
}

/**
 * Each page carries its CSS in a <style> (next.config inlineCss, for the first paint), whose hash
 * changes with every style edit and differs from page to page. The policy in the headers is one
 * rule for every address (`/*` in _headers, a server-wide add_header in nginx), so it allows inline
 * styles. Each page narrows that with a policy of its own in a <meta> (pagePolicy, written into
 * the HTML by the post-export step): styles only from our files and the exact <style> blocks the
 * build inlined. A browser enforces both policies, so no other inline style applies anywhere.
 */
const headerStyleSources = ["'self'", "'unsafe-inline'"];

/** @param {string[]} hashes */
const quoted = (hashes) => hashes.map((hash) => `'${hash}'`);

/** @param {Record<string, string[]>} directives */
const serialise = (directives) =>
  Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(' ')}`)
    .join('; ');

/**
 * @param {BuildFacts} facts
 * @returns {Record<string, string[]>}
 */
function directives(facts) {
  const endpoint = endpointOrigin(facts.contactEndpoint);
  return {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...quoted(facts.scriptHashes)],
    'style-src': headerStyleSources,
    'img-src': ["'self'"],
    'font-src': ["'self'"],
    'connect-src': ["'self'", ...(endpoint ? [endpoint] : [])],
    'form-action': ["'self'", ...(endpoint ? [endpoint] : [])],
    'manifest-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
}

/**
 * The Content-Security-Policy header: only our own origin, no inline script except the hashed
 * ones (no 'unsafe-inline', no 'unsafe-eval'), the contact endpoint the only other place to talk to.
 * @param {BuildFacts} facts
 */
export function contentSecurityPolicy(facts) {
  return serialise(directives(facts));
}

/**
 * A page's own policy, for its <meta http-equiv="Content-Security-Policy">: the same, with
 * inline styles limited to the given hashes. (frame-ancestors has no effect in a <meta>, and
 * browsers report it as an error there; the header carries it.) On a host that sends no headers,
 * such as GitHub Pages, this is the policy that remains.
 * @param {BuildFacts} facts
 * @param {string[]} styleHashes
 */
export function pagePolicy(facts, styleHashes) {
  /** @type {Record<string, string[]>} */
  const page = { ...directives(facts), 'style-src': ["'self'", ...quoted(styleHashes)] };
  delete page['frame-ancestors'];
  return serialise(page);
}

/**
 * Every address that answers 301, in one hop to the canonical route: the aliases and every other
 * spelling of a route or an alias that a link, a person or an old bookmark may use.
 * @param {{ routes: readonly string[], aliases: Readonly<Record<string, string>> }} site
 * @returns {Redirect[]}
 */
export function redirectTable(site) {
  /** @type {Array<[string, string]>} */
  const spellings = [];
  for (const route of site.routes) {
    if (route === '/') spellings.push(['/index', '/'], ['/index.html', '/']);
    else spellings.push([`${route}/`, route], [`${route}.html`, route]);
  }
  for (const [alias, route] of Object.entries(site.aliases)) {
    spellings.push([alias, route], [`${alias}/`, route], [`${alias}.html`, route]);
  }
  return spellings.map(([from, to]) => ({ from, to, status: 301 }));
}

/**
 * @param {BuildFacts} facts
 * @param {{ routes: readonly string[], aliases: Readonly<Record<string, string>> }} site from content/routes.ts
 * @returns {HostingConfig}
 */
export function hostingConfig(facts, site) {
  return {
    securityHeaders: {
      'Content-Security-Policy': contentSecurityPolicy(facts),
      'Strict-Transport-Security': `max-age=${twoYears}; includeSubDomains`,
      'X-Content-Type-Options': 'nosniff',
      'Referrer-Policy': 'strict-origin-when-cross-origin',
      'Permissions-Policy': 'camera=(), microphone=(), geolocation=()',
      'Cross-Origin-Opener-Policy': 'same-origin',
      'Cross-Origin-Resource-Policy': 'same-origin',
    },
    caching: {
      immutable: { path: '/_next/static/*', cacheControl: 'public, max-age=31536000, immutable' },
      revalidate: 'public, max-age=0, must-revalidate',
    },
    redirects: redirectTable(site),
    // The 404 page is the answer to a missing address, never a page of its own; the host files
    // in out/ are read by Netlify and Cloudflare, not published.
    hiddenPaths: ['/404', '/404.html', '/_headers', '/_redirects'],
    notFoundPage: '/404.html',
    methods: ['GET', 'HEAD'],
    contentTypes: {
      html: 'text/html; charset=utf-8',
      css: 'text/css; charset=utf-8',
      js: 'text/javascript; charset=utf-8',
      json: 'application/json',
      txt: 'text/plain; charset=utf-8',
      xml: 'application/xml; charset=utf-8',
      webmanifest: 'application/manifest+json',
      svg: 'image/svg+xml',
      png: 'image/png',
      jpg: 'image/jpeg',
      webp: 'image/webp',
      avif: 'image/avif',
      ico: 'image/x-icon',
      woff2: 'font/woff2',
    },
    typedPaths: ['/manifest.webmanifest', '/sitemap.xml'],
    requestService: {
      prefix: '/api/',
      methods: ['POST', 'OPTIONS'],
      cacheControl: 'no-store',
      upstream: 'http://127.0.0.1:3100',
    },
    teamArea: {
      prefix: '/team/',
      ownHeaders: ['Content-Security-Policy', 'Referrer-Policy'],
      cacheControl: 'no-store',
    },
    editingPage: EDITING_PAGE,
    siteRoot: `${SERVICE_FOLDER}/${ONLINE_SITE}`,
    requestRules: {
      badRequest: '[^\\x21-\\x7e]|%00|^[^?]*/(\\.|%2e){1,2}(/|\\?|$)',
      notFound: '^[^?]*(//|\\\\|%2f|%5c)',
      keptQuery: `^${urlCharacters}+$`,
      safeTarget: `^/${urlCharacters}*$`,
    },
  };
}

/**
 * The headers the site's server puts on the request service's answers on the site's own origin, in
 * place of the service's own of the same name (npm start's mount, nginx's proxy_hide_header and
 * add_header): the site's security headers, never stored, and `Allow` on a 405 only. Undefined: the
 * header is left out. (The service alone, on an origin of its own, sends its own.)
 * @param {HostingConfig} config
 * @param {number} status
 * @returns {Record<string, string | undefined>}
 */
export function serviceAnswerHeaders(config, status) {
  const service = config.requestService;
  return {
    ...config.securityHeaders,
    'Cache-Control': service.cacheControl,
    Allow: status === 405 ? service.methods.join(', ') : undefined,
  };
}

/**
 * The headers the site's server puts on the team's area's answers, in place of the service's own of
 * the same name: the site's security headers but the area's own policy and referrer rule, never
 * stored. (Allow and the rest of the service's own headers pass as they are.)
 * @param {HostingConfig} config
 * @returns {Record<string, string>}
 */
export function teamAreaAnswerHeaders(config) {
  const own = new Set(config.teamArea.ownHeaders);
  return {
    ...Object.fromEntries(Object.entries(config.securityHeaders).filter(([name]) => !own.has(name))),
    'Cache-Control': config.teamArea.cacheControl,
  };
}
