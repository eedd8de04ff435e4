// @ts-check
/**
 * The one source of truth for how the site must be served: security headers, redirects and
 * caching. `npm run build` turns it into serve.json (for `npm start`), out/_headers and
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
 * @typedef {object} HostingConfig
 * @property {Record<string, string>} securityHeaders sent with every response
 * @property {{ immutable: { path: string, cacheControl: string }, revalidate: string }} caching
 *   files under `immutable.path` never change (their names carry a content hash); everything
 *   else, HTML included, is revalidated on every request
 * @property {Redirect[]} redirects old addresses; a trailing slash is also redirected to the clean URL
 * @property {string} notFoundPage
 */

/** Two years, the value the HSTS preload list asks for. */
const twoYears = 2 * 365 * 24 * 60 * 60;

/**
 * The origin of the contact endpoint, or nothing when the forms post to our own origin or
 * nowhere. A malformed value stops the build instead of silently blocking the forms.
 * @param {string | undefined} endpoint
 * @returns {string | undefined}
 */
export function endpointOrigin(endpoint) {
  if (!endpoint || endpoint.startsWith('/')) return undefined;
  let url;
  try {
    url = new URL(endpoint);
  } catch {
    throw new Error(`NEXT_PUBLIC_CONTACT_ENDPOINT must be an absolute https:// URL or a path on this site (found "${endpoint}").`);
  }
  if (url.protocol !== 'https:' && !['localhost', '127.0.0.1', '[::1]'].includes(url.hostname)) {
    throw new Error(`NEXT_PUBLIC_CONTACT_ENDPOINT must use https (found "${endpoint}").`);
  }
  return url.origin;
}

/**
 * Each page carries its CSS in a <style> (next.config inlineCss, for the first paint), whose hash
 * changes with every style edit. The policy in the headers lives in files some hosts read from the
 * repository (vercel.json, deploy/nginx.conf), so it must not go stale that fast: it allows inline
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
 * @param {BuildFacts} facts
 * @param {{ aliases: Readonly<Record<string, string>> }} site from content/routes.ts
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
    },
    caching: {
      immutable: { path: '/_next/static/*', cacheControl: 'public, max-age=31536000, immutable' },
      revalidate: 'public, max-age=0, must-revalidate',
    },
    redirects: Object.entries(site.aliases).map(([from, to]) => ({ from, to, status: 301 })),
    notFoundPage: '/404.html',
  };
}
