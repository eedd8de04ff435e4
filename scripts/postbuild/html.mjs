// @ts-check
// HTML helpers shared by the post-export steps. Pages are parsed with parse5 (a real, spec-compliant
// parser) and edited by cutting the located source ranges, so every byte we do not touch stays as is.
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'parse5';

/** @typedef {import('parse5').DefaultTreeAdapterTypes.Element} Element */
/** @typedef {import('parse5').DefaultTreeAdapterTypes.ChildNode | import('parse5').DefaultTreeAdapterTypes.Document} Node */

/** @param {string} html */
export function parseHtml(html) {
  return parse(html, { sourceCodeLocationInfo: true });
}

/**
 * Every element of the document, in source order (template contents included).
 * @param {Node} node
 * @returns {Generator<Element>}
 */
export function* elements(node) {
  if ('tagName' in node) yield node;
  const children = 'childNodes' in node ? node.childNodes : [];
  for (const child of children) yield* elements(child);
  if ('content' in node && node.content) yield* elements(/** @type {Node} */ (/** @type {unknown} */ (node.content)));
}

/** @param {Element} element @param {string} name @returns {string | undefined} */
export function attribute(element, name) {
  return element.attrs.find((attr) => attr.name === name)?.value;
}

/** The text inside a <script> or <style>. @param {Element} element */
export function textContent(element) {
  return element.childNodes.map((child) => ('value' in child ? child.value : '')).join('');
}

const javaScriptTypes = new Set(['', 'text/javascript', 'application/javascript', 'module']);

/** A script the browser executes (JSON-LD and other data blocks are not). @param {Element} element */
export function isExecutableScript(element) {
  return element.tagName === 'script' && javaScriptTypes.has((attribute(element, 'type') ?? '').trim().toLowerCase());
}

/**
 * The project's own scripts, the only ones that survive the post-export step: marked by their
 * author (data-keep), structured data (JSON-LD), or an island's data block (data-island-data).
 * Every other script is the framework's, whatever it looks like.
 * @param {Element} element
 */
export function isKeptScript(element) {
  return (
    element.tagName === 'script' &&
    (attribute(element, 'data-keep') !== undefined ||
      attribute(element, 'data-island-data') !== undefined ||
      (attribute(element, 'type') ?? '').trim().toLowerCase() === 'application/ld+json')
  );
}

/** @param {Element} element */
export function isInlineScript(element) {
  return isExecutableScript(element) && attribute(element, 'src') === undefined;
}

/**
 * The source text with elements replaced (or removed when the replacement is '') and text
 * inserted at offsets; every other byte stays as it was.
 * @param {string} html
 * @param {Array<{ element: Element, replacement?: string } | { at: number, insert: string }>} edits
 */
export function editHtml(html, edits) {
  const ranges = edits.map((edit) => {
    if ('at' in edit) return { start: edit.at, end: edit.at, replacement: edit.insert };
    const location = edit.element.sourceCodeLocation;
    if (!location) throw new Error(`<${edit.element.tagName}> has no source location.`);
    return { start: location.startOffset, end: location.endOffset, replacement: edit.replacement ?? '' };
  });
  ranges.sort((a, b) => b.start - a.start);
  let result = html;
  for (const { start, end, replacement } of ranges) result = result.slice(0, start) + replacement + result.slice(end);
  return result;
}

/** Every .html file under a folder, as paths relative to it. @param {string} dir @returns {string[]} */
export function htmlFiles(dir) {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.html'))
    .map((file) => file.split(path.sep).join('/'))
    .sort();
}
