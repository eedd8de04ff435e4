import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parseContent, textProblems, type TextProblem } from './parse';
import { contentRoot } from './site-index';
import { hourOf, hoursInWords, type Hours, type SiteValues } from './site-placeholders';

/**
 * Reading the values of content/site.yaml that other texts use as placeholders ({orari}, see
 * site-placeholders.ts), and the check's rule against texts that repeat them by hand.
 */

export const SITE_FILE = 'content/site.yaml';

function siteData(read: (file: string) => string): { hours: Hours[]; seat: string; plant: string } | undefined {
  const result = parseContent(SITE_FILE, read(SITE_FILE));
  if (!result.ok) return undefined;
  const data = result.parsed.data as { hours?: unknown; company?: { city?: unknown; plant?: { city?: unknown } } };
  return {
    hours: Array.isArray(data.hours) ? (data.hours as Hours[]) : [],
    seat: String(data.company?.city ?? ''),
    plant: String(data.company?.plant?.city ?? data.company?.city ?? ''),
  };
}

const fromDisk = (file: string) => readFileSync(path.join(contentRoot(), file), 'utf8');

/** The values the placeholders stand for, read from site.yaml (undefined while it cannot be read). */
export function siteValues(read: (file: string) => string = fromDisk): SiteValues | undefined {
  if (read === fromDisk && !existsSync(path.join(contentRoot(), SITE_FILE))) return undefined;
  const data = siteData(read);
  return data ? { orari: hoursInWords(data.hours), sede: data.seat, stabilimento: data.plant } : undefined;
}

/** "9–18", "9:00-18:00", "dalle 9 alle 18", "9.00 – 18.00": a span of hours written in a text. */
const HOUR_SPAN =
  /(?<![\d:.,])(?:dalle\s+)?(\d{1,2})(?:[:.](\d{2}))?\s*(?:–|-|alle)\s*(\d{1,2})(?:[:.](\d{2}))?(?!\d|[:.,]\d)/g;

/**
 * Texts (other than site.yaml's own) that write an opening span of site.yaml by hand: when the
 * hours change they would go on saying the old ones. Each is reported where it is.
 */
export function repeatedSiteValues(files: readonly string[], read: (file: string) => string): TextProblem[] {
  const data = siteData(read);
  if (!data) return [];
  const spans = new Set(
    data.hours.flatMap((entry) =>
      typeof entry.opens === 'string' && typeof entry.closes === 'string'
        ? [`${hourOf(entry.opens)}-${hourOf(entry.closes)}`]
        : [],
    ),
  );
  if (spans.size === 0) return [];
  return textProblems(
    files,
    read,
    (text) => {
      const match = [...text.matchAll(HOUR_SPAN)].find((found) =>
        spans.has(
          `${Number(found[1])}${found[2] && found[2] !== '00' ? `:${found[2]}` : ''}-${Number(found[3])}${found[4] && found[4] !== '00' ? `:${found[4]}` : ''}`,
        ),
      );
      return match
        ? `ripete a mano un orario di ${SITE_FILE} («${match[0].trim()}»): quando gli orari cambiano, questo testo resterebbe indietro. Scrivi {orari} al posto degli orari: diventa «${hoursInWords(data.hours)}».`
        : undefined;
    },
    SITE_FILE,
  );
}
