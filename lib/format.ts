import { electronicFormatIBAN, friendlyFormatIBAN } from 'ibantools';

const italianDate = new Intl.DateTimeFormat('it-IT', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

const italianCalendarDay = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Europe/Rome',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/**
 * The day it is in Italy at an instant, as AAAA-MM-GG: what «today» means for a date in content
 * (a review cannot be dated tomorrow, an announcement shows until its day), whatever the time zone
 * of the computer that checks or builds the site.
 */
export function italianToday(at: number = Date.now()): string {
  return italianCalendarDay.format(at);
}

/** "2025-03-12" → "12 marzo 2025". */
export function formatItalianDate(isoDate: string): string {
  return italianDate.format(new Date(`${isoDate}T00:00:00Z`));
}

const WORDS = [
  'zero',
  'uno',
  'due',
  'tre',
  'quattro',
  'cinque',
  'sei',
  'sette',
  'otto',
  'nove',
  'dieci',
  'undici',
  'dodici',
  'tredici',
  'quattordici',
  'quindici',
  'sedici',
  'diciassette',
  'diciotto',
  'diciannove',
  'venti',
  'ventuno',
  'ventidue',
  'ventitré',
  'ventiquattro',
];

/** 8 → "otto": how many cards a list has, as headings write it; beyond 24, the digits. */
export function countInWords(count: number): string {
  return WORDS[count] ?? String(count);
}

const italianPlural = new Intl.PluralRules('it-IT');

/** «1 richiesta», «2 richieste»: the form Italian grammar picks for `count`, from the content's two. */
export function countedText(forms: { one: string; other: string }, count: number): string {
  return fillTemplate(italianPlural.select(count) === 'one' ? forms.one : forms.other, { count });
}

/** Replaces each {name} of a content text with its value; an unknown {name} stays as written. */
export function fillTemplate(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (match, key: string) => (key in values ? String(values[key]) : match));
}

export interface ItalianAddress {
  streetAddress: string;
  postalCode: string;
  city: string;
  province: string;
}

/** "Via dei Limoni 12, 80067 Sorrento (NA)". */
export function formatItalianAddress(address: ItalianAddress): string {
  return `${address.streetAddress}, ${address.postalCode} ${address.city} (${address.province})`;
}

/** An IBAN in groups of four, as banks print it and people read it: «IT60 X054 2811 1010 0000 0123 456». */
export function formatIban(value: string): string {
  return friendlyFormatIBAN(electronicFormatIBAN(value) ?? value) ?? value;
}
