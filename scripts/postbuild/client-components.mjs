// @ts-check
// Which exported pages render a client component of their own (a 'use client' module of this
// project or of a library), as opposed to only the framework's internal ones (router, link). The
// page's inline RSC payload imports every client module it refers to (rows like
// `3:I[39756,[…],"default"]`) and renders one as an element `["$","$L3",…]`; the client reference
// manifests that `next build` leaves in .next/ map module ids to source files. Error boundaries
// (app/error.tsx, app/global-error.tsx) are only referenced, not rendered: they would take over
// only if rendering failed in the browser, which a page without scripts never does.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import vm from 'node:vm';
import { elements, isInlineScript, textContent } from './html.mjs';

/** @typedef {import('./html.mjs').Element} Element */

const frameworkModule = /[\\/]node_modules[\\/]next[\\/]/;

/**
 * Client module id → source path, from every page_client-reference-manifest.js of the build.
 * @param {string} nextDir the .next folder
 * @returns {Map<string, string>}
 */
export function loadClientModules(nextDir) {
  const appDir = path.join(nextDir, 'server', 'app');
  /** @type {Map<string, string>} */
  const modules = new Map();
  const manifests = readdirSync(appDir, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('_client-reference-manifest.js'));
  if (manifests.length === 0) throw new Error(`No client reference manifest in ${appDir}: run \`next build\` first.`);
  for (const file of manifests) {
    /** @type {{ __RSC_MANIFEST?: Record<string, { clientModules: Record<string, { id: string | number }> }> }} */
    const sandbox = {};
    vm.runInNewContext(readFileSync(path.join(appDir, file), 'utf8'), { globalThis: sandbox });
    for (const manifest of Object.values(sandbox.__RSC_MANIFEST ?? {})) {
      for (const [source, { id }] of Object.entries(manifest.clientModules)) modules.set(String(id), source.replace(/ <module evaluation>$/, ''));
    }
  }
  return modules;
}

const flightPush = 'self.__next_f.push(';

/**
 * The RSC (flight) payload that Next.js inlines in a page, joined back together.
 * @param {Element[]} scripts the page's inline scripts
 */
export function flightPayload(scripts) {
  let payload = '';
  for (const script of scripts) {
    const text = textContent(script).trim();
    if (!text.startsWith(flightPush)) continue;
    const [kind, chunk] = JSON.parse(text.slice(flightPush.length, text.lastIndexOf(')')));
    if (kind === 1 && typeof chunk === 'string') payload += chunk;
  }
  return payload;
}

/**
 * The ids of the client modules the payload renders as elements.
 * @param {string} payload
 */
export function renderedClientModuleIds(payload) {
  const ids = new Set();
  for (const match of payload.matchAll(/^([0-9a-z]+):I(\[.*)$/gm)) {
    const [, row, reference] = match;
    if (!payload.includes(`["$","$L${row}",`)) continue;
    try {
      ids.add(String(JSON.parse(reference)[0]));
    } catch {
      throw new Error(`Unreadable client reference in the page's RSC payload: ${match[0].slice(0, 120)}`);
    }
  }
  return ids;
}

/**
 * The page's own client components: every client module it renders that is not part of Next.js.
 * An id missing from the manifests counts as the page's own, so a doubt never strips a page.
 * @param {import('./html.mjs').Node} document
 * @param {Map<string, string>} clientModules
 * @returns {string[]} their source paths
 */
export function ownClientComponents(document, clientModules) {
  const inlineScripts = [...elements(document)].filter(isInlineScript);
  const ids = renderedClientModuleIds(flightPayload(inlineScripts));
  return [...ids]
    .map((id) => clientModules.get(id) ?? `unknown client module ${id}`)
    .filter((source) => !frameworkModule.test(source));
}
