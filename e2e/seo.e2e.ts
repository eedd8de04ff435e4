/**
 * Search and sharing, checked on the exported HTML in out/ as a crawler reads it.
 * Run after `npm run build` with the same SITE_URL the build had (default: content/site.yaml).
 */
import { existsSync, readFileSync } from 'node:fs';
import { orderFaq } from '@/content/faq';
import { mainNav } from '@/content/navigation';
import { pages } from '@/content/pages';
import { recipes } from '@/content/recipes';
import { aliases, routes, type Route } from '@/content/routes';
import { site } from '@/content/site';
import { absoluteUrl } from '@/lib/site-url';
import { headOf, htmlFileOf, outFile, outFileOfUrl, pngSize, readOut } from './exported/out-files';

const origin = new URL(site.url).origin;
const heads = new Map(routes.map((route) => [route, headOf(readFileSync(htmlFileOf(route), 'utf8'))]));
const headFor = (route: Route) => heads.get(route)!;
function single<T>(values: T[], what: string): T {
  if (values.length !== 1) throw new Error(`expected one ${what}, found ${values.length}`);
  return values[0];
}
const ofType = (route: Route, type: string) => headFor(route).jsonLd.filter((data) => data['@type'] === type);

describe('titles', () => {
  it('are unique across the site', () => {
    const titles = routes.map((route) => single(headFor(route).titles, `<title> on ${route}`));
    expect(new Set(titles).size).toBe(routes.length);
  });
});

describe.each(routes)('%s', (route) => {
  const head = headFor(route);
  const canonical = absoluteUrl(route);

  it('has its title from content/pages.ts with the brand, and a 70–160 character description', () => {
    expect(head.titles).toEqual([`${pages[route].title} | ${site.name}`]);
    const description = single(head.meta('description'), 'meta description');
    expect(description).toBe(pages[route].description);
    expect(description.length).toBeGreaterThanOrEqual(70);
    expect(description.length).toBeLessThanOrEqual(160);
  });

  it('is canonical at its own absolute route', () => {
    expect(head.links('canonical').map((link) => link.attrs.href)).toEqual([canonical]);
  });

  it('has Open Graph and large Twitter card tags in Italian', () => {
    const title = single(head.titles, 'title');
    expect(head.meta('og:title')).toEqual([title]);
    expect(head.meta('og:description')).toEqual([pages[route].description]);
    expect(head.meta('og:url')).toEqual([canonical]);
    expect(head.meta('og:type')).toEqual(['website']);
    expect(head.meta('og:site_name')).toEqual([site.name]);
    expect(head.meta('og:locale')).toEqual(['it_IT']);
    expect(head.meta('twitter:card')).toEqual(['summary_large_image']);
    expect(head.meta('twitter:title')).toEqual([title]);
    expect(head.meta('twitter:description')).toEqual([pages[route].description]);
  });

  it('shares a self-hosted 1200×630 PNG that exists in out/', () => {
    const image = single(head.meta('og:image'), 'og:image');
    expect(head.meta('og:image:width')).toEqual(['1200']);
    expect(head.meta('og:image:height')).toEqual(['630']);
    expect(head.meta('og:image:alt')[0]).toMatch(new RegExp(site.name));
    expect(pngSize(outFileOfUrl(image, origin))).toEqual({ width: 1200, height: 630 });
    expect(head.meta('twitter:image')).toEqual([image]);
  });

  it('links the manifest, a favicon and a 180×180 apple-touch-icon that exist in out/', () => {
    const fileOf = (link: { attrs: Record<string, string> }) => outFileOfUrl(link.attrs.href, origin);
    expect(existsSync(fileOf(single(head.links('manifest'), 'manifest link')))).toBe(true);
    expect(head.links('icon').length).toBeGreaterThanOrEqual(1);
    for (const icon of head.links('icon')) expect(existsSync(fileOf(icon))).toBe(true);
    expect(pngSize(fileOf(single(head.links('apple-touch-icon'), 'apple-touch-icon')))).toEqual({ width: 180, height: 180 });
  });

  it('describes the organisation with its contact point and opening hours', () => {
    const organization = single(ofType(route, 'Organization'), 'Organization');
    expect(organization).toMatchObject({
      '@context': 'https://schema.org',
      name: site.name,
      url: absoluteUrl('/'),
      email: site.email,
      address: { '@type': 'PostalAddress', streetAddress: site.company.streetAddress, addressLocality: site.company.city },
      contactPoint: { '@type': 'ContactPoint', email: site.email, availableLanguage: { name: 'Italian' } },
    });
    expect(pngSize(outFileOfUrl(String(organization.logo), origin)).width).toBeGreaterThanOrEqual(112);
    const hours = (organization.contactPoint as { hoursAvailable: Array<{ opens: string; closes: string }> }).hoursAvailable;
    const openDays = site.hours.filter((entry) => entry.opens);
    expect(hours.map(({ opens, closes }) => `${opens}-${closes}`)).toEqual(openDays.map(({ opens, closes }) => `${opens}-${closes}`));
  });

  it(route === '/' ? 'has no breadcrumbs on the home page' : 'has Home › page breadcrumbs', () => {
    const breadcrumbs = ofType(route, 'BreadcrumbList') as Array<{ itemListElement: Array<{ name: string; item: string }> }>;
    if (route === '/') {
      expect(breadcrumbs).toEqual([]);
      return;
    }
    const crumbs = single(breadcrumbs, 'BreadcrumbList');
    expect(crumbs.itemListElement.map(({ name, item }) => [name, item])).toEqual([
      [mainNav[0].label, absoluteUrl('/')],
      [pages[route].title, canonical],
    ]);
  });
});

