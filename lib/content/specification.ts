import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fillCustomers } from '@/lib/customers.mjs';
import { LEGAL_FILES, type LegalRoute } from '@/content/routes';
import { outlineMarkdown } from './markdown';
import { parseContent } from './parse';
import { contentRoot, listFiles } from './site-index';

/**
 * The specification's launch content, in one place: the texts, counts, ratings, hours and legal
 * dates it quotes (000_594ca6102cb39acc.txt, kept with the project's shared seeds, by section).
 * After launch the business owns its content, so a difference is reported (`npm run check:spec`),
 * never failed. The behaviours the specification fixes in code (states, timings, toasts, routes,
 * aliases, the 404 and error screens) are tested in __tests__/specification.test.ts.
 */

/** What the site's content says today, read from content/: the points the specification quotes. */
export interface LaunchContent {
  mainNav: string[];
  footerLinks: string[];
  footerColumns: number;
  badges: { ssl: string; customers: string };
  copyrightYear: number;
  home: {
    heroTitle: string;
    heroButton: Link;
    testimonialsTitle: string;
    storiesTitle: string;
    storiesButton: Link;
    stepsTitle: string;
    stepsButton: Link;
    closingButton: Link;
  };
  orderSteps: string[];
  testimonials: Rated[];
  reviews: Rated[];
  benefits: number;
  ingredients: Benefited[];
  certifications: number;
  ingredientTags: number;
  galleryTiles: number;
  recipes: Array<{ name: string; category: string; benefits: number }>;
  faq: number;
  hours: Array<{ days: string[]; opens: string | null; closes: string | null }>;
  replyPromise: string;
  thankYou: { title: string; lead: string; steps: number; tips: string[]; buttons: string[] };
  legal: Record<LegalRoute, { sections: number; lastUpdated: string }>;
  errors: { notFound: string; renderError: string };
  form: { emptyFields: string; invalidEmail: string; sent: string; submitting: string; requiredMark: string };
}

interface Link {
  label: string;
  href: string;
}

interface Rated {
  name: string;
  rating: number;
}

type Benefited = { name: string; benefits: number };

/** One point of the specification compared with the content. */
export interface SpecPoint {
  /** The section of the specification, e.g. "§2" or "§9". */
  section: string;
  /** What the point is, in Italian, e.g. "Recensioni di /recensioni". */
  topic: string;
  /** The file (or folder) of content/ where it lives. */
  file: string;
  /** What the specification says, in words. */
  expected: string;
  /** What the content says today, in words. */
  actual: string;
  same: boolean;
}

const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'];

