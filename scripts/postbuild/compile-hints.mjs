// @ts-check
// Issue #5: on the pages that keep React (the two forms), most of the main-thread time at start-up
// is V8 compiling the framework's functions lazily, one by one, as they are first called. The magic
// comment `//# allFunctionsCalledOnLoad` (V8's explicit compile hints, Chrome 136+) asks V8 to
// compile the whole file eagerly while it streams, on a background thread. Other browsers ignore
// the comment. Only the scripts those pages load at start-up get it.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { attribute, elements, isExecutableScript, parseHtml } from './html.mjs';

export const compileHint = '//# allFunctionsCalledOnLoad\n';

/**
 * @param {string} outDir
 * @param {string[]} pages HTML files (relative to outDir) that keep their scripts
 * @param {{ log?: (line: string) => void }} [options]
 * @returns {string[]} the script paths that carry the hint
 */
export function addCompileHints(outDir, pages, options = {}) {
  const { log = console.log } = options;
  /** @type {Set<string>} */
  const scripts = new Set();
  for (const page of pages) {
    const document = parseHtml(readFileSync(path.join(outDir, page), 'utf8'));
    for (const element of elements(document)) {
      // nomodule scripts are the legacy browsers' polyfills: modern browsers never fetch them.
      const loadedAtStartUp = isExecutableScript(element) && attribute(element, 'nomodule') === undefined;
      const src = loadedAtStartUp ? attribute(element, 'src') : undefined;
      if (src?.startsWith('/_next/static/')) scripts.add(src);
    }
  }
  for (const src of scripts) {
    const file = path.join(outDir, src);
    const source = readFileSync(file, 'utf8');
    if (!source.startsWith(compileHint)) writeFileSync(file, compileHint + source);
  }
  log(`Compile hints: ${scripts.size} start-up script(s) of ${pages.length} page(s) with client components.`);
  return [...scripts].sort();
}
