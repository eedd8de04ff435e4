import { collection, type WithSlug } from '@/lib/content/collection';
import type { Recipe as RecipeFile } from './schemas/recipes';

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
