import { collection, type WithSlug } from '@/lib/content/collection';
import data from './pages/ricette-salutari.yaml';
import type { Recipe as RecipeFile } from './schemas/recipes';
import type { RecipesPage } from './schemas/pages';
import { fillCount } from './ui';

export type { RecipeCategory } from './schemas/recipes';

/**
 * One recipe: its card on /ricette-salutari, its own page at /ricette-salutari/<slug>, its
 * schema.org Recipe data and its pictures all come from its file in content/recipes/; the slug is
 * the file name (content/recipes/spaghetti-al-limone.yaml → spaghetti-al-limone). Read the
 * collection through lib/recipes.ts.
 */
export type Recipe = WithSlug<RecipeFile>;

/** The lemon recipes, in the order of the list page and of the previous/next links. */
export const recipes: Recipe[] = collection<RecipeFile>(import.meta.glob('./recipes/*.yaml', { eager: true }));

/** Texts of /ricette-salutari and of every recipe page: content/pages/ricette-salutari.yaml. */
const page = data as RecipesPage;
const count = (text: string) => fillCount(text, recipes.length);

export const recipesPage = {
  ...page,
  meta: { ...page.meta, description: count(page.meta.description) },
  intro: { ...page.intro, lead: count(page.intro.lead) },
  list: { ...page.list, title: count(page.list.title) },
};
