import { electronicFormatIBAN, validateIBAN, ValidationErrorsIBAN } from 'ibantools';
import { z } from 'zod';
import { routes, type Route } from '@/content/routes';
import { italianToday } from '@/lib/format';
import { parseEuro } from '@/lib/offer';
import { isValidPartitaIva } from '@/lib/partita-iva.mjs';
import { contentMeta, described, type FieldMeta } from './meta';
import { textRules } from './rules';
import { minimumSize, type PhotoPlace } from '@/lib/photos';
import { imageProblem } from './images';
import { anchorsOf, isKnownPath, listFiles, publicFileExists } from './site-index';
import { fillSiteValues, SITE_PLACEHOLDERS } from './site-placeholders';
import { siteValues } from './site-values';

/**
 * The building blocks of the content schemas. Each one checks a kind of value and, when it
 * is wrong, says in Italian what is wrong and how to fix it; the file, item and field are
 * added by the check (lib/content/check.ts). The editing page and the editors' guide read
 * the title, hint and kind attached to each field.
 */

const TEMPLATE = /\{(\w+)\}/g;

/** The length a value of site.yaml counts for in a text's limit (see text()). */
const SITE_PLACEHOLDER_LENGTH = 10;

export function quote(value: unknown): string {
  return `«${String(value)}»`;
}

function list(values: readonly string[]): string {
  return values.join(', ');
}

/** The closest of a few candidates, to suggest "forse intendevi…" for a typo. */
export function closest(value: string, candidates: readonly string[]): string | undefined {
  const distance = (a: string, b: string) => {
    const row = Array.from({ length: b.length + 1 }, (_, i) => i);
    for (let i = 1; i <= a.length; i += 1) {
      let previous = row[0];
      row[0] = i;
      for (let j = 1; j <= b.length; j += 1) {
        const current = row[j];
        row[j] = Math.min(row[j] + 1, row[j - 1] + 1, previous + (a[i - 1] === b[j - 1] ? 0 : 1));
        previous = current;
      }
    }
    return row[b.length];
  };
  let best: string | undefined;
  let bestDistance = Infinity;
  for (const candidate of candidates) {
    const d = distance(value.toLowerCase(), candidate.toLowerCase());
    if (d < bestDistance) [best, bestDistance] = [candidate, d];
  }
  return best !== undefined && bestDistance <= Math.max(2, Math.floor(best.length / 3)) ? best : undefined;
}

interface TextOptions {
  hint?: string;
  /** Most characters allowed (spaces included). */
  max?: number;
  /** Fewest characters required (spaces included); 1 by default. */
  min?: number;
  /** A longer text, edited in a box of several lines. */
  multiline?: boolean;
  /** Names that may appear as {name} in the text, with what each becomes. */
  placeholders?: Record<string, string>;
}

/**
 * A text shown to visitors: not empty, no placeholder left, within its length. Any text may also
 * read a value of site.yaml ({orari}: lib/content/site-placeholders.ts); the rules read the text
 * it becomes.
 */
export function text(title: string, options: TextOptions = {}) {
  const { max, min = 1, multiline = false } = options;
  const placeholders = { ...SITE_PLACEHOLDERS, ...options.placeholders };
  const schema = z.string().superRefine((written, ctx) => {
    const value = /\{(orari|sede|stabilimento)\}/.test(written) ? fillSiteValues(written, siteValues()) : written;
    const add = (message: string) => ctx.addIssue({ code: 'custom', message });
    if (value.trim() === '') return add('è vuoto. Scrivi il testo (anche breve) oppure togli l’elemento.');
    for (const rule of textRules) {
      const problem = rule.problem(value);
      if (problem) add(problem);
    }
    if (!multiline && /\n/.test(value.trim())) add('va scritto su una riga sola. Togli l’a capo.');
    for (const [, name] of written.matchAll(TEMPLATE)) {
      if (!(name in placeholders)) {
        const allowed = Object.entries(placeholders).map(([key, meaning]) => `{${key}} (${meaning})`);
        add(
          allowed.length > 0
            ? `contiene {${name}}, che non è un segnaposto di questo testo. Qui puoi usare solo ${list(allowed)}.`
            : `contiene {${name}}: le parentesi graffe qui non sono ammesse. Toglile o riscrivi il testo.`,
        );
      }
    }
    // A value of site.yaml ({orari}…) counts as 10 characters whatever it becomes, so a change in
    // site.yaml (longer hours, a new town) never makes another file too long.
    const length = written.trim().replace(/\{(orari|sede|stabilimento)\}/g, 'x'.repeat(SITE_PLACEHOLDER_LENGTH)).length;
    if (max !== undefined && length > max) {
      add(`è lungo ${length} caratteri, il massimo è ${max}. Accorcialo di almeno ${length - max} caratteri.`);
    }
    if (length < min && min > 1)
      add(`è lungo ${length} caratteri, il minimo è ${min}. Aggiungi almeno ${min - length} caratteri.`);
  });
  return described(schema, {
    title,
    hint: options.hint ?? lengthHint(min, max),
    kind: multiline ? 'multiline' : 'text',
    min,
    max,
  });
}

