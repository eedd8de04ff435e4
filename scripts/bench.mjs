// @ts-check
// `npm run bench`: Lighthouse 12.8 (mobile preset, simulated throttling, Debian's chromium) three
// times on every page of the built out/ (content/routes.ts and the recipe pages), served like `npm start`.
// Prints the medians per route and the gzipped bytes each page loads (the favicon counts as an
// image; Other is the web manifest). It measures; it asserts nothing. Routes given as arguments
// (`node scripts/bench.mjs / /come-ordinare`) limit it to those, on the existing build.
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { loadRoutes } from './lib/load-ts-module.mjs';
import { pageWeight } from './lib/page-weight.mjs';
import { startStaticServer } from './lib/static-server.mjs';

const runsPerRoute = Number(process.env.BENCH_RUNS || 3);
const port = Number(process.env.BENCH_PORT || 4180);
const chromePath = process.env.CHROME_PATH || '/usr/bin/chromium';
const chromeFlags = [
  '--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
  '--disable-background-networking', '--disable-component-update', '--disable-sync',
];
const categories = /** @type {const} */ (['performance', 'accessibility', 'best-practices', 'seo']);

const outDir = path.resolve('out');
const execFileAsync = promisify(execFile);

/** @param {number[]} values */
function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

/**
 * One Lighthouse run; a run whose trace came out broken (it happens on a busy machine) is run again.
 * @param {string} url
 * @returns {Promise<any>} the Lighthouse result (LHR)
 */
async function lighthouse(url, attempts = 3) {
  try {
    const { stdout } = await execFileAsync(
      process.execPath,
      [
        path.resolve('node_modules/lighthouse/cli/index.js'),
        url,
        '--output=json', '--output-path=stdout', '--quiet',
        '--throttling-method=simulate', '--form-factor=mobile',
        `--chrome-flags=${chromeFlags.join(' ')}`,
      ],
      { env: { ...process.env, CHROME_PATH: chromePath }, maxBuffer: 64 * 1024 * 1024 },
    );
    return JSON.parse(stdout);
  } catch (error) {
    const reason = String(/** @type {{ stderr?: string }} */ (error).stderr || error).trim().split('\n')[0];
    if (attempts <= 1) throw new Error(`Lighthouse failed on ${url}: ${reason}`);
    process.stderr.write(`${url}: ${reason} Running it again.\n`);
    return lighthouse(url, attempts - 1);
  }
}

/**
 * Gzipped bytes per resource type of everything the page loaded from our own server.
 * @param {any} lhr
 * @param {string} origin
 */
function gzippedBytes(lhr, origin) {
  const requests = lhr.audits['network-requests'].details.items.map((/** @type {any} */ item) => ({
    url: item.url,
    resourceType: item.resourceType ?? '',
    mimeType: item.mimeType,
    status: item.statusCode,
  }));
  return pageWeight(outDir, requests, origin);
}

const kb = (/** @type {number} */ bytes) => (bytes / 1024).toFixed(1);

const { routes: allRoutes } = await loadRoutes();
// `node scripts/bench.mjs /come-ordinare /` measures only those routes (after a build).
const requested = process.argv.slice(2);
const unknownRoutes = requested.filter((route) => !allRoutes.includes(route));
if (unknownRoutes.length > 0) throw new Error(`Not a page of the built site (content/routes.ts or out/sitemap.xml): ${unknownRoutes.join(', ')}`);
const routes = requested.length > 0 ? requested : allRoutes;
const server = await startStaticServer(port);
/** @type {string[][]} */
const rows = [];
try {
  for (const route of routes) {
    /** @type {any[]} */
    const results = [];
    for (let run = 0; run < runsPerRoute; run += 1) results.push(await lighthouse(server.url + route));
    const metric = (/** @type {string} */ id) => median(results.map((lhr) => lhr.audits[id].numericValue));
    const score = (/** @type {string} */ id) => median(results.map((lhr) => Math.round(lhr.categories[id].score * 100)));
    const bytes = gzippedBytes(results[0], server.url);
    const row = [
      route,
      ...categories.map((id) => String(score(id))),
      `${(metric('first-contentful-paint') / 1000).toFixed(2)} s`,
      `${(metric('largest-contentful-paint') / 1000).toFixed(2)} s`,
      `${Math.round(metric('total-blocking-time'))} ms`,
      metric('cumulative-layout-shift').toFixed(3),
      kb(bytes.html), kb(bytes.css), kb(bytes.js), kb(bytes.font), kb(bytes.img), kb(bytes.other), kb(bytes.total),
    ];
    rows.push(row);
    process.stderr.write(`${row.join('  ')}\n`);
  }
} finally {
  server.process.kill();
}

const header = ['Route', 'Perf', 'A11y', 'Best pr.', 'SEO', 'FCP', 'LCP', 'TBT', 'CLS', 'HTML KB', 'CSS KB', 'JS KB', 'Font KB', 'Img KB', 'Other KB', 'Total KB'];
console.log(`\nLighthouse 12.8 · mobile · simulated throttling · median of ${runsPerRoute} runs · sizes gzipped\n`);
console.log(`| ${header.join(' | ')} |`);
console.log(`| ${header.map((_, index) => (index === 0 ? '---' : '---:')).join(' | ')} |`);
for (const row of rows) console.log(`| ${row.join(' | ')} |`);
