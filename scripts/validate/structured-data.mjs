// Adobe's structured-data validator (schema.org types with Google's rich-result rules) over every
// exported page. Usage: node scripts/validate/structured-data.mjs [out]
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Validator from '@adobe/structured-data-validator';
import WebAutoExtractor from '@marbec/web-auto-extractor';
import { isKnownFalse } from './known-false-reports.mjs';
import { exportedPages, pageName } from './pages.mjs';

/**
 * @typedef {{ page: string, type: 'error' | 'warning', message: string, path: string }} Report
 */

/**
 * What the validator finds in the JSON-LD, microdata and RDFa of each page. Its warnings are the
 * optional properties Google would also use (a recipe's video, ratings): reported, not failures.
 * Without the schema.org vocabulary file (which it would download) it applies Google's rules only;
 * the vocabulary itself is held by the types of lib/structured-data.ts.
 * @returns {Promise<Report[]>}
 */
export async function checkStructuredData(exportDir, files = exportedPages(exportDir)) {
  const validator = new Validator();
  const reports = [];
  for (const file of files) {
    const extracted = new WebAutoExtractor({ addLocation: true, embedSource: ['rdfa', 'microdata'] }).parse(
      readFileSync(file, 'utf8'),
    );
    for (const issue of await validator.validate(extracted)) {
      reports.push({
        page: pageName(exportDir, file),
        type: issue.severity === 'ERROR' ? 'error' : 'warning',
        message: issue.issueMessage,
        path: (issue.path ?? [])
          .map((step) => `${step.type ?? step.property ?? '?'}${step.length > 1 ? `[${step.index}]` : ''}`)
          .join(' › '),
      });
    }
  }
  return reports;
}

export function realErrors(reports) {
  return reports.filter((report) => report.type === 'error' && !isKnownFalse('structured-data', report));
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const [folder = 'out'] = process.argv.slice(2).filter((arg) => !arg.startsWith('--'));
  const exportDir = path.resolve(folder);
  const pages = exportedPages(exportDir);
  const reports = await checkStructuredData(exportDir, pages);
  // --json: every report, for the end-to-end test (e2e/validators.e2e.ts), which applies the list itself.
  if (process.argv.includes('--json')) {
    console.log(JSON.stringify({ pages: pages.length, reports }));
  } else {
    const errors = realErrors(reports);
    for (const report of errors) console.log(`${report.page} ${report.path}: ${report.message}`);
    const warnings = reports.filter((report) => report.type === 'warning').length;
    console.log(
      `Structured data: ${pages.length} pages, ${errors.length} error(s), ${warnings} optional propert(ies) suggested.`,
    );
    process.exitCode = errors.length ? 1 : 0;
  }
}
