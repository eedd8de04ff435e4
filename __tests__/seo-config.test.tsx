import { render } from '@testing-library/react';
import { JsonLd } from '@/components/seo/JsonLd';
import { mainNav } from '@/content/navigation';
import { pages } from '@/content/pages';
import { routes } from '@/content/routes';
import { site } from '@/content/site';
import { colorToken } from '@/lib/design-tokens';
import { documentTitle, pageMetadata } from '@/lib/metadata';
import { structuredDataFor } from '@/lib/page-structured-data';
import { allRecipes, recipePath } from '@/lib/recipes';
import { sitePages } from '@/lib/site-pages';
import { absoluteUrl } from '@/lib/site-url';

describe('pageMetadata', () => {
  it('gives every page its own title, recipes included', () => {
    const titles = sitePages().map(documentTitle);
    expect(new Set(titles).size).toBe(sitePages().length);
    expect(sitePages().length).toBe(routes.length + allRecipes().length);
    expect(documentTitle('/prodotto')).toBe(`${pages['/prodotto'].title} | ${site.name}`);
  });

  it('sets canonical, Open Graph and the large Twitter card from content/pages.ts', () => {
    const metadata = pageMetadata('/benefici');
    expect(metadata.alternates?.canonical).toBe('/benefici');
    expect(metadata.openGraph).toMatchObject({
      type: 'website',
      locale: 'it_IT',
      siteName: site.name,
      url: '/benefici',
      title: documentTitle('/benefici'),
      description: pages['/benefici'].description,
      images: [expect.objectContaining({ url: '/og-image.png', width: 1200, height: 630 })],
    });
    expect(metadata.twitter).toMatchObject({ card: 'summary_large_image', title: documentTitle('/benefici') });
  });

  it('makes a recipe page an article with its own description and 1200×630 sharing image', () => {
    const [recipe] = allRecipes();
    const metadata = pageMetadata(recipePath(recipe));
    expect(metadata.alternates?.canonical).toBe(recipePath(recipe));
    expect(metadata.description).toBe(recipe.description);
    expect(metadata.openGraph).toMatchObject({
      type: 'article',
      publishedTime: recipe.datePublished,
      url: recipePath(recipe),
      images: [
        expect.objectContaining({ url: `/immagini/ricette/${recipe.slug}-social.png`, width: 1200, height: 630 }),
      ],
    });
    expect(documentTitle(recipePath(recipe))).toContain(recipe.name);
  });
});

describe('absoluteUrl', () => {
  it('writes the home page as the bare origin, like the canonical link Next.js renders', () => {
    expect(absoluteUrl('/', 'https://esempio.it')).toBe('https://esempio.it');
    expect(absoluteUrl('/prodotto', 'https://esempio.it')).toBe('https://esempio.it/prodotto');
    expect(absoluteUrl('/#org', 'https://esempio.it')).toBe('https://esempio.it/#org');
  });
});

describe('structuredDataFor', () => {
  const types = (path: string | null) => structuredDataFor(path).map((data) => data['@type']);

  it('describes the organisation and the website on the home page, the organisation only outside the site map', () => {
    expect(types('/')).toEqual(['Organization', 'WebSite']);
    expect(types(null)).toEqual(['Organization']);
    expect(types('/non-esiste')).toEqual(['Organization']);
  });

  it('adds Home › page breadcrumbs on inner pages, named by the navigation and the page title', () => {
    const [, breadcrumbs] = structuredDataFor('/contatti') as [unknown, { itemListElement: unknown }];
    expect(breadcrumbs.itemListElement).toEqual([
      expect.objectContaining({
        position: 1,
        name: mainNav.find((item) => item.href === '/')?.label,
        item: absoluteUrl('/'),
      }),
      expect.objectContaining({ position: 2, name: pages['/contatti'].title, item: absoluteUrl('/contatti') }),
    ]);
  });

  it('lists the recipe pages in an ItemList on /ricette-salutari, and gives each recipe page its Recipe', () => {
    expect(types('/ricette-salutari')).toEqual(['Organization', 'BreadcrumbList', 'ItemList']);
    for (const recipe of allRecipes()) {
      const [, breadcrumbs, data] = structuredDataFor(recipePath(recipe)) as [
        unknown,
        { itemListElement: unknown },
        unknown,
      ];
      expect(data).toMatchObject({ '@type': 'Recipe', name: recipe.name, url: absoluteUrl(recipePath(recipe)) });
      expect((breadcrumbs.itemListElement as Array<{ name: string }>).map((crumb) => crumb.name)).toEqual([
        mainNav.find((item) => item.href === '/')?.label,
        pages['/ricette-salutari'].title,
        recipe.name,
      ]);
    }
  });
});

describe('JsonLd', () => {
  it('renders one application/ld+json script whose text parses back to the data', () => {
    const data = { '@context': 'https://schema.org', '@type': 'Thing', name: '<b>Limenta</b>' } as const;
    const { container } = render(<JsonLd data={data} />);
    const scripts = container.querySelectorAll('script[type="application/ld+json"]');
    expect(scripts).toHaveLength(1);
    expect(scripts[0].innerHTML).not.toContain('<b>');
    expect(JSON.parse(scripts[0].textContent ?? '')).toEqual(data);
  });
});

describe('colorToken', () => {
  it('reads a colour from app/tokens.css and refuses a name that is not a colour token', () => {
    expect(colorToken('color-mint-700')).toMatch(/^#[0-9a-f]{6}$/i);
    expect(() => colorToken('color-does-not-exist')).toThrow('--color-does-not-exist');
  });
});

describe('fitDescription', () => {
  it('keeps a description of up to 160 characters, and ends a longer one at a whole word with «…»', () => {
    const { fitDescription } = jest.requireActual<typeof import('@/lib/metadata')>('@/lib/metadata');
    expect(fitDescription('Breve.')).toBe('Breve.');
    const long = `${'parola '.repeat(30)}fine`;
    const fitted = fitDescription(long);
    expect(fitted.length).toBeLessThanOrEqual(160);
    expect(fitted).toMatch(/parola…$/);
  });
});
