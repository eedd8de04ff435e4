import { legalDocuments, legalLabels } from '@/content/pages/legal';
import { browserForTests, visit } from './support/browser';

const legalRoutes = Object.keys(legalDocuments);

describe('legal pages on the narrowest phone', () => {
  const browser = browserForTests();

  /**
   * Under 600 px every table becomes one card per row, nothing scrolls sideways and no
   * word is split across lines (each word of a cell is one box), and the table is still a table
   * with its column headers for a screen reader.
   */
  test.each(legalRoutes.flatMap((route) => [320, 390, 599].map((width) => [route, width] as const)))(
    '%s at %i px: tables reflow into cards, no scroll box, no word cut',
    async (route, width) => {
      const { page } = await visit(browser.context, route, width);
      try {
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow).toBeLessThanOrEqual(0);
        const report = await page.locator('main table').evaluateAll((tables) =>
          tables.map((table) => {
            // A scroll box, or content cut at its edge (the visually hidden caption and header row aside).
            const scrollers = [table, ...table.querySelectorAll('*'), table.parentElement!].filter(
              (element) => !element.closest('caption, thead') && element.scrollWidth > element.clientWidth + 1,
            );
            const splitWords: string[] = [];
            for (const cell of table.querySelectorAll('td')) {
              const walker = document.createTreeWalker(cell, NodeFilter.SHOW_TEXT);
              for (let node = walker.nextNode(); node; node = walker.nextNode()) {
                // A line may end after a hyphen ("art. 2-|quaterdecies"), never inside a part.
                for (const match of (node.textContent ?? '').matchAll(/[^\s-]+-?/g)) {
                  const range = document.createRange();
                  range.setStart(node, match.index!);
                  range.setEnd(node, match.index! + match[0].length);
                  const lines = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top)));
                  if (lines.size > 1) splitWords.push(match[0]);
                }
              }
            }
            const firstCell = table.querySelector('td')!;
            return {
              cards: getComputedStyle(table.querySelector('tr')!).display === 'block',
              label: getComputedStyle(firstCell, '::before').content,
              heading: table.querySelector('th')!.textContent,
              scrollers: scrollers.map((element) => element.tagName),
              splitWords,
            };
          }),
        );
        for (const table of report) {
          // The label shows the column heading; its alternative text for screen readers is empty ("…" / "").
          expect(table).toEqual({
            cards: true,
            label: `"${table.heading}" / ""`,
            heading: table.heading,
            scrollers: [],
            splitWords: [],
          });
        }
        for (const table of await page.getByRole('table').all()) {
          const tree = await table.ariaSnapshot();
          expect(tree).toMatch(/- columnheader /);
          expect(tree).toMatch(/- cell /);
        }
      } finally {
        await page.close();
      }
    },
  );

  it('/dati-personali keeps a grid of columns on a wide screen', async () => {
    const { page } = await visit(browser.context, '/dati-personali', 1280);
    try {
      expect(
        await page
          .locator('main table tr')
          .first()
          .evaluate((row) => getComputedStyle(row).display),
      ).toBe('table-row');
      expect(
        await page
          .locator('main table')
          .first()
          .evaluate((table) => table.scrollWidth <= table.parentElement!.clientWidth),
      ).toBe(true);
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
