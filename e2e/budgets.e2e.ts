import { routes } from '@/content/routes';
import { baseUrl, openBrowser, type BrowserSession } from './support/browser';
import { clientComponentsOf } from './support/client-components';
import { budgets, kilobytes } from '../scripts/lib/budgets.mjs';
import { mainExport } from '../scripts/lib/paths.mjs';
import { pageWeight } from '../scripts/lib/page-weight.mjs';

/**
 * Issue #14: what each page really loads in Chromium, gzipped, against the budgets of
 * scripts/lib/budgets.mjs: no JavaScript at all on a page without an island, and at most 50 KB in
 * all; on the form pages at most 80 KB of JavaScript and 110 KB in all; the content's photos at most
 * 50 KB, apart (e2e/editor.e2e.ts measures a recipe with a phone's photo). (The build checks the scripts too; `npm run bench`
 * gives the figures.) The favicon, the manifest and the manifest's icon count, as Lighthouse
 * (the benchmark) counts them.
 */
let browser: BrowserSession;

beforeAll(async () => {
  browser = await openBrowser({ width: 390 });
});

afterAll(async () => {
  await browser?.close();
});

describe.each(routes)('%s', (route) => {
  const hasIsland = clientComponentsOf(route).length > 0;

  test(hasIsland ? `loads at most ${kilobytes(budgets.islandPageScriptBytes)} of JavaScript and ${kilobytes(budgets.islandPageTotalBytes)} in all` : `loads no JavaScript and at most ${kilobytes(budgets.otherPageTotalBytes)} in all`, async () => {
    const page = await browser.context.newPage();
    const requests: Array<{ url: string; resourceType: string; mimeType?: string; status: number }> = [];
    page.on('response', (response) =>
      requests.push({ url: response.url(), resourceType: response.request().resourceType(), mimeType: response.headers()['content-type'], status: response.status() }),
    );
    try {
      await page.goto(baseUrl() + route, { waitUntil: 'networkidle' });
      // Chromium headless fetches neither the favicon nor the manifest by itself; Lighthouse also
      // fetches the manifest's icon that Chromium would install (the smallest of at least 144 px).
      const linked = await page.evaluate(async () => {
        const href = (selector: string) => document.querySelector<HTMLLinkElement>(selector)?.href;
        const manifest = href('link[rel="manifest"]');
        const icons: Array<{ src: string; sizes: string; purpose?: string }> = manifest ? (await (await fetch(manifest)).json()).icons : [];
        const installable = icons
          .filter((icon) => (icon.purpose ?? 'any').includes('any') && Number.parseInt(icon.sizes, 10) >= 144)
          .sort((a, b) => Number.parseInt(a.sizes, 10) - Number.parseInt(b.sizes, 10))[0];
        return { icon: href('link[rel="icon"]'), manifest, manifestIcon: installable && new URL(installable.src, location.href).href };
      });
      for (const url of [linked.icon, linked.manifestIcon]) if (url) requests.push({ url, resourceType: 'image', status: 200 });
      if (linked.manifest) requests.push({ url: linked.manifest, resourceType: 'other', status: 200 });
      const weight = pageWeight(mainExport, requests, new URL(baseUrl()).origin);
      expect(weight.photo).toBeLessThanOrEqual(budgets.photoBytes);
      if (hasIsland) {
        expect(weight.js).toBeGreaterThan(0);
        expect(weight.js).toBeLessThanOrEqual(budgets.islandPageScriptBytes);
        expect(weight.total).toBeLessThanOrEqual(budgets.islandPageTotalBytes);
      } else {
        expect(weight.js).toBe(budgets.otherPageScriptBytes);
        expect(weight.total).toBeLessThanOrEqual(budgets.otherPageTotalBytes);
      }
    } finally {
      await page.close();
    }
  });
});
