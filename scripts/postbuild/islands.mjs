// @ts-check
// The contact form's island: bundled here, after the export, with esbuild (Turbopack cannot emit a
// standalone entry without its runtime), its CSS Modules' class names read from the island data the
// server rendered, which moves out of the pages into the bundle. Why and how: docs/architecture.md
// (the post-export pipeline, 1 and 3).
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import * as esbuild from 'esbuild';
import { root } from '../lib/paths.mjs';
import { attribute, editHtml, elements, htmlFiles, parseHtml, textContent } from './html.mjs';
import { islandScriptsPath, islands } from './island-config.mjs';

/** @typedef {import('./island-config.mjs').Island} Island */
/** @typedef {Record<string, { props: unknown, cssModules: Record<string, Record<string, string>> }>} IslandDataByKey */
/** @typedef {{ island: Island, src: string, bytes: number, gzipBytes: number, cssModules: string[] }} BuiltIsland */

const cssModuleRegistry = path.join(root, 'components/forms/island/css-modules.ts');

/** How both the islands and their loader are bundled: minified, in memory, quiet. */
const bundling = /** @type {const} */ ({
  bundle: true,
  write: false,
  target: 'es2022',
  minify: true,
  legalComments: 'none',
  logLevel: 'silent',
  absWorkingDir: root,
});

/**
 * V8's explicit compile hint (Chrome 136+), the island's first line: V8 compiles the whole file
 * while it downloads, on a background thread, instead of function by function on the main thread
 * as React starts. Other browsers ignore the comment.
 */
export const compileHint = '//# allFunctionsCalledOnLoad\n';

/**
 * @param {Set<string>} used collects the project-relative path of every CSS Module imported
 * @returns {esbuild.Plugin}
 */
function cssModulesFromPage(used) {
  return {
    name: 'css-modules-from-page',
    setup(build) {
      build.onResolve({ filter: /\.module\.css$/ }, (args) => ({
        path: path.relative(root, path.resolve(args.resolveDir, args.path)).split(path.sep).join('/'),
        namespace: 'css-module',
      }));
      build.onLoad({ filter: /.*/, namespace: 'css-module' }, (args) => {
        used.add(args.path);
        return {
          contents: `import { cssModule } from ${JSON.stringify(cssModuleRegistry)};\nexport default cssModule(${JSON.stringify(args.path)});\n`,
          loader: 'js',
          resolveDir: root,
        };
      });
      build.onResolve({ filter: /\.css$/ }, (args) => ({
        errors: [{ text: `${args.path}: an island can import only CSS Modules (their CSS is already in the page).` }],
      }));
    },
  };
}

/**
 * Takes each island's data block (components/forms/ContactFormIsland.tsx) out of the pages: the
 * block goes, and its container gets data-island-key, the key of the data in what this returns.
 * The key is the data's hash, so pages with the same form share one entry.
 * @param {string} outDir
 * @returns {IslandDataByKey}
 */
export function takeIslandData(outDir) {
  /** @type {IslandDataByKey} */
  const data = {};
  for (const file of htmlFiles(outDir)) {
    const absolute = path.join(outDir, file);
    const html = readFileSync(absolute, 'utf8');
    const all = [...elements(parseHtml(html))];
    const blocks = all.filter(
      (element) => element.tagName === 'script' && attribute(element, 'data-island-data') !== undefined,
    );
    if (blocks.length === 0) continue;
    const edits = blocks.flatMap((block) => {
      const json = textContent(block);
      const key = createHash('sha256').update(json).digest('hex').slice(0, 16);
      data[key] = JSON.parse(json);
      const container = all.find((element) => attribute(element, 'id') === attribute(block, 'data-island-data'));
      const startTagEnd = container?.sourceCodeLocation?.startTag?.endOffset;
      if (startTagEnd === undefined)
        throw new Error(
          `${file}: island data for #${attribute(block, 'data-island-data')}, which the page does not have.`,
        );
      return [{ element: block }, { at: startTagEnd - 1, insert: ` data-island-key="${key}"` }];
    });
    writeFileSync(absolute, editHtml(html, edits));
  }
  return data;
}

/**
 * Bundles one island, with the data of every page that renders it, into
 * out/_next/static/island/<name>.<hash>.js (immutable, like every file under /_next/static/),
 * with V8's compile hint on its first line.
 * @param {string} outDir
 * @param {Island} island
 * @param {IslandDataByKey} data
 * @returns {Promise<BuiltIsland>}
 */
async function buildIsland(outDir, island, data) {
  /** @type {Set<string>} */
  const used = new Set();
  const result = await esbuild.build({
    ...bundling,
    entryPoints: [path.join(root, island.entry)],
    format: 'esm',
    jsx: 'automatic',
    define: { 'process.env.NODE_ENV': '"production"', ISLAND_DATA: JSON.stringify(data) },
    // 'use client' marks the form for Next.js; in a bundle of its own it means nothing.
    logOverride: { 'module-level-directive': 'silent' },
    plugins: [cssModulesFromPage(used)],
  });
  const source = compileHint + result.outputFiles[0].text;
  const name = `${island.name}.${createHash('sha256').update(source).digest('hex').slice(0, 16)}.js`;
  mkdirSync(path.join(outDir, islandScriptsPath), { recursive: true });
  writeFileSync(path.join(outDir, islandScriptsPath, name), source);
  return {
    island,
    src: `${islandScriptsPath}${name}`,
    bytes: Buffer.byteLength(source),
    gzipBytes: gzipSync(source).length,
    cssModules: [...used].sort(),
  };
}

/**
 * @param {string} outDir
 * @param {IslandDataByKey} data from takeIslandData
 * @param {{ log?: (line: string) => void }} [options]
 * @returns {Promise<Map<string, BuiltIsland>>} by island name
 */
