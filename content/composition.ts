import { collection } from '@/lib/content/collection';
import { certifications } from './certifications';
import { ingredients } from './ingredients';
import data from './pages/composizione.yaml';
import type { GalleryTile } from './schemas/cards';
import type { CompositionPage } from './schemas/pages';
import { fillCount } from './ui';

export type { GalleryTile } from './schemas/cards';

/** Texts of /composizione (content/pages/composizione.yaml); the gallery's tiles are content/gallery/. */
const page = data as CompositionPage;
const tiles = collection<GalleryTile>(import.meta.glob('./gallery/*.yaml', { eager: true }));

export const compositionPage = {
  ...page,
  ingredients: { ...page.ingredients, title: fillCount(page.ingredients.title, ingredients.length) },
  certifications: { ...page.certifications, lead: fillCount(page.certifications.lead, certifications.length) },
  gallery: { ...page.gallery, lead: fillCount(page.gallery.lead, tiles.length), tiles },
};
