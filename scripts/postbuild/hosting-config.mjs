// @ts-check
// Issue #7: security headers, redirects and caching for `npm start` and every host, written from
// deploy/hosting.config.mjs after the scripts are stripped, so the policy hashes exactly the
// inline scripts and styles that remain in out/.
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { hostingConfig } from '../../deploy/hosting.config.mjs';
import { loadRoutes, loadTsModule } from '../lib/load-ts-module.mjs';
import { deployDirFor, mainExport, root } from '../lib/paths.mjs';
import { elements, htmlFiles, isInlineScript, parseHtml, textContent } from './html.mjs';
import { headersFile, netlifyToml, nginxConf, redirectsFile, serveJson, vercelJson } from './hosting-formats.mjs';

/** The CSP source for a piece of inline code. @param {string} text */
export function sha256Source(text) {
  return `sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}`;
}

/**
 * The sha256 sources of every inline script left in the exported pages, site-wide.
 * @param {string} outDir
 */
export function inlineScriptHashes(outDir) {
  const hashes = new Set();
  for (const file of htmlFiles(outDir)) {
    for (const element of elements(parseHtml(readFileSync(path.join(outDir, file), 'utf8')))) {
      if (isInlineScript(element)) hashes.add(sha256Source(textContent(element)));
    }
  }
  return [...hashes].sort();
}

/**
 * @param {string} outDir
 * @param {{ log?: (line: string) => void }} [options]
 */
export async function writeHostingConfig(outDir, options = {}) {
  const { log = console.log } = options;
  const site = await loadRoutes();
  const { site: siteSettings } = /** @type {{ site: { url: string } }} */ (await loadTsModule('content/site.ts'));
  const facts = { scriptHashes: inlineScriptHashes(outDir), contactEndpoint: process.env.NEXT_PUBLIC_CONTACT_ENDPOINT };
  const config = hostingConfig(facts, site);

  const deployDir = deployDirFor(outDir);
  // The hosts read netlify.toml and vercel.json from the project root; a second export keeps its own.
  const hostRoot = path.resolve(outDir) === mainExport ? root : deployDir;
  /** @type {Array<[string, string]>} */
  const files = [
    [path.join(deployDir, 'serve.json'), serveJson(config)],
    [path.join(outDir, '_headers'), headersFile(config, site)],
    [path.join(outDir, '_redirects'), redirectsFile(config, site)],
    [path.join(hostRoot, 'netlify.toml'), netlifyToml(config)],
    [path.join(hostRoot, 'vercel.json'), vercelJson(config, site)],
    [path.join(deployDir, 'nginx.conf'), nginxConf(config, { serverName: new URL(siteSettings.url).hostname })],
  ];
  for (const [file, content] of files) {
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, content);
  }
  log(`Hosting configuration: ${files.map(([file]) => path.relative(root, file)).join(', ')} (${facts.scriptHashes.length} inline script hash(es) in the policy).`);
  return config;
}
