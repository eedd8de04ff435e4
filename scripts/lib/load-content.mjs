// @ts-check
// Lets the build scripts (plain Node) read content: the typed modules (content/routes.ts stays the one
// list of routes) and the data files (content/site.yaml), through the same jiti loader as every other
// script (scripts/content/load-lib.cjs).
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { importLib } from '../content/load-lib.cjs';

/**
 * Every page of an export and the aliases of content/routes.ts. The pages are the routes of
 * content/routes.ts followed by those the content generates (one per recipe), read from the
 * export's sitemap.xml, which lists them all (app/sitemap.ts): so a new recipe gets its
 * redirects, headers and benchmark without these scripts reading the recipe files.
 * @param {string} [exportDir] the export folder, 'out' by default
 */
export async function loadRoutes(exportDir = 'out') {
  /** @type {typeof import('../../content/routes')} */
  const routesModule = await importLib('content/routes.ts');
  const routes = /** @type {readonly string[]} */ (routesModule.routes);
  const sitemap = path.resolve(exportDir, 'sitemap.xml');
  const listed = existsSync(sitemap)
    ? [...readFileSync(sitemap, 'utf8').matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]).pathname)
    : [];
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
  const { loadContent } = await importLib('lib/content/parse.ts');
  return loadContent(file, readFileSync(path.resolve(file), 'utf8'));
}

/** The site's public address: SITE_URL when set at build time, else content/site.yaml's url (as content/site.ts does). */
export async function loadSiteUrl() {
  const site = await loadContentFile('content/site.yaml');
  return /** @type {string} */ (process.env.SITE_URL || site.url);
}
