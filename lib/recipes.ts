/**
 * The one place that reads the recipe collection: the pages, the sitemap, the structured data and
 * the generated images all go through here, so moving the recipes to other files changes one import.
 */
import { recipes, type Recipe } from '@/content/recipes';
import { recipesPage } from '@/content/pages/ricette-salutari';
import type { Route } from '@/content/routes';
import { fillTemplate } from '@/content/ui';

export type { Recipe };

/** The list page; each recipe's page lives below it. */
export const RECIPES_ROUTE = '/ricette-salutari' satisfies Route;

export type RecipePath = `${typeof RECIPES_ROUTE}/${string}`;

export function allRecipes(): readonly Recipe[] {
  return recipes;
}

export function recipePath(recipe: Pick<Recipe, 'slug'>): RecipePath {
  return `${RECIPES_ROUTE}/${recipe.slug}`;
}

export function recipeBySlug(slug: string): Recipe | undefined {
  return recipes.find((recipe) => recipe.slug === slug);
}

export function recipeByPath(path: string): Recipe | undefined {
  const prefix = `${RECIPES_ROUTE}/`;
  return path.startsWith(prefix) ? recipeBySlug(path.slice(prefix.length)) : undefined;
}

export function isRecipePath(path: string): path is RecipePath {
  return recipeByPath(path) !== undefined;
}

export function totalMinutes(recipe: Pick<Recipe, 'prepMinutes' | 'cookMinutes'>): number {
  return recipe.prepMinutes + recipe.cookMinutes;
}

/** The recipes before and after this one in the list (none before the first, none after the last). */
export function recipeNeighbours(recipe: Recipe): { previous?: Recipe; next?: Recipe } {
  const index = recipes.findIndex((candidate) => candidate.slug === recipe.slug);
  return { previous: recipes[index - 1], next: recipes[index + 1] };
}

/** The anchor (id) of a step, numbered from 1: "passo-2". */
export function stepAnchor(number: number): string {
  return fillTemplate(recipesPage.labels.stepAnchor, { number });
}

/** The recipe page's <title> before " | Limenta". */
export function recipeTitle(recipe: Pick<Recipe, 'name'>): string {
  return fillTemplate(recipesPage.documentTitle, { name: recipe.name });
}
