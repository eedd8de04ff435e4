// @ts-check
// Lighthouse 12.8 as the benchmarks run it (scripts/bench.mjs, scripts/bench-compare.mjs): the mobile
// preset with simulated throttling, in Debian's Chromium with the flags of a machine without internet,
// and the median of several runs.
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.mjs';
import { root } from './paths.mjs';

const execFileAsync = promisify(execFile);
const chromePath = CHROMIUM_PATH;
const chromeFlags = ['--headless', ...CHROMIUM_ARGS];

export const categories = /** @type {const} */ (['performance', 'accessibility', 'best-practices', 'seo']);

/** @param {number[]} values */
export function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

/**
 * One Lighthouse run; a run whose trace came out broken (it happens on a busy machine) is run again.
 * @param {string} url
 * @returns {Promise<any>} the Lighthouse result (LHR)
 */
export async function lighthouse(url, attempts = 3) {
  try {
    const { stdout } = await execFileAsync(
      process.execPath,
      [
        path.join(root, 'node_modules/lighthouse/cli/index.js'),
        url,
        '--output=json',
        '--output-path=stdout',
        '--quiet',
        '--throttling-method=simulate',
        '--form-factor=mobile',
        `--chrome-flags=${chromeFlags.join(' ')}`,
      ],
      { env: { ...process.env, CHROME_PATH: chromePath }, maxBuffer: 64 * 1024 * 1024 },
    );
    return JSON.parse(stdout);
  } catch (error) {
    const reason = String(/** @type {{ stderr?: string }} */ (error).stderr || error)
      .trim()
      .split('\n')[0];
    if (attempts <= 1) throw new Error(`Lighthouse failed on ${url}: ${reason}`);
    process.stderr.write(`${url}: ${reason} Running it again.\n`);
    return lighthouse(url, attempts - 1);
  }
}

/**
 * The median of an audit's value (milliseconds for the timings) over several runs.
 * @param {any[]} results
 * @param {string} id
 */
export const medianMetric = (results, id) => median(results.map((lhr) => lhr.audits[id].numericValue));

/** The median of a category's score, out of 100. @param {any[]} results @param {string} id */
export const medianScore = (results, id) => median(results.map((lhr) => Math.round(lhr.categories[id].score * 100)));

/**
 * What the page loaded, from Lighthouse's network log, as scripts/lib/page-weight.mjs reads it.
 * @param {any} lhr
 * @returns {Array<{ url: string, resourceType: string, mimeType?: string, status: number }>}
 */
export function networkRequests(lhr) {
  return lhr.audits['network-requests'].details.items.map((/** @type {any} */ item) => ({
    url: item.url,
    resourceType: item.resourceType ?? '',
    mimeType: item.mimeType,
    status: item.statusCode,
  }));
}
