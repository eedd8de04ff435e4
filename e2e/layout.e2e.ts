import { sitePages } from '@/lib/site-pages';
import { browserForTests, visit } from './support/browser';

/**
 * The visual roughness found by looking at every page, measured so that it stays
 * fixed: buttons keep their label on one line on a phone; two sections of one colour in a row
 * are one section's space apart, not two; the last band of a page never runs into the dark footer.
 */
const browser = browserForTests();

describe.each(sitePages())('%s', (route) => {
  it('at 390 px every button shows its label on one line', async () => {
    const { page } = await visit(browser.context, route, 390);
    try {
      const wrapped = await page.evaluate(() =>
        // Buttons and links drawn as buttons: the pill shape is theirs alone.
        [...document.querySelectorAll<HTMLElement>('a, button')]
          .filter(
            (element) => element.checkVisibility() && parseFloat(getComputedStyle(element).borderTopLeftRadius) >= 100,
          )
          .filter((element) => {
            const lines = new Set<number>();
            const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
            for (let node = walker.nextNode(); node; node = walker.nextNode()) {
              const range = document.createRange();
              range.selectNodeContents(node);
              for (const rect of range.getClientRects()) if (rect.width > 0) lines.add(Math.round(rect.top));
            }
            return lines.size > 1;
          })
          .map((element) => element.textContent?.trim()),
      );
      expect(wrapped).toEqual([]);
    } finally {
      await page.close();
    }
  });

  it('at 1280 px no two sections of one colour are more than one section’s space apart, and nothing of the footer’s colour runs into it', async () => {
    const { page } = await visit(browser.context, route, 1280);
    try {
      const { gaps, sectionSpace, aboveFooter, footer } = await page.evaluate(() => {
        const background = (element: Element | null): string => {
          for (let current = element; current; current = current.parentElement) {
            const color = getComputedStyle(current).backgroundColor;
            if (color !== 'rgba(0, 0, 0, 0)' && color !== 'transparent') return color;
          }
          return 'none';
        };
        const sections = [...document.querySelectorAll('main > :is(section, nav)')];
        const found: Array<{ between: string; gap: number }> = [];
        sections.slice(1).forEach((section, index) => {
          const previous = sections[index];
          if (background(previous) !== background(section)) return;
          const contentOf = (element: Element) => element.firstElementChild?.getBoundingClientRect();
          const above = contentOf(previous);
          const below = contentOf(section);
          const name = (element: Element) =>
            element.getAttribute('aria-labelledby') ?? element.getAttribute('aria-label');
          if (above && below)
            found.push({ between: `${name(previous)} → ${name(section)}`, gap: below.top - above.bottom });
        });
        const footerElement = document.querySelector('body > footer, footer')!;
        const top = footerElement.getBoundingClientRect().top + window.scrollY;
        window.scrollTo(0, top - 200);
        const probe = document.elementFromPoint(4, footerElement.getBoundingClientRect().top - 2);
        // One section's space, as the design tokens resolve it at this width.
        const ruler = document.body.appendChild(document.createElement('div'));
        ruler.style.paddingTop = 'var(--section-space)';
        const space = parseFloat(getComputedStyle(ruler).paddingTop);
        ruler.remove();
        return { gaps: found, sectionSpace: space, aboveFooter: background(probe), footer: background(footerElement) };
      });
      expect(gaps.filter(({ gap }) => gap > sectionSpace + 4)).toEqual([]);
      expect(aboveFooter).not.toBe(footer);
    } finally {
      await page.close();
    }
  });
});
