import { collection, type WithSlug } from '@/lib/content/collection';
import type { Ingredient as IngredientFile } from './schemas/cards';

/** An ingredient card; its slug (limone, menta…, the file name) names its anchor on /composizione. */
export type Ingredient = WithSlug<IngredientFile>;

/** The ingredient cards of the home page, /prodotto and /composizione: one file each in content/ingredients/. */
export const ingredients = collection<IngredientFile>(import.meta.glob('./ingredients/*.yaml', { eager: true }));
