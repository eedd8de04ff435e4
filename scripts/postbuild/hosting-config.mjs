// @ts-check
// Security headers, redirects and caching for `npm start` and every host, written from
// deploy/hosting.config.mjs after the scripts are stripped, so the policy hashes exactly the
// inline scripts and styles that remain in out/.
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { hostingConfig, pagePolicy } from '../../deploy/hosting.config.mjs';
import { loadRoutes, loadSiteUrl } from '../lib/load-content.mjs';
import { deployDirFor, mainExport, root, serverConfigFor } from '../lib/paths.mjs';
import { attribute, editHtml, elements, htmlFiles, isInlineScript, parseHtml, textContent } from './html.mjs';
import { headersFile, nginxConf, redirectsFile, ruleFileHost, staticServerJson } from './hosting-formats.mjs';
import { vercelConfig, writeVercelOutput } from './vercel-output.mjs';

/** The CSP source for a piece of inline code. @param {string} text */
export function sha256Source(text) {
  return `sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}`;
}

/** The sha256 sources of every inline script left in the exported pages, site-wide. @param {string} outDir */
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
 * Writes each page's own policy (see pagePolicy) into its <head>, before any <style>: the hashes
 * of its inline styles; on a page that keeps its scripts, of every page's, since client-side
 * navigation can bring another page's styles in. A style="" attribute would be blocked, so it
 * stops the build.
 * @param {string} outDir
 * @param {import('../../deploy/hosting.config.mjs').BuildFacts} facts
 */
function writePagePolicies(outDir, facts) {
  const pages = htmlFiles(outDir).map((file) => {
    const html = readFileSync(path.join(outDir, file), 'utf8');
    const all = [...elements(parseHtml(html))];
    const withStyle = all.find((element) => attribute(element, 'style') !== undefined);
    if (withStyle)
      throw new Error(
        `${file}: <${withStyle.tagName} style="${attribute(withStyle, 'style')}"> would be blocked by the Content-Security-Policy; use a class.`,
      );
    const styleHashes = all
      .filter((element) => element.tagName === 'style')
      .map((element) => sha256Source(textContent(element)));
    const keepsScripts = all.some(
      (element) => element.tagName === 'script' && attribute(element, 'src')?.startsWith('/_next/'),
    );
    return { file, html, all, styleHashes, keepsScripts };
  });
  const everyStyle = [...new Set(pages.flatMap((page) => page.styleHashes))].sort();
  for (const { file, html, all, styleHashes, keepsScripts } of pages) {
    // Right after <meta charset> (which must stay within the first 1024 bytes), before any <style>.
    const head = all.find((element) => element.tagName === 'head');
    const charset = head?.childNodes.find(
      (node) => 'tagName' in node && node.tagName === 'meta' && attribute(node, 'charset') !== undefined,
    );
    const insertAt =
      (charset && 'sourceCodeLocation' in charset ? charset.sourceCodeLocation?.endOffset : undefined) ??
      head?.sourceCodeLocation?.startTag?.endOffset;
    if (insertAt === undefined) throw new Error(`${file}: no <head> to put the page's policy in.`);
    const content = pagePolicy(facts, keepsScripts ? everyStyle : [...new Set(styleHashes)].sort());
    const meta = `<meta http-equiv="Content-Security-Policy" content="${content}"/>`;
    const existing = all.filter(
      (element) =>
        element.tagName === 'meta' && attribute(element, 'http-equiv')?.toLowerCase() === 'content-security-policy',
    );
    writeFileSync(
      path.join(outDir, file),
      editHtml(html, [...existing.map((element) => ({ element })), { at: insertAt, insert: meta }]),
    );
  }
}

/** @param {string} outDir @param {{ log?: (line: string) => void }} [options] */
export async function writeHostingConfig(outDir, options = {}) {
  const { log = console.log } = options;
  const site = await loadRoutes(outDir);
  const siteUrl = await loadSiteUrl();
  const facts = { scriptHashes: inlineScriptHashes(outDir), contactEndpoint: process.env.NEXT_PUBLIC_CONTACT_ENDPOINT };
  const config = hostingConfig(facts, site);
  writePagePolicies(outDir, facts);

  const deployDir = deployDirFor(outDir);
  const host = ruleFileHost();
  // Every file here changes with the content (a new recipe brings its redirects) and is read by its
  // host after the build: none is committed. netlify.toml and vercel.json only name the build.
  /** @type {Array<[string, string]>} */
  const files = [
    [serverConfigFor(outDir), staticServerJson(config)],
    [path.join(outDir, '_headers'), headersFile(config, host)],
    [path.join(outDir, '_redirects'), redirectsFile(config, host)],
    [path.join(deployDir, 'nginx.conf'), nginxConf(config, { serverName: new URL(siteUrl).hostname })],
  ];
  for (const [file, content] of files) {
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, content);
  }
  const written = files.map(([file]) => file);
  // Vercel's Build Output API, for the site's own export (a second export for the tests has none).
  if (path.resolve(outDir) === mainExport)
    written.push(writeVercelOutput(root, outDir, vercelConfig(config, htmlFiles(outDir))));
  log(
    `Hosting configuration: ${written.map((file) => path.relative(root, file)).join(', ')} (_redirects and _headers in ${host === 'netlify' ? 'Netlify' : 'Cloudflare Pages'}'s dialect; ${facts.scriptHashes.length} inline script hash(es) in the policy).`,
  );
  return config;
}
