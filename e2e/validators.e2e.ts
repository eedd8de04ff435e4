import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { knownFalseReports, isKnownFalse } from '../scripts/validate/known-false-reports.mjs';
import { OUT_DIR } from './exported/out-files';

/**
 * Two independent validators over every exported page (out/, the 404 page and the
 * aliases included): the W3C Nu Html Checker, and Adobe's structured-data validator with Google's
 * rich-result rules. Nothing may be reported beyond scripts/validate/known-false-reports.mjs, and
 * every entry there must still be needed. Each validator runs once for all pages (Java starts once).
 */
interface Report {
  page: string;
  type: 'error' | 'warning';
  message: string;
  extract?: string;
  path?: string;
  line?: number;
}

async function run(script: string): Promise<{ pages: number; reports: Report[] }> {
  const { stdout } = await promisify(execFile)(
    process.execPath,
    [path.join('scripts/validate', script), OUT_DIR, '--json'],
    {
      cwd: path.resolve(__dirname, '..'),
      maxBuffer: 64 * 1024 * 1024,
    },
  );
  return JSON.parse(stdout);
}

const readable = (report: Report) =>
  `${report.page}${report.line ? `:${report.line}` : ''} ${report.path ?? ''} ${report.type}: ${report.message}`;

describe.each([
  ['html', 'html.mjs', 'the W3C Nu Html Checker'],
  ['structured-data', 'structured-data.mjs', "the structured-data validator (Google's rules)"],
] as const)('%s', (validator, script, name) => {
  let result: { pages: number; reports: Report[] };
  beforeAll(async () => {
    result = await run(script);
  }, 180_000);

  it(`${name} checks every exported page`, () => {
    // 13 routes, 8 recipes, 2 aliases and the 404 page at the time of writing: at least the routes.
    expect(result.pages).toBeGreaterThanOrEqual(16);
  });

  it(`${name} reports no error${validator === 'html' ? ' or warning' : ''} beyond the known false reports`, () => {
    const counted = validator === 'html' ? result.reports : result.reports.filter((report) => report.type === 'error');
    expect(counted.filter((report) => !isKnownFalse(validator, report)).map(readable)).toEqual([]);
  });

  it('needs every entry of its known false reports (an entry that matches nothing is removed)', () => {
    const unused = knownFalseReports
      .filter((entry) => entry.validator === validator)
      .filter((entry) => !result.reports.some((report) => isKnownFalse(validator, report) === entry))
      .map((entry) => entry.message.source);
    expect(unused).toEqual([]);
  });
});
