const italianDate = new Intl.DateTimeFormat('it-IT', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

/** "2025-03-12" → "12 marzo 2025". */
export function formatItalianDate(isoDate: string): string {
  return italianDate.format(new Date(`${isoDate}T00:00:00Z`));
}
