import { benefits } from './benefits';
import data from './pages/benefici.yaml';
import type { BenefitsPage } from './schemas/pages';
import { fillCount } from './ui';

/** Texts of /benefici (content/pages/benefici.yaml). The benefit cards are content/benefits/. */
const page = data as BenefitsPage;

export const benefitsPage = {
  ...page,
  cards: { ...page.cards, title: fillCount(page.cards.title, benefits.length) },
};