/** A text of one line, of at most `max` characters, and one of several lines. */
export const line = (title: string, max: number, placeholders: Record<string, string> = {}, hint?: string) =>
  text(title, { max, placeholders, hint });
export const paragraph = (title: string, max: number, placeholders: Record<string, string> = {}, hint?: string) =>
  text(title, { max, placeholders, hint, multiline: true });

function lengthHint(min: number, max: number | undefined): string | undefined {
  if (max === undefined) return undefined;
  return min > 1 ? `Da ${min} a ${max} caratteri.` : `Al massimo ${max} caratteri.`;
}

/** A text that may use {count}: the number of items of a list, written in words ("otto"). */
export function countedText(title: string, counted: string, options: Omit<TextOptions, 'placeholders'> = {}) {
  return text(title, {
    ...options,
    hint: `${options.hint ? `${options.hint} ` : ''}Se parli di quante sono, scrivi {count} (o {Count} a inizio parola maiuscola): diventa il numero di ${counted} in lettere.`,
    placeholders: { count: `il numero di ${counted}`, Count: `il numero di ${counted}, con l’iniziale maiuscola` },
  });
}

function routeMessage(value: string): string {
  const suggestion = closest(value, [...routes]);
  return `${quote(value)} non è una pagina del sito.${suggestion ? ` Forse intendevi ${suggestion}?` : ''} Le pagine sono: ${list(routes)} (elenco in content/routes.ts).`;
}

