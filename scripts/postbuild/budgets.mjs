// @ts-check
// Issue #14: fails the build when a page without an island would load a script, or when an island
// page's JavaScript passes its budget (scripts/lib/budgets.mjs). The end-to-end suite measures the
// same in Chromium, with everything else a page loads (e2e/budgets.e2e.ts).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { budgets, kilobytes } from '../lib/budgets.mjs';
import { attribute, elements, htmlFiles, isExecutableScript, isKeptScript, parseHtml, textContent } from './html.mjs';

/**
 * @param {string} outDir
 * @param {Record<string, string[]>} islandPages HTML file → its islands
 * @param {Map<string, { src: string }>} builtIslands
 * @param {{ log?: (line: string) => void }} [options]
 * @returns {Record<string, number>} gzipped script bytes per page
 */
export function checkScriptBudgets(outDir, islandPages, builtIslands, options = {}) {
  const { log = console.log } = options;
  /** @type {Record<string, number>} */
  const scriptBytes = {};
  const problems = [];
  for (const file of htmlFiles(outDir)) {
    const scripts = [...elements(parseHtml(readFileSync(path.join(outDir, file), 'utf8')))].filter((element) => isExecutableScript(element) && !isKeptScript(element));
    const files = [
      ...scripts.map((element) => attribute(element, 'src')).filter((src) => src !== undefined),
      ...(islandPages[file] ?? []).map((name) => builtIslands.get(name)?.src ?? ''),
    ];
    const inline = scripts.filter((element) => attribute(element, 'src') === undefined).map((element) => textContent(element));
    const bytes = [...files.map((src) => readFileSync(path.join(outDir, src))), ...inline].reduce((sum, body) => sum + gzipSync(body).length, 0);
    scriptBytes[file] = bytes;
    const limit = islandPages[file] ? budgets.islandPageScriptBytes : budgets.otherPageScriptBytes;
    if (bytes > limit) {
      problems.push(
        islandPages[file]
          ? `${file} loads ${kilobytes(bytes)} of JavaScript (gzipped), over its budget of ${kilobytes(limit)}.`
          : `${file} loads JavaScript (${kilobytes(bytes)} gzipped: ${[...files, ...(inline.length ? ['inline code'] : [])].join(', ')}), but only the pages with an island may. Make the client component an island (scripts/postbuild/island-config.mjs) or a server component.`,
      );
    }
  }
  if (problems.length > 0) throw new Error(`Performance budget (scripts/lib/budgets.mjs):\n${problems.join('\n')}`);
  const islandFigures = Object.keys(islandPages).map((file) => `${file} ${kilobytes(scriptBytes[file])}`).join(', ');
  log(`Script budgets: every other page 0 KB; island pages ${islandFigures || 'none'} (limit ${kilobytes(budgets.islandPageScriptBytes)}).`);
  return scriptBytes;
}
