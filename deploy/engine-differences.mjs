// @ts-check
/**
 * Where a host's engine answers otherwise than `npm start` (which answers as
 * deploy/hosting.config.mjs says), and why: the one table of intended differences. e2e/hosting.e2e.ts
 * sends every request of its probe list to every engine and fails on any difference not listed here,
 * and on any row here that no longer happens; docs/deploy.md shows this table (`npm run docs:hosting`
 * writes it there, and a unit test fails when the two differ).
 */

/** @typedef {'nginx' | 'cloudflare' | 'netlify'} Engine */

/**
 * @typedef {object} EngineDifference
 * @property {Engine[]} engines
 * @property {string} requests the requests concerned, in words (for the docs)
 * @property {RegExp} probes the names of the e2e probes concerned
 * @property {string[]} fields the fields that differ: "status", "body", a header name, "location form"
 *   (a Location written with the engine's origin), or "*" (all)
 * @property {number[]} [onStatus] only where npm start answers one of these statuses
 * @property {string} answer what the engine answers instead
 * @property {'host' | 'local stand-in'} source 'host': the host's own code answers so (its engine, run here);
 *   'local stand-in': only what runs it here does (wrangler's local proxy, the Node server in front of
 *   Netlify's packages), where the host's edge could not be run
 * @property {string} reason
 */

/** Engines' names in the docs. @type {Record<Engine, string>} */
export const engineNames = {
  nginx: 'nginx',
  cloudflare: 'Cloudflare Pages',
  netlify: 'Netlify',
};

/** Headers never compared, with the reason. @type {Record<string, string>} */
export const headersNotCompared = {
  server: 'each server names itself (nginx without its version); npm start sends no Server header',
  date: 'the time of each answer',
  etag: 'each server computes its own validator from the file: whether there is one is compared',
  'last-modified': 'the same date, formatted by each server; compared through the 304 tests instead',
  connection: 'each server words the close of the connection its own way',
  'keep-alive': 'idem',
  'transfer-encoding': 'a server may stream an answer instead of announcing its length',
  'content-length': 'compared with the body, where the body is (a server may also stream an answer without it)',
  'accept-ranges': 'announced on files only by some; ranges are compared through the 206 probe',
  age: 'how long an answer waited in a cache (Netlify’s file handler says 0)',
};

/**
 * The engines that publish files only: no request service runs there. A site built for them posts to
 * the service on a Node host of its own (`npm run service`), whose address it is built with
 * (NEXT_PUBLIC_CONTACT_ENDPOINT; the go-live check refuses a static-host build without it).
 * @type {Engine[]}
 */
export const STATIC_ENGINES = ['cloudflare', 'netlify'];

/** Statuses whose body is each server's own short page, never shown to anyone. */
export const bodyNotCompared = [301, 308, 400, 405, 414];

/** The security headers every answer carries (deploy/hosting.config.mjs). */
const SECURITY = [
  'content-security-policy',
  'strict-transport-security',
  'x-content-type-options',
  'referrer-policy',
  'permissions-policy',
  'cross-origin-opener-policy',
  'cross-origin-resource-policy',
];
const OTHER_METHODS = /^(POST|PUT|DELETE|PATCH|OPTIONS|PROPFIND) on a page$/;

