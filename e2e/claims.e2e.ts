import type { Page } from 'playwright-core';
import { claimNote, foodInformationFile } from '@/content/food-information';
import { home } from '@/content/pages/home';
import { legalDocuments } from '@/content/pages/legal';
import { claimsVitaminC, findClaimWords, makesHealthClaim } from '@/lib/content/claims';
import { claimsItalianOrigin, foreignPrimaryIngredients, namesOrigin } from '@/lib/content/origin-check';
import { sitePages } from '@/lib/site-pages';
import { browserForTests, onPage } from './support/browser';

/**
 * What a visitor, a search engine and a link preview read on an exported page, scanned with the
 * content check's claim words (lib/content/claims.ts): what the check missed, or a text that
 * reached the page some other way (a component, a template, structured data), shows up here.
 */

const legalPages = new Set<string>(Object.keys(legalDocuments));
const scannedPages = sitePages().filter((page) => !legalPages.has(page));

interface PageText {
  where: string;
  text: string;
}

/** Every text of the page a person or a machine reads, each with where it comes from. */
async function readableTexts(page: Page): Promise<PageText[]> {
  return page.evaluate(() => {
    const texts: Array<{ where: string; text: string }> = [
      { where: 'testo visibile', text: document.body.innerText },
      { where: '<title>', text: document.title },
    ];
    for (const meta of document.querySelectorAll<HTMLMetaElement>(
      'meta[name="description"], meta[property^="og:"], meta[name^="twitter:"]',
    )) {
      const content = meta.content.trim();
      // Addresses (og:url, og:image…) are not read as text.
      if (content && !/^(https?:)?\//.test(content))
        texts.push({ where: `meta ${meta.getAttribute('name') ?? meta.getAttribute('property')}`, text: content });
    }
    for (const image of document.querySelectorAll('img[alt]'))
      texts.push({ where: `alt di ${image.getAttribute('src')}`, text: image.getAttribute('alt')! });
    for (const element of document.querySelectorAll('[aria-label]'))
      texts.push({
        where: `aria-label di <${element.tagName.toLowerCase()}>`,
        text: element.getAttribute('aria-label')!,
      });
    for (const title of document.querySelectorAll('svg title'))
      texts.push({ where: 'titolo di un disegno', text: title.textContent ?? '' });
    const strings = (value: unknown, path: string): void => {
      if (typeof value === 'string') {
        if (!/^(https?:)?\//.test(value)) texts.push({ where: `JSON-LD ${path}`, text: value });
      } else if (Array.isArray(value)) value.forEach((item, index) => strings(item, `${path}[${index}]`));
      else if (value && typeof value === 'object')
        Object.entries(value).forEach(([key, item]) => strings(item, path ? `${path}.${key}` : key));
    };
    document
      .querySelectorAll('script[type="application/ld+json"]')
      .forEach((script) => strings(JSON.parse(script.textContent ?? 'null'), ''));
    return texts;
  });
}

const browser = browserForTests();

describe('no unauthorised claim on a non-legal page', () => {
  test.each(scannedPages)('%s', (route) =>
    onPage(browser.context, route, async (page) => {
      const texts = await readableTexts(page);
      expect(texts.length).toBeGreaterThan(2);
      const claims = texts.flatMap(({ where, text }) =>
        findClaimWords(text).map(({ found, kind }) => `${route}, ${where}: «${found}» (${kind})`),
      );
      expect(claims).toEqual([]);
    }),
  );
});

describe('the home headline and the claim it needs beside it (Reg. CE 1924/2006, art. 10, par. 3)', () => {
  it('shows the authorised vitamin C claim within the hero, right under the headline, with a link to the art. 10(2) statements', () =>
    onPage(browser.context, '/', async (page) => {
      const hero = page.getByRole('region', { name: home.hero.title });
      const paragraphs = await hero.locator('h1 ~ p').allInnerTexts();
      const claim = paragraphs.find((text) => makesHealthClaim(text) && claimsVitaminC(text));
      expect(claim).toBeDefined();
      // The first paragraph after the headline: nothing stands between the two.
      expect(paragraphs[0]).toBe(claim);
      const link = hero.getByRole('link', { name: claimNote.title });
      await link.click();
      await page.waitForFunction(() => document.querySelector(':target') !== null);
      const note = page.locator('[role="note"]').filter({ has: page.locator(':target') });
      expect(await note.count()).toBe(1);
      expect(await note.innerText()).toContain(claimNote.title);
      expect(await note.innerText()).toContain(claimNote.text);
    }));
});

describe('«Made in Italy» never without the origin of a primary ingredient from elsewhere (Reg. UE 1169/2011, art. 26)', () => {
  const foreign = foreignPrimaryIngredients(foodInformationFile);

  test.each(scannedPages)('%s', (route) =>
    onPage(browser.context, route, async (page) => {
      // Each card, list item or paragraph that says so, read as a whole: a badge's label and its detail together.
      const items = await page
        .locator('main li, main article, main p')
        .evaluateAll((elements) => elements.map((element) => (element as HTMLElement).innerText));
      for (const text of items.filter(claimsItalianOrigin)) {
        for (const ingredient of foreign)
          expect({ text, names: namesOrigin(text, ingredient) }).toEqual({ text, names: true });
      }
    }),
  );
});
