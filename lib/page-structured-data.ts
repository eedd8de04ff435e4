import { orderFaq } from '@/content/faq';
import { productPage } from '@/content/pages/prodotto';
import { recipesPage } from '@/content/pages/ricette-salutari';
import { isRoute, type Route } from '@/content/routes';
import { packRow, sales } from '@/content/sales';
import { site } from '@/content/site';
import { manifestIconPath, manifestIcons, shareImage } from './app-icons';
import { breadcrumbTrail } from './breadcrumbs';
import { recipeImagePath, structuredDataImageFormats } from './recipe-images';
import { packPrice } from './offer';
import { allRecipes, recipeByPath, recipePath, stepAnchor, type Recipe } from './recipes';
import {
  buildBreadcrumbList,
  buildFaqPage,
  buildItemList,
  buildOrganization,
  buildProduct,
  buildRecipe,
  buildWebSite,
  type JsonLdObject,
} from './structured-data';

const HOME: Route = '/';

/**
 * What each page describes beyond the organisation and its place in the site. /prodotto: the drink
 * with an offer per pack, from the prices the page shows (content/sales.yaml); no nutrition, which
 * schema.org puts only on recipes and menu items.
 */
const pageEntities: Partial<Record<Route, () => JsonLdObject[]>> = {
  '/prodotto': () => [
    buildProduct(site.url, {
      path: '/prodotto',
      name: site.name,
      description: productPage.intro.lead,
      images: [productPage.overview.image.src, shareImage.path],
      brandName: site.name,
      orderPath: '/come-ordinare',
      offers: sales.prices.packs.map((pack) => ({ name: packRow(pack).name, price: packPrice(pack) })),
    }),
  ],
  '/come-ordinare': () => [buildFaqPage(site.url, '/come-ordinare', orderFaq)],
  // The summary page lists the recipe pages; each recipe's data is on its own page (Google's carousel guidelines).
  '/ricette-salutari': () => [
    buildItemList(site.url, { items: allRecipes().map((recipe) => ({ path: recipePath(recipe), name: recipe.name })) }),
  ],
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
  if (recipe)
    return [
      organization,
      buildBreadcrumbList(site.url, breadcrumbTrail(recipePath(recipe))),
      recipeStructuredData(recipe),
    ];
  if (!isRoute(path)) return [organization];
  return [organization, buildBreadcrumbList(site.url, breadcrumbTrail(path)), ...(pageEntities[path]?.() ?? [])];
}