/** The launch content the specification describes, point by point. */
export const specification = {
  mainNav: ['/', '/prodotto', '/benefici', '/composizione', '/recensioni', '/come-ordinare', '/contatti'],
  footerLinks: [
    '/prodotto',
    '/benefici',
    '/composizione',
    '/recensioni',
    '/ricette-salutari',
    '/contatti-supporto',
    '/privacy',
    '/dati-personali',
    '/termini',
  ],
  footerColumns: 3,
  badges: { ssl: 'SSL Sicuro', customers: '+5000 Clienti' },
  copyrightYear: 2025,
  home: {
    heroTitle: 'Inizia la Giornata con Energia Vera',
    heroButton: { label: 'Prova Adesso', href: '/come-ordinare' },
    testimonialsTitle: 'Cosa Dicono di Noi',
    storiesTitle: "Storie Vere di Chi L'Ha Provata",
    storiesButton: { label: 'Leggi Altre Testimonianze', href: '/recensioni' },
    stepsTitle: 'Come Ricevere la Bevanda',
    stepsButton: { label: 'Inizia Ora', href: '/come-ordinare' },
    closingButton: { label: 'Scrivici Subito', href: '/contatti' },
  },
  orderSteps: ['Scrivi', 'Aspetta', 'Goditi'],
  testimonials: 3,
  reviews: 7,
  rating: 5,
  benefits: 4,
  ingredients: 4,
  ingredientBenefits: 3,
  certifications: 3,
  ingredientTags: 9,
  galleryTiles: 9,
  recipes: 8,
  recipeCategories: ['Bevanda', 'Contorno', 'Dolce', 'Primo', 'Secondo'],
  recipeBenefits: 3,
  faq: 4,
  hours: [
    { days: WEEKDAYS, opens: '09:00', closes: '18:00' },
    { days: ['Saturday'], opens: '09:00', closes: '13:00' },
    { days: ['Sunday'], opens: null, closes: null },
  ],
  replyPromise: 'entro 24 ore nei giorni lavorativi',
  thankYou: {
    title: 'Perfetto!',
    arrival: 'entro 5 minuti',
    steps: 3,
    tips: 4,
    advice: ['3-4 settimane', '1,5-2 litri', '15-20 minuti prima di colazione'],
    buttons: ['/contatti-supporto', '/ricette-salutari'],
  },
  legal: {
    '/privacy': { sections: 7, lastUpdated: 'gennaio 2025' },
    '/dati-personali': { sections: 9, lastUpdated: 'gennaio 2025' },
    '/termini': { sections: 10, lastUpdated: 'gennaio 2025' },
  } satisfies Record<LegalRoute, { sections: number; lastUpdated: string }>,
  errors: { notFound: 'Oops! Page not found', renderError: 'Unexpected Application Error!' },
  form: {
    emptyFields: 'Per favore compila tutti i campi',
    invalidEmail: 'Inserisci un indirizzo email valido',
    sent: 'Messaggio inviato con successo! Ti risponderemo presto.',
    submitting: 'Invio in corso...',
    requiredMark: '*',
  },
};

const ITALIAN_DAYS: Record<string, string> = {
  Monday: 'lunedì',
  Tuesday: 'martedì',
  Wednesday: 'mercoledì',
  Thursday: 'giovedì',
  Friday: 'venerdì',
  Saturday: 'sabato',
  Sunday: 'domenica',
};

// --- Reading the content --------------------------------------------------------------------

type Data = Record<string, unknown>;

function read(file: string): Data {
  const result = parseContent(file, readFileSync(path.join(contentRoot(), file), 'utf8'));
  if (!result.ok) throw new Error(`${file}:${result.problem.line} › ${result.problem.message}`);
  return result.parsed.data as Data;
}

function items(folder: string): Data[] {
  return listFiles(folder, '.yaml').map(read);
}

const at = (data: unknown, ...keys: string[]): unknown =>
  keys.reduce<unknown>((node, key) => (node as Data | undefined)?.[key], data);
const textAt = (data: unknown, ...keys: string[]) => String(at(data, ...keys) ?? '');
const linkAt = (data: unknown, ...keys: string[]): Link => ({
  label: textAt(data, ...keys, 'label'),
  href: textAt(data, ...keys, 'href'),
});
const listAt = (data: unknown, ...keys: string[]) =>
  Array.isArray(at(data, ...keys)) ? (at(data, ...keys) as unknown[]) : [];

