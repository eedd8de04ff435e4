import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { sitePages } from '@/lib/site-pages';
import { baseUrl, browserForTests } from './support/browser';
import { clientComponentsOf } from './support/client-components';
import { waitForIsland } from './support/contact-form';
import { mainExport, originalHtmlDirFor } from '../scripts/lib/paths.mjs';
import { islandOf, islandScriptsPath } from '../scripts/postbuild/island-config.mjs';

/**
 * The post-export step leaves pages without a client component with zero JavaScript and
 * otherwise unchanged (but for its policy <meta>). A page whose client components are
 * islands (the contact form) loads no framework script either, only its island, which hydrates.
 * Which pages have client components is read from the source (support/client-components.ts), not
 * from the step under test; a client component that is not an island fails here.
 */
const notFound = '/pagina-che-non-esiste';

/** A route's HTML in `dir`: the export the site ships, or the pages as Next.js exported them (kept by the post-export step). */
const htmlIn = (dir: string, route: string) =>
  readFileSync(path.join(dir, `${route === notFound ? '404' : route === '/' ? 'index' : route.slice(1)}.html`), 'utf8');

/**
 * A route's two documents, as exported and as shipped, parsed by the browser and serialised without what the step removes (the framework's
 * scripts and preloads, the island data, which moves into the island) or adds (each page's policy
 * <meta>, an island's loader, the key to its data); JSON-LD and `<script data-keep>` stay on both sides.
 */
async function comparableDocuments(page: Page, route: string) {
  return page.evaluate(
    ({ original, processed }) => {
      const serialise = (html: string, remove: string) => {
        const document = new DOMParser().parseFromString(html, 'text/html');
        document.querySelectorAll(remove).forEach((element) => element.remove());
        document.querySelectorAll('[data-island-key]').forEach((element) => element.removeAttribute('data-island-key'));
        return document.documentElement.outerHTML;
      };
      // The policy is checked by e2e/hosting.e2e.ts; the island, its loader and data by the test above.
      const changed = [
        'meta[http-equiv="Content-Security-Policy"]',
        'script[data-island-data]',
        'script:not([data-keep]):not([type="application/ld+json"]):not([type="application/json"])',
        'link[rel="preload"][as="script"]',
        'link[rel="modulepreload"]',
      ].join(', ');
      return { original: serialise(original, changed), processed: serialise(processed, changed) };
    },
    { original: htmlIn(originalHtmlDirFor('out'), route), processed: htmlIn(mainExport, route) },
  );
}

const browser = browserForTests({ width: 390 });

describe.each([...sitePages(), notFound])('%s', (route) => {
  const clientComponents = clientComponentsOf(route === notFound ? null : route);
  const islands = clientComponents.map((component) => islandOf(component));
  const hasIsland = islands.length > 0;

  test(
    hasIsland
      ? 'loads no script file, only its island once the visitor shows intent, which hydrates the form'
      : 'loads zero bytes of JavaScript',
    async () => {
      // A client component that is not an island would bring the framework's runtime back.
      expect(clientComponents.filter((_, index) => islands[index] === undefined)).toEqual([]);
      const page = await browser.context.newPage();
      const scripts: string[] = [];
      page.on('request', (request) => {
        if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
      });
      try {
        await page.goto(baseUrl() + route, { waitUntil: 'networkidle' });
        const leftInDocument = await page.evaluate(() =>
          [
            ...document.querySelectorAll(
              'script:not([data-keep]):not([type="application/ld+json"]):not([type="application/json"]), link[rel="modulepreload"], link[rel="preload"][as="script"]',
            ),
          ].map((element) => element.outerHTML.slice(0, 120)),
        );
        if (hasIsland) {
          // The first load carries the islands' loader, inline, and fetches nothing more.
          expect(scripts).toEqual([]);
          // Nor the island's data, which comes with the island.
          expect(await page.locator('script[data-island-data]').count()).toBe(0);
          expect(leftInDocument.length).toBeGreaterThan(0);
          expect(
            leftInDocument.every((html) => html.startsWith('<script data-island-loader="" data-island-name="')),
          ).toBe(true);
          // The pointer over the form brings the island, which hydrates it.
          await waitForIsland(page);
          expect(scripts.length).toBe(new Set(islands.map((island) => island?.name)).size);
          expect(scripts.every((script) => script.startsWith(islandScriptsPath))).toBe(true);
          // The island asks V8 to compile it eagerly, off the main thread.
          const firstLines = await page.evaluate(
            (paths) => Promise.all(paths.map(async (path) => (await (await fetch(path)).text()).split('\n', 1)[0])),
            scripts,
          );
          expect(firstLines.every((line) => line === '//# allFunctionsCalledOnLoad')).toBe(true);
        } else {
          expect(scripts).toEqual([]);
          expect(leftInDocument).toEqual([]);
        }
      } finally {
        await page.close();
      }
    },
  );

  test('is otherwise exactly the page Next.js exported', async () => {
    const page = await browser.context.newPage();
    try {
      const { original, processed } = await comparableDocuments(page, route);
      expect(processed).toBe(original);
    } finally {
      await page.close();
    }
  });
});
