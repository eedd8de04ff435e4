import { orderFaq } from '@/content/faq';
import { mainNav } from '@/content/navigation';
import { pages } from '@/content/pages';
import { productPage } from '@/content/product';
import { recipeAnchor, recipes } from '@/content/recipes';
import { isRoute, type Route } from '@/content/routes';
import { site } from '@/content/site';
import { manifestIconPath, manifestIcons, shareImage } from './app-icons';
import {
  buildBreadcrumbList,
  buildFaqPage,
  buildOrganization,
  buildProduct,
  buildRecipe,
  type JsonLdObject,
} from './structured-data';

const HOME: Route = '/';

/** Home › page, named as the navigation and the page titles name them. */
function breadcrumbs(route: Route): JsonLdObject {
  const homeLabel = mainNav.find((item) => item.href === HOME)?.label ?? site.name;
  return buildBreadcrumbList(site.url, [
    { name: homeLabel, path: HOME },
    { name: pages[route].title, path: route },
  ]);
}

/** What each page describes beyond the organisation and its place in the site. */
const pageEntities: Partial<Record<Route, () => JsonLdObject[]>> = {
  '/prodotto': () => [
    buildProduct(site.url, {
      name: site.name,
      description: productPage.intro.lead,
      images: [productPage.overview.image.src, shareImage.path],
      brandName: site.name,
    }),
  ],
  '/come-ordinare': () => [buildFaqPage(site.url, '/come-ordinare', orderFaq)],
  '/ricette-salutari': () =>
    recipes.map((recipe) => buildRecipe(site.url, `/ricette-salutari#${recipeAnchor(recipe)}`, recipe, site.name)),
};

/**
 * The structured data of a page, built from the same content files as its visible text:
 * the organisation everywhere, breadcrumbs on inner pages, then the page's own entities.
 * Pages outside content/routes.ts (the 404 page) get the organisation only.
 */
export function structuredDataFor(path: string | null): JsonLdObject[] {
  const organization = buildOrganization(site, manifestIconPath(manifestIcons.large));
  if (!path || !isRoute(path) || path === HOME) return [organization];
  return [organization, breadcrumbs(path), ...(pageEntities[path]?.() ?? [])];
}
