/**
 * Search and sharing, checked on the exported HTML in out/ as a crawler reads it.
 * Run after `npm run build:demo` (or `npm run build`, with SITE_MODE=production: lib/site-mode.ts)
 * with the same SITE_URL the build had (default: content/site.yaml).
 */
import { existsSync } from 'node:fs';
import { orderFaq } from '@/content/faq';
import { aliases } from '@/content/routes';
import { packRow, sales } from '@/content/sales';
import { site } from '@/content/site';
import { breadcrumbTrail } from '@/lib/breadcrumbs';
import { decimalEuro, packPrice } from '@/lib/offer';
import { pageHead } from '@/lib/metadata';
import { isDemoSite } from '@/lib/site-mode';
import { sitePages } from '@/lib/site-pages';
import { absoluteUrl } from '@/lib/site-url';
import { outFile, outFileOfUrl, pictureSize, pngSize, readOut } from './exported/out-files';
import { headFor, ofType, origin, single } from './exported/pages';

const pages = sitePages();

describe('titles', () => {
  it('are unique across the site', () => {
    const titles = pages.map((page) => single(headFor(page).titles, `<title> on ${page}`));
    expect(new Set(titles).size).toBe(pages.length);
  });
});

describe.each(pages)('%s', (route) => {
  const head = headFor(route);
  const canonical = absoluteUrl(route);
  const expected = pageHead(route);

  it('has its title from the content with the brand, and a 70–160 character description', () => {
    expect(head.titles).toEqual([expected.title]);
    expect(expected.title.endsWith(` | ${site.name}`)).toBe(true);
    const description = single(head.meta('description'), 'meta description');
    expect(description).toBe(expected.description);
    expect(description.length).toBeGreaterThanOrEqual(70);
    expect(description.length).toBeLessThanOrEqual(160);
  });

  it('is canonical at its own absolute route', () => {
    expect(head.links('canonical').map((link) => link.attrs.href)).toEqual([canonical]);
  });

  it('has Open Graph and large Twitter card tags in Italian', () => {
    const title = single(head.titles, 'title');
    expect(head.meta('og:title')).toEqual([title]);
    expect(head.meta('og:description')).toEqual([expected.description]);
    expect(head.meta('og:url')).toEqual([canonical]);
    expect(head.meta('og:type')).toEqual([expected.type]);
    expect(head.meta('article:published_time')).toEqual(expected.publishedTime ? [expected.publishedTime] : []);
    expect(head.meta('og:site_name')).toEqual([site.name]);
    expect(head.meta('og:locale')).toEqual(['it_IT']);
    expect(head.meta('twitter:card')).toEqual(['summary_large_image']);
    expect(head.meta('twitter:title')).toEqual([title]);
    expect(head.meta('twitter:description')).toEqual([expected.description]);
  });

  it('shares its own self-hosted 1200×630 picture that exists in out/ (a JPEG for a recipe with a photo)', () => {
    const image = single(head.meta('og:image'), 'og:image');
    expect(image).toBe(absoluteUrl(expected.image.url));
    expect(head.meta('og:image:width')).toEqual(['1200']);
    expect(head.meta('og:image:height')).toEqual(['630']);
    expect(head.meta('og:image:alt')).toEqual([expected.image.alt]);
    expect(expected.image.alt).toContain(site.name);
    expect(pictureSize(outFileOfUrl(image, origin))).toEqual({
      width: 1200,
      height: 630,
      type: expected.image.type === 'image/jpeg' ? 'jpg' : 'png',
    });
    expect(head.meta('twitter:image')).toEqual([image]);
  });

  it('links the manifest, a favicon and a 180×180 apple-touch-icon that exist in out/', () => {
    const fileOf = (link: { attrs: Record<string, string> }) => outFileOfUrl(link.attrs.href, origin);
    expect(existsSync(fileOf(single(head.links('manifest'), 'manifest link')))).toBe(true);
    expect(head.links('icon').length).toBeGreaterThanOrEqual(1);
    for (const icon of head.links('icon')) expect(existsSync(fileOf(icon))).toBe(true);
    expect(pngSize(fileOf(single(head.links('apple-touch-icon'), 'apple-touch-icon')))).toEqual({
      width: 180,
      height: 180,
    });
  });

  it('describes the organisation with its contact point and opening hours', () => {
    const organization = single(ofType(route, 'Organization'), 'Organization');
    expect(organization).toMatchObject({
      '@context': 'https://schema.org',
      name: site.name,
      url: absoluteUrl('/'),
      email: site.email,
      address: {
        '@type': 'PostalAddress',
        streetAddress: site.company.streetAddress,
        addressLocality: site.company.city,
        addressCountry: site.company.countryCode,
      },
      contactPoint: { '@type': 'ContactPoint', email: site.email, availableLanguage: { name: 'Italian' } },
    });
    expect(pngSize(outFileOfUrl(String(organization.logo), origin)).width).toBeGreaterThanOrEqual(112);
    const hours = (organization.contactPoint as { hoursAvailable: Array<{ opens: string; closes: string }> })
      .hoursAvailable;
    const span = ({ opens, closes }: { opens: string | null; closes: string | null }) => `${opens}-${closes}`;
    expect(hours.map(span)).toEqual(site.hours.filter((entry) => entry.opens).map(span));
  });

  it(
    route === '/' ? 'has no breadcrumbs on the home page' : 'has Home › … › page breadcrumbs ending at the page',
    () => {
      const breadcrumbs = ofType(route, 'BreadcrumbList') as Array<{
        itemListElement: Array<{ name: string; item: string }>;
      }>;
      if (route === '/') {
        expect(breadcrumbs).toEqual([]);
        return;
      }
      const crumbs = single(breadcrumbs, 'BreadcrumbList').itemListElement.map(({ name, item }) => [name, item]);
      expect(crumbs).toEqual(breadcrumbTrail(route).map(({ name, path }) => [name, absoluteUrl(path)]));
      expect(crumbs[0][1]).toBe(absoluteUrl('/'));
      expect(crumbs.at(-1)?.[1]).toBe(canonical);
    },
  );
});

