import { benefitsPage } from './benefici';
import { compositionPage } from './composition';
import { contatti } from './contatti';
import { grazie } from './grazie';
import { home } from './home';
import { legalDocuments } from './legal';
import { orderingPage } from './ordering';
import { productPage } from './product';
import { recipesPage } from './recipes';
import { reviewsPage } from './reviews';
import type { Route } from './routes';
import type { PageMeta } from './schemas/pages';
import { supportPage } from './support';

export type { PageMeta } from './schemas/pages';

/** Each page's title and description for search engines: the "meta" of its file in content/pages/. */
export const pages: Record<Route, PageMeta> = {
  '/': home.meta,
  '/prodotto': productPage.meta,
  '/benefici': benefitsPage.meta,
  '/composizione': compositionPage.meta,
  '/recensioni': reviewsPage.meta,
  '/ricette-salutari': recipesPage.meta,
  '/come-ordinare': orderingPage.meta,
  '/contatti': contatti.meta,
  '/contatti-supporto': supportPage.meta,
  '/grazie-benvenuto': grazie.meta,
  '/privacy': legalDocuments['/privacy'].meta,
  '/dati-personali': legalDocuments['/dati-personali'].meta,
  '/termini': legalDocuments['/termini'].meta,
};
