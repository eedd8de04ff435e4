// @ts-check
// What a page weighs, gzipped, by kind of resource: shared by the benchmark (from Lighthouse's
// network log) and the budget tests (from Chromium's requests), both reading the files of out/.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

/** Browser resource types → the weight's kinds (the favicon counts as an image; Other is the web manifest). */
const kinds = /** @type {Record<string, string>} */ ({
  document: 'html',
  stylesheet: 'css',
  script: 'js',
  font: 'font',
  image: 'img',
});

/**
 * @param {string} resourceType a Lighthouse ('Script') or Playwright ('script') resource type
 * @param {string | undefined} mimeType
 */
export function kindOf(resourceType, mimeType) {
  return kinds[resourceType.toLowerCase()] ?? (mimeType?.startsWith('image/') ? 'img' : 'other');
}

/**
 * The file in an export folder that answers a URL path, as the static hosts resolve clean URLs.
 * @param {string} outDir
 * @param {string} urlPath
 * @returns {Buffer | null}
 */
export function fileFor(outDir, urlPath) {
  const clean = decodeURIComponent(urlPath).replace(/\/$/, '');
  for (const candidate of [clean, `${clean}.html`, `${clean}/index.html`]) {
    const file = path.join(outDir, candidate);
    if (candidate && existsSync(file) && !file.endsWith(path.sep)) {
      try {
        return readFileSync(file);
      } catch {
        // a directory
      }
    }
  }
  return null;
}

/** The versions of the content's photos (app/foto/[file]/route.ts), weighed apart: see budgets.mjs. */
const PHOTO_PATH = '/foto/';

/**
 * Gzipped bytes per kind of the same-origin responses a page loaded, each path counted once; the
 * content's photos under `photo`, outside the total.
 * @param {string} outDir
 * @param {Array<{ url: string, resourceType: string, mimeType?: string, status: number }>} requests
 * @param {string} origin
 * @returns {{ html: number, css: number, js: number, font: number, img: number, other: number, total: number, photo: number }}
 */
export function pageWeight(outDir, requests, origin) {
  /** @type {Record<string, number>} */
  const bytes = { html: 0, css: 0, js: 0, font: 0, img: 0, other: 0, photo: 0 };
  const seen = new Set();
  for (const request of requests) {
    const url = new URL(request.url);
    if (url.origin !== origin || seen.has(url.pathname) || request.status >= 300) continue;
    seen.add(url.pathname);
    const body = fileFor(outDir, url.pathname);
    if (body)
      bytes[url.pathname.startsWith(PHOTO_PATH) ? 'photo' : kindOf(request.resourceType, request.mimeType)] +=
        gzipSync(body).length;
  }
  const { html, css, js, font, img, other, photo } = bytes;
  return { html, css, js, font, img, other, total: html + css + js + font + img + other, photo };
}