describe('page-specific structured data', () => {
  it('/prodotto, and only it, describes the drink as a Product with an offer per pack at the prices the page shows', () => {
    expect(pages.filter((route) => ofType(route, 'Product').length > 0)).toEqual(['/prodotto']);
    const product = single(ofType('/prodotto', 'Product'), 'Product');
    const aggregate = product.offers as { offers: Array<{ name: string; price: string; priceCurrency: string }> };
    const offers = aggregate.offers;
    expect(offers.map((offer) => [offer.name, offer.price, offer.priceCurrency])).toEqual(
      sales.prices.packs.map((pack) => [packRow(pack).name, decimalEuro(packPrice(pack)), 'EUR']),
    );
    expect(aggregate).toMatchObject({ '@type': 'AggregateOffer', offerCount: offers.length, priceCurrency: 'EUR' });
  });

  it('the home page, and only it, names the site in a WebSite published by the organisation', () => {
    const website = single(ofType('/', 'WebSite'), 'WebSite');
    expect(website).toMatchObject({
      name: site.name,
      url: absoluteUrl('/'),
      inLanguage: site.language,
      publisher: { '@id': single(ofType('/', 'Organization'), 'Organization')['@id'] },
    });
    expect(pages.filter((route) => ofType(route, 'WebSite').length > 0)).toEqual(['/']);
  });

  it('/come-ordinare has a FAQPage with the questions and answers the visitor reads there', () => {
    const faqPage = single(ofType('/come-ordinare', 'FAQPage'), 'FAQPage');
    const entries = (
      faqPage.mainEntity as Array<{ '@type': string; name: string; acceptedAnswer: { '@type': string; text: string } }>
    ).map((question) => ({
      question: question.name,
      answer: question.acceptedAnswer.text,
      types: [question['@type'], question.acceptedAnswer['@type']],
    }));
    expect(entries).toEqual(
      orderFaq.map(({ question, answer }) => ({ question, answer, types: ['Question', 'Answer'] })),
    );
    // mainText reads whitespace as one space, the no-break space of «17,40 €» included.
    for (const { question, answer } of entries) {
      expect(headFor('/come-ordinare').mainText).toContain(question.replace(/\s+/g, ' '));
      expect(headFor('/come-ordinare').mainText).toContain(answer.replace(/\s+/g, ' '));
    }
    expect(pages.filter((route) => ofType(route, 'FAQPage').length > 0)).toEqual(['/come-ordinare']);
  });
});

describe('sitemap.xml and robots.txt', () => {
  const indexed = pages.filter((page) => !pageHead(page).noindex);
  const notIndexed = pages.filter((page) => pageHead(page).noindex);

  it('the sitemap lists exactly the indexed canonical pages (routes and recipes), each once, and no alias', () => {
    const locations = [...readOut('sitemap.xml').matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    expect(locations).toEqual(indexed.map((route) => absoluteUrl(route)));
    for (const alias of Object.keys(aliases)) expect(locations).not.toContain(absoluteUrl(alias));
  });

  it('a page that only makes sense after an action (the thank-you page) tells search engines not to index it; on the demonstration site, every page does', () => {
    expect(notIndexed).toContain('/grazie-benvenuto');
    for (const route of notIndexed) expect(headFor(route).meta('robots')).toEqual(['noindex, follow']);
    for (const route of indexed) expect(headFor(route).meta('robots')).toEqual(isDemoSite() ? ['noindex'] : []);
  });

  it(
    isDemoSite()
      ? 'robots.txt of the demonstration site keeps every crawler out, and points to the sitemap'
      : 'robots.txt lets every crawler in and points to the sitemap',
    () => {
      const robots = readOut('robots.txt');
      expect(robots).toMatch(/^User-Agent: \*$/im);
      if (isDemoSite()) {
        expect(robots).toMatch(/^Disallow: \/$/m);
        expect(robots).not.toMatch(/^Allow:/m);
      } else {
        expect(robots).toMatch(/^Allow: \/$/m);
        expect(robots).not.toMatch(/^Disallow: \/\s*$/m);
      }
      expect(robots).toContain(`Sitemap: ${absoluteUrl('/sitemap.xml')}`);
    },
  );
});

describe('web app manifest', () => {
  const manifest = JSON.parse(readOut('manifest.webmanifest')) as {
    name: string;
    description: string;
    background_color: string;
    icons: Array<{ src: string; sizes: string; type: string }>;
  };

  it('is in Italian with the brand name and the theme colour', () => {
    expect(manifest).toMatchObject({ lang: 'it', short_name: site.name, theme_color: site.themeColor, start_url: '/' });
    expect(manifest.name).toContain(site.name);
    expect(manifest.description.length).toBeGreaterThan(0);
    expect(manifest.background_color).toMatch(/^#[0-9a-f]{6}$/i);
  });

  it('has 192 and 512 px PNG icons whose files match their declared size', () => {
    expect(new Set(manifest.icons.map((icon) => icon.sizes))).toEqual(new Set(['192x192', '512x512']));
    for (const icon of manifest.icons) {
      const { width, height } = pngSize(outFile(icon.src));
      expect(`${width}x${height}`).toBe(icon.sizes);
      expect(icon.type).toBe('image/png');
    }
  });
});
