// @ts-check
// Fails the build when a page would load a script file at its first load, or
// when an island (fetched later, at the first sign of intent) passes its budget
// (scripts/lib/budgets.mjs). The end-to-end suite measures the same in Chromium, with everything
// else a page loads (e2e/budgets.e2e.ts).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { budgets, kilobytes } from '../lib/budgets.mjs';
import { attribute, elements, htmlFiles, isExecutableScript, isKeptScript, parseHtml, textContent } from './html.mjs';

/**
 * @param {string} outDir
 * @param {Record<string, string[]>} islandPages HTML file → its islands
 * @param {Map<string, { src: string, gzipBytes: number }>} builtIslands by island name
 * @param {{ log?: (line: string) => void }} [options]
 * @returns {{ inlineBytes: Record<string, number>, islandBytes: Record<string, number> }} the inline
 *   scripts' bytes per island page (the loader, part of the HTML), and each island's gzipped bytes
 */
export function checkScriptBudgets(outDir, islandPages, builtIslands, options = {}) {
  const { log = console.log } = options;
  /** @type {Record<string, number>} */
  const inlineBytes = {};
  const problems = [];
  for (const file of htmlFiles(outDir)) {
    const scripts = [...elements(parseHtml(readFileSync(path.join(outDir, file), 'utf8')))].filter(
      (element) => isExecutableScript(element) && !isKeptScript(element),
    );
    const files = scripts.map((element) => attribute(element, 'src')).filter((src) => src !== undefined);
    if (files.length > budgets.firstLoadScriptFiles) {
      problems.push(
        `${file} loads ${files.join(', ')} at its first load, but no page may: a client component must be an island (scripts/postbuild/island-config.mjs), fetched when the visitor is about to use it.`,
      );
    }
    const inline = scripts.filter((element) => attribute(element, 'src') === undefined);
    if (!islandPages[file] && inline.length > 0) {
      problems.push(
        `${file} runs inline code that is not an island's loader; mark it with data-keep if the page needs it, or make the component a server component.`,
      );
    }
    if (islandPages[file])
      inlineBytes[file] = inline.reduce((sum, element) => sum + Buffer.byteLength(textContent(element)), 0);
  }
  /** @type {Record<string, number>} */
  const islandBytes = {};
  for (const [name, island] of builtIslands) {
    islandBytes[name] = island.gzipBytes;
    if (island.gzipBytes > budgets.islandScriptBytes)
      problems.push(
        `The island ${name} (${island.src}) is ${kilobytes(island.gzipBytes)} gzipped, over its budget of ${kilobytes(budgets.islandScriptBytes)}.`,
      );
  }
  if (problems.length > 0) throw new Error(`Performance budget (scripts/lib/budgets.mjs):\n${problems.join('\n')}`);
  const islandFigures = Object.entries(islandBytes)
    .map(([name, bytes]) => `${name} ${kilobytes(bytes)}`)
    .join(', ');
  log(
    `Script budgets: no page loads a script file at first load; island pages carry only their loader inline (${Object.keys(inlineBytes).join(', ') || 'none'}); islands, fetched on intent: ${islandFigures || 'none'} (limit ${kilobytes(budgets.islandScriptBytes)}).`,
  );
  return { inlineBytes, islandBytes };
}
