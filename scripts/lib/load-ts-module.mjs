// @ts-check
// Lets the build scripts (plain Node, no TypeScript loader) read content: the typed modules without imports
// (content/routes.ts stays the one list of routes) and the data files (content/site.yaml).
import { readFileSync } from 'node:fs';
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

/** The routes and aliases of content/routes.ts. */
export async function loadRoutes() {
  const routesModule = await loadTsModule('content/routes.ts');
  return {
    routes: /** @type {readonly string[]} */ (routesModule.routes),
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
