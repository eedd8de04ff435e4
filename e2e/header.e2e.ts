import { home } from '@/content/home';
import { mainNav } from '@/content/navigation';
import { ui } from '@/content/ui';
import { baseUrl, openBrowser, type BrowserSession } from './support/browser';

describe('phone menu without JavaScript', () => {
  let browser: BrowserSession;
  beforeAll(async () => {
    browser = await openBrowser({ javaScriptEnabled: false, width: 390 });
  });
  afterAll(async () => browser?.close());

  it('opens and closes from the keyboard and reaches every link', async () => {
    const page = await browser.context.newPage();
    await page.goto(`${baseUrl()}/benefici`);
    const menu = page.getByRole('navigation', { name: ui.mainNavLabel });
    const firstLink = menu.getByRole('link', { name: mainNav[0].label });
    await expect(firstLink.isVisible()).resolves.toBe(false);
    expect(await page.locator('header').getByText('SSL Sicuro').isVisible()).toBe(false);

    // Tab: skip link, logo, then the menu button.
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('SUMMARY');
    await page.keyboard.press('Enter');
    for (const item of mainNav) {
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => document.activeElement?.textContent)).toBe(item.label);
      expect(await menu.getByRole('link', { name: item.label }).isVisible()).toBe(true);
    }
    const current = menu.locator('[aria-current="page"]');
    expect(await current.textContent()).toBe('Benefici');

    await menu.locator('summary').click();
    expect(await firstLink.isVisible()).toBe(false);
    await page.close();
  });
});

describe('desktop header', () => {
  let browser: BrowserSession;
  beforeAll(async () => {
    browser = await openBrowser({ width: 1280 });
  });
  afterAll(async () => browser?.close());

  it('shows every navigation link inline, the email, "SSL Sicuro" and "+5000 Clienti"', async () => {
    const page = await browser.context.newPage();
    await page.goto(`${baseUrl()}/`);
    const header = page.locator('header');
    for (const item of mainNav) {
      expect(await header.getByRole('link', { name: item.label, exact: true }).isVisible()).toBe(true);
    }
    expect(await header.locator('summary').isVisible()).toBe(false);
    expect(await header.locator('a[href^="mailto:"]').isVisible()).toBe(true);
    expect(await header.getByText('SSL Sicuro').isVisible()).toBe(true);
    expect(await header.getByText('+5000 Clienti').isVisible()).toBe(true);
    await page.close();
  });
});

describe('reduced motion', () => {
  let browser: BrowserSession;
  beforeAll(async () => {
    browser = await openBrowser({ reducedMotion: 'reduce' });
  });
  afterAll(async () => browser?.close());

  it('turns transitions off when the visitor asks for less motion', async () => {
    const page = await browser.context.newPage();
    await page.goto(`${baseUrl()}/`);
    const duration = await page.getByRole('link', { name: home.hero.primaryCta.label }).evaluate((link) => getComputedStyle(link).transitionDuration);
    expect(duration.split(',').every((value) => parseFloat(value) <= 0.00001)).toBe(true);
    await page.close();
  });
});
