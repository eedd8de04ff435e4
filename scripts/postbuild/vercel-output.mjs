// @ts-check
// Vercel reads the Build Output API (.vercel/output/config.json and .vercel/output/static/) once
// the build command has run, so the rules that change with content (a new recipe's redirects) are
// written by the build instead of a committed vercel.json. The redirect and header routes come from
// @vercel/routing-utils, the package Vercel's own CLI turns vercel.json into routes with.
import { cpSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { getTransformedRoutes } from '@vercel/routing-utils';
import { contentTypeFor } from '../lib/static-server.mjs';

/** @typedef {import('../../deploy/hosting.config.mjs').HostingConfig} HostingConfig */

/** @param {Record<string, string>} headers */
const headerList = (headers) => Object.entries(headers).map(([key, value]) => ({ key, value }));

/** A literal path as a route's anchored regular expression. @param {string} literal */
const exactly = (literal) => `^${literal.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`;

/**
 * config.json: the hidden files answer the 404 page with 404; then every redirect (301, exact) and
 * the headers; then the files, each page at its address without ".html" (overrides); anything
 * else is the 404 page with 404.
 * @param {HostingConfig} config
 * @param {string[]} htmlFiles the export's HTML files, relative ("prodotto.html", "ricette-salutari/x.html")
 */
export function vercelConfig(config, htmlFiles) {
  const immutable = config.caching.immutable.path.replace(/\*$/, '');
  const { routes, error } = getTransformedRoutes({
    redirects: config.redirects.map(({ from, to, status }) => ({ source: from, destination: to, statusCode: status })),
    headers: [
      { source: '/(.*)', headers: headerList(config.securityHeaders) },
      { source: `/((?!${immutable.slice(1)}).*)`, headers: headerList({ 'Cache-Control': config.caching.revalidate }) },
      { source: `${immutable}(.*)`, headers: headerList({ 'Cache-Control': config.caching.immutable.cacheControl }) },
      ...config.typedPaths.map((file) => ({
        source: file,
        headers: headerList({ 'Content-Type': contentTypeFor(config, file) }),
      })),
    ],
  });
  if (error || !routes) throw new Error(`Vercel's routing-utils refused the hosting configuration: ${error?.message}`);
  const notFound = { status: 404, dest: config.notFoundPage };
  const pages = htmlFiles.filter((file) => file !== 'index.html' && `/${file}` !== config.notFoundPage);
  return {
    version: 3,
    routes: [
      ...config.hiddenPaths.map((hidden) => ({ src: exactly(hidden), ...notFound })),
      ...routes,
      { handle: 'filesystem' },
      { src: '^/.*$', ...notFound },
    ],
    overrides: Object.fromEntries(pages.map((file) => [file, { path: file.replace(/\.html$/, '') }])),
  };
}

/**
 * Writes .vercel/output in `projectRoot`: config.json, and the export as static/ (without the
 * other hosts' rule files).
 * @param {string} projectRoot
 * @param {string} outDir
 * @param {ReturnType<typeof vercelConfig>} vercel
 */
export function writeVercelOutput(projectRoot, outDir, vercel) {
  const output = path.join(projectRoot, '.vercel', 'output');
  rmSync(output, { recursive: true, force: true });
  mkdirSync(output, { recursive: true });
  cpSync(outDir, path.join(output, 'static'), {
    recursive: true,
    filter: (source) => !['_headers', '_redirects'].includes(path.relative(outDir, source)),
  });
  writeFileSync(path.join(output, 'config.json'), `${JSON.stringify(vercel, null, 2)}\n`);
  return path.join(output, 'config.json');
}