/** The points of the specification as the content of the project folder has them today. */
export function readLaunchContent(): LaunchContent {
  const navigation = read('content/navigation.yaml');
  const ui = read('content/ui.yaml');
  const site = read('content/site.yaml');
  const home = read('content/pages/home.yaml');
  const thankYou = read('content/pages/grazie-benvenuto.yaml');
  const errors = read('content/errors.yaml');
  const forms = read('content/forms.yaml');
  const columns = listAt(navigation, 'footerColumns');
  const rated = (data: Data): Rated => ({ name: textAt(data, 'name'), rating: Number(at(data, 'rating')) });
  return {
    mainNav: listAt(navigation, 'mainNav').map((item) => textAt(item, 'href')),
    footerLinks: columns.flatMap((column) => listAt(column, 'links').map((link) => textAt(link, 'href'))),
    footerColumns: columns.length,
    badges: {
      ssl: textAt(ui, 'sslBadge'),
      customers: fillCustomers(textAt(ui, 'customersBadge'), Number(at(site, 'customers', 'count'))),
    },
    copyrightYear: Number(at(site, 'copyrightYear')),
    home: {
      heroTitle: textAt(home, 'hero', 'title'),
      heroButton: linkAt(home, 'hero', 'primaryCta'),
      testimonialsTitle: textAt(home, 'testimonials', 'title'),
      storiesTitle: textAt(home, 'stories', 'title'),
      storiesButton: linkAt(home, 'stories', 'cta'),
      stepsTitle: textAt(home, 'steps', 'title'),
      stepsButton: linkAt(home, 'steps', 'cta'),
      closingButton: linkAt(home, 'closing', 'cta'),
    },
    orderSteps: sortByOrder(items('content/order-steps')).map((step) => textAt(step, 'title')),
    testimonials: items('content/testimonials').map(rated),
    reviews: items('content/reviews').map(rated),
    benefits: listFiles('content/benefits', '.yaml').length,
    ingredients: items('content/ingredients').map((item) => ({
      name: textAt(item, 'name'),
      benefits: listAt(item, 'benefits').length,
    })),
    certifications: listFiles('content/certifications', '.yaml').length,
    ingredientTags: listAt(read('content/pages/benefici.yaml'), 'tags', 'items').length,
    galleryTiles: listFiles('content/gallery', '.yaml').length,
    recipes: items('content/recipes').map((item) => ({
      name: textAt(item, 'name'),
      category: textAt(item, 'category'),
      benefits: listAt(item, 'benefits').length,
    })),
    faq: listFiles('content/faq', '.yaml').length,
    hours: listAt(site, 'hours').map((hours) => ({
      days: listAt(hours, 'dayOfWeek').map(String),
      opens: (at(hours, 'opens') as string | null | undefined) ?? null,
      closes: (at(hours, 'closes') as string | null | undefined) ?? null,
    })),
    replyPromise: textAt(site, 'replyPromise'),
    thankYou: {
      title: textAt(thankYou, 'intro', 'title'),
      lead: textAt(thankYou, 'intro', 'lead'),
      steps: listFiles('content/thank-you-steps', '.yaml').length,
      tips: items('content/drinking-tips').map((tip) => textAt(tip, 'text')),
      buttons: [textAt(thankYou, 'closing', 'support', 'href'), textAt(thankYou, 'closing', 'recipes', 'href')],
    },
    legal: Object.fromEntries(
      Object.entries(LEGAL_FILES).map(([route, file]) => {
        const data = read(file);
        const sections = outlineMarkdown(textAt(data, 'body')).headings.filter((heading) => heading.depth === 2).length;
        return [route, { sections, lastUpdated: textAt(data, 'lastUpdated') }];
      }),
    ) as LaunchContent['legal'],
    errors: { notFound: textAt(errors, 'notFound', 'title'), renderError: textAt(errors, 'renderError', 'title') },
    form: {
      emptyFields: textAt(forms, 'contactFormText', 'messages', 'emptyFields'),
      invalidEmail: textAt(forms, 'contactFormText', 'messages', 'invalidEmail'),
      sent: textAt(forms, 'contactFormText', 'messages', 'sent'),
      submitting: textAt(forms, 'contactFormText', 'submitting'),
      requiredMark: textAt(forms, 'contactFormText', 'requiredMark'),
    },
  };
}

function sortByOrder(list: Data[]): Data[] {
  return [...list].sort(
    (a, b) => Number(a.order ?? Number.MAX_SAFE_INTEGER) - Number(b.order ?? Number.MAX_SAFE_INTEGER),
  );
}

// --- Comparing ------------------------------------------------------------------------------

/** Texts compare as a reader reads them: ’ and ' are the same apostrophe. */
const sameText = (a: string, b: string) => a.replace(/’/g, "'") === b.replace(/’/g, "'");
const quoted = (value: string) => `«${value}»`;
const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;
const listOfPaths = (paths: readonly string[]) => (paths.length > 0 ? paths.join(', ') : 'nessuna');

