/**
 * The recipes in Chromium: by keyboard, each card's link names its recipe and shows its focus
 * around the whole card; a search result's link to a step lands on that step, highlighted; and
 * every drawing and generated picture really draws.
 */
import { recipesPage } from '@/content/pages/ricette-salutari';
import { imageAttributes } from '@/lib/photos';
import { recipeImageFiles } from '@/lib/recipe-images';
import { allRecipes, RECIPES_ROUTE, recipePath, stepAnchor } from '@/lib/recipes';
import { baseUrl, browserForTests } from './support/browser';

const browser = browserForTests({ width: 390 });

test('on the list page, Tab reaches each card’s one link, named with its recipe, and the whole card shows the focus', async () => {
  const page = await browser.context.newPage();
  await page.goto(baseUrl() + RECIPES_ROUTE);
  const links = page.getByRole('region', { name: recipesPage.list.title }).getByRole('link');
  expect(await links.count()).toBe(allRecipes().length);
  await page.getByRole('heading', { level: 1 }).click();
  for (const recipe of allRecipes()) {
    // Tab until the focus is inside the cards' list, then one card at a time.
    for (let presses = 0; presses < 40; presses += 1) {
      await page.keyboard.press('Tab');
      if (await page.evaluate(() => !!document.activeElement?.closest('article'))) break;
    }
    const focused = await page.evaluate(() => {
      const link = document.activeElement as HTMLAnchorElement;
      const card = link.closest('article')!;
      return {
        href: link.getAttribute('href'),
        text: link.textContent,
        cardOutline: getComputedStyle(card).outlineStyle,
      };
    });
    expect(focused.href).toBe(recipePath(recipe));
    expect(focused.text).toContain(recipe.name);
    expect(focused.text).toContain(recipesPage.labels.readRecipe);
    expect(focused.cardOutline).toBe('solid');
    expect(
      await page.getByRole('link', { name: new RegExp(`${recipesPage.labels.readRecipe}.*${recipe.name}`) }).count(),
    ).toBe(1);
  }
  await page.close();
});

test('a link to a step (as the structured data gives) opens the page on that step, highlighted', async () => {
  const recipe = allRecipes()[0];
  const last = recipe.steps.length;
  const page = await browser.context.newPage();
  await page.goto(`${baseUrl()}${recipePath(recipe)}#${stepAnchor(last)}`);
  const step = page.locator(`#${stepAnchor(last)}`);
  expect(await step.textContent()).toContain(recipe.steps[last - 1]);
  expect(await step.evaluate((element) => element.matches(':target') && getComputedStyle(element).outlineStyle)).toBe(
    'solid',
  );
  expect(await step.isVisible()).toBe(true);
  const box = await step.boundingBox();
  expect(box!.y).toBeGreaterThanOrEqual(0);
  expect(box!.y).toBeLessThan(900);
  await page.close();
});

test('every recipe picture decodes (a drawing, or a photo’s version), and every generated picture shows it (many colours, not a blank canvas)', async () => {
  const page = await browser.context.newPage();
  await page.goto(baseUrl() + RECIPES_ROUTE);
  const sources = allRecipes().flatMap((recipe) => [
    imageAttributes(recipe.image.src, 'recipe').src,
    ...recipeImageFiles()
      .filter((image) => image.recipe === recipe)
      .map((image) => `/immagini/ricette/${image.file}`),
  ]);
  const results = await page.evaluate(async (paths) => {
    const measure = (src: string) =>
      new Promise<string>((resolve) => {
        const image = new Image();
        image.onload = () => {
          const canvas = document.createElement('canvas');
          canvas.width = 48;
          canvas.height = 48;
          const context = canvas.getContext('2d')!;
          context.drawImage(image, 0, 0, 48, 48);
          const pixels = context.getImageData(0, 0, 48, 48).data;
          const colours = new Set<number>();
          for (let index = 0; index < pixels.length; index += 4)
            colours.add((pixels[index] << 16) | (pixels[index + 1] << 8) | pixels[index + 2]);
          resolve(`${src}: ${image.naturalWidth > 0 && colours.size >= 40 ? 'drawn' : `${colours.size} colour(s)`}`);
        };
        image.onerror = () => resolve(`${src}: does not decode`);
        image.src = src;
      });
    return Promise.all(paths.map(measure));
  }, sources);
  expect(results).toEqual(sources.map((src) => `${src}: drawn`));
  await page.close();
});
