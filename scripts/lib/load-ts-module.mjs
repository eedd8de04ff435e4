// @ts-check
// Lets the build scripts (plain Node, no TypeScript loader) read content: the typed modules without imports
// (content/routes.ts stays the one list of routes) and the data files (content/site.yaml).
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import ts from 'typescript';

/**
 * @param {string} file path from the project root, e.g. 'content/routes.ts'
 * @returns {Promise<Record<string, unknown>>}
 */
export async function loadTsModule(file) {
  const source = readFileSync(path.resolve(file), 'utf8');
  const { outputText } = ts.transpileModule(source, {
    compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022 },
    fileName: file,
  });
  if (/^\s*import\s/m.test(outputText)) throw new Error(`${file}: loadTsModule only reads modules without imports.`);
  return import(`data:text/javascript;base64,${Buffer.from(outputText).toString('base64')}`);
}

/**
 * Every page of an export and the aliases of content/routes.ts. The pages are the routes of
 * content/routes.ts followed by those the content generates (one per recipe), read from the
 * export's sitemap.xml, which lists them all (app/sitemap.ts): so a new recipe gets its
 * redirects, headers and benchmark without these scripts reading the recipe files.
 * @param {string} [exportDir] the export folder, 'out' by default
 */
export async function loadRoutes(exportDir = 'out') {
  const routesModule = await loadTsModule('content/routes.ts');
  const routes = /** @type {readonly string[]} */ (routesModule.routes);
  const sitemap = path.resolve(exportDir, 'sitemap.xml');
  const listed = existsSync(sitemap) ? [...readFileSync(sitemap, 'utf8').matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]).pathname) : [];
  return {
    routes: [...routes, ...listed.filter((page) => !routes.includes(page))],
    aliases: /** @type {Readonly<Record<string, string>>} */ (routesModule.aliases),
  };
}

/**
 * A content file's data as the site receives it (content/site.yaml → its fields), read with the
 * site's own parser (lib/content/parse.ts). The check has run before: this does not validate.
 * @param {string} file path from the project root, e.g. 'content/site.yaml'
 * @returns {Promise<any>}
 */
export async function loadContentFile(file) {
  const require = createRequire(import.meta.url);
  const { importLib } = require('../content/load-lib.cjs');
  const { loadContent } = await importLib('lib/content/parse.ts');
  return loadContent(file, readFileSync(path.resolve(file), 'utf8'));
}

/** The site's public address: SITE_URL when set at build time, else content/site.yaml's url (as content/site.ts does). */
export async function loadSiteUrl() {
  const site = await loadContentFile('content/site.yaml');
  return /** @type {string} */ (process.env.SITE_URL || site.url);
}
