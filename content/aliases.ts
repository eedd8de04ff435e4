import type { Alias } from './routes';
import type { AliasPages } from './schemas/site';
import data from './aliases.yaml';

export type AliasPage = Omit<AliasPages['pages'][number], 'path'>;

/** The short page shown at an old address while the browser moves on to the new one: content/aliases.yaml. */
const file = data as AliasPages;

/** Shown under the heading of every old address. */
export const aliasPageText = file.text;

export const aliasPages = Object.fromEntries(file.pages.map(({ path, ...page }) => [path, page])) as Record<
  Alias,
  AliasPage
>;
