// @ts-check
// No page loads the framework's JavaScript: every script but the project's own (html.mjs,
// isKeptScript) and every script preload go, the rest is left byte for byte. Which scripts are the
// framework's is never read from their contents, so a Next.js release that writes them otherwise
// changes nothing here.
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { attribute, editHtml, elements, htmlFiles, isKeptScript, parseHtml } from './html.mjs';
import { originalHtmlDirFor } from '../lib/paths.mjs';

/** @typedef {import('./html.mjs').Element} Element */

/** @param {Element} element */
function isScriptPreload(element) {
  if (element.tagName !== 'link') return false;
  const rel = (attribute(element, 'rel') ?? '').toLowerCase().split(/\s+/);
  return rel.includes('modulepreload') || (rel.includes('preload') && attribute(element, 'as') === 'script');
}

/** The policy <meta> the last step of the pipeline writes (hosting-config.mjs). @param {Element} element */
function isPolicyMeta(element) {
  return element.tagName === 'meta' && attribute(element, 'http-equiv')?.toLowerCase() === 'content-security-policy';
}

/**
 * @param {string} outDir
 * @param {{ originals?: string, log?: (line: string) => void }} [options] originals: where the
 *   HTML as Next.js exported it is copied, for e2e/zero-js.e2e.ts
 * @returns {{ stripped: string[], islandPages: Record<string, string[]> }} every page, and the
 *   pages with an island container, with the names of their islands
 */
export function stripFrameworkScripts(outDir, options = {}) {
  const { originals = originalHtmlDirFor(outDir), log = console.log } = options;
  const pages = htmlFiles(outDir).map((file) => {
    const html = readFileSync(path.join(outDir, file), 'utf8');
    return { file, html, all: [...elements(parseHtml(html))] };
  });
  // Run again over its own output, the step would copy processed pages over the ones Next.js
  // exported, and the test that compares the two would compare the step's output with itself.
  const processed = pages.find(({ all }) => all.some(isPolicyMeta));
  if (processed)
    throw new Error(
      `${processed.file} has been through the post-export pipeline already: run \`npm run build\` to export the site again.`,
    );
  rmSync(originals, { recursive: true, force: true });

  /** @type {Record<string, string[]>} */
  const islandPages = {};
  for (const { file, html, all } of pages) {
    mkdirSync(path.dirname(path.join(originals, file)), { recursive: true });
    writeFileSync(path.join(originals, file), html);
    const removed = all.filter(
      (element) => (element.tagName === 'script' && !isKeptScript(element)) || isScriptPreload(element),
    );
    const foreign = removed.find((element) => {
      const src = attribute(element, 'src') ?? attribute(element, 'href');
      return src !== undefined && !src.startsWith('/_next/');
    });
    if (foreign) {
      throw new Error(
        `${file}: a script that is not the framework's, ${attribute(foreign, 'src') ?? attribute(foreign, 'href')}, would be removed. Mark it with data-keep if the page needs it.`,
      );
    }
    writeFileSync(
      path.join(outDir, file),
      editHtml(
        html,
        removed.map((element) => ({ element })),
      ),
    );
    const names = [
      ...new Set(all.map((element) => attribute(element, 'data-island')).filter((name) => name !== undefined)),
    ];
    if (names.length > 0) islandPages[file] = names;
  }

  const islandList =
    Object.entries(islandPages)
      .map(([file, names]) => `${file} (${names.join(', ')})`)
      .join('; ') || 'none';
  log(`Pages without the framework's scripts: ${pages.length}, of which with an island container: ${islandList}.`);
  return { stripped: pages.map(({ file }) => file), islandPages };
}
