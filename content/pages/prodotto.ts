import { ingredients } from '../ingredients';
import data from './prodotto.yaml';
import type { ProductPage } from '../schemas/pages';
import { fillCount } from '../ui';

/** Texts of /prodotto (content/pages/prodotto.yaml). The ingredients and certifications are collections. */
const page = data as ProductPage;
const count = (text: string) => fillCount(text, ingredients.length);

export const productPage = {
  ...page,
  meta: { ...page.meta, description: count(page.meta.description) },
  overview: { ...page.overview, title: count(page.overview.title) },
  ingredients: { ...page.ingredients, lead: count(page.ingredients.lead) },
};
