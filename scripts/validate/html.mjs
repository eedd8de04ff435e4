// The W3C Nu Html Checker (vnu-jar) over every exported page, in one Java process.
// Usage: node scripts/validate/html.mjs [out]   (needs a Java runtime: Debian's default-jre-headless)
import { execFile } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { isKnownFalse } from './known-false-reports.mjs';
import { exportedPages, pageName } from './pages.mjs';

const vnuJar = String(createRequire(import.meta.url)('vnu-jar'));
const java = process.env.JAVA_PATH || 'java';

/**
 * @typedef {{ page: string, line?: number, type: 'error' | 'warning', message: string, extract?: string }} Report
 */

/**
 * Errors and warnings (the checker's "info" notes aside) for the given pages. One JVM for all of
 * them: starting Java is most of the cost, about 10 s for the site's two dozen pages.
 * @returns {Promise<Report[]>}
 */
export async function checkHtml(exportDir, files = exportedPages(exportDir)) {
  let output;
  try {
    // The checker exits 1 when it found errors: its JSON report is the answer either way.
    const result = await promisify(execFile)(java, ['-jar', vnuJar, '--format', 'json', '--stdout', ...files], {
      maxBuffer: 64 * 1024 * 1024,
    });
    output = result.stdout;
  } catch (error) {
    if (error.code === 'ENOENT') {
      throw new Error(
        `The Nu Html Checker needs Java, not found as "${java}": apt-get install -y default-jre-headless, or set JAVA_PATH.`,
      );
    }
    if (!error.stdout) throw error;
    output = error.stdout;
  }
  return JSON.parse(output)
    .messages.filter(
      (message) => message.type === 'error' || message.subType === 'warning' || message.type === 'non-document-error',
    )
    .map((message) => ({
      page: message.url ? pageName(exportDir, fileURLToPath(message.url)) : '(checker)',
      line: message.lastLine,
      type: message.type === 'info' ? 'warning' : 'error',
      message: message.message,
      extract: message.extract,
    }));
}

/** The reports that are not on the list of known false reports. */
export function realReports(reports) {
  return reports.filter((report) => !isKnownFalse('html', report));
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const [folder = 'out'] = process.argv.slice(2).filter((arg) => !arg.startsWith('--'));
  const exportDir = path.resolve(folder);
  const pages = exportedPages(exportDir);
  const reports = await checkHtml(exportDir, pages);
  // --json: every report, for the end-to-end test (e2e/validators.e2e.ts), which applies the list itself.
  if (process.argv.includes('--json')) {
    console.log(JSON.stringify({ pages: pages.length, reports }));
  } else {
    const real = realReports(reports);
    for (const report of real) console.log(`${report.page}:${report.line ?? '?'} ${report.type}: ${report.message}`);
    console.log(
      `Nu Html Checker: ${pages.length} pages, ${real.length} report(s), ${reports.length - real.length} known false report(s) set aside.`,
    );
    process.exitCode = real.length ? 1 : 0;
  }
}