describe('page-specific structured data', () => {
  it('/prodotto describes the drink as a Product without self-serving reviews or invented prices', () => {
    const product = single(ofType('/prodotto', 'Product'), 'Product');
    expect(product).toMatchObject({ name: site.name, brand: { '@type': 'Brand', name: site.name } });
    expect(headFor('/prodotto').mainText).toContain(String(product.description));
    expect((product.image as string[]).length).toBeGreaterThan(0);
    for (const image of product.image as string[]) expect(existsSync(outFileOfUrl(image, origin))).toBe(true);
    for (const forbidden of ['review', 'aggregateRating', 'offers']) expect(product).not.toHaveProperty(forbidden);
  });

  it('only /prodotto has a Product', () => {
    expect(routes.filter((route) => ofType(route, 'Product').length > 0)).toEqual(['/prodotto']);
  });

  it('/come-ordinare has a FAQPage with the questions and answers the visitor reads there', () => {
    const faqPage = single(ofType('/come-ordinare', 'FAQPage'), 'FAQPage');
    const entries = (faqPage.mainEntity as Array<{ '@type': string; name: string; acceptedAnswer: { '@type': string; text: string } }>).map(
      (question) => ({ question: question.name, answer: question.acceptedAnswer.text, types: [question['@type'], question.acceptedAnswer['@type']] }),
    );
    expect(entries).toEqual(orderFaq.map(({ question, answer }) => ({ question, answer, types: ['Question', 'Answer'] })));
    for (const { question, answer } of entries) {
      expect(headFor('/come-ordinare').mainText).toContain(question);
      expect(headFor('/come-ordinare').mainText).toContain(answer);
    }
    expect(routes.filter((route) => ofType(route, 'FAQPage').length > 0)).toEqual(['/come-ordinare']);
  });

  it('/ricette-salutari has one Recipe per recipe of content/recipes.ts, as shown on the page', () => {
    const page = headFor('/ricette-salutari');
    const found = ofType('/ricette-salutari', 'Recipe') as Array<{
      url: string;
      name: string;
      description: string;
      recipeCategory: string;
      totalTime: string;
      recipeYield: number;
      recipeIngredient: string[];
      recipeInstructions: Array<{ '@type': string; text: string }>;
    }>;
    expect(found.map((recipe) => recipe.name)).toEqual(recipes.map((recipe) => recipe.name));
    found.forEach((data, index) => {
      const recipe = recipes[index];
      expect(data).toMatchObject({
        description: recipe.description,
        recipeCategory: recipe.category,
        recipeYield: recipe.servings,
        recipeIngredient: recipe.ingredients,
      });
      const [, hours = '0', minutes = '0'] = /^PT(?:(\d+)H)?(?:(\d+)M)?$/.exec(data.totalTime) ?? [];
      expect(Number(hours) * 60 + Number(minutes)).toBe(recipe.minutes);
      expect(data.recipeInstructions).toEqual(recipe.steps.map((text) => expect.objectContaining({ '@type': 'HowToStep', text })));
      for (const text of [recipe.name, recipe.description, recipe.category, ...recipe.ingredients, ...recipe.steps]) expect(page.mainText).toContain(text);
      expect(data.url.startsWith(`${absoluteUrl('/ricette-salutari')}#`)).toBe(true);
      expect(page.ids).toContain(new URL(data.url).hash.slice(1));
    });
    expect(routes.filter((route) => ofType(route, 'Recipe').length > 0)).toEqual(['/ricette-salutari']);
  });
});

describe('sitemap.xml and robots.txt', () => {
  const indexed = routes.filter((route) => !pages[route].noindex);
  const notIndexed = routes.filter((route) => pages[route].noindex);

  it('the sitemap lists exactly the indexed canonical routes, each once, and no alias', () => {
    const locations = [...readOut('sitemap.xml').matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    expect(locations).toEqual(indexed.map((route) => absoluteUrl(route)));
    for (const alias of Object.keys(aliases)) expect(locations).not.toContain(absoluteUrl(alias));
  });

  it('the sitemap URLs are the canonical links of the pages', () => {
    const canonicals = indexed.map((route) => headFor(route).links('canonical')[0]?.attrs.href);
    const locations = [...readOut('sitemap.xml').matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    expect(canonicals).toEqual(locations);
  });

  it('a page that only makes sense after an action (the thank-you page) tells search engines not to index it', () => {
    expect(notIndexed).toContain('/grazie-benvenuto');
    for (const route of notIndexed) expect(headFor(route).meta('robots')).toEqual(['noindex, follow']);
    for (const route of indexed) expect(headFor(route).meta('robots')).toEqual([]);
  });

  it('robots.txt lets every crawler in and points to the sitemap', () => {
    const robots = readOut('robots.txt');
    expect(robots).toMatch(/^User-Agent: \*$/im);
    expect(robots).toMatch(/^Allow: \/$/m);
    expect(robots).not.toMatch(/^Disallow: \/\s*$/m);
    expect(robots).toContain(`Sitemap: ${absoluteUrl('/sitemap.xml')}`);
  });
});

describe('web app manifest', () => {
  const manifest = JSON.parse(readOut('manifest.webmanifest')) as {
    name: string;
    short_name: string;
    description: string;
    lang: string;
    theme_color: string;
    background_color: string;
    start_url: string;
    icons: Array<{ src: string; sizes: string; type: string; purpose?: string }>;
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