function hoursText(hours: LaunchContent['hours']): string {
  return hours
    .map(
      ({ days, opens, closes }) =>
        `${days.map((day) => ITALIAN_DAYS[day] ?? day).join(', ')} ${opens && closes ? `${opens}–${closes}` : 'chiuso'}`,
    )
    .join('; ');
}

/** Every point of the specification next to the content: `same` says whether they agree. */
export function compareWithSpecification(content: LaunchContent): SpecPoint[] {
  const points: SpecPoint[] = [];
  const spec = specification;
  const point = (section: string, topic: string, file: string, expected: string, actual: string, same: boolean) =>
    points.push({ section, topic, file, expected, actual, same });
  /** The same point read from the specification and from the content. */
  const both = <T>(pick: (from: typeof spec | LaunchContent) => T): [T, T] => [pick(spec), pick(content)];
  const text = (section: string, topic: string, file: string, pick: (from: typeof spec | LaunchContent) => string) => {
    const [expected, actual] = both(pick);
    point(section, topic, file, quoted(expected), quoted(actual), sameText(expected, actual));
  };
  const link = (section: string, topic: string, file: string, pick: (from: typeof spec | LaunchContent) => Link) => {
    const [expected, actual] = both(pick);
    point(
      section,
      topic,
      file,
      `${quoted(expected.label)} verso ${expected.href}`,
      `${quoted(actual.label)} verso ${actual.href}`,
      sameText(expected.label, actual.label) && expected.href === actual.href,
    );
  };
  /** A count: the specification gives a number, the content a number or the list it counts. */
  const number = (
    [section, topic, file]: [string, string, string],
    noun: [string, string],
    pick: (from: typeof spec | LaunchContent) => number | readonly unknown[],
  ) => {
    const [expected, actual] = both(pick).map((value) => (typeof value === 'number' ? value : value.length));
    point(section, topic, file, count(expected, ...noun), count(actual, ...noun), expected === actual);
  };
  const paths = (
    section: string,
    topic: string,
    file: string,
    pick: (from: typeof spec | LaunchContent) => readonly string[],
  ) => {
    const [expected, actual] = both(pick);
    point(section, topic, file, listOfPaths(expected), listOfPaths(actual), expected.join() === actual.join());
  };
  /** A rule every item keeps: `expected` when all keep it, else the ones that do not, as `describe` says them. */
  const everyItem = <T>(
    [section, topic, file]: [string, string, string],
    expected: string,
    others: T[],
    describe: (item: T) => string,
  ) => point(section, topic, file, expected, others.map(describe).join(', ') || expected, others.length === 0);
  const ratings = (section: string, topic: string, folder: string, list: Rated[]) =>
    everyItem(
      [section, topic, folder],
      `tutte da ${spec.rating} stelle`,
      list.filter((item) => item.rating !== spec.rating),
      (item) => `${quoted(item.name)} da ${item.rating}`,
    );
  const benefits = (where: [string, string, string], expected: number, noun: string, list: Benefited[]) =>
    everyItem(
      where,
      `${expected} per ${noun}`,
      list.filter((item) => item.benefits !== expected),
      (item) => `${quoted(item.name)} ne ha ${item.benefits}`,
    );

  const navigation = 'content/navigation.yaml';
  paths('§2', 'Pagine del menu in alto, in ordine', navigation, (from) => from.mainNav);
  number(['§2', 'Colonne di link del piè di pagina', navigation], ['colonna', 'colonne'], (from) => from.footerColumns);
  paths('§2', 'Pagine dei link del piè di pagina, in ordine', navigation, (from) => from.footerLinks);
  text('§2', 'Garanzia in alto: sito sicuro', 'content/ui.yaml', (from) => from.badges.ssl);
  text('§2', 'Garanzia in alto: clienti', 'content/ui.yaml', (from) => from.badges.customers);
  point(
    '§2, §9',
    'Anno del copyright',
    'content/site.yaml',
    String(spec.copyrightYear),
    String(content.copyrightYear),
    spec.copyrightYear === content.copyrightYear,
  );

  const home = 'content/pages/home.yaml';
  text('§2 (1)', 'Titolo della home', home, (from) => from.home.heroTitle);
  link('§2 (1)', 'Pulsante dell’apertura della home', home, (from) => from.home.heroButton);
  text('§2 (2)', 'Titolo delle testimonianze della home', home, (from) => from.home.testimonialsTitle);
  number(
    ['§2 (2), §9', 'Testimonianze della home', 'content/testimonials'],
    ['testimonianza', 'testimonianze'],
    (from) => from.testimonials,
  );
  ratings('§3, §9', 'Stelle delle testimonianze della home', 'content/testimonials', content.testimonials);
  number(['§2 (3)', 'Schede dei benefici', 'content/benefits'], ['scheda', 'schede'], (from) => from.benefits);
  number(
    ['§2 (4), §9', 'Ingredienti', 'content/ingredients'],
    ['ingrediente', 'ingredienti'],
    (from) => from.ingredients,
  );
  text('§2 (5)', 'Titolo delle storie della home', home, (from) => from.home.storiesTitle);
  link('§2 (5)', 'Pulsante delle storie della home', home, (from) => from.home.storiesButton);
  text('§2 (6)', 'Titolo dei passi della home', home, (from) => from.home.stepsTitle);
  point(
    '§2 (6)',
    'Passi per ordinare',
    'content/order-steps',
    spec.orderSteps.map(quoted).join(', '),
    content.orderSteps.map(quoted).join(', '),
    spec.orderSteps.join() === content.orderSteps.join(),
  );
  link('§2 (6)', 'Pulsante dei passi della home', home, (from) => from.home.stepsButton);
  link('§2 (7)', 'Pulsante di chiusura della home', home, (from) => from.home.closingButton);

  number(
    ['§2, §9', 'Certificazioni', 'content/certifications'],
    ['certificazione', 'certificazioni'],
    (from) => from.certifications,
  );
  benefits(
    ['§2', 'Benefici di ogni ingrediente (/composizione)', 'content/ingredients'],
    spec.ingredientBenefits,
    'ingrediente',
    content.ingredients,
  );
  number(
    ['§2, §9', 'Etichette degli ingredienti (/benefici)', 'content/pages/benefici.yaml'],
    ['etichetta', 'etichette'],
    (from) => from.ingredientTags,
  );
  number(
    ['§2, §9', 'Immagini della galleria (/composizione)', 'content/gallery'],
    ['immagine', 'immagini'],
    (from) => from.galleryTiles,
  );
  number(
    ['§2, §9', 'Recensioni di /recensioni', 'content/reviews'],
    ['recensione', 'recensioni'],
    (from) => from.reviews,
  );
  ratings('§2, §9', 'Stelle delle recensioni', 'content/reviews', content.reviews);
  number(['§2, §9', 'Ricette', 'content/recipes'], ['ricetta', 'ricette'], (from) => from.recipes);
  const categories = [...new Set(content.recipes.map((recipe) => recipe.category))].sort();
  point(
    '§3',
    'Categorie delle ricette',
    'content/recipes',
    spec.recipeCategories.join(', '),
    categories.join(', '),
    spec.recipeCategories.join() === categories.join(),
  );
  benefits(['§2', 'Punti forti di ogni ricetta', 'content/recipes'], spec.recipeBenefits, 'ricetta', content.recipes);
  number(['§2', 'Domande frequenti (/come-ordinare)', 'content/faq'], ['domanda', 'domande'], (from) => from.faq);

  point(
    '§9',
    'Orari del servizio clienti',
    'content/site.yaml',
    hoursText(spec.hours),
    hoursText(content.hours),
    JSON.stringify(spec.hours) === JSON.stringify(content.hours),
  );
  point(
    '§1, §9',
    'Promessa di risposta',
    'content/site.yaml',
    `dice ${quoted(spec.replyPromise)}`,
    quoted(content.replyPromise),
    content.replyPromise.includes(spec.replyPromise),
  );

  const grazie = 'content/pages/grazie-benvenuto.yaml';
  text('§2', 'Titolo di /grazie-benvenuto', grazie, (from) => from.thankYou.title);
  point(
    '§2, §9',
    'Arrivo della conferma (/grazie-benvenuto)',
    grazie,
    `dice ${quoted(spec.thankYou.arrival)}`,
    quoted(content.thankYou.lead),
    content.thankYou.lead.includes(spec.thankYou.arrival),
  );
  number(
    ['§2', 'Prossimi passi (/grazie-benvenuto)', 'content/thank-you-steps'],
    ['passo', 'passi'],
    (from) => from.thankYou.steps,
  );
  number(
    ['§2', 'Consigli (/grazie-benvenuto)', 'content/drinking-tips'],
    ['consiglio', 'consigli'],
    (from) => from.thankYou.tips,
  );
  const tips = content.thankYou.tips.join(' ');
  for (const advice of spec.thankYou.advice)
    point(
      '§9',
      `Consiglio ${quoted(advice)}`,
      'content/drinking-tips',
      'c’è',
      tips.includes(advice) ? 'c’è' : 'non c’è',
      tips.includes(advice),
    );
  paths('§2', 'Pulsanti di /grazie-benvenuto', grazie, (from) => from.thankYou.buttons);

  for (const route of Object.keys(spec.legal) as LegalRoute[]) {
    number(
      ['§2', `Sezioni di ${route}`, LEGAL_FILES[route]],
      ['sezione', 'sezioni'],
      (from) => from.legal[route].sections,
    );
    text('§2, §9', `Ultimo aggiornamento di ${route}`, LEGAL_FILES[route], (from) => from.legal[route].lastUpdated);
  }

  const errors = 'content/errors.yaml';
  text('§2, §8', 'Titolo della pagina 404', errors, (from) => from.errors.notFound);
  text('§2, §8', 'Titolo della schermata di errore', errors, (from) => from.errors.renderError);
  const forms = 'content/forms.yaml';
  text('§5, §8', 'Messaggio: campi vuoti', forms, (from) => from.form.emptyFields);
  text('§5, §8', 'Messaggio: email non valida', forms, (from) => from.form.invalidEmail);
  text('§8', 'Messaggio: richiesta inviata (/contatti-supporto)', forms, (from) => from.form.sent);
  text('§4', 'Pulsante durante l’invio', forms, (from) => from.form.submitting);
  text('§5', 'Segno dei campi obbligatori', forms, (from) => from.form.requiredMark);
  return points;
}

/** The report of `npm run check:spec`, in Italian: where the content differs from the specification. */
export function specificationReport(points: readonly SpecPoint[]): string {
  const differences = points.filter((entry) => !entry.same);
  const lines = [
    `Contenuti e specifica: ${differences.length === 0 ? 'nessuna differenza' : count(differences.length, 'differenza', 'differenze')} su ${points.length} punti.`,
  ];
  if (differences.length > 0) lines.push('');
  for (const entry of differences) {
    lines.push(
      `${entry.section} ${entry.topic} (${entry.file}): la specifica dice ${entry.expected}; ora ${entry.actual}.`,
    );
  }
  if (differences.length > 0) {
    lines.push(
      '',
      'La specifica descrive il sito al momento del lancio; dopo il lancio i contenuti sono dell’azienda. Queste righe non sono errori: servono a chi confronta il sito con la specifica (guida: docs/modifica-contenuti.md, «La specifica e i contenuti»).',
    );
  } else lines.push('I contenuti sono ancora quelli del lancio descritti dalla specifica.');
  return lines.join('\n');
}
