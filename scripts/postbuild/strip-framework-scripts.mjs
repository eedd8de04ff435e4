// @ts-check
// Issue #5: pages without a client component need no JavaScript. From their HTML this step removes
// the framework's runtime scripts, their preloads and the inline framework data (the RSC payload
// and the bundler bootstrap); everything else is left byte for byte. `<script data-keep>` and
// JSON-LD always stay. Issue #14: a page whose client components are all islands (island-config.mjs)
// loses the same, and islands.mjs gives it its island's loader instead. Pages with any other client
// component keep their scripts, but their inline scripts move into one immutable file, so the
// Content-Security-Policy needs no hash that changes with every build (the payload carries the
// build id); the performance budget (budgets.mjs) then fails the build.
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { attribute, editHtml, elements, htmlFiles, isInlineScript, isKeptScript, parseHtml, textContent } from './html.mjs';
import { loadClientModules, ownClientComponents } from './client-components.mjs';
import { islandOf } from './island-config.mjs';
import { originalHtmlDirFor } from '../lib/paths.mjs';

/** @typedef {import('./html.mjs').Element} Element */

/** Where the inline framework scripts of client pages are moved to (served as immutable). */
export const inlineScriptsPath = '/_next/static/inline/';

/** @param {Element} element */
function isScriptPreload(element) {
  if (element.tagName !== 'link') return false;
  const rel = (attribute(element, 'rel') ?? '').toLowerCase().split(/\s+/);
  return rel.includes('modulepreload') || (rel.includes('preload') && attribute(element, 'as') === 'script');
}

/** @param {Element} element */
function isFrameworkScript(element) {
  return element.tagName === 'script' && !isKeptScript(element);
}

/**
 * @param {string} outDir
 * @param {{ nextDir?: string, log?: (line: string) => void }} [options]
 * @returns {Promise<{ stripped: string[], kept: Record<string, string[]>, islandPages: Record<string, string[]> }>}
 *   pages stripped (island pages among them), pages kept with the client components that needed
 *   it, and island pages with the names of their islands
 */
export async function stripFrameworkScripts(outDir, options = {}) {
  const { nextDir = path.resolve('.next'), log = console.log } = options;
  const clientModules = loadClientModules(nextDir);
  /** @type {string[]} */
  const stripped = [];
  /** @type {Record<string, string[]>} */
  const kept = {};
  /** @type {Record<string, string[]>} */
  const islandPages = {};
  const originals = originalHtmlDirFor(outDir);
  rmSync(originals, { recursive: true, force: true });

  for (const file of htmlFiles(outDir)) {
    const absolute = path.join(outDir, file);
    const html = readFileSync(absolute, 'utf8');
    mkdirSync(path.dirname(path.join(originals, file)), { recursive: true });
    writeFileSync(path.join(originals, file), html);
    const document = parseHtml(html);
    const all = [...elements(document)];
    if (all.some((element) => attribute(element, 'src')?.startsWith(inlineScriptsPath))) {
      kept[file] = ['(processed before)'];
      continue;
    }
    // A page processed by an earlier run keeps its islands (their loaders are written again).
    const earlierLoaders = all.filter((element) => attribute(element, 'data-island-loader') !== undefined);
    const components = earlierLoaders.length > 0 ? [] : ownClientComponents(document, clientModules);
    const pageIslands = earlierLoaders.length > 0
      ? [...new Set(all.map((element) => attribute(element, 'data-island')).filter((name) => name !== undefined))]
      : components.map((source) => islandOf(source)?.name);

    if (pageIslands.every((name) => name !== undefined)) {
      const removed = all.filter((element) => isFrameworkScript(element) || isScriptPreload(element));
      const unknown = removed.filter((element) => {
        const src = attribute(element, 'src') ?? attribute(element, 'href');
        return src !== undefined && !src.startsWith('/_next/');
      });
      if (unknown.length > 0) {
        throw new Error(`${file}: a script that is not the framework's, ${attribute(unknown[0], 'src') ?? attribute(unknown[0], 'href')}, would be removed. Mark it with data-keep if the page needs it.`);
      }
      writeFileSync(absolute, editHtml(html, removed.map((element) => ({ element }))));
      stripped.push(file);
      if (pageIslands.length > 0) islandPages[file] = /** @type {string[]} */ ([...new Set(pageIslands)]);
      continue;
    }

    kept[file] = components;
    const inline = all.filter((element) => isFrameworkScript(element) && isInlineScript(element));
    if (inline.length === 0) continue;
    // One file, in document order: the payload's bootstrap push must run before its chunks.
    const source = inline.map((element) => textContent(element)).join(';\n');
    const name = `${createHash('sha256').update(source).digest('hex').slice(0, 16)}.js`;
    mkdirSync(path.join(outDir, inlineScriptsPath), { recursive: true });
    writeFileSync(path.join(outDir, inlineScriptsPath, name), source);
    // `defer` runs it after parsing and before DOMContentLoaded, when Next.js closes the payload stream.
    const external = `<script src="${inlineScriptsPath}${name}" defer=""></script>`;
    writeFileSync(absolute, editHtml(html, inline.map((element, index) => ({ element, replacement: index === 0 ? external : '' }))));
  }

  const islandList = Object.entries(islandPages).map(([file, names]) => `${file} (${names.join(', ')})`).join('; ') || 'none';
  log(`Pages without the framework's scripts: ${stripped.length}, of which with an island: ${islandList}. Pages that keep the framework's scripts (client components): ${Object.keys(kept).map((file) => `${file} (${kept[file].join(', ')})`).join('; ') || 'none'}.`);
  return { stripped, kept, islandPages };
}
