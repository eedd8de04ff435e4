import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { notFoundPage, renderErrorPage } from '@/content/errors';
import { routes } from '@/content/routes';
import { fixturesDirFor } from '../scripts/lib/paths.mjs';
import { ERROR_SCREEN_PREVIEW } from '../scripts/postbuild/unpublished.mjs';
import { browserForTests, onPage } from './support/browser';
import { policyViolations, watchPolicyViolations } from './support/csp';

/**
 * The error screen ('Unexpected Application Error!', app/error.tsx) is drawn in the
 * browser after a render error, whatever draws it (Next's error boundary, or a page's own script),
 * on a page whose policy admits only the styles inlined at build time. So its rules must already
 * be in every page. The build renders the screen as a page of its own, which it sets aside
 * (app/error-screen-preview): its markup, with the build's class names, is drawn into every page
 * type here, which must style it exactly as the 404 page styles its own heading, with no
 * policy violation.
 */
const previewHtml = readFileSync(path.join(fixturesDirFor('out'), `${ERROR_SCREEN_PREVIEW}.html`), 'utf8');
const errorScreenMain = /<main\b[^>]*>([\s\S]*)<\/main>/.exec(previewHtml)?.[1] ?? '';
const missing = '/pagina-che-non-esiste';

/** The computed properties that make the look of each part of the screen. */
const properties = [
  'font-family',
  'font-size',
  'font-weight',
  'line-height',
  'text-align',
  'color',
  'background-color',
  'border-top-style',
  'border-radius',
  'padding-top',
  'min-height',
  'width',
];

async function styleOf(page: Page, selector: string): Promise<Record<string, string>> {
  return page
    .locator(selector)
    .first()
    .evaluate((element, names) => {
      const style = getComputedStyle(element);
      return Object.fromEntries(names.map((name) => [name, style.getPropertyValue(name)]));
    }, properties);
}

/** The parts of the error screen, found by role and text, not by class. */
const parts = {
  section: 'main > section',
  heading: 'main h1',
  detail: 'main h1 + p',
  retry: 'main button',
  home: 'main a[href="/"]',
};

/** Draws the screen in place of the page's content, once the page has settled (scripts run, fonts loaded). */
async function drawErrorScreen(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await page.evaluate((html) => {
    const main = document.querySelector('main');
    if (!main) throw new Error('No <main> to draw the error screen in.');
    main.innerHTML = html;
  }, errorScreenMain);
  await page.evaluate(() => document.fonts.ready);
}

async function screenStyles(page: Page) {
  return Object.fromEntries(
    await Promise.all(Object.entries(parts).map(async ([name, selector]) => [name, await styleOf(page, selector)])),
  );
}

const browser = browserForTests();
beforeAll(() => watchPolicyViolations(browser.context));

test('the preview is the error screen: its headline, the error status, a retry and a way home', () => {
  expect(errorScreenMain).toContain(renderErrorPage.title);
  expect(errorScreenMain).toContain('500 Internal Server Error');
  expect(errorScreenMain).toContain(renderErrorPage.retry);
  expect(errorScreenMain).toContain(renderErrorPage.homeLink);
  expect(errorScreenMain).not.toMatch(/<style|style="/);
});

describe.each([390, 1280])('at %i px', (width) => {
  let reference: Record<string, Record<string, string>>;
  let notFoundHeading: Record<string, string>;

  beforeAll(() =>
    onPage(
      browser.context,
      missing,
      async (page) => {
        expect(await page.locator('h1').textContent()).toBe(notFoundPage.title);
        notFoundHeading = await styleOf(page, parts.heading);
        await drawErrorScreen(page);
        reference = await screenStyles(page);
      },
      width,
    ),
  );

  test('on the 404 page, the error screen’s heading looks like the 404 heading, centred', () => {
    // All but its width, which is its text's.
    const look = (style: Record<string, string>) => ({ ...style, width: 'its text’s' });
    expect(look(reference.heading)).toEqual(look(notFoundHeading));
    expect(reference.heading['text-align']).toBe('center');
    // The retry button and the home link are buttons, not bare text.
    expect(Number.parseFloat(reference.retry['min-height'])).toBeGreaterThanOrEqual(48);
    expect(reference.retry['background-color']).not.toBe('rgba(0, 0, 0, 0)');
    expect(reference.home['border-top-style']).toBe('solid');
  });

  test.each([...routes, missing])(
    '%s styles the error screen as the 404 page does, with no policy violation',
    (route) =>
      onPage(
        browser.context,
        route,
        async (page) => {
          await drawErrorScreen(page);
          expect(await page.locator('h1').textContent()).toBe(renderErrorPage.title);
          expect(await screenStyles(page)).toEqual(reference);
          expect(await policyViolations(page)).toEqual([]);
        },
        width,
      ),
  );
});
