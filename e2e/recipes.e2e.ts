/**
 * The recipes as search engines read them, on the exported HTML: each recipe page's Recipe data
 * against Google's required and recommended properties and against what the page shows, its
 * pictures, and the list page's ItemList and links. (Every page check of seo.e2e.ts, routes.e2e.ts,
 * zero-js.e2e.ts and hosting.e2e.ts covers the recipe pages too: they are in lib/site-pages.ts; what
 * a recipe page and the list's cards show and link to is RecipePage.test.tsx's and ProductPages.test.tsx's.)
 */
import { readFileSync } from 'node:fs';
import { recipesPage } from '@/content/pages/ricette-salutari';
import { site } from '@/content/site';
import { isPhoto } from '@/lib/photos';
import { recipeImageFormats, structuredDataImageFormats } from '@/lib/recipe-images';
import { allRecipes, RECIPES_ROUTE, recipePath, stepAnchor, totalMinutes, type Recipe } from '@/lib/recipes';
import { sitePages } from '@/lib/site-pages';
import { absoluteUrl } from '@/lib/site-url';
import { elementsOf, htmlFileOf, type HtmlElement, outFileOfUrl, pictureSize, readOut } from './exported/out-files';
import { headFor, ofType, origin, single } from './exported/pages';

/**
 * Google's Recipe rich results: https://developers.google.com/search/docs/appearance/structured-data/recipe
 * ("Structured data type definitions"). Every required property must be there, and every recommended
 * one except those the content cannot give, each listed below with the reason.
 */
const GOOGLE_RECIPE = {
  required: ['name', 'image'],
  recommended: [
    'aggregateRating',
    'author',
    'cookTime',
    'datePublished',
    'description',
    'keywords',
    'nutrition.calories',
    'prepTime',
    'recipeCategory',
    'recipeCuisine',
    'recipeIngredient',
    'recipeInstructions',
    'recipeYield',
    'totalTime',
    'video',
  ],
  /** HowToStep, each item of recipeInstructions. */
  step: { required: ['text'], recommended: ['image', 'name', 'url', 'video'] },
};

/** Recommended properties the content does not support, and why. */
const NOT_IN_CONTENT: Record<string, string> = {
  aggregateRating: 'nobody rates the recipes on the site, and a company may not rate its own content',
  video: 'the recipes have no video',
};
const STEP_NOT_IN_CONTENT: Record<string, string> = {
  image: 'the steps have no picture of their own',
  name: 'the steps have no title, only their text',
  video: 'the recipes have no video',
};
/** Given exactly when the recipe states its estimated calories (content/recipes.ts, caloriesPerServing). */
const nutritionInContent = (recipe: Recipe) => recipe.caloriesPerServing !== undefined;

function valueAt(data: Record<string, unknown>, property: string): unknown {
  return property.split('.').reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], data);
}

const present = (value: unknown) =>
  value !== undefined && value !== null && value !== '' && !(Array.isArray(value) && value.length === 0);

/** "PT1H35M" → 95 */
function minutesOf(duration: unknown): number {
  const match = /^PT(?:(\d+)H)?(?:(\d+)M)?$/.exec(String(duration));
  if (!match || (!match[1] && !match[2]))
    throw new Error(`${String(duration)} is not an ISO 8601 duration in hours and minutes`);
  return Number(match[1] ?? 0) * 60 + Number(match[2] ?? 0);
}

/** The elements inside <main>, as the visitor reads them. */
function mainElements(path: string) {
  const all = elementsOf(readFileSync(htmlFileOf(path), 'utf8'));
  const main = all.findIndex((element) => element.tagName === 'main');
  const footer = all.findIndex((element, index) => index > main && element.tagName === 'footer');
  return all.slice(main, footer);
}

/** The one element of <main> with this tag, or with this id for '#id'. */
const onlyOne = (main: HtmlElement[], selector: string) =>
  single(
    main.filter((element) => (selector.startsWith('#') ? `#${element.attrs.id}` : element.tagName) === selector),
    selector,
  );

