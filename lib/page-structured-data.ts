import { orderFaq } from '@/content/faq';
import { recipesPage } from '@/content/recipes';
import { isRoute, type Route } from '@/content/routes';
import { site } from '@/content/site';
import { manifestIconPath, manifestIcons } from './app-icons';
import { breadcrumbTrail } from './breadcrumbs';
import { recipeImagePath, structuredDataImageFormats } from './recipe-images';
import { allRecipes, recipeByPath, recipePath, stepAnchor, type Recipe } from './recipes';
import { buildBreadcrumbList, buildFaqPage, buildItemList, buildOrganization, buildRecipe, buildWebSite, type JsonLdObject } from './structured-data';

const HOME: Route = '/';

/**
 * What each page describes beyond the organisation and its place in the site. No Product on
 * /prodotto: Google counts a Product valid only with an offer (a price), a review or a rating, and
 * the site has none to give (prices come with the written proposal, the testimonials are chosen by
 * the company); and schema.org puts nutrition only on recipes and menu items.
 */
const pageEntities: Partial<Record<Route, () => JsonLdObject[]>> = {
  '/come-ordinare': () => [buildFaqPage(site.url, '/come-ordinare', orderFaq)],
  // The summary page lists the recipe pages; each recipe's data is on its own page (Google's carousel guidelines).
  '/ricette-salutari': () => [buildItemList(site.url, { items: allRecipes().map((recipe) => ({ path: recipePath(recipe), name: recipe.name })) })],
};

/** A recipe page's Recipe, from the same content as its visible text. */
export function recipeStructuredData(recipe: Recipe): JsonLdObject {
  return buildRecipe(
    site.url,
    {
      ...recipe,
      path: recipePath(recipe),
      cuisine: recipesPage.cuisine,
      steps: recipe.steps.map((text, index) => ({ text, anchor: stepAnchor(index + 1) })),
      images: structuredDataImageFormats.map((format) => recipeImagePath(recipe, format)),
      language: site.language,
    },
    site.name,
  );
}

/**
 * The structured data of a page, built from the same content files as its visible text:
 * the organisation everywhere, the website on the home page, breadcrumbs on inner pages, then the
 * page's own entities.
 * Pages outside the site's pages (the 404 page) get the organisation only.
 */
export function structuredDataFor(path: string | null): JsonLdObject[] {
  const organization = buildOrganization(site, manifestIconPath(manifestIcons.large));
  if (path === HOME) return [organization, buildWebSite(site)];
  if (!path) return [organization];
  const recipe = recipeByPath(path);
  if (recipe) return [organization, buildBreadcrumbList(site.url, breadcrumbTrail(recipePath(recipe))), recipeStructuredData(recipe)];
  if (!isRoute(path)) return [organization];
  return [organization, buildBreadcrumbList(site.url, breadcrumbTrail(path)), ...(pageEntities[path]?.() ?? [])];
}
