const italianDate = new Intl.DateTimeFormat('it-IT', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

/** "2025-03-12" → "12 marzo 2025". */
export function formatItalianDate(isoDate: string): string {
  return italianDate.format(new Date(`${isoDate}T00:00:00Z`));
}

const WORDS = ['zero', 'uno', 'due', 'tre', 'quattro', 'cinque', 'sei', 'sette', 'otto', 'nove', 'dieci', 'undici', 'dodici', 'tredici', 'quattordici', 'quindici', 'sedici', 'diciassette', 'diciotto', 'diciannove', 'venti', 'ventuno', 'ventidue', 'ventitré', 'ventiquattro'];

/** 8 → "otto": how many cards a list has, as headings write it; beyond 24, the digits. */
export function countInWords(count: number): string {
  return WORDS[count] ?? String(count);
}