export async function buildIslands(outDir, data, options = {}) {
  const { log = console.log } = options;
  /** @type {Map<string, BuiltIsland>} */
  const built = new Map();
  for (const island of islands) {
    const result = await buildIsland(outDir, island, data);
    built.set(island.name, result);
    log(
      `Island ${island.name}: ${result.src}, ${(result.gzipBytes / 1024).toFixed(1)} KB gzipped (${(result.bytes / 1024).toFixed(1)} KB).`,
    );
  }
  return built;
}

const loaderEntry = path.join(root, 'components/forms/island/loader-entry.ts');

/**
 * The islands' loader (components/forms/island/loader.ts), inline on each island page. Its code is
 * the same on every page (name and file are in data attributes), so the Content-Security-Policy
 * needs one hash for it.
 * @returns {Promise<string>}
 */
export async function buildIslandLoader() {
  const result = await esbuild.build({ ...bundling, entryPoints: [loaderEntry], format: 'iife' });
  // The HTML parser would end the script at "</script" inside it.
  const code = result.outputFiles[0].text.trim();
  if (/<\/script|<!--/i.test(code))
    throw new Error('The island loader contains "</script" or "<!--": it cannot be inlined.');
  return code;
}

/**
 * @param {string} name the island's name (data-island)
 * @param {string} src its module
 * @param {string} code the loader's code (buildIslandLoader)
 */
export function islandLoader(name, src, code) {
  return `<script data-island-loader="" data-island-name="${name}" data-island-src="${src}">${code}</script>`;
}

/**
 * Gives each island page the loader of every island it renders, before </body>, after checking
 * that the island carries the data the page needs: its container's key, with the class names of
 * every CSS Module the island imports.
 * @param {string} outDir
 * @param {Record<string, string[]>} islandPages HTML file → names of the islands it renders
 * @param {Map<string, BuiltIsland>} built
 * @param {IslandDataByKey} data from takeIslandData
 * @returns {Promise<void>}
 */
export async function addIslandLoaders(outDir, islandPages, built, data) {
  const code = await buildIslandLoader();
  for (const [file, names] of Object.entries(islandPages)) {
    const absolute = path.join(outDir, file);
    const html = readFileSync(absolute, 'utf8');
    const all = [...elements(parseHtml(html))];
    const body = all.find((element) => element.tagName === 'body');
    const bodyEnd = body?.sourceCodeLocation?.endTag?.startOffset;
    if (bodyEnd === undefined) throw new Error(`${file}: no </body> to put the island loader before.`);
    const loaders = names.map((name) => {
      const island = built.get(name);
      if (!island)
        throw new Error(
          `${file}: renders the island "${name}", which scripts/postbuild/island-config.mjs does not define.`,
        );
      const container = all.find((element) => attribute(element, 'data-island') === name);
      const pageData = container && data[attribute(container, 'data-island-key') ?? ''];
      if (!pageData)
        throw new Error(
          `${file}: its island container data-island="${name}" comes without the island's data: render it with ${island.island.wrapper}.`,
        );
      const cssModules = Object.keys(pageData.cssModules ?? {});
      const missing = island.cssModules.filter((module) => !cssModules.includes(module));
      if (missing.length > 0) {
        throw new Error(
          `${file}: the island "${name}" imports ${missing.join(', ')}, whose class names the page does not carry: add ${missing.length > 1 ? 'them' : 'it'} to components/forms/island/styles.ts.`,
        );
      }
      return islandLoader(name, island.src, code);
    });
    writeFileSync(absolute, editHtml(html, [{ at: bodyEnd, insert: loaders.join('') }]));
  }
}

/**
 * What the pages ship, read back from them: every island container has its island's loader, whose
 * bundle is one this build wrote, and every loader has its container. Stops the build, naming the
 * page, when one does not.
 * @param {string} outDir
 * @param {Map<string, BuiltIsland>} built
 * @param {{ log?: (line: string) => void }} [options]
 * @returns {Record<string, string[]>} HTML file → the islands it ships
 */
export function checkIslandPages(outDir, built, options = {}) {
  const { log = console.log } = options;
  const bundles = new Set([...built.values()].map((island) => island.src));
  /** @type {Record<string, string[]>} */
  const shipped = {};
  const problems = [];
  for (const file of htmlFiles(outDir)) {
    const all = [...elements(parseHtml(readFileSync(path.join(outDir, file), 'utf8')))];
    const containers = new Set(
      all.map((element) => attribute(element, 'data-island')).filter((name) => name !== undefined),
    );
    const loaders = all.filter(
      (element) => element.tagName === 'script' && attribute(element, 'data-island-loader') !== undefined,
    );
    for (const name of containers) {
      const loader = loaders.find((element) => attribute(element, 'data-island-name') === name);
      const src = loader && attribute(loader, 'data-island-src');
      if (!loader) problems.push(`${file}: has the island container data-island="${name}" but not its loader.`);
      else if (!src || !bundles.has(src) || !existsSync(path.join(outDir, src)))
        problems.push(
          `${file}: the loader of the island "${name}" points to ${src ?? 'no bundle'}, which this build did not write.`,
        );
    }
    for (const loader of loaders) {
      const name = attribute(loader, 'data-island-name') ?? '';
      if (!containers.has(name))
        problems.push(`${file}: carries the loader of the island "${name}" but no container for it.`);
    }
    if (containers.size > 0) shipped[file] = [...containers];
  }
  if (problems.length > 0) throw new Error(`Islands:\n${problems.join('\n')}`);
  log(
    `Islands shipped: ${
      Object.entries(shipped)
        .map(([file, names]) => `${file} (${names.join(', ')})`)
        .join('; ') || 'none'
    }.`,
  );
  return shipped;
}
