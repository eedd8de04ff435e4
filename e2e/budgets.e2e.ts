import type { Page } from 'playwright-core';
import { routes } from '@/content/routes';
import { baseUrl, browserForTests } from './support/browser';
import { clientComponentsOf } from './support/client-components';
import { budgets, kilobytes } from '../scripts/lib/budgets.mjs';
import { mainExport } from '../scripts/lib/paths.mjs';
import { pageWeight } from '../scripts/lib/page-weight.mjs';
import { islandScriptsPath } from '../scripts/postbuild/island-config.mjs';

/**
 * What each page really loads in Chromium, gzipped, against the budgets of
 * scripts/lib/budgets.mjs. At its first load no page fetches a script file; a form page loads
 * at most 45 KB in all (its island's loader is inline, in the HTML) and any other page at most
 * 50 KB. The form's island comes only once the visitor shows intent (here, the pointer over the
 * form), within its own budget. (The build checks the scripts too; `npm run bench` gives the
 * figures.) The favicon, the manifest and the manifest's icon count, as Lighthouse (the
 * benchmark) counts them. The content's photos weigh apart, at most 50 KB a page (e2e/editor.e2e.ts
 * measures a recipe with a phone's photo).
 */
const browser = browserForTests({ width: 390 });

type Request = { url: string; resourceType: string; mimeType?: string; status: number };

/** What the page loaded, from Chromium's responses, with what Lighthouse also counts. */
async function firstLoad(page: Page, route: string): Promise<Request[]> {
  const requests: Request[] = [];
  page.on('response', (response) =>
    requests.push({
      url: response.url(),
      resourceType: response.request().resourceType(),
      mimeType: response.headers()['content-type'],
      status: response.status(),
    }),
  );
  await page.goto(baseUrl() + route, { waitUntil: 'networkidle' });
  // Chromium headless fetches neither the favicon nor the manifest by itself; Lighthouse also
  // fetches the manifest's icon that Chromium would install (the smallest of at least 144 px).
  const linked = await page.evaluate(async () => {
    const href = (selector: string) => document.querySelector<HTMLLinkElement>(selector)?.href;
    const manifest = href('link[rel="manifest"]');
    const icons: Array<{ src: string; sizes: string; purpose?: string }> = manifest
      ? (await (await fetch(manifest)).json()).icons
      : [];
    const installable = icons
      .filter((icon) => (icon.purpose ?? 'any').includes('any') && Number.parseInt(icon.sizes, 10) >= 144)
      .sort((a, b) => Number.parseInt(a.sizes, 10) - Number.parseInt(b.sizes, 10))[0];
    return {
      icon: href('link[rel="icon"]'),
      manifest,
      manifestIcon: installable && new URL(installable.src, location.href).href,
    };
  });
  const loaded = [...requests];
  for (const url of [linked.icon, linked.manifestIcon])
    if (url) loaded.push({ url, resourceType: 'image', status: 200 });
  if (linked.manifest) loaded.push({ url: linked.manifest, resourceType: 'other', status: 200 });
  return loaded;
}

describe.each(routes)('%s', (route) => {
  const hasIsland = clientComponentsOf(route).length > 0;
  const limit = hasIsland ? budgets.formPageFirstLoadBytes : budgets.otherPageTotalBytes;

  test(`loads no script file and at most ${kilobytes(limit)} in all${hasIsland ? `; its island, once the visitor shows intent, at most ${kilobytes(budgets.islandScriptBytes)}` : ''}`, async () => {
    const page = await browser.context.newPage();
    try {
      const origin = new URL(baseUrl()).origin;
      const loaded = await firstLoad(page, route);
      const weight = pageWeight(mainExport, loaded, origin);
      expect(loaded.filter((request) => request.resourceType === 'script').map((request) => request.url)).toHaveLength(
        budgets.firstLoadScriptFiles,
      );
      expect(weight.js).toBe(0);
      expect(weight.photo).toBeLessThanOrEqual(budgets.photoBytes);
      expect(weight.total).toBeLessThanOrEqual(limit);
      if (!hasIsland) return;
      const island = page.waitForResponse((response) => response.request().resourceType() === 'script');
      await page.locator('main form').hover();
      const response = await island;
      expect(new URL(response.url()).pathname.startsWith(islandScriptsPath)).toBe(true);
      const islandWeight = pageWeight(
        mainExport,
        [{ url: response.url(), resourceType: 'script', status: response.status() }],
        origin,
      );
      expect(islandWeight.js).toBeGreaterThan(0);
      expect(islandWeight.js).toBeLessThanOrEqual(budgets.islandScriptBytes);
    } finally {
      await page.close();
    }
  });
});
