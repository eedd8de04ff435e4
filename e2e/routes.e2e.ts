import { ui } from '@/content/ui';
import { isDemoSite } from '@/lib/site-mode';
import { sitePages } from '@/lib/site-pages';
import { axeViolations } from './support/axe';
import { browserForTests, visit } from './support/browser';

/** Every page of the site (content/routes.ts and one page per recipe) gets these checks at a phone and a desktop width. */
const widths = [390, 1280];

const browser = browserForTests();

describe.each(sitePages())('%s', (route) => {
  test.each(widths)(
    `at %i px: loads, ${isDemoSite() ? 'the «Sito dimostrativo» band at the top, ' : ''}one h1, no console error, only our host, no overflow, no axe violation`,
    async (width) => {
      const { page, status, consoleErrors, foreignRequests, failedResources } = await visit(
        browser.context,
        route,
        width,
      );
      try {
        expect(status).toBe(200);
        // The demonstration site says what it is above everything else, first in the header's banner
        // (lib/site-mode.ts); the published site has no band.
        const band = page.locator('header > [role="note"]:first-child');
        if (isDemoSite()) {
          expect(await band.innerText()).toBe(ui.demoBand);
          expect(await band.isVisible()).toBe(true);
          expect((await band.boundingBox())?.y).toBe(0);
        } else {
          expect(await band.count()).toBe(0);
        }
        expect(await page.locator('h1').count()).toBe(1);
        for (const landmark of ['header', 'nav', 'main', 'footer']) {
          expect(await page.locator(landmark).count()).toBeGreaterThanOrEqual(1);
        }
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow).toBeLessThanOrEqual(0);
        expect(await axeViolations(page)).toEqual([]);
        expect(failedResources).toEqual([]);
        expect(consoleErrors).toEqual([]);
        expect(foreignRequests).toEqual([]);
      } finally {
        await page.close();
      }
    },
  );
});
