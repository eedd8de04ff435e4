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
 * @property {string[]} styleHashes sha256 sources of every inline <style> and style attribute in out/
 * @property {boolean} hasStyleAttributes whether some page has a style="" attribute
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
 * Content-Security-Policy: only our own origin, no inline code except the hashed scripts
 * (no 'unsafe-inline', no 'unsafe-eval'), the contact endpoint the only other place to talk to.
 * @param {BuildFacts} facts
 */
export function contentSecurityPolicy(facts) {
  const endpoint = endpointOrigin(facts.contactEndpoint);
  const quoted = (/** @type {string[]} */ hashes) => hashes.map((hash) => `'${hash}'`);
  /** @type {Record<string, string[]>} */
  const directives = {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...quoted(facts.scriptHashes)],
    'style-src': ["'self'", ...(facts.hasStyleAttributes ? ["'unsafe-hashes'"] : []), ...quoted(facts.styleHashes)],
    'img-src': ["'self'"],
    'font-src': ["'self'"],
    'connect-src': ["'self'", ...(endpoint ? [endpoint] : [])],
    'form-action': ["'self'", ...(endpoint ? [endpoint] : [])],
    'manifest-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(' ')}`)
    .join('; ');
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
