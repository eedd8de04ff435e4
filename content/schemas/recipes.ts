import type { z } from 'zod';
import { choice, integer, listOf, text } from '@/lib/content/fields';
import { defineCollection } from '@/lib/content/sources';

/**
 * The rules of content/recipes/: one file per recipe. The file name is the recipe's stable
 * slug (its anchor on /ricette-salutari): choose it once, in lower case with hyphens, and do
 * not rename it.
 */

const SCHEMA_FILE = 'content/schemas/recipes.ts';

export const RECIPE_CATEGORIES = { Primo: 'Primo', Secondo: 'Secondo', Contorno: 'Contorno', Bevanda: 'Bevanda', Dolce: 'Dolce' } as const;

export const recipes = defineCollection({
  folder: 'content/recipes',
  title: 'Ricette',
  hint: 'Le ricette di /ricette-salutari. Il nome del file (per esempio torta-al-limone.yaml) resta l’indirizzo della ricetta: non cambiarlo.',
  itemNoun: 'ricetta',
  nameField: 'name',
  schemaFile: SCHEMA_FILE,
  fields: {
    name: text('Nome', { max: 60 }),
    description: text('Descrizione', { max: 240, multiline: true }),
    category: choice('Categoria', RECIPE_CATEGORIES),
    minutes: integer('Tempo (minuti)', 1, 600, 'Il tempo totale, in minuti.'),
    servings: integer('Porzioni', 1, 24),
    benefits: listOf('Punti forti', text('Punto forte', { max: 60 }), { max: 6, itemNoun: 'punto forte', limitSource: SCHEMA_FILE }),
    ingredients: listOf('Ingredienti', text('Ingrediente', { max: 100 }), { max: 30, itemNoun: 'ingrediente', limitSource: SCHEMA_FILE }),
    steps: listOf('Preparazione', text('Passo', { max: 400, multiline: true }), { max: 20, itemNoun: 'passo', limitSource: SCHEMA_FILE }),
  },
});

export const recipeSources = [recipes];

export type Recipe = z.infer<typeof recipes.item>;
export type RecipeCategory = Recipe['category'];
