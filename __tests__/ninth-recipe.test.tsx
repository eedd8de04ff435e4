/**
 * Adding a recipe is adding content (and its drawing) only: with a ninth recipe in the content and
 * no other change, its page, sitemap entry, pictures, structured data and card all appear.
 */
import { render, screen, within } from '@testing-library/react';
import RecipesPage from '@/app/ricette-salutari/page';
import RecipePage, { generateStaticParams } from '@/app/ricette-salutari/[slug]/page';
import sitemap from '@/app/sitemap';
import { recipes, type Recipe } from '@/content/recipes';
import { recipesPage } from '@/content/pages/ricette-salutari';
import { readdirSync } from 'node:fs';
import { stringify } from 'yaml';
import { checkFile, formatProblems } from '@/lib/content/check';
import { pageMetadata } from '@/lib/metadata';
import { recipeImageFiles } from '@/lib/recipe-images';
import { structuredDataFor } from '@/lib/page-structured-data';
import { allRecipes, recipePath } from '@/lib/recipes';
import { isSitePage, sitePages } from '@/lib/site-pages';
import { absoluteUrl } from '@/lib/site-url';

const ninth: Recipe = {
  slug: 'granita-al-limone',
  name: 'Granita al Limone',
  description:
    'La granita siciliana di limone e zucchero, mescolata a mano in freezer finché diventa una neve morbida e profumata.',
  category: 'Dolce',
  prepMinutes: 15,
  cookMinutes: 5,
  servings: 6,
  benefits: ['Tre ingredienti', 'Senza gelatiera', 'Da preparare il giorno prima'],
  ingredients: ['4 limoni biologici', '150 g di zucchero', '500 ml d’acqua'],
  steps: [
    'Scalda acqua e zucchero finché lo zucchero si scioglie.',
    'Unisci il succo dei limoni e versa in una teglia.',
    'Metti in freezer e mescola ogni 30 minuti per 4 ore.',
  ],
  datePublished: '2025-07-01',
  keywords: ['granita al limone', 'granita siciliana'],
  // An existing drawing stands in for the new recipe's own.
  image: {
    src: `/art/recipes/${readdirSync('public/art/recipes').find((name) => name.endsWith('.svg'))}`,
    alt: 'Una coppa di granita al limone con una fetta di limone.',
  },
};

// Jest gives each test file its own copy of the modules: the recipe is added to this file's content only.
const before = recipes.length;
beforeAll(() => {
  recipes.push(ninth);
});

describe('a ninth recipe added to content/recipes/', () => {
  const path = recipePath(ninth);

  it('passes the content checks as its own file, content/recipes/<slug>.yaml', () => {
    expect(allRecipes()).toHaveLength(before + 1);
    const { slug, ...fields } = ninth;
    expect(formatProblems(checkFile(`content/recipes/${slug}.yaml`, stringify(fields)))).toBe('');
  });

  it('gets its page, exported at /ricette-salutari/<slug>, with its title and sharing image', async () => {
    expect(generateStaticParams()).toContainEqual({ slug: ninth.slug });
    expect(isSitePage(path)).toBe(true);
    render(await RecipePage({ params: Promise.resolve({ slug: ninth.slug }) }));
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(ninth.name);
    expect(pageMetadata(path).openGraph).toMatchObject({
      url: path,
      images: [expect.objectContaining({ url: `/immagini/ricette/${ninth.slug}-social.png` })],
    });
  });

  it('gets its entry in the sitemap and in every page-wide check', () => {
    expect(sitemap().map((entry) => entry.url)).toContain(absoluteUrl(path));
    expect(sitePages()).toContain(path);
  });

  it('gets its Recipe data and its place in the list page’s ItemList', () => {
    expect(structuredDataFor(path).find((data) => data['@type'] === 'Recipe')).toMatchObject({
      name: ninth.name,
      totalTime: 'PT20M',
    });
    const list = structuredDataFor('/ricette-salutari').find((data) => data['@type'] === 'ItemList');
    expect(list?.itemListElement).toContainEqual({
      '@type': 'ListItem',
      position: before + 1,
      url: absoluteUrl(path),
      name: ninth.name,
    });
  });

  it('gets its pictures in every ratio, drawn at build time from its drawing (app/immagini/ricette/[file])', () => {
    const own = recipeImageFiles().filter((image) => image.recipe.slug === ninth.slug);
    expect(own.map((image) => image.file)).toEqual(
      ['16x9', '4x3', '1x1', 'social'].map((format) => `${ninth.slug}-${format}.png`),
    );
    const data = structuredDataFor(path).find((entry) => entry['@type'] === 'Recipe');
    expect(data?.image).toEqual(
      own.filter((image) => image.format !== 'social').map((image) => absoluteUrl(`/immagini/ricette/${image.file}`)),
    );
  });

  it('gets its card on the list page, linking to its page', () => {
    render(<RecipesPage />);
    const cards = within(screen.getByRole('region', { name: recipesPage.list.title })).getAllByRole('article');
    expect(cards).toHaveLength(before + 1);
    expect(within(cards[before]).getByRole('link', { name: new RegExp(ninth.name) })).toHaveAttribute('href', path);
  });
});
