/**
 * Values of content/site.yaml that other texts read instead of repeating them by hand: written
 * {orari}, {sede} or {stabilimento} in any text of a YAML file, they are filled in when the file is
 * loaded (parse.ts), so a change in site.yaml (new hours, a move) changes every sentence that states
 * them. The content check reports hours written by hand (site-values.ts). No imports: parse.ts uses it.
 */

export const SITE_PLACEHOLDERS = {
  orari: 'gli orari del servizio clienti di content/site.yaml, per esempio «lunedì – venerdì 9–18, sabato 9–13»',
  sede: 'il comune della sede della società (content/site.yaml, company.city), per esempio «Sorrento»',
  stabilimento: 'il comune dello stabilimento di produzione (content/site.yaml, company.plant.city)',
} as const;

export type SiteValues = Record<keyof typeof SITE_PLACEHOLDERS, string>;

export interface Hours {
  days?: unknown;
  opens?: unknown;
  closes?: unknown;
}

/** "09:00" → "9", "09:30" → "9:30": the hour as a sentence says it. */
export function hourOf(time: string): string {
  const [hours, minutes] = time.split(':');
  return `${Number(hours)}${minutes && minutes !== '00' ? `:${minutes}` : ''}`;
}

/** The open hours of site.yaml in a few words: "lunedì – venerdì 9–18, sabato 9–13". */
export function hoursInWords(hours: readonly Hours[]): string {
  return hours
    .filter(
      (entry) => typeof entry.opens === 'string' && typeof entry.closes === 'string' && typeof entry.days === 'string',
    )
    .map(
      (entry) => `${String(entry.days).toLowerCase()} ${hourOf(String(entry.opens))}–${hourOf(String(entry.closes))}`,
    )
    .join(', ');
}

/** A text with its {orari} filled in; unknown or unavailable values stay as written. */
export function fillSiteValues(text: string, values: SiteValues | undefined): string {
  if (!values) return text;
  return text.replace(/\{(\w+)\}/g, (match, key: string) => (key in values ? values[key as keyof SiteValues] : match));
}

/** A loaded file's data with {orari} filled in every text (Markdown bodies use {{…}} and are left alone). */
export function withSiteValues(value: unknown, values: SiteValues | undefined, key?: string): unknown {
  if (!values) return value;
  if (typeof value === 'string') return key === 'body' ? value : fillSiteValues(value, values);
  if (Array.isArray(value)) return value.map((item) => withSiteValues(item, values));
  if (value && typeof value === 'object')
    return Object.fromEntries(
      Object.entries(value).map(([childKey, child]) => [childKey, withSiteValues(child, values, childKey)]),
    );
  return value;
}
