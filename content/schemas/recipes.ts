import { readFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { RECIPE_ART } from '@/lib/recipe-art';
import { choice, group, imagePath, integer, isoDate, listOf, quote, text } from '@/lib/content/fields';
import { described, metaOf } from '@/lib/content/meta';
import { minimumSize } from '@/lib/photos';
import { contentRoot, publicFileExists } from '@/lib/content/site-index';
import { defineCollection } from '@/lib/content/sources';

/**
 * The rules of content/recipes/: one file per recipe. Its card on /ricette-salutari, its own page at
 * /ricette-salutari/<file name>, its schema.org Recipe data and its pictures all come from it. The
 * file name is the page's address: choose it once, in lower case with hyphens, and do not rename
 * it. Adding a recipe is adding its file and its photo (content/foto/) or drawing (public/art/recipes/).
 */

const SCHEMA_FILE = 'content/schemas/recipes.ts';

export const RECIPE_CATEGORIES = {
  Primo: 'Primo',
  Secondo: 'Secondo',
  Contorno: 'Contorno',
  Bevanda: 'Bevanda',
  Dolce: 'Dolce',
} as const;

/** Whether every tag of an SVG is closed in order: a broken drawing would draw nothing, silently. */
function tagsBalance(svg: string): boolean {
  const open: string[] = [];
  for (const [, closing, name, selfClosing] of svg
    .replace(/<!--[\s\S]*?-->|<\?[\s\S]*?\?>/g, '')
    .matchAll(/<(\/?)([\w:-]+)[^>]*?(\/?)>/g)) {
    if (selfClosing) continue;
    if (!closing) open.push(name);
    else if (open.pop() !== name) return false;
  }
  return open.length === 0;
}

/**
 * A recipe's picture: a photo (JPG, PNG or WebP of content/foto, at least 1200 × 900: lib/photos.ts)
 * or a drawing, an SVG of public/ with the size every recipe picture is generated from.
 */
function recipePicture() {
  const { width, height } = RECIPE_ART;
  const base = imagePath('Foto o disegno del piatto', 'recipe');
  const schema = base.superRefine((src, ctx) => {
    if (!src.endsWith('.svg') || !src.startsWith('/') || !publicFileExists(src)) return; // a photo, or imagePath has said what is wrong
    const svg = readFileSync(path.join(contentRoot(), 'public', src), 'utf8');
    const viewBox = /<svg[^>]*\sviewBox="([^"]+)"/.exec(svg)?.[1];
    if (viewBox !== `0 0 ${width} ${height}`) {
      ctx.addIssue({
        code: 'custom',
        message: `${quote(src)} deve essere un disegno SVG con viewBox="0 0 ${width} ${height}" (il piatto nei ${(width * 3) / 4} × ${(height * 3) / 4} centrali). Esporta il disegno in quel formato, oppure usa una foto.`,
      });
    } else if (!tagsBalance(svg)) {
      ctx.addIssue({
        code: 'custom',
        message: `${quote(src)} è un SVG rovinato (un tag aperto non è chiuso) e disegnerebbe immagini vuote: riesportalo dal programma di disegno.`,
      });
    }
  });
  const { width: photoWidth, height: photoHeight } = minimumSize('recipe');
  return described(schema, {
    ...metaOf(base)!,
    hint: `Una foto del piatto (JPG, PNG o WebP di almeno ${photoWidth} × ${photoHeight} pixel: quella del telefono va bene), oppure un disegno SVG di ${width} × ${height} in public/art/recipes/ con il piatto al centro.`,
  });
}

export const recipes = defineCollection({
  folder: 'content/recipes',
  title: 'Ricette',
  hint: 'Le ricette di /ricette-salutari, ognuna con la sua pagina. Il nome del file (per esempio torta-al-limone.yaml) è l’indirizzo della pagina: non cambiarlo.',
  itemNoun: 'ricetta',
  nameField: 'name',
  uniqueNames: true,
  schemaFile: SCHEMA_FILE,
  fields: {
    name: text('Nome', { max: 60 }),
    description: text('Descrizione', {
      min: 70,
      max: 160,
      multiline: true,
      hint: 'Sotto il nome e come descrizione della pagina nei risultati di Google: da 70 a 160 caratteri.',
    }),
    category: choice('Categoria', RECIPE_CATEGORIES),
    prepMinutes: integer('Preparazione (minuti)', 0, 600, 'Minuti per lavare, tagliare, mescolare.'),
    cookMinutes: integer(
      'Cottura (minuti)',
      0,
      600,
      'Minuti sul fuoco o in forno; 0 se non si cuoce. Il tempo totale è la somma.',
    ),
    servings: integer('Porzioni', 1, 24),
    benefits: listOf('Punti forti', text('Punto forte', { max: 60 }), {
      max: 6,
      itemNoun: 'punto forte',
      limitSource: SCHEMA_FILE,
      hint: 'Gusto, stagione, tecnica, tempo: niente promesse sulla salute o sulla dieta.',
    }),
    ingredients: listOf('Ingredienti', text('Ingrediente', { max: 100 }), {
      max: 30,
      itemNoun: 'ingrediente',
      limitSource: SCHEMA_FILE,
    }),
    steps: listOf('Procedimento', text('Passo', { max: 400, multiline: true }), {
      max: 20,
      itemNoun: 'passo',
      limitSource: SCHEMA_FILE,
    }),
    datePublished: isoDate('Data di pubblicazione', 'il giorno in cui la ricetta è uscita sul sito'),
    keywords: listOf('Parole chiave', text('Parola chiave', { max: 60 }), {
      max: 12,
      itemNoun: 'parola chiave',
      limitSource: SCHEMA_FILE,
      hint: 'Come si cerca la ricetta, oltre al nome, alla categoria e alla cucina.',
    }),
    image: group('Immagine', {
      src: recipePicture(),
      alt: text('Descrizione per chi non vede l’immagine', {
        max: 200,
        hint: 'Descrivi il piatto della foto o del disegno in una frase.',
      }),
    }),
    drinkNote: text('Nota sulla bevanda', {
      max: 240,
      multiline: true,
      hint: 'Facoltativa: una frase che porta a Limenta, dove la ricetta ne condivide i profumi (niente promesse sulla salute).',
    }).optional(),
    caloriesPerServing: integer(
      'Calorie a porzione (stima)',
      1,
      3000,
      'Facoltativo: kcal a porzione stimate con le tabelle CREA, arrotondate a 10. Ricalcolale se cambiano gli ingredienti; nel dubbio lasciale vuote.',
    ).optional(),
  },
});

export const recipeSources = [recipes];

export type Recipe = z.infer<typeof recipes.item>;
export type RecipeCategory = Recipe['category'];
