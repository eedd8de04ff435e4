// @ts-check
// `npm run bench:compare -- <built site folder> [ours=theirs | route …]`: our pages beside another
// site's built pages (docs/performance.md), Lighthouse on each pair in turn so both meet the same
// load, the median of BENCH_RUNS (3). Both are served alike, gzipped, and weighed by the files of
// their own origin.
import { existsSync, statSync } from 'node:fs';
import http from 'node:http';
import { availableParallelism, loadavg } from 'node:os';
import path from 'node:path';
import compression from 'compression';
import send from 'send';
import { lighthouse, medianMetric, medianScore, networkRequests } from './lib/lighthouse.mjs';
import { loadRoutes } from './lib/load-content.mjs';
import { pageWeight } from './lib/page-weight.mjs';
import { spawnSiteServer } from './lib/static-server.mjs';

const runs = Number(process.env.BENCH_RUNS || 3);
const port = Number(process.env.BENCH_PORT || 4180);
const outDir = path.resolve('out');

const [theirDirArgument, ...pairArguments] = process.argv.slice(2);
if (!theirDirArgument || !existsSync(path.join(theirDirArgument, 'index.html'))) {
  throw new Error(
    'Usage: npm run bench:compare -- <folder of a built site, with its index.html> [ourRoute=theirRoute | route …]',
  );
}
const theirDir = path.resolve(theirDirArgument);

const { routes } = await loadRoutes();
const firstRecipe = routes.find((route) => route.startsWith('/ricette-salutari/'));
/**
 * Like for like, by default against AstroWind's pages: the home pages, our form pages and its
 * contact page, a recipe and a blog post, the privacy notices.
 * @type {Array<[string, string]>}
 */
const pairs = pairArguments.length
  ? pairArguments.map((pair) => /** @type {[string, string]} */ (pair.includes('=') ? pair.split('=') : [pair, pair]))
  : [
      ['/', '/'],
      ['/come-ordinare', '/contact'],
      ['/contatti-supporto', '/contact'],
      [firstRecipe ?? '/ricette-salutari', '/get-started-website-with-astro-tailwind-css'],
      ['/privacy', '/privacy'],
    ];
const unknown = pairs.filter(([ours]) => !routes.includes(ours));
if (unknown.length > 0) throw new Error(`Not pages of our build: ${unknown.map(([ours]) => ours).join(', ')}`);

/**
 * A plain static server for the other site's folder: its files, /path as /path.html or
 * /path/index.html, gzip for a client that accepts it, 404 for the rest.
 * @param {string} folder
 * @param {number} listenPort
 * @returns {Promise<{ url: string, close: () => void }>}
 */
function serveFolder(folder, listenPort) {
  const gzip = /** @type {(request: http.IncomingMessage, response: http.ServerResponse, next: () => void) => void} */ (
    /** @type {unknown} */ (compression())
  );
  const isFile = (/** @type {string} */ file) =>
    existsSync(path.join(folder, file)) && statSync(path.join(folder, file)).isFile();
  const server = http.createServer((request, response) => {
    const pathname = decodeURIComponent(new URL(request.url ?? '/', 'http://localhost').pathname);
    const clean = pathname.replace(/\/$/, '');
    const file = [pathname, `${clean}.html`, `${clean}/index.html`].find(
      (candidate) => !candidate.includes('..') && isFile(candidate),
    );
    gzip(request, response, () => {
      if (!file) {
        response.writeHead(404, { 'Content-Type': 'text/plain' }).end('Not found');
        return;
      }
      send(request, file, { root: folder, dotfiles: 'allow' }).pipe(response);
    });
  });
  return new Promise((resolve) =>
    server.listen(listenPort, '127.0.0.1', () =>
      resolve({ url: `http://127.0.0.1:${listenPort}`, close: () => server.close() }),
    ),
  );
}

const kb = (/** @type {number} */ bytes) => (bytes / 1024).toFixed(1);
const seconds = (/** @type {number} */ ms) => (ms / 1000).toFixed(2);

const loadBefore = loadavg()[0];
const ours = await spawnSiteServer(port);
const theirs = await serveFolder(theirDir, port + 1);
/** @type {Map<string, any[]>} */
const results = new Map();
const record = (/** @type {string} */ key, /** @type {any} */ lhr) =>
  results.set(key, [...(results.get(key) ?? []), lhr]);
try {
  // Run by run, each pair's two pages one after the other: a busier moment weighs on both sides.
  for (let run = 0; run < runs; run += 1) {
    for (const [ourRoute, theirRoute] of pairs) {
      record(`ours ${ourRoute}`, await lighthouse(ours.url + ourRoute));
      record(`theirs ${theirRoute}`, await lighthouse(theirs.url + theirRoute));
      process.stderr.write(`run ${run + 1}/${runs}: ${ourRoute} · ${theirRoute}\n`);
    }
  }
} finally {
  ours.process.kill();
  theirs.close();
}

/** @param {string} key @param {string} folder @param {string} origin */
function figures(key, folder, origin) {
  const lhrs = /** @type {any[]} */ (results.get(key));
  return {
    performance: medianScore(lhrs, 'performance'),
    fcp: medianMetric(lhrs, 'first-contentful-paint'),
    lcp: medianMetric(lhrs, 'largest-contentful-paint'),
    tbt: medianMetric(lhrs, 'total-blocking-time'),
    bytes: pageWeight(folder, networkRequests(lhrs[0]), origin).total,
    // Requests to other hosts (which cannot be reached here): neither side's bytes count them.
    foreign: networkRequests(lhrs[0]).filter(
      (request) => !request.url.startsWith(origin) && !request.url.startsWith('data:'),
    ).length,
  };
}

const header = ['Ours', 'Theirs', 'Perf', 'FCP', 'LCP', 'TBT', 'KB', 'LCP ratio', 'KB ratio'];
console.log(
  `\nLighthouse 12.8 · mobile · simulated throttling · median of ${runs} runs · first load, gzipped, own origin\n`,
);
console.log(`| ${header.join(' | ')} |`);
console.log(
  `| --- | --- | ${header
    .slice(2)
    .map(() => '---:')
    .join(' | ')} |`,
);
for (const [ourRoute, theirRoute] of pairs) {
  const a = figures(`ours ${ourRoute}`, outDir, ours.url);
  const b = figures(`theirs ${theirRoute}`, theirDir, theirs.url);
  const both = (/** @type {string | number} */ x, /** @type {string | number} */ y) => `${x} / ${y}`;
  console.log(
    `| ${ourRoute} | ${theirRoute}${b.foreign ? ` (${b.foreign} requests elsewhere)` : ''} | ${both(a.performance, b.performance)} | ${both(seconds(a.fcp), seconds(b.fcp))} s | ${both(seconds(a.lcp), seconds(b.lcp))} s | ${both(Math.round(a.tbt), Math.round(b.tbt))} ms | ${both(kb(a.bytes), kb(b.bytes))} | ${(a.lcp / b.lcp).toFixed(2)}× | ${(a.bytes / b.bytes).toFixed(2)}× |`,
  );
}
console.log(
  `\nLoad average (1 min) before and after: ${loadBefore.toFixed(2)}, ${loadavg()[0].toFixed(2)} on ${availableParallelism()} cores.`,
);
