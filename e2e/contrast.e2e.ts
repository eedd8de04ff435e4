import { ui, fillTemplate } from '@/content/ui';
import { browserForTests, visit } from './support/browser';

/**
 * The rating stars are text (★), so they need 4.5:1 against what is behind them
 * (WCAG 1.4.3). axe skips them (they sit inside role="img"), HTML_CodeSniffer did not: measured
 * here on every page that shows ratings.
 */
const browser = browserForTests();

type Rgb = [number, number, number];

function luminance([r, g, b]: Rgb): number {
  const channel = (value: number) => {
    const c = value / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

function contrast(a: Rgb, b: Rgb): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light + 0.05) / (dark + 0.05);
}

const ratingPrefix = fillTemplate(ui.ratingLabel, { rating: 5, max: 5 }).split('5')[0];

test.each(['/', '/recensioni', '/benefici'])(
  '%s: every rating star has at least 4.5:1 against its background',
  async (route) => {
    const { page } = await visit(browser.context, route, 390);
    try {
      const stars = await page.locator(`[role="img"][aria-label^="${ratingPrefix}"] > span`).evaluateAll((spans) =>
        spans.map((span) => {
          const rgb = (color: string) =>
            color
              .match(/\d+(\.\d+)?/g)!
              .slice(0, 3)
              .map(Number);
          let behind = 'rgba(0, 0, 0, 0)';
          for (
            let element: Element | null = span;
            element && /rgba\(0, 0, 0, 0\)|transparent/.test(behind);
            element = element.parentElement
          ) {
            behind = getComputedStyle(element).backgroundColor;
          }
          return { star: rgb(getComputedStyle(span).color), behind: rgb(behind) };
        }),
      );
      expect(stars.length).toBeGreaterThan(0);
      const ratios = stars.map(({ star, behind }) => Math.round(contrast(star as Rgb, behind as Rgb) * 100) / 100);
      expect(Math.min(...ratios)).toBeGreaterThanOrEqual(4.5);
    } finally {
      await page.close();
    }
  },
);
