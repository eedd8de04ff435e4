import { readFileSync } from 'node:fs';
import { site } from '@/content/site';
import type { SitePage } from '@/lib/site-pages';
import { headOf, htmlFileOf } from './out-files';

/** The exported pages as a crawler reads them, parsed once for every test file that needs them. */
export const origin = new URL(site.url).origin;

const heads = new Map<string, ReturnType<typeof headOf>>();

export function headFor(page: SitePage) {
  if (!heads.has(page)) heads.set(page, headOf(readFileSync(htmlFileOf(page), 'utf8')));
  return heads.get(page)!;
}

/** The JSON-LD objects of one type on a page. */
export function ofType(page: SitePage, type: string): Array<Record<string, unknown>> {
  return headFor(page).jsonLd.filter((data) => data['@type'] === type);
}

export function single<T>(values: T[], what: string): T {
  if (values.length !== 1) throw new Error(`expected one ${what}, found ${values.length}`);
  return values[0];
}
