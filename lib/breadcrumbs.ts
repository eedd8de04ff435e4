import { mainNav } from '@/content/navigation';
import { pages } from '@/content/pages';
import { isRoute } from '@/content/routes';
import { site } from '@/content/site';
import { RECIPES_ROUTE, recipeByPath } from './recipes';
import type { SitePage } from './site-pages';
import type { BreadcrumbInput } from './structured-data';

const HOME = '/';

/**
 * Home › … › the page, named as the navigation and the page titles name them: the same trail for
 * the visible breadcrumbs and the BreadcrumbList. Empty on the home page.
 */
export function breadcrumbTrail(path: SitePage): BreadcrumbInput[] {
  if (path === HOME) return [];
  const home = { name: mainNav.find((item) => item.href === HOME)?.label ?? site.name, path: HOME };
  if (isRoute(path)) return [home, { name: pages[path].title, path }];
  const recipe = recipeByPath(path);
  return [
    home,
    { name: pages[RECIPES_ROUTE].title, path: RECIPES_ROUTE },
    ...(recipe ? [{ name: recipe.name, path }] : []),
  ];
}
