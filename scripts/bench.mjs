// @ts-check
// `npm run bench`: Lighthouse 12.8 (mobile preset, simulated throttling, Debian's chromium) three
// times on every page of the built out/ (content/routes.ts and the recipe pages), served like `npm start`.
// Prints the medians per route and the gzipped bytes each page loads (the favicon counts as an
// image; Other is the web manifest). It measures; it asserts nothing. Routes given as arguments
// (`node scripts/bench.mjs / /come-ordinare`) limit it to those, on the existing build.
import { readdirSync, readFileSync } from 'node:fs';
import { availableParallelism as availableCores, loadavg } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { islandScriptsPath } from './postbuild/island-config.mjs';
import { categories, lighthouse, medianMetric, medianScore, networkRequests } from './lib/lighthouse.mjs';
import { loadRoutes } from './lib/load-content.mjs';
import { pageWeight } from './lib/page-weight.mjs';
import { spawnSiteServer } from './lib/static-server.mjs';

const runsPerRoute = Number(process.env.BENCH_RUNS || 3);
const port = Number(process.env.BENCH_PORT || 4180);
const outDir = path.resolve('out');

const kb = (/** @type {number} */ bytes) => (bytes / 1024).toFixed(1);

const { routes: allRoutes } = await loadRoutes();
// `node scripts/bench.mjs /come-ordinare /` measures only those routes (after a build).
const requested = process.argv.slice(2);
const unknownRoutes = requested.filter((route) => !allRoutes.includes(route));
if (unknownRoutes.length > 0)
  throw new Error(`Not a page of the built site (content/routes.ts or out/sitemap.xml): ${unknownRoutes.join(', ')}`);
const routes = requested.length > 0 ? requested : allRoutes;
const loadBefore = loadavg()[0];
const server = await spawnSiteServer(port);
/** @type {string[][]} */
const rows = [];
try {
  for (const route of routes) {
    /** @type {any[]} */
    const results = [];
    for (let run = 0; run < runsPerRoute; run += 1) results.push(await lighthouse(server.url + route));
    const metric = (/** @type {string} */ id) => medianMetric(results, id);
    const score = (/** @type {string} */ id) => medianScore(results, id);
    // Gzipped bytes per resource type of everything the page loaded from our own server.
    const bytes = pageWeight(outDir, networkRequests(results[0]), server.url);
    const row = [
      route,
      ...categories.map((id) => String(score(id))),
      `${(metric('first-contentful-paint') / 1000).toFixed(2)} s`,
      `${(metric('largest-contentful-paint') / 1000).toFixed(2)} s`,
      `${Math.round(metric('total-blocking-time'))} ms`,
      metric('cumulative-layout-shift').toFixed(3),
      kb(bytes.html),
      kb(bytes.css),
      kb(bytes.js),
      kb(bytes.font),
      kb(bytes.img),
      kb(bytes.other),
      kb(bytes.total),
    ];
    rows.push(row);
    process.stderr.write(`${row.join('  ')}\n`);
  }
} finally {
  server.process.kill();
}

const header = [
  'Route',
  'Perf',
  'A11y',
  'Best pr.',
  'SEO',
  'FCP',
  'LCP',
  'TBT',
  'CLS',
  'HTML KB',
  'CSS KB',
  'JS KB',
  'Font KB',
  'Img KB',
  'Other KB',
  'Total KB',
];
console.log(`\nLighthouse 12.8 · mobile · simulated throttling · median of ${runsPerRoute} runs · sizes gzipped\n`);
console.log(`| ${header.join(' | ')} |`);
console.log(`| ${header.map((_, index) => (index === 0 ? '---' : '---:')).join(' | ')} |`);
for (const row of rows) console.log(`| ${row.join(' | ')} |`);

// The islands are not part of any first load: a form page fetches its island when the visitor shows intent.
const islandFolder = path.join(outDir, islandScriptsPath);
const islands = readdirSync(islandFolder).map(
  (file) => `${file} ${kb(gzipSync(readFileSync(path.join(islandFolder, file))).length)} KB`,
);
console.log(`\nIslands, fetched at the first sign of intent on a form page (gzipped): ${islands.join(', ')}.`);
console.log(
  `Load average (1 min) before and after: ${loadBefore.toFixed(2)}, ${loadavg()[0].toFixed(2)} on ${availableCores()} cores.`,
);
