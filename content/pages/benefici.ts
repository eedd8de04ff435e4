import { publishable } from '@/lib/site-mode';
import { benefits } from '../benefits';
import data from './benefici.yaml';
import type { BenefitsPage } from '../schemas/pages';
import { fillCount } from '../ui';

/** Texts of /benefici (content/pages/benefici.yaml). The benefit cards are content/benefits/. */
const page = data as BenefitsPage;

export const benefitsPage = {
  ...page,
  cards: { ...page.cards, title: fillCount(page.cards.title, benefits.length) },
  /** The featured testimonial, when the site may present it as a customer's words (lib/site-mode.ts). */
  featured: page.featured && publishable([page.featured.testimonial]).length > 0 ? page.featured : undefined,
};
