import { certifications } from '../certifications';
import { galleryTiles as tiles } from '../gallery';
import { ingredients } from '../ingredients';
import type { CompositionPage } from '../schemas/pages';
import { fillCount } from '../ui';
import data from './composizione.yaml';

/** Texts of /composizione (content/pages/composizione.yaml); the gallery's tiles are content/gallery/. */
const page = data as CompositionPage;

export const compositionPage = {
  ...page,
  ingredients: { ...page.ingredients, title: fillCount(page.ingredients.title, ingredients.length) },
  certifications: { ...page.certifications, lead: fillCount(page.certifications.lead, certifications.length) },
  gallery: { ...page.gallery, lead: fillCount(page.gallery.lead, tiles.length), tiles },
};
