import { benefitsPage } from './pages/benefici';
import { orderingPage } from './pages/come-ordinare';
import { compositionPage } from './pages/composizione';
import { contatti } from './pages/contatti';
import { supportPage } from './pages/contatti-supporto';
import { grazie } from './pages/grazie-benvenuto';
import { home } from './pages/home';
import { legalDocuments } from './pages/legal';
import { productPage } from './pages/prodotto';
import { reviewsPage } from './pages/recensioni';
import { recipesPage } from './pages/ricette-salutari';
import type { Route } from './routes';
import type { PageMeta } from './schemas/pages';

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
