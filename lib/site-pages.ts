import { isRoute, routes, type Route } from '@/content/routes';
import { allRecipes, isRecipePath, recipePath, type RecipePath } from './recipes';

/** A page of the site: a route of content/routes.ts, or a page generated from the content (one per recipe). */
export type SitePage = Route | RecipePath;

/**
 * Every page of the site, once: the routes of content/routes.ts, then one page per recipe. The
 * sitemap, the link checks of the content and the end-to-end tests read this list, so a new recipe
 * joins them all without a code change.
 */
export function sitePages(): SitePage[] {
  return [...routes, ...allRecipes().map(recipePath)];
}

export function isSitePage(path: string): path is SitePage {
  return isRoute(path) || isRecipePath(path);
}
