// @ts-check
// Issue #7: security headers, redirects and caching for `npm start` and every host, written from
// deploy/hosting.config.mjs after the scripts are stripped, so the policy hashes exactly the
// inline scripts and styles that remain in out/.
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { hostingConfig } from '../../deploy/hosting.config.mjs';
import { loadRoutes, loadTsModule } from '../lib/load-ts-module.mjs';
import { serveConfigFile } from '../lib/static-server.mjs';
import { attribute, elements, htmlFiles, isInlineScript, parseHtml, textContent } from './html.mjs';
import { headersFile, netlifyToml, nginxConf, redirectsFile, serveJson, vercelJson } from './hosting-formats.mjs';

/** The CSP source for a piece of inline code. @param {string} text */
export function sha256Source(text) {
  return `sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}`;
}

/**
 * What the policy must allow: the inline scripts and styles left in the exported pages.
 * @param {string} outDir
 * @returns {Omit<import('../../deploy/hosting.config.mjs').BuildFacts, 'contactEndpoint'>}
 */
export function inlineCodeIn(outDir) {
  const scripts = new Set();
  const styles = new Set();
  let hasStyleAttributes = false;
  for (const file of htmlFiles(outDir)) {
    for (const element of elements(parseHtml(readFileSync(path.join(outDir, file), 'utf8')))) {
      if (isInlineScript(element)) scripts.add(sha256Source(textContent(element)));
      if (element.tagName === 'style') styles.add(sha256Source(textContent(element)));
      const style = attribute(element, 'style');
      if (style !== undefined) {
        hasStyleAttributes = true;
        styles.add(sha256Source(style));
      }
    }
  }
  return { scriptHashes: [...scripts].sort(), styleHashes: [...styles].sort(), hasStyleAttributes };
}

/**
 * @param {string} outDir
 * @param {{ root?: string, log?: (line: string) => void }} [options]
 */
export async function writeHostingConfig(outDir, options = {}) {
  const { root = path.resolve('.'), log = console.log } = options;
  const site = await loadRoutes();
  const { site: siteSettings } = /** @type {{ site: { url: string } }} */ (await loadTsModule('content/site.ts'));
  const facts = { ...inlineCodeIn(outDir), contactEndpoint: process.env.NEXT_PUBLIC_CONTACT_ENDPOINT };
  const config = hostingConfig(facts, site);

  /** @type {Array<[string, string]>} */
  const files = [
    [serveConfigFile, serveJson(config)],
    [path.join(outDir, '_headers'), headersFile(config, site)],
    [path.join(outDir, '_redirects'), redirectsFile(config, site)],
    [path.join(root, 'netlify.toml'), netlifyToml(config)],
    [path.join(root, 'vercel.json'), vercelJson(config, site)],
    [path.join(root, 'deploy', 'nginx.conf'), nginxConf(config, { serverName: new URL(siteSettings.url).hostname })],
  ];
  for (const [file, content] of files) {
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, content);
  }
  log(`Hosting configuration: ${files.map(([file]) => path.relative(root, file)).join(', ')} (${facts.scriptHashes.length} inline script hash(es), ${facts.styleHashes.length} style hash(es)).`);
  return config;
}