/** One page of the site, chosen from content/routes.ts. */
export function route(title: string, hint?: string) {
  const schema = z.enum(routes as unknown as [Route, ...Route[]], {
    error: (issue) => (typeof issue.input === 'string' ? routeMessage(issue.input) : undefined),
  });
  return described(schema, { title, hint: hint ?? 'Una pagina del sito, per esempio /prodotto.', kind: 'route' });
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** What is wrong with a link, or null: a page (with an existing #section), mailto:, tel: or https://. */
export function linkProblem(href: string): string | null {
  if (href.trim() !== href || href === '') return `${quote(href)} contiene spazi: scrivi l’indirizzo senza spazi.`;
  if (href.startsWith('mailto:')) {
    const address = decodeURIComponent(href.slice('mailto:'.length).split('?')[0]);
    return EMAIL.test(address)
      ? null
      : `${quote(address)} non è un indirizzo email valido: scrivilo come mailto:nome@dominio.it.`;
  }
  if (href.startsWith('tel:'))
    return /^tel:\+?[0-9 ]{6,20}$/.test(href)
      ? null
      : `${quote(href)} non è un numero di telefono valido: scrivilo come tel:+390811234567.`;
  if (href.startsWith('http://'))
    return `${quote(href)} usa http://: scrivi https:// (i siti senza HTTPS non vanno collegati).`;
  if (href.startsWith('https://')) {
    try {
      new URL(href);
      return null;
    } catch {
      return `${quote(href)} non è un indirizzo valido: controlla di averlo copiato per intero.`;
    }
  }
  if (!href.startsWith('/')) {
    return `${quote(href)} non è un indirizzo valido: per una pagina del sito scrivi il percorso che inizia con /, per esempio /${href.replace(/^[./]+/, '')}; per un altro sito l’indirizzo completo https://…`;
  }
  const [pathOnly, anchor] = href.split('#', 2);
  if (!isKnownPath(pathOnly)) return routeMessage(pathOnly);
  if (anchor !== undefined) {
    const anchors = anchorsOf(pathOnly);
    if (!anchors.includes(anchor)) {
      const suggestion = closest(anchor, anchors);
      return `la pagina ${pathOnly} non ha una sezione #${anchor}.${suggestion ? ` Forse intendevi #${suggestion}?` : ''}${
        anchors.length > 0
          ? ` Sezioni di quella pagina: ${list(anchors.map((a) => `#${a}`))}.`
          : ' Togli la parte da # in poi.'
      }`;
    }
  }
  return null;
}

/** A text that `problemOf` checks: what it returns, if anything, is the field's one problem. */
const checkedString = (problemOf: (value: string) => string | null | undefined) =>
  z.string().superRefine((value, ctx) => {
    const problem = problemOf(value);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });

/** A link: a page of the site (optionally to one of its sections), mailto:, tel: or https://. */
export function link(title: string, hint?: string) {
  const schema = checkedString(linkProblem);
  return described(schema, {
    title,
    hint: hint ?? 'Una pagina del sito (/contatti), un indirizzo email (mailto:…) o un sito esterno (https://…).',
    kind: 'link',
  });
}

/** What the editing page and the guide say about a picture field. */
function imageHint(place?: PhotoPlace): string {
  if (!place) return 'Un disegno SVG già caricato in public/art.';
  const { width, height } = minimumSize(place);
  return `Una foto JPG, PNG o WebP di almeno ${width} × ${height} pixel (fino a 20 MB: quella del telefono va bene), oppure un disegno SVG di public/art.`;
}

/**
 * A picture, written as its path on the site: a drawing of public/art ("/art/lemon.svg") or, where
 * `place` says a photo may go, a photo of content/foto ("/foto/risotto.jpg"): lib/content/images.ts.
 */
export function imagePath(title = 'Immagine', place?: PhotoPlace) {
  const schema = checkedString((value) => imageProblem(value, place));
  return described(schema, { title, hint: imageHint(place), kind: 'image', place });
}

/** A file of public/ other than a picture (a video, its subtitles), written as its path on the site. */
export function filePath(title: string, extension: RegExp, what: string, hint: string) {
  const schema = checkedString((value) => {
    if (/^https?:/.test(value))
      return `${quote(value)} è su un altro sito: il sito usa solo file propri. Mettilo in public/video e scrivi /video/nome-file.`;
    if (!value.startsWith('/'))
      return `${quote(value)} deve iniziare con /: scrivi /${value.replace(/^(\.\/|public\/)+/, '')} (il percorso dentro public/).`;
    if (!extension.test(value)) return `${quote(value)} non è ${what}.`;
    if (publicFileExists(value)) return null;
    const suggestion = closest(
      value,
      listFiles('public/video').map((file) => file.slice('public'.length)),
    );
    return `il file ${value} non esiste in public/.${suggestion ? ` Forse intendevi ${suggestion}?` : ''} Controlla il nome, maiuscole comprese.`;
  });
  return described(schema, { title, hint, kind: 'text' });
}

/** A picture and the text that describes it to whoever cannot see it. */
export function image(title = 'Immagine', place?: PhotoPlace) {
  return group(title, {
    src: imagePath('File', place),
    alt: text('Descrizione per chi non vede l’immagine', {
      max: 180,
      hint: 'Descrivi cosa mostra l’immagine in una frase (la leggono i lettori di schermo e i motori di ricerca).',
    }),
  });
}

/** An email address visitors can write to. */
export function email(title = 'Email') {
  const schema = checkedString((value) =>
    EMAIL.test(value)
      ? null
      : `${quote(value)} non è un indirizzo email valido: scrivilo come nome@dominio.it, senza spazi.`,
  );
  return described(schema, { title, hint: 'Per esempio info@limenta.it.', kind: 'email' });
}

/** A value typed with quotes around it («"80067"»): the quotes belong to YAML files, never to the value. */
function quotedValueProblem(value: string): string | null {
  const match = /^\s*["“”'‘’«]+(.*?)["“”'‘’»]+\s*$/.exec(value);
  return match ? `${quote(value)} contiene delle virgolette: scrivi solo ${match[1]}, senza virgolette.` : null;
}

interface CodeOptions {
  hint: string;
  /** What is wrong with a value that does not match, and an example of a right one. */
  message: (value: string) => string;
  /** In a YAML file the value goes between double quotes (digits with leading zeros, times, #colours). */
  quoted?: boolean;
}

/**
 * A short code with a fixed shape (CAP, provincia, orario, colore, codice…). Typed on the editing
 * page as it is; in a YAML file, `quoted` ones go between double quotes so YAML keeps them as
 * written: the guide says so, the hint (shown on the editing page too) does not.
 */
export function code(title: string, pattern: RegExp, { hint, message, quoted = false }: CodeOptions) {
  const schema = checkedString((value) => quotedValueProblem(value) ?? (pattern.test(value) ? null : message(value)));
  return described(schema, { title, hint, kind: 'text', quoted });
}

/** A Partita IVA: 11 digits whose last one is the check digit. */
export function vatNumber(title = 'Partita IVA') {
  const schema = checkedString((value) => {
    const quoted = quotedValueProblem(value);
    if (quoted) return quoted;
    if (/^IT/i.test(value)) return `scrivi solo le 11 cifre, senza «IT» davanti (${quote(value.slice(2).trim())}).`;
    if (!/^\d+$/.test(value)) return `${quote(value)} deve contenere solo cifre: togli spazi, punti e lettere.`;
    if (value.length !== 11)
      return `${quote(value)} ha ${value.length} cifre, la Partita IVA ne ha 11: controlla di averla copiata per intero.`;
    if (isValidPartitaIva(value)) return null;
    return `${quote(value)} non è una Partita IVA valida: l’ultima cifra (di controllo) non corrisponde alle altre. Ricopiala dal certificato di attribuzione o da una fattura.`;
  });
  return described(schema, { title, hint: 'Le 11 cifre, per esempio 12345670637.', kind: 'vat', quoted: true });
}

/** What is wrong with an amount in euros as an Italian editor types it («12,90»), or null. */
export function euroProblem(value: string, { positive = false } = {}): string | null {
  const amount = value.trim();
  if (/€|eur/i.test(amount))
    return `${quote(value)}: scrivi solo l’importo, senza «€», per esempio «${amount.replace(/\s*(€|eur\w*)\s*/gi, '') || '12,90'}».`;
  const dotted = /^(\d+)\.(\d{1,2})$/.exec(amount);
  if (dotted)
    return `${quote(value)} ha il punto prima dei decimali: in italiano si scrive con la virgola, «${dotted[1]},${dotted[2].padEnd(2, '0')}».`;
  const oneDecimal = /^(\d+),(\d)$/.exec(amount);
  if (oneDecimal)
    return `${quote(value)} ha un decimale solo: scrivi i centesimi con due cifre, «${oneDecimal[1]},${oneDecimal[2]}0».`;
  const cents = parseEuro(amount);
  if (cents === null)
    return `${quote(value)} non è un importo: scrivilo in euro con la virgola e due decimali, per esempio «12,90» (le migliaia con il punto: «1.290,00»).`;
  if (positive && cents === 0) return `${quote(value)} è zero: scrivi il prezzo, IVA inclusa.`;
  return null;
}

/**
 * An amount in euros, written as an Italian editor types it («12,90», with the comma): a text, not a
 * YAML number, so that neither the file nor the editing page turns it into 12.9. lib/offer.ts reads it
 * as whole cents.
 */
export function euro(title: string, { hint, positive = false }: { hint?: string; positive?: boolean } = {}) {
  const schema = checkedString((value) => euroProblem(value, { positive }));
  return described(schema, {
    title,
    hint: hint ?? 'In euro, IVA inclusa, con la virgola e due decimali: per esempio 12,90.',
    kind: 'euro',
    quoted: true,
  });
}

/** What is wrong with an IBAN (ISO 13616: its length for the country and its mod-97 check digits), or null. */
export function ibanProblem(value: string): string | null {
  const quoted = quotedValueProblem(value);
  if (quoted) return quoted;
  const compact = electronicFormatIBAN(value) ?? '';
  const { valid, errorCodes } = validateIBAN(compact);
  if (valid) return null;
  const copy = 'Ricopialo dal contratto del conto o dall’home banking.';
  if (errorCodes.includes(ValidationErrorsIBAN.NoIBANCountry)) {
    return `${quote(value)} non è un IBAN: inizia con la sigla del Paese (IT per un conto italiano) e due cifre di controllo, per esempio IT60 X054 2811 1010 0000 0123 456. ${copy}`;
  }
  if (errorCodes.includes(ValidationErrorsIBAN.WrongBBANLength)) {
    return `${quote(value)} ha ${compact.length} caratteri, un IBAN ${compact.startsWith('IT') ? 'italiano ne ha 27' : 'di quel Paese ne ha un numero diverso'}: controlla di averlo copiato per intero. ${copy}`;
  }
  if (
    errorCodes.includes(ValidationErrorsIBAN.WrongIBANChecksum) ||
    errorCodes.includes(ValidationErrorsIBAN.ChecksumNotNumber)
  ) {
    return `${quote(value)} non è un IBAN valido: le cifre di controllo (la terza e la quarta) non corrispondono al resto, quindi c’è un carattere sbagliato o scambiato. ${copy}`;
  }
  return `${quote(value)} non è un IBAN valido per ${compact.slice(0, 2)}: qualche carattere non è al suo posto (lettere dove vanno cifre o viceversa). ${copy}`;
}

/** An IBAN: spaces allowed, as banks print it; checked by its length and check digits (mod 97). */
export function iban(title = 'IBAN') {
  const schema = checkedString(ibanProblem);
  return described(schema, {
    title,
    hint: 'Come lo stampa la banca, anche con gli spazi: per esempio IT60 X054 2811 1010 0000 0123 456.',
    kind: 'iban',
  });
}

export const MONTHS = Array.from({ length: 12 }, (_, month) =>
  new Date(Date.UTC(2000, month, 15)).toLocaleString('it-IT', { month: 'long', timeZone: 'UTC' }),
);

/** The day a value AAAA-MM-GG names, or null when it names none (2025-02-30, 12/03/2025). */
function dayOf(value: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  const date = match ? new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]))) : null;
  return match && date && date.getUTCMonth() === Number(match[2]) - 1 && date.getUTCDate() === Number(match[3])
    ? date
    : null;
}

const notADay = (value: string) =>
  `${quote(value)} non è una data valida: scrivila come AAAA-MM-GG, per esempio 2025-03-12.`;

/**
 * A day on which something happened (a review written, a count made, a recipe published), written
 * AAAA-MM-GG: never after today in Italy, whatever the clock of the computer that checks it.
 * `happened` says what the day is, for the message: «il giorno in cui è stata scritta».
 */
export function isoDate(title = 'Data', happened = 'il giorno in cui è stata scritta') {
  const schema = checkedString((value) => {
    if (!dayOf(value)) return notADay(value);
    const today = italianToday();
    return value > today ? `${quote(value)} è nel futuro (oggi è ${today}): scrivi ${happened}.` : null;
  });
  return described(schema, { title, hint: 'Nel formato AAAA-MM-GG, per esempio 2025-03-12.', kind: 'date' });
}

/** A day of the calendar, written AAAA-MM-GG, past or future (a closing day to come, one gone by). */
export function calendarDay(title: string, hint: string) {
  const schema = checkedString((value) => (dayOf(value) ? null : notADay(value)));
  return described(schema, { title, hint, kind: 'day' });
}

/** The month something happened (a legal text last revised), in words as pages show it ("gennaio 2025"): never after this month in Italy. */
export function monthYear(title: string) {
  const schema = checkedString((value) => {
    const match = /^(\p{L}+) (\d{4})$/u.exec(value);
    if (!match || !MONTHS.includes(match[1]))
      return `${quote(value)} non è un mese valido: scrivi il mese in lettere minuscole e l’anno, per esempio «gennaio 2025».`;
    const [year, month] = italianToday().split('-').map(Number);
    const written = Number(match[2]) * 12 + MONTHS.indexOf(match[1]);
    return written > year * 12 + month - 1
      ? `${quote(value)} è nel futuro (siamo a ${MONTHS[month - 1]} ${year}): scrivi il mese dell’ultima revisione del testo.`
      : null;
  });
  return described(schema, {
    title,
    hint: 'Il mese in lettere minuscole e l’anno, per esempio «gennaio 2025».',
    kind: 'month',
  });
}

/** A whole number between min and max. */
export function integer(title: string, min: number, max: number, hint?: string) {
  const schema = z.number().superRefine((value, ctx) => {
    if (!Number.isInteger(value) || value < min || value > max) {
      ctx.addIssue({ code: 'custom', message: `deve essere un numero intero da ${min} a ${max} (trovato ${value}).` });
    }
  });
  return described(schema, { title, hint: hint ?? `Un numero intero da ${min} a ${max}.`, kind: 'integer', min, max });
}

/** A number that may have decimals, between min and max: 0.5 in a YAML file, «0,5» on the editing page (its «numero» widget). */
export function decimal(title: string, min: number, max: number, hint?: string) {
  const schema = z.number().superRefine((value, ctx) => {
    if (!Number.isFinite(value) || value < min || value > max) {
      ctx.addIssue({ code: 'custom', message: `deve essere un numero da ${min} a ${max} (trovato ${value}).` });
    }
  });
  return described(schema, {
    title,
    hint: hint ?? `Un numero da ${min} a ${max}, anche con i decimali.`,
    kind: 'decimal',
    min,
    max,
  });
}

/** Stars of a testimonial: a whole number from 1 to 5. */
export function rating() {
  return integer('Valutazione (stelle)', 1, 5, 'Un numero intero da 1 a 5: quante stelle mostra la scheda.');
}

/** Where an item goes in its list: 1 is first; items without it go last, in order of file name. */
export function order() {
  const position = integer(
    'Posizione',
    1,
    999,
    'La posizione nell’elenco: 1 è il primo. Se la lasci vuota l’elemento va in fondo.',
  );
  contentMeta.add(position, { ...contentMeta.get(position)!, kind: 'order' });
  return position.optional();
}

/** One value out of a few, each with the Italian name the editing page shows. */
export function choice<const T extends string>(title: string, options: Record<T, string>, hint?: string) {
  const values = Object.keys(options) as [T, ...T[]];
  const schema = z.enum(values, {
    error: (issue) => `${quote(issue.input)} non è tra i valori ammessi. Scegli fra: ${list(values)}.`,
  });
  return described(schema, { title, hint, kind: 'choice', options });
}

/** A group of named fields; a field that the group does not know is reported. */
export function group<T extends z.ZodRawShape>(title: string, shape: T, meta: Omit<FieldMeta, 'title'> = {}) {
  return described(z.strictObject(shape), { ...meta, title, kind: 'group' });
}

export interface ListOptions {
  hint?: string;
  min?: number;
  max?: number;
  /** What one entry is called in messages, e.g. "voce". */
  itemNoun?: string;
  /** Where the limit is written, named in the message when it is exceeded. */
  limitSource: string;
}

/** What is wrong with the number of entries of a list, or null. */
export function countProblem(
  count: number,
  { min = 1, max = 24, itemNoun = 'voce', limitSource }: ListOptions,
): string | null {
  if (count < min)
    return `ha ${count} ${count === 1 ? 'elemento' : 'elementi'}, ne servono almeno ${min}. Aggiungi una ${itemNoun} (il limite è in ${limitSource}).`;
  if (count > max)
    return `ha ${count} elementi, la pagina ne mostra al massimo ${max}. Togline ${count - max} (il limite è in ${limitSource}).`;
  return null;
}

/** A list of entries with the fewest and most the page's layout handles. */
export function listOf<T extends z.ZodType>(title: string, item: T, options: ListOptions) {
  const { min = 1, max = 24, itemNoun = 'voce' } = options;
  const schema = z.array(item).superRefine((value, ctx) => {
    const problem = countProblem(value.length, options);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });
  return described(schema, {
    title,
    hint: options.hint ?? `Da ${min} a ${max} voci.`,
    kind: 'list',
    itemNoun,
    min,
    max,
  });
}
