// @ts-check
// Issue #14: the form pages load no framework runtime. Their one client component, the contact
// form, is an "island": server-rendered like the rest of the page, then hydrated on its own by a
// small entry that calls react-dom/client's hydrateRoot (components/forms/island/entry.tsx).
//
// The entry is bundled here, after the export, with esbuild rather than by Next.js: Turbopack
// offers no supported way to emit a standalone entry without its runtime, and Rollup would need
// four plugins (TypeScript, JSX, node resolution, CSS Modules) to do what esbuild does alone, in
// about a second. esbuild reads the same sources, the same tsconfig paths and the same React.
// The one thing it cannot know is the class names Next.js gave the CSS Modules: a plugin turns
// each `*.module.css` import into a lookup filled at run time from the island data the server
// rendered beside the form (components/forms/island/protocol.ts), so the markup matches.
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import * as esbuild from 'esbuild';
import { root } from '../lib/paths.mjs';
import { compileHint } from './compile-hints.mjs';
import { attribute, editHtml, elements, parseHtml, textContent } from './html.mjs';
import { islandScriptsPath, islands } from './island-config.mjs';

/** @typedef {import('./island-config.mjs').Island} Island */
/** @typedef {{ island: Island, src: string, bytes: number, gzipBytes: number, cssModules: string[] }} BuiltIsland */

const cssModuleRegistry = path.join(root, 'components/forms/island/css-modules.ts');

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
 * Bundles one island into out/_next/static/island/<name>.<hash>.js (immutable, like every file
 * under /_next/static/), with V8's compile hint on its first line (see compile-hints.mjs).
 * @param {string} outDir
 * @param {Island} island
 * @returns {Promise<BuiltIsland>}
 */
async function buildIsland(outDir, island) {
  /** @type {Set<string>} */
  const used = new Set();
  const result = await esbuild.build({
    entryPoints: [path.join(root, island.entry)],
    bundle: true,
    write: false,
    format: 'esm',
    target: 'es2022',
    minify: true,
    legalComments: 'none',
    jsx: 'automatic',
    define: { 'process.env.NODE_ENV': '"production"' },
    // 'use client' marks the form for Next.js; in a bundle of its own it means nothing.
    logOverride: { 'module-level-directive': 'silent' },
    logLevel: 'silent',
    plugins: [cssModulesFromPage(used)],
    absWorkingDir: root,
  });
  const source = compileHint + result.outputFiles[0].text;
  const name = `${island.name}.${createHash('sha256').update(source).digest('hex').slice(0, 16)}.js`;
  mkdirSync(path.join(outDir, islandScriptsPath), { recursive: true });
  writeFileSync(path.join(outDir, islandScriptsPath, name), source);
  return { island, src: `${islandScriptsPath}${name}`, bytes: Buffer.byteLength(source), gzipBytes: gzipSync(source).length, cssModules: [...used].sort() };
}

/**
 * @param {string} outDir
 * @param {{ log?: (line: string) => void }} [options]
 * @returns {Promise<Map<string, BuiltIsland>>} by island name
 */
export async function buildIslands(outDir, options = {}) {
  const { log = console.log } = options;
  /** @type {Map<string, BuiltIsland>} */
  const built = new Map();
  for (const island of islands) {
    const result = await buildIsland(outDir, island);
    built.set(island.name, result);
    log(`Island ${island.name}: ${result.src}, ${(result.gzipBytes / 1024).toFixed(1)} KB gzipped (${(result.bytes / 1024).toFixed(1)} KB).`);
  }
  return built;
}

const loaderEntry = path.join(root, 'components/forms/island/loader-entry.ts');

/**
 * The islands' loader (components/forms/island/loader.ts), as the inline script each island page
 * carries: it fetches the island at the first sign of intent, and until the island has arrived
 * lets the form post as a plain form. Its code is the same on every page (the island's name and
 * file are in the script's data attributes), so the Content-Security-Policy needs one hash for it
 * (hosting-config.mjs hashes every inline script that remains); the islands themselves are files
 * of our own origin ('self').
 * @returns {Promise<string>}
 */
export async function buildIslandLoader() {
  const result = await esbuild.build({
    entryPoints: [loaderEntry],
    bundle: true,
    write: false,
    format: 'iife',
    target: 'es2022',
    minify: true,
    legalComments: 'none',
    logLevel: 'silent',
    absWorkingDir: root,
  });
  // The HTML parser would end the script at "</script" inside it.
  const code = result.outputFiles[0].text.trim();
  if (/<\/script|<!--/i.test(code)) throw new Error('The island loader contains "</script" or "<!--": it cannot be inlined.');
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
 * that the page carries the data the island needs: its container and the class names of every
 * CSS Module the island imports.
 * @param {string} outDir
 * @param {Record<string, string[]>} islandPages HTML file → names of the islands it renders
 * @param {Map<string, BuiltIsland>} built
 * @returns {Promise<void>}
 */
export async function addIslandLoaders(outDir, islandPages, built) {
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
      if (!island) throw new Error(`${file}: renders the island "${name}", which scripts/postbuild/island-config.mjs does not define.`);
      const container = all.find((element) => attribute(element, 'data-island') === name);
      const data = container && all.find((element) => attribute(element, 'data-island-data') === attribute(container, 'id'));
      if (!data) throw new Error(`${file}: renders ${island.island.component} without its island container and data: use ${island.island.wrapper}.`);
      const cssModules = Object.keys(JSON.parse(textContent(data)).cssModules ?? {});
      const missing = island.cssModules.filter((module) => !cssModules.includes(module));
      if (missing.length > 0) {
        throw new Error(`${file}: the island "${name}" imports ${missing.join(', ')}, whose class names the page does not carry: add ${missing.length > 1 ? 'them' : 'it'} to components/forms/island/styles.ts.`);
      }
      return islandLoader(name, island.src, code);
    });
    writeFileSync(absolute, editHtml(html, [{ at: bodyEnd, insert: loaders.join('') }]));
  }
}