/** @type {EngineDifference[]} */
export const engineDifferences = [
  {
    engines: STATIC_ENGINES,
    requests: 'The request service’s addresses under `/api/` (`/api/richieste` and its status, any method)',
    probes: /^the request service: /,
    fields: ['*'],
    answer:
      'What the host answers for an address it has no file for: 404 with the 404 page; 405 to POST and OPTIONS on Cloudflare',
    source: 'host',
    reason:
      'These hosts publish files only, so the service is not on the site’s origin there: it runs on a Node host of its own (`npm run service`), and the site built for such a host posts to it (`NEXT_PUBLIC_CONTACT_ENDPOINT`, whose origin the policy then allows; the go-live check refuses a static-host build without it). npm start and nginx, which run the service, answer alike.',
  },
  {
    engines: ['nginx'],
    requests: 'A request line cut short by a raw CR or LF',
    probes: /^a raw (CR|LF)$/,
    fields: ['*'],
    answer: 'An HTTP/0.9 answer: a body and no head at all',
    source: 'host',
    reason:
      'nginx reads such a line as HTTP/0.9; Node reads it as HTTP/1.x and answers 400. Neither puts the rest of the line into a header.',
  },
  {
    engines: ['cloudflare', 'netlify'],
    requests: 'Pages and files asked for without Accept-Encoding',
    probes: /./,
    fields: ['vary'],
    answer: 'No `Vary: Accept-Encoding`',
    source: 'host',
    reason:
      'npm start and nginx announce that a page could be compressed even when it is not; these hosts compress at their edge and say so when they do. Nothing a visitor sees.',
  },
  {
    engines: ['cloudflare', 'netlify'],
    requests: 'A byte range of a file (`Range: bytes=0-9`)',
    probes: /^a range of a file$/,
    fields: ['status', 'content-range', 'body', 'content-length'],
    answer: '200 with the whole file',
    source: 'local stand-in',
    reason:
      'The engines that run here serve files whole (a range is allowed to be ignored); Cloudflare’s and Netlify’s CDNs answer ranges themselves, which nothing here can run.',
  },
  {
    engines: ['cloudflare'],
    requests: 'Every answer',
    probes: /./,
    fields: ['x-server-env'],
    answer: '`X-Server-Env: dev`',
    source: 'local stand-in',
    reason: 'wrangler pages dev marks its own answers; Cloudflare does not.',
  },
  {
    engines: ['cloudflare'],
    requests: 'Every redirect',
    probes: /./,
    onStatus: [301],
    fields: ['content-type'],
    answer: '`text/plain;charset=UTF-8` (its page says "Redirecting to …")',
    source: 'host',
    reason: 'Cloudflare writes its own redirect page; a redirect’s page is never shown.',
  },
  {
    engines: ['cloudflare'],
    requests: 'Every 404 (the 404 page)',
    probes: /./,
    onStatus: [404],
    fields: ['cache-control'],
    answer: '`Cache-Control: no-store`',
    source: 'host',
    reason:
      'Cloudflare sets it on its 404 answers whatever `_headers` says: a 404 is never kept, which is stricter than revalidating.',
  },
  {
    engines: ['cloudflare'],
    requests: 'POST, PUT, DELETE, PATCH, OPTIONS and PROPFIND',
    probes: OTHER_METHODS,
    fields: ['allow', 'content-type'],
    answer: '405 without `Allow` and without a page',
    source: 'host',
    reason: 'Cloudflare’s asset server answers 405 with an empty body; `_headers` cannot add `Allow` to it.',
  },
  {
    engines: ['cloudflare'],
    requests: 'TRACE',
    probes: /^TRACE on a page$/,
    fields: ['*'],
    answer: 'No answer (the connection stays open)',
    source: 'local stand-in',
    reason: 'wrangler’s local proxy never answers TRACE; Cloudflare’s edge refuses it itself.',
  },
  {
    engines: ['cloudflare'],
    requests:
      'Malformed or oversized requests: two Host headers (also after 2,000 header lines), a Host with a path, the asterisk or absolute form, a target of 10,000 or more characters, a NUL, a raw CR, LF or tab, a 300-character segment, `/index.txt/`, a 10,000-character header line, headers over 32 KB, 10,000 header lines',
    probes:
      /^(two Host headers|a Host with a path|the asterisk form|the absolute form with a foreign host|a path of (10|40),000 characters|an encoded NUL( before an extension)?|a raw (CR|LF|tab)|a (path segment|route with a segment) of 300 characters|\/index\.txt\/|a header line of 10,000 characters|headers of (36|70) KB in all(, each line under 8 KB)?|10,000 small header lines|a second Host after 2,000 header lines)$/,
    fields: ['*'],
    answer:
      '400, 431, 500 or 502 from wrangler’s local proxy, mostly without the site’s headers (or a 301 for a raw tab)',
    source: 'local stand-in',
    reason:
      'wrangler pages dev puts a Node proxy and workerd in front of Cloudflare’s asset server; Cloudflare’s edge parses requests itself, which cannot run here. Nothing is injected and no redirect leaves the site (checked on every engine above).',
  },
  {
    engines: ['cloudflare'],
    requests:
      'Dot segments (`/art/../prodotto`, also encoded), `//` inside a path, an encoded slash, a broken percent-encoding, a byte outside ASCII',
    probes:
      /^(an encoded dot segment that stays inside|a dot segment|encoded dot segments|dot segments with encoded slashes|a broken percent-encoding|a lone percent sign|a raw byte outside ASCII|a protocol-relative route|an encoded slash inside a file path|not a page \/\/.*|not a page .*\/\/)$/,
    fields: ['status', 'body', 'content-type', 'cache-control', 'content-length', 'etag'],
    answer:
      'The address is normalised first (dots resolved, `%2F` decoded, `//` merged): the page or file it names, or 404',
    source: 'host',
    reason:
      'Cloudflare normalises URLs before `_redirects` and the files see them, so these spellings cannot be refused with 400 there. They name only this site’s own files.',
  },
  {
    engines: ['cloudflare'],
    requests: 'A redirect whose query has quotes or angle brackets',
    probes: /^(quotes and angle brackets in a redirect query|a redirect query with quotes)$/,
    fields: ['location'],
    answer: 'The query is kept, percent-encoded (`?q=%22%3E%3Cscript%3E…`)',
    source: 'host',
    reason:
      'Cloudflare keeps every query string on a redirect and encodes what is not a URL character: nothing reaches the header raw.',
  },
  {
    engines: ['netlify'],
    requests: 'Every redirect',
    probes: /./,
    onStatus: [301],
    fields: [...SECURITY, 'cache-control', 'content-type', 'location form'],
    answer: 'A bare 301: `Location` with the engine’s own origin (`http://<host>/privacy`), no other header',
    source: 'host',
    reason:
      'Netlify’s redirect handler (@netlify/redirects) answers with `Response.redirect`, which takes an absolute address and carries no header of `_headers`. The target is the same clean address (compared); a redirect’s page is never shown.',
  },
  {
    engines: ['netlify'],
    requests: '`/404`, `/404.html`, `/_headers`, `/_redirects`',
    probes: /^\/(404(\.html)?|_headers|_redirects)$/,
    fields: SECURITY,
    answer: '404 with the 404 page, without the security headers',
    source: 'host',
    reason:
      'A forced 404 rule (`404!`) answers through the redirect handler, before `_headers` applies. The page still carries its own policy in a `<meta>`.',
  },
  {
    engines: ['netlify'],
    requests: 'A page’s address with a trailing slash (`/prodotto/`, with or without a query or odd headers)',
    probes:
      /^(spelling .+\/|a trailing slash with a query|a redirect query (of URL characters|with quotes)|an encoded CR LF in the query of a redirect|a raw LF|quotes and angle brackets in a redirect query|the absolute form with a foreign host|a foreign Host on a redirect|a forwarded foreign host)$/,
    onStatus: [301],
    fields: ['status', 'location', 'body', 'content-type', 'content-length'],
    answer: '200 with the page (whose canonical link names `/prodotto`)',
    source: 'host',
    reason:
      'Netlify’s redirect engine (netlify-redirector) drops a trailing slash from the address and from every rule before matching, so a rule from `/prodotto/` to `/prodotto` also sends `/prodotto` to itself forever (the loop the old netlify.toml had): the build writes none. No other form tells the two apart: forced or not, a query condition or a splat (`/prodotto/*`) match both alike, and the one check that sees the slash, the loop guard of splat rules, skips an address that starts with the target, so it can send `/prodotto` to `/prodotto/` but never the reverse. Nor can a file layout: Netlify’s file handler looks up the same files for both (`prodotto`, `prodotto.html`, `prodotto/index.html`). So it serves prodotto.html for both. On Netlify’s CDN the trailing slash is left to its own URL handling (Pretty URLs), which runs only there. Aliases with a slash (`/privacy-policy/`) do answer one 301.',
  },
  {
    engines: ['netlify'],
    requests: 'POST, PUT, DELETE, PATCH, OPTIONS and PROPFIND',
    probes: OTHER_METHODS,
    fields: ['status', 'allow', 'body', 'content-length'],
    answer: '200 with the page',
    source: 'host',
    reason:
      'Netlify’s file handler (@netlify/static) serves a file whatever the method; Netlify’s CDN answers other methods itself (it takes POSTs for its forms), which runs only there.',
  },
  {
    engines: ['netlify'],
    requests:
      'Malformed or oversized requests: TRACE, two Host headers (also after 2,000 header lines), a Host with a path, a 10,000-character header line, headers over 32 KB, 10,000 header lines, a target of 10,000 or more characters, the asterisk form, a raw CR or tab, a byte outside ASCII',
    probes:
      /^(TRACE on a page|two Host headers|a Host with a path|a header line of 10,000 characters|a path of (10|40),000 characters|the asterisk form|a raw (CR|tab)|a raw byte outside ASCII|headers of (36|70) KB in all(, each line under 8 KB)?|10,000 small header lines|a second Host after 2,000 header lines)$/,
    fields: ['*'],
    answer:
      'What Node’s HTTP server answers in front of Netlify’s packages: 200, 404, 400 or 431 without the site’s headers, or a closed connection',
    source: 'local stand-in',
    reason:
      'The packages are Netlify’s; the HTTP server in front of them here is Node’s own, since Netlify’s edge does not run outside Netlify.',
  },
  {
    engines: ['netlify'],
    requests: 'Dot segments (also encoded), `//` inside a path, a NUL, a broken or non-UTF-8 percent-encoding',
    probes:
      /^(an encoded dot segment that stays inside|a dot segment|encoded dot segments|dot segments with encoded slashes|an encoded NUL( before an extension)?|a broken percent-encoding|a lone percent sign|an encoded byte that is not UTF-8|a protocol-relative route|not a page \/\/.*|not a page .*\/\/)$/,
    fields: ['*'],
    answer: 'The normalised address’s page or 404; 500 for an undecodable one',
    source: 'local stand-in',
    reason:
      'The address reaches Netlify’s packages through the WHATWG URL parser, which resolves dots and merges nothing else; @netlify/redirects fails (500) on a percent-encoding it cannot decode. Netlify’s edge normalises and refuses such addresses itself. They name only this site’s own files.',
  },
  {
    engines: ['netlify'],
    requests: '`/index.txt/`',
    probes: /^\/index\.txt\/$/,
    fields: ['status', 'content-type', 'body', 'content-length'],
    answer: '200 with index.txt (the export’s text version of the home page)',
    source: 'host',
    reason: 'Netlify’s file handler reads a trailing slash after a file name as the file.',
  },
  {
    engines: ['netlify'],
    requests: 'A missing file under `/_next/static/`',
    probes: /^a missing hashed file$/,
    fields: ['cache-control'],
    answer: 'The 404 is marked immutable for a year',
    source: 'host',
    reason:
      'Netlify applies a path’s `_headers` rule to its 404 as well. A hashed name that is missing is never published later (each deploy is whole, its files named by their content).',
  },
  {
    engines: ['nginx', 'cloudflare', 'netlify'],
    requests: 'More than 100 header lines, each small (101 in the probe)',
    probes: /^101 small header lines$/,
    fields: ['status', 'body', 'content-length', 'vary', 'etag'],
    answer: '200 with the page',
    source: 'host',
    reason:
      'nginx and the hosts limit the size of a request’s headers (nginx: 8 KB a line, 32 KB in all), not their number; npm start also refuses more than 100 lines, since Node would silently keep only the first 2,000 and could miss a second Host after them.',
  },
  {
    engines: ['nginx'],
    requests: 'Every 404 (the 404 page)',
    probes: /./,
    onStatus: [404],
    fields: ['etag'],
    answer: 'An ETag',
    source: 'host',
    reason:
      'nginx sends its 404 page like a file, with a validator; npm start builds the answer itself. A 404 is revalidated on every request either way.',
  },
  {
    engines: ['cloudflare', 'netlify'],
    requests: 'Pages, files and the 404 page',
    probes: /./,
    fields: ['content-length'],
    answer: 'Streamed (`Transfer-Encoding: chunked`), without `Content-Length`',
    source: 'local stand-in',
    reason:
      'The engines that run here stream what they serve; whether each CDN announces the length cannot be seen here. Both forms are HTTP/1.1, and the bodies are identical (compared).',
  },
  {
    engines: ['netlify'],
    requests: 'Pages and files',
    probes: /./,
    fields: ['etag'],
    answer: 'No ETag, so no 304 to a conditional request',
    source: 'local stand-in',
    reason:
      'Netlify’s file handler (@netlify/static) sends no validator; Netlify’s CDN sends an ETag and answers 304 itself, which runs only there.',
  },
  {
    engines: ['cloudflare'],
    requests: 'JavaScript files',
    probes: /^(a script|\/_next\/static\/.*\.js)$/,
    fields: ['content-type'],
    answer: '`application/javascript`, without a charset',
    source: 'host',
    reason:
      'Cloudflare types scripts itself, and a `_headers` rule can only name paths, not extensions, under `/_next/static/`. A browser then decodes a script in its page’s encoding, UTF-8, so it reads them alike.',
  },
];

/**
 * The row that lists a difference of `engine` on probe `probe` in `field`, if any.
 * @param {string} engine
 * @param {string} probe
 * @param {string} field
 * @param {number} expectedStatus what npm start answered
 */
export function differenceFor(engine, probe, field, expectedStatus) {
  return engineDifferences.find(
    (row) =>
      row.engines.includes(/** @type {Engine} */ (engine)) &&
      row.probes.test(probe) &&
      (row.fields.includes(field) || row.fields.includes('*')) &&
      (!row.onStatus || row.onStatus.includes(expectedStatus)),
  );
}
