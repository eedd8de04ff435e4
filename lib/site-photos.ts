/**
 * Which photos the site shows, and where: read from the content, for the build to make their
 * versions (app/foto/[file]/route.ts). A drawing is not listed: it is sent as it is.
 */
import { compositionPage } from '@/content/pages/composizione';
import { home } from '@/content/pages/home';
import { ingredients } from '@/content/ingredients';
import { productPage } from '@/content/pages/prodotto';
import { preparationVideo } from '@/content/video';
import { isPhoto, PHOTO_FORMATS, photoProfiles, photoVersionPath, type PhotoFormat, type PhotoPlace } from './photos';
import { allRecipes } from './recipes';

export interface PhotoVersion {
  /** The original, as written in the content (/foto/…). */
  src: string;
  place: PhotoPlace;
  width: number;
  format: PhotoFormat;
  /** Its file name under /foto/. */
  file: string;
}

/** Every picture of the content with its place. */
function pictures(): Array<{ src: string; place: PhotoPlace }> {
  return [
    ...allRecipes().map((recipe) => ({ src: recipe.image.src, place: 'recipe' as const })),
    ...compositionPage.gallery.tiles.map((tile) => ({ src: tile.src, place: 'gallery' as const })),
    ...ingredients.map((ingredient) => ({ src: ingredient.image.src, place: 'ingredient' as const })),
    { src: home.hero.image.src, place: 'hero' as const },
    { src: productPage.overview.image.src, place: 'overview' as const },
    { src: preparationVideo.poster.src, place: 'poster' as const },
  ];
}

/** Every version the build makes: each photo, at each width of its place, in each format. */
export function photoVersions(): PhotoVersion[] {
  const versions = new Map<string, PhotoVersion>();
  for (const { src, place } of pictures().filter((picture) => isPhoto(picture.src))) {
    for (const width of photoProfiles[place].widths) {
      for (const format of PHOTO_FORMATS) {
        const file = photoVersionPath(src, place, width, format).split('/').pop()!;
        versions.set(file, { src, place, width, format, file });
      }
    }
  }
  return [...versions.values()];
}
