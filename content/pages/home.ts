import { benefits } from '../benefits';
import { ingredients } from '../ingredients';
import data from './home.yaml';
import type { HomePage } from '../schemas/pages';
import { withCustomers } from '../site';
import { fillCount } from '../ui';

export type { CallToAction } from '../schemas/pages';

/** Copy of the home page: content/pages/home.yaml. Its cards are collections (testimonials, benefits…). */
const page = data as HomePage;

export const home = {
  ...page,
  testimonials: { ...page.testimonials, lead: withCustomers(page.testimonials.lead) },
  benefits: { ...page.benefits, lead: fillCount(page.benefits.lead, benefits.length) },
  ingredients: { ...page.ingredients, title: fillCount(page.ingredients.title, ingredients.length) },
};
