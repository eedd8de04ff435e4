/**
 * Every route of the site, once. Tests, the sitemap and the link checks read this list:
 * a new page joins them by being added here (with its title and description in pages.ts).
 */
export const routes = [
  '/',
  '/prodotto',
  '/benefici',
  '/composizione',
  '/recensioni',
  '/ricette-salutari',
  '/come-ordinare',
  '/contatti',
  '/contatti-supporto',
  '/grazie-benvenuto',
  '/privacy',
  '/dati-personali',
  '/termini',
] as const;

export type Route = (typeof routes)[number];

/** Old or alternative addresses that land on a canonical route. */
export const aliases = {
  '/privacy-policy': '/privacy',
  '/termini-condizioni': '/termini',
} as const satisfies Record<string, Route>;

export type Alias = keyof typeof aliases;

/** The pages of the legal texts, each a Markdown file of content/pages/. */
export const LEGAL_FILES = {
  '/privacy': 'content/pages/privacy.md',
  '/dati-personali': 'content/pages/dati-personali.md',
  '/termini': 'content/pages/termini.md',
} as const satisfies Partial<Record<Route, string>>;

export type LegalRoute = keyof typeof LEGAL_FILES;

export function isRoute(path: string): path is Route {
  return (routes as readonly string[]).includes(path);
}
