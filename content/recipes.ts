import { collection, type WithSlug } from '@/lib/content/collection';
import data from './pages/ricette-salutari.yaml';
import type { Recipe as RecipeFile } from './schemas/recipes';
import type { RecipesPage } from './schemas/pages';
import { fillCount } from './ui';

export type { RecipeCategory } from './schemas/recipes';

/** A recipe; its slug is the file name (content/recipes/spaghetti-al-limone.yaml → spaghetti-al-limone). */
export type Recipe = WithSlug<RecipeFile>;

/** The lemon recipes of /ricette-salutari (also published as schema.org Recipe data): content/recipes/. */
export const recipes = collection<RecipeFile>(import.meta.glob('./recipes/*.yaml', { eager: true }));

/** The id of a recipe card's heading on /ricette-salutari, also the anchor its structured data points to. */
export function recipeAnchor(recipe: Pick<Recipe, 'slug'>): string {
  return `ricetta-${recipe.slug}`;
}

/** Texts of /ricette-salutari around the recipe cards: content/pages/ricette-salutari.yaml. */
const page = data as RecipesPage;
const count = (text: string) => fillCount(text, recipes.length);

export const recipesPage = {
  ...page,
  meta: { ...page.meta, description: count(page.meta.description) },
  intro: { ...page.intro, lead: count(page.intro.lead) },
  list: { ...page.list, title: count(page.list.title) },
};
