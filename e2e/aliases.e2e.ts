import { legalDocuments } from '@/content/pages/legal';
import { aliases, type Alias } from '@/content/routes';
import { baseUrl, browserForTests } from './support/browser';

/**
 * The old addresses land on their page with and without JavaScript (the host's 301 aside; what the
 * alias page itself carries, as GitHub Pages serves it, is AliasPages.test.tsx's).
 */
const cases = Object.entries(aliases) as Array<[Alias, keyof typeof legalDocuments]>;

describe.each([true, false])('with JavaScript %s', (javaScriptEnabled) => {
  const browser = browserForTests({ javaScriptEnabled });

  test.each(cases)('%s ends on %s with its h1', async (alias, target) => {
    const page = await browser.context.newPage();
    try {
      await page.goto(baseUrl() + alias);
      await page.waitForURL(baseUrl() + target, { timeout: 10_000 });
      const h1 = page.locator('h1');
      await h1.waitFor();
      expect(await h1.textContent()).toBe(legalDocuments[target].title);
    } finally {
      await page.close();
    }
  });
});
