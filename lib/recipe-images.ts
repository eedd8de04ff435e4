/**
 * The pictures of a recipe beyond its picture on the page, rendered at build time from the same
 * source (app/immagini/ricette/[file]/route.tsx), in the three ratios Google asks of a Recipe's
 * image and as the 1200×630 link preview: PNGs from a drawing, JPEGs from a photo. Their addresses
 * carry the slug, so a new recipe gets them all.
 */
import { isPhoto } from './photos';
import { allRecipes, type Recipe } from './recipes';

export { RECIPE_ART } from './recipe-art';

export const recipeImageFormats = {
  '16x9': { width: 1200, height: 675 },
  '4x3': { width: 1200, height: 900 },
  '1x1': { width: 1200, height: 1200 },
  /** The Open Graph / X preview, with the recipe's name beside the drawing. */
  social: { width: 1200, height: 630 },
} as const;

export type RecipeImageFormat = keyof typeof recipeImageFormats;

/** The ratios listed in the structured data, widest first. */
export const structuredDataImageFormats = ['16x9', '4x3', '1x1'] as const satisfies readonly RecipeImageFormat[];

const RECIPE_IMAGES_ROUTE = '/immagini/ricette';

type RecipePicture = Pick<Recipe, 'slug'> & { image: Pick<Recipe['image'], 'src'> };

/** A photo's pictures are JPEGs (a PNG of a photo weighs ten times more); a drawing's are PNGs. */
export function recipeImageType(recipe: RecipePicture): 'image/jpeg' | 'image/png' {
  return isPhoto(recipe.image.src) ? 'image/jpeg' : 'image/png';
}

export function recipeImageFile(recipe: RecipePicture, format: RecipeImageFormat): string {
  return `${recipe.slug}-${format}.${recipeImageType(recipe) === 'image/jpeg' ? 'jpg' : 'png'}`;
}

export function recipeImagePath(recipe: RecipePicture, format: RecipeImageFormat): string {
  return `${RECIPE_IMAGES_ROUTE}/${recipeImageFile(recipe, format)}`;
}

export interface RecipeImageFile {
  file: string;
  recipe: Recipe;
  format: RecipeImageFormat;
}

/** Every generated picture of every recipe. */
export function recipeImageFiles(): RecipeImageFile[] {
  const formats = Object.keys(recipeImageFormats) as RecipeImageFormat[];
  return allRecipes().flatMap((recipe) =>
    formats.map((format) => ({ file: recipeImageFile(recipe, format), recipe, format })),
  );
}
