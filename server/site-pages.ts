import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { REQUEST_NUMBER_PATTERN } from '@/lib/contact/request-number';
import { escapeHtml } from './mail/layout';

/**
 * The exported site's pages, for the one answer the service gives as a page of the site: the
 * thank-you page with the request's number written in. The static page shows the number only with
 * JavaScript (its address carries it, which only a script reads); where the service answers on the
 * site's own origin (npm start, nginx passing /api/ to it) it sends the page with the number in it.
 */
export interface SitePages {
  /** Whether the export holds the page of this route. */
  has(route: string): boolean;
  /** The page's HTML, as exported; null when it cannot be read. */
  read(route: string): Promise<string | null>;
}

/** The pages of an export folder (out/, or the one a rebuild put online), read at each request: a new build shows at once. */
export function exportedPages(folder: string | (() => string)): SitePages {
  const file = (route: string) => path.join(typeof folder === 'string' ? folder : folder(), `${route}.html`);
  return {
    has: (route) => existsSync(file(route)),
    read: (route) => readFile(file(route), 'utf8').catch(() => null),
  };
}

/** The line components/sections/RequestNumber.tsx exports hidden, and the element the number goes in. */
const NUMBER_LINE = /<p\b[^>]*\bdata-request-number-line=""[^>]*>/;
const NUMBER_VALUE = /(<strong\b[^>]*\bdata-request-number=""[^>]*>)(<\/strong>)/;

/**
 * The page with the number written into its number line, and the line shown; null when the page has
 * no such line (it changed shape: the static page, whose script shows the number, is sent instead).
 */
export function withNumberShown(html: string, number: string): string | null {
  if (!REQUEST_NUMBER_PATTERN.test(number)) return null;
  const line = NUMBER_LINE.exec(html);
  const value = NUMBER_VALUE.exec(html);
  if (!line || !value || value.index < line.index) return null;
  const shown = line[0].replace(/\shidden(="")?(?=[\s>])/, '');
  const filled = `${value[1]}${escapeHtml(number)}${value[2]}`;
  return (
    html.slice(0, line.index) +
    shown +
    html.slice(line.index + line[0].length, value.index) +
    filled +
    html.slice(value.index + value[0].length)
  );
}
