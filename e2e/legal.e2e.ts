import { legalDocuments, legalLabels } from '@/content/legal';
import { openBrowser, visit, type BrowserSession } from './support/browser';

const legalRoutes = Object.keys(legalDocuments);

describe('legal pages on the narrowest phone', () => {
  let browser: BrowserSession;
  beforeAll(async () => {
    browser = await openBrowser();
  });
  afterAll(async () => browser?.close());

  test.each(legalRoutes)('%s at 320 px: no page overflow; wide tables scroll in their own focusable region', async (route) => {
    const { page } = await visit(browser.context, route, 320);
    try {
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      for (const region of await page.locator('[role="region"]:has(> table)').all()) {
        await region.focus();
        expect(await region.evaluate((element) => element === document.activeElement)).toBe(true);
        const box = await region.boundingBox();
        expect(box!.x + box!.width).toBeLessThanOrEqual(320);
      }
    } finally {
      await page.close();
    }
  });

  it('jumps to a section from the index', async () => {
    const { page } = await visit(browser.context, '/termini', 390);
    try {
      const index = page.getByRole('navigation', { name: legalLabels.tableOfContents });
      const link = index.getByRole('link').nth(5);
      const href = await link.getAttribute('href');
      await link.click();
      expect(new URL(page.url()).hash).toBe(href);
      const top = await page.locator(href!).evaluate((heading) => heading.getBoundingClientRect().top);
      expect(top).toBeGreaterThanOrEqual(0);
      expect(top).toBeLessThan(100);
    } finally {
      await page.close();
    }
  });
});