describe.each(allRecipes().map((recipe) => [recipe.slug, recipe] as const))('/ricette-salutari/%s', (_slug, recipe) => {
  const path = recipePath(recipe);
  const url = absoluteUrl(path);
  const head = headFor(path);
  const data = single(ofType(path, 'Recipe'), 'Recipe');

  it('has every property Google requires, and every recommended one the content supports', () => {
    for (const property of GOOGLE_RECIPE.required)
      expect([property, present(valueAt(data, property))]).toEqual([property, true]);
    for (const property of GOOGLE_RECIPE.recommended) {
      const expected =
        property in NOT_IN_CONTENT ? false : property === 'nutrition.calories' ? nutritionInContent(recipe) : true;
      expect([property, present(valueAt(data, property))]).toEqual([property, expected]);
    }
    const steps = data.recipeInstructions as Array<Record<string, unknown>>;
    for (const step of steps) {
      expect(step['@type']).toBe('HowToStep');
      for (const property of GOOGLE_RECIPE.step.required) expect(present(step[property])).toBe(true);
      for (const property of GOOGLE_RECIPE.step.recommended)
        expect([property, present(step[property])]).toEqual([property, !(property in STEP_NOT_IN_CONTENT)]);
    }
  });

  it('says what the page shows: name, description, category, cuisine, times, servings, ingredients, steps', () => {
    const main = mainElements(path);
    expect(onlyOne(main, 'h1').text).toBe(data.name);
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      name: recipe.name,
      description: recipe.description,
      recipeCategory: recipe.category,
      recipeCuisine: recipesPage.cuisine,
      recipeYield: String(recipe.servings),
      recipeIngredient: recipe.ingredients,
      keywords: recipe.keywords.join(', '),
      datePublished: recipe.datePublished,
      url,
      inLanguage: site.language,
    });
    expect(single(head.meta('description'), 'meta description')).toBe(data.description);
    expect([minutesOf(data.prepTime), minutesOf(data.cookTime), minutesOf(data.totalTime)]).toEqual([
      recipe.prepMinutes,
      recipe.cookMinutes,
      totalMinutes(recipe),
    ]);
    for (const text of [
      recipe.name,
      recipe.description,
      recipe.category,
      recipesPage.cuisine,
      ...recipe.ingredients,
      ...recipe.benefits,
    ]) {
      expect(head.mainText).toContain(text);
    }
    const published = onlyOne(main, 'time');
    expect(published.attrs.datetime).toBe(recipe.datePublished);
    if (nutritionInContent(recipe)) {
      expect(valueAt(data, 'nutrition.calories')).toBe(`${recipe.caloriesPerServing} calories`);
      expect(head.mainText).toContain(String(recipe.caloriesPerServing));
      expect(head.mainText).toContain(recipesPage.nutrition.note);
    }
  });

  it('points each HowToStep to the numbered step on the page that carries its text', () => {
    const steps = data.recipeInstructions as Array<{ position: number; text: string; url: string }>;
    const main = mainElements(path);
    expect(steps.map((step) => step.text)).toEqual(recipe.steps);
    steps.forEach((step, index) => {
      expect(step.position).toBe(index + 1);
      const anchor = stepAnchor(index + 1);
      expect(step.url).toBe(`${url}#${anchor}`);
      const target = onlyOne(main, `#${anchor}`);
      expect(target.tagName).toBe('li');
      expect(target.text).toContain(step.text);
    });
  });

  it('is written by the company, the Organization of every page', () => {
    const organization = single(ofType(path, 'Organization'), 'Organization');
    expect(data.author).toEqual({
      '@type': 'Organization',
      '@id': organization['@id'],
      name: site.name,
      url: absoluteUrl('/'),
    });
  });

  it('has its picture in 16:9, 4:3 and 1:1 as self-hosted images of at least 50,000 pixels (PNG from a drawing, JPEG from a photo)', () => {
    const images = data.image as string[];
    expect(images).toHaveLength(structuredDataImageFormats.length);
    const ratios = images.map((image) => {
      const { width, height, type } = pictureSize(outFileOfUrl(image, origin));
      expect(type).toBe(isPhoto(recipe.image.src) ? 'jpg' : 'png');
      expect(width * height).toBeGreaterThanOrEqual(50_000);
      return Math.round((width / height) * 100) / 100;
    });
    expect(ratios).toEqual([16 / 9, 4 / 3, 1].map((ratio) => Math.round(ratio * 100) / 100));
    expect(structuredDataImageFormats.map((format) => recipeImageFormats[format].width)).toEqual(
      images.map((image) => pictureSize(outFileOfUrl(image, origin)).width),
    );
  });
});

describe(RECIPES_ROUTE, () => {
  it('lists every recipe page in an ItemList, in the order of the cards, and carries no Recipe itself', () => {
    const list = single(ofType(RECIPES_ROUTE, 'ItemList'), 'ItemList');
    expect(list.itemListElement).toEqual(
      allRecipes().map((recipe, index) => ({
        '@type': 'ListItem',
        position: index + 1,
        url: absoluteUrl(recipePath(recipe)),
        name: recipe.name,
      })),
    );
    expect(ofType(RECIPES_ROUTE, 'Recipe')).toEqual([]);
  });

  it('has the only ItemList; the recipe pages have the only Recipe data', () => {
    expect(sitePages().filter((page) => ofType(page, 'ItemList').length > 0)).toEqual([RECIPES_ROUTE]);
    expect(sitePages().filter((page) => ofType(page, 'Recipe').length > 0)).toEqual(allRecipes().map(recipePath));
  });
});

describe('hosting files written by the build', () => {
  it('give every recipe page its redirects; the header rules cover it without naming it (a new recipe needs none)', () => {
    const redirects = readOut('_redirects');
    const headers = readOut('_headers');
    for (const recipe of allRecipes()) {
      expect(redirects).toContain(`${recipePath(recipe)}/ ${recipePath(recipe)} 301`);
      expect(redirects).toContain(`${recipePath(recipe)}.html ${recipePath(recipe)} 301`);
      expect(headers).not.toContain(recipePath(recipe));
    }
    expect(headers).toMatch(/^\/\*\n(  .*\n)*  Cache-Control: public, max-age=0, must-revalidate$/m);
  });
});
