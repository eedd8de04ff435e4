import { notFoundPage } from '@/content/errors';
import { home } from '@/content/pages/home';
import { axeViolations } from './support/axe';
import { browserForTests, visit } from './support/browser';

const missing = '/qualcosa-che-non-esiste';

describe('an unknown address', () => {
  const browser = browserForTests();

  test.each([390, 1280])('at %i px: answers 404 with the 404 page, logs the path, no axe violation', async (width) => {
    const { page, status, consoleErrors, foreignRequests } = await visit(browser.context, missing, width);
    try {
      expect(status).toBe(404);
      const h1 = page.locator('h1');
      expect(await h1.count()).toBe(1);
      expect(await h1.textContent()).toBe(notFoundPage.title);
      expect(await h1.getAttribute('lang')).toBe(notFoundPage.titleLang);
      const home = page.getByRole('link', { name: notFoundPage.homeLink, exact: true });
      expect(await home.getAttribute('href')).toBe('/');
      expect(consoleErrors).toContain(`${notFoundPage.consoleMessage} ${missing}`);
      expect(await page.locator('[aria-current="page"]').count()).toBe(0);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      expect(await axeViolations(page)).toEqual([]);
      expect(foreignRequests).toEqual([]);
    } finally {
      await page.close();
    }
  });

  it('leads home from the link', async () => {
    const { page } = await visit(browser.context, missing, 390);
    try {
      await page.getByRole('link', { name: notFoundPage.homeLink, exact: true }).click();
      await page.waitForURL((url) => url.pathname === '/');
      expect(await page.locator('h1').textContent()).toBe(home.hero.title);
    } finally {
      await page.close();
    }
  });
});
