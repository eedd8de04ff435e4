import { z } from 'zod';
import { makesHealthClaim } from '@/lib/content/claims';
import { countedText, group, image, link, listOf, monthYear, route, text } from '@/lib/content/fields';
import { described } from '@/lib/content/meta';
import { CUSTOMERS_PLACEHOLDER } from '@/lib/customers.mjs';
import { CHANNELS } from '@/lib/facts';
import { defineFile, defineMarkdown, markdownBody, pageMeta } from '@/lib/content/sources';
import { testimonialFields } from './cards';

/**
 * The rules of content/pages/: the texts of each page, in a file named like its address
 * (home.yaml is /). The cards a page shows are collections (content/schemas/cards.ts); a text
 * that says how many cards there are writes {count} and gets the number from the collection.
 */

const SCHEMA_FILE = 'content/schemas/pages.ts';

const heading = (title: string, counted?: string) =>
  counted ? countedText(title, counted, { max: 80 }) : text(title, { max: 80 });
const lead = (title = 'Sottotitolo', counted?: string) =>
  counted ? countedText(title, counted, { max: 200 }) : text(title, { max: 200 });

/** A button: its text and the page it opens. */
const cta = (title = 'Pulsante') =>
  group(title, { label: text('Testo del pulsante', { max: 40 }), href: route('Pagina del pulsante') });

const intro = (counted?: string) =>
  group('Apertura della pagina', {
    eyebrow: text('Occhiello', { max: 60, hint: 'La riga piccola sopra il titolo.' }),
    title: text('Titolo della pagina (h1)', { max: 80 }),
    lead: lead('Sottotitolo', counted),
  });

const section = (title: string, counted?: { title?: string; lead?: string }) =>
  group(title, { title: heading('Titolo', counted?.title), lead: lead('Sottotitolo', counted?.lead) });

const closing = (title = 'Invito finale') =>
  group(title, { title: heading('Titolo'), text: text('Testo', { max: 300, multiline: true }), cta: cta() });

const paragraphs = (title: string, max = 6) =>
  listOf(title, text('Paragrafo', { max: 400, multiline: true }), {
    max,
    itemNoun: 'paragrafo',
    limitSource: SCHEMA_FILE,
  });
const bullets = (title: string, max = 12) =>
  listOf(title, text('Voce', { max: 120 }), { max, itemNoun: 'voce', limitSource: SCHEMA_FILE });

/** A text that may say how many customers there are, as {customers}. */
const customersText = (title: string, max: number) =>
  text(title, {
    max,
    placeholders: CUSTOMERS_PLACEHOLDER,
    hint: 'Per il numero dei clienti scrivi {customers}: viene da content/site.yaml → customers.',
  });

const hero = group('Apertura', {
  eyebrow: text('Occhiello', { max: 60 }),
  title: text('Titolo (h1)', {
    max: 60,
    hint: 'Il titolo della specifica è «Inizia la Giornata con Energia Vera»: se lo cambi, npm run check:spec lo segnala.',
  }),
  lead: lead(),
  claim: text('Indicazione sulla vitamina C, sotto il titolo', {
    max: 200,
    hint: '«Energia» nel titolo è un riferimento generico a un beneficio: la legge vuole accanto un’indicazione autorizzata (Reg. CE 1924/2006, art. 10, par. 3), cioè una frase sulla vitamina C con le parole di «Cosa si può dire sul prodotto».',
  }),
  primaryCta: cta('Pulsante principale'),
  secondaryCta: cta('Pulsante secondario'),
  image: image('Immagine', 'hero'),
});

export const homeSchema = group('Home', {
  meta: pageMeta(),
  hero: described(
    hero.superRefine((value, ctx) => {
      if (!makesHealthClaim(value.claim)) {
        ctx.addIssue({
          code: 'custom',
          path: ['claim'],
          message:
            'non contiene un’indicazione autorizzata sulla vitamina C: il titolo parla di energia, un beneficio generico che la legge ammette solo accanto a una frase autorizzata (Reg. CE 1924/2006, art. 10, par. 3). Scrivi per esempio «Fonte di vitamina C, che contribuisce alla riduzione della stanchezza e dell’affaticamento.».',
        });
      }
    }),
    { title: 'Apertura', kind: 'group' },
  ),
  claimsLabel: text('Nome della fascia delle garanzie (lettori di schermo)', { max: 40 }),
  testimonials: group('Cosa dicono di noi', { title: heading('Titolo'), lead: customersText('Sottotitolo', 200) }),
  benefits: section('Benefici', { lead: 'benefici' }),
  ingredients: section('Ingredienti', { title: 'ingredienti' }),
  stories: group('Storie vere', { title: heading('Titolo'), lead: lead(), cta: cta() }),
  steps: group('Come ricevere la bevanda', { title: heading('Titolo'), lead: lead(), cta: cta() }),
  closing: closing(),
});

export const productSchema = group('Prodotto', {
  meta: pageMeta('ingredienti'),
  intro: intro(),
  overview: group('Presentazione', {
    title: heading('Titolo', 'ingredienti'),
    text: paragraphs('Paragrafi'),
    image: image('Immagine', 'overview'),
  }),
  ingredients: group('Ingredienti', {
    title: heading('Titolo'),
    lead: lead('Sottotitolo', 'ingredienti'),
    action: cta(),
  }),
  certifications: section('Certificazioni'),
  closing: closing(),
});

export const benefitsPageSchema = group('Benefici', {
  meta: pageMeta(),
  intro: intro(),
  cards: section('Schede dei benefici', { title: 'benefici' }),
  beforeAfter: group('Prima e dopo', {
    title: heading('Titolo'),
    lead: lead(),
    before: group('Prima', { title: text('Titolo', { max: 30 }), items: bullets('Voci') }),
    after: group('Dopo', { title: text('Titolo', { max: 30 }), items: bullets('Voci') }),
  }),
  featured: group(
    'Testimonianza in evidenza',
    { title: heading('Titolo'), testimonial: group('Testimonianza', testimonialFields()) },
    {
      hint: 'Facoltativa. Sul sito pubblicato compare solo con la provenienza e il consenso dell’autore; per toglierla, togli tutto il gruppo.',
    },
  ).optional(),
  tags: group('Etichette degli ingredienti', {
    title: heading('Titolo'),
    items: listOf('Etichette', text('Etichetta', { max: 40 }), {
      max: 24,
      itemNoun: 'etichetta',
      limitSource: SCHEMA_FILE,
    }),
  }),
  aside: group('Riquadro laterale', {
    title: heading('Titolo'),
    text: text('Testo', { max: 240 }),
    primary: cta('Pulsante principale'),
    secondary: cta('Pulsante secondario'),
  }),
});

export const compositionSchema = group('Composizione', {
  meta: pageMeta(),
  intro: intro(),
  ingredients: group('Ingredienti', {
    title: heading('Titolo', 'ingredienti'),
    lead: lead(),
    benefitsLabel: text('Titolo dei punti di ogni ingrediente', { max: 40 }),
  }),
  certifications: section('Certificazioni', { lead: 'certificazioni' }),
  gallery: section('Galleria', { lead: 'immagini della galleria' }),
  closing: closing(),
});

const counts = {
  count: 'quante sono, in lettere',
  Count: 'quante sono, in lettere, con l’iniziale maiuscola',
  total: 'quante sono in tutto, in lettere',
};

export const reviewsPageSchema = group('Recensioni', {
  meta: pageMeta('recensioni'),
  intro: intro('recensioni'),
  list: group('Elenco', { title: heading('Titolo') }),
  ageTemplate: text('Età', { max: 20, placeholders: { age: 'l’età in numeri' } }),
  howWeCollect: group(
    'Come raccogliamo le recensioni',
    {
      title: heading('Titolo'),
      policy: text('Come le chiediamo e quali pubblichiamo', {
        max: 400,
        multiline: true,
        hint: 'Deve essere vero: a chi chiedete un parere, se pubblicate tutte le recensioni (anche le negative, da 1 a 5 stelle) o come le scegliete, se date qualcosa in cambio, se le accorciate.',
      }),
      examplesAll: text('Se tutte le schede sono esempi', { max: 240 }),
      examplesSome: text('Se alcune schede sono esempi', { max: 240, placeholders: counts }),
      received: text('Come sono arrivate', {
        max: 200,
        placeholders: { channels: 'i modi in cui sono arrivate, per esempio «per email e dal modulo del sito»' },
      }),
      verifiedAll: text('Ordine verificato per tutte', { max: 200 }),
      verifiedSome: text('Ordine verificato per alcune', { max: 200, placeholders: counts }),
      verifiedNone: text('Ordine verificato per nessuna', { max: 200 }),
      shortenedSome: text('Alcuni testi accorciati', { max: 200, placeholders: counts }),
      shortenedNone: text('Nessun testo accorciato', { max: 200 }),
      link: text('Link alla nota (home e /benefici)', { max: 60 }),
    },
    {
      hint: 'La nota accanto alle recensioni (Codice del Consumo, art. 22, comma 4-bis): le frasi sulla verifica e sui testi accorciati si scelgono da sole, secondo la provenienza di ogni scheda.',
    },
  ),
  provenance: group('Provenienza sulle schede', {
    example: text('Scheda d’esempio', { max: 60 }),
    received: text('Ricevuta', { max: 60, placeholders: { channel: 'come è arrivata', date: 'la data' } }),
    orderChecked: text('Ordine verificato', { max: 40 }),
    shortened: text('Testo accorciato', { max: 40 }),
    channels: group(
      'Come è arrivata, nelle frasi',
      Object.fromEntries(Object.entries(CHANNELS).map(([key, label]) => [key, text(label, { max: 40 })])) as Record<
        keyof typeof CHANNELS,
        ReturnType<typeof text>
      >,
    ),
  }),
  empty: group(
    'Se non ci sono recensioni da mostrare',
    {
      title: text('Titolo della pagina (h1)', { max: 80 }),
      lead: lead(),
      description: text('Descrizione per Google', {
        min: 70,
        max: 160,
        hint: 'Da 70 a 160 caratteri, al posto di quella in alto.',
      }),
    },
    {
      hint: 'Il sito pubblicato mostra solo le recensioni con la provenienza e il consenso dell’autore: quando non ce n’è nessuna, la pagina usa questi testi al posto dell’apertura, e l’elenco non compare.',
    },
  ),
  community: group('Invito finale', {
    title: customersText('Titolo', 80),
    text: text('Testo', { max: 300, multiline: true }),
    cta: cta(),
  }),
});

export const recipesPageSchema = group('Ricette', {
  meta: pageMeta('ricette'),
  cuisine: text('Cucina', {
    max: 30,
    hint: 'La cucina di ogni ricetta, sulla sua pagina e per i motori di ricerca (per esempio «italiana»: in italiano l’aggettivo va minuscolo).',
  }),
  intro: intro('ricette'),
  list: section('Elenco', { title: 'ricette' }),
  labels: group('Etichette delle schede e delle pagine', {
    category: text('Categoria', { max: 30 }),
    time: text('Tempo', { max: 30 }),
    servings: text('Porzioni', { max: 30 }),
    prepTime: text('Preparazione', { max: 30 }),
    cookTime: text('Cottura', { max: 30 }),
    totalTime: text('Tempo totale', { max: 30 }),
    cuisine: text('Cucina', { max: 30 }),
    noCooking: text('Senza cottura', { max: 30, hint: 'Il tempo di cottura di una ricetta che non si cuoce.' }),
    minutes: text('Minuti', { max: 30, placeholders: { minutes: 'il tempo in minuti' } }),
    people: text('Persone', { max: 30, placeholders: { servings: 'le porzioni' } }),
    benefits: text('Punti forti', { max: 30 }),
    ingredients: text('Ingredienti', { max: 30 }),
    steps: text('Procedimento', { max: 30 }),
    stepAnchor: described(
      z.string().regex(/^[a-z-]+\{number\}$/, {
        error: (issue) =>
          `«${String(issue.input)}» non va bene come ancora: lettere minuscole e trattini, poi {number}, per esempio passo-{number}.`,
      }),
      {
        title: 'Ancora di un passo',
        hint: 'L’indirizzo di un passo nella pagina (#passo-2): lettere minuscole, trattini e {number}.',
        kind: 'text',
      },
    ),
    readRecipe: text('Link di ogni scheda', {
      max: 40,
      hint: 'Il nome della ricetta lo segue, per i lettori di schermo e i motori di ricerca.',
    }),
    published: text('Data di pubblicazione', {
      max: 40,
      placeholders: { date: 'la data, per esempio 20 gennaio 2025' },
    }),
  }),
  documentTitle: text('Titolo della scheda di una ricetta', {
    max: 60,
    placeholders: { name: 'il nome della ricetta' },
  }),
  shareImageAlt: text('Descrizione dell’immagine di anteprima di una ricetta', {
    max: 120,
    placeholders: { name: 'il nome della ricetta', brand: 'il nome del marchio', image: 'la descrizione del disegno' },
  }),
  nutrition: group('Valori indicativi', {
    title: heading('Titolo'),
    calories: text('Calorie', { max: 60, placeholders: { calories: 'le kcal a porzione' } }),
    note: text('Nota', { max: 200, multiline: true }),
  }),
  drink: group('Nota sulla bevanda', { title: heading('Titolo'), link: cta('Link') }),
  breadcrumbLabel: text('Nome del percorso (lettori di schermo)', { max: 30 }),
  pager: group('Altre ricette', {
    label: text('Nome della navigazione (lettori di schermo)', { max: 40 }),
    previous: text('Ricetta precedente', { max: 40 }),
    next: text('Ricetta successiva', { max: 40 }),
    all: text('Tutte le ricette', { max: 40 }),
  }),
  closing: closing(),
});

export const orderingSchema = group('Come ordinare', {
  meta: pageMeta(),
  intro: intro(),
  steps: section('Passi', { title: 'passi' }),
  form: group('Modulo', {
    title: heading('Titolo'),
    lead: lead(),
    foodInformation: group(
      'Link alle informazioni sul prodotto',
      {
        before: text('Testo prima del link', { max: 80 }),
        label: text('Testo del link', { max: 80 }),
        href: link('Pagina del link', 'Le informazioni in etichetta: /prodotto#informazioni.'),
      },
      {
        hint: 'Ingredienti, allergeni e valori nutrizionali vanno resi disponibili prima dell’ordine (Reg. UE 1169/2011, art. 14).',
      },
    ),
  }),
  faq: group('Domande frequenti', { title: heading('Titolo') }),
  support: group('Supporto', {
    title: heading('Titolo'),
    text: text('Testo', { max: 300, multiline: true }),
    ctaLabel: text('Testo del link email', { max: 60, placeholders: { email: 'l’indirizzo email del sito' } }),
  }),
});

export const contactsSchema = group('Contatti', {
  meta: pageMeta(),
  intro: intro(),
  details: section('Recapiti'),
  service: group('Servizio clienti', {
    title: heading('Titolo'),
    text: text('Testo', { max: 400, multiline: true }),
    topicsIntro: text('Frase prima dell’elenco', { max: 60 }),
    topics: bullets('Argomenti'),
    cta: cta(),
  }),
});

export const supportSchema = group('Contatti e supporto', {
  meta: pageMeta(),
  intro: intro(),
  form: section('Modulo'),
  sentNotice: group(
    'Conferma dopo l’invio',
    {
      title: text('Titolo', { max: 60 }),
      text: text('Testo', {
        max: 240,
        multiline: true,
        hint: 'Dice che cosa porta l’email di conferma: il numero della richiesta e quando rispondiamo (mai il messaggio scritto, che l’email non ripete).',
      }),
      heldText: text('Testo quando l’email di conferma non è partita', {
        max: 300,
        multiline: true,
        hint: 'Al posto del testo precedente, quando l’indirizzo ha già ricevuto oggi il numero massimo di email di conferma: la richiesta è arrivata, la conferma no, il team risponde comunque.',
      }),
      numberLabel: text('Testo prima del numero della richiesta', { max: 60 }),
      numberHint: text('Testo dopo il numero', { max: 120 }),
    },
    {
      hint: 'Compare sopra il modulo dopo l’invio, con il numero della richiesta, e resta finché il visitatore non riprende a scrivere: dopo la notifica «Messaggio inviato con successo!», e anche quando il modulo è partito senza JavaScript.',
    },
  ),
  details: group('Recapiti', { title: heading('Titolo') }),
  closing: group('Chiusura', { title: heading('Titolo'), text: text('Testo', { max: 300, multiline: true }) }),
});

export const thankYouSchema = group('Grazie e benvenuto', {
  meta: pageMeta(),
  intro: intro(),
  requestNumber: group(
    'Numero della richiesta',
    {
      label: text('Testo prima del numero', { max: 60 }),
      hint: text('Testo dopo il numero', { max: 120 }),
    },
    {
      hint: 'Sotto l’apertura compare il numero della richiesta appena inviata (per esempio L-7KQ4M), lo stesso dell’email di conferma.',
    },
  ),
  confirmationHeld: text('Avviso quando l’email di conferma non è partita', {
    max: 300,
    multiline: true,
    hint: 'Prende il posto dell’apertura quando l’indirizzo ha già ricevuto oggi il numero massimo di email di conferma: la richiesta è arrivata, la conferma no, il team risponde comunque.',
  }),
  nextSteps: section('Prossimi passi'),
  hint: group('Se l’email non arriva', {
    title: heading('Titolo'),
    text: text('Testo', { max: 300, multiline: true }),
    writeUsBefore: text('Testo prima dell’indirizzo', { max: 80 }),
    writeUsAfter: text('Testo dopo l’indirizzo', { max: 200 }),
  }),
  tips: section('Consigli', { lead: 'consigli' }),
  closing: group('Chiusura', {
    title: heading('Titolo'),
    text: text('Testo', { max: 300, multiline: true }),
    support: cta('Pulsante del supporto'),
    recipes: cta('Pulsante delle ricette'),
  }),
});

/** What {{name}} becomes in the legal texts (filled in from content/site.yaml, sales.yaml and processors/). */
export const LEGAL_PLACEHOLDERS = {
  legalName: 'la ragione sociale (con «a socio unico», se vale)',
  address: 'l’indirizzo della sede',
  vatNumber: 'la Partita IVA',
  registration: 'Registro delle Imprese, REA, capitale sociale e PEC (da content/site.yaml → company)',
  email: 'l’email, come link',
  mailProvider:
    'chi spedisce le email dei moduli, con il Paese (da content/processors/, il fornitore con role: invio-email)',
  requestRetention:
    'per quanto si conservano le richieste dei moduli, per esempio «12 mesi» (da content/richieste.yaml → retentionMonths)',
  processors:
    'l’elenco dei fornitori che trattano i dati, ciascuno con la sua garanzia (da content/processors/; quelli del servizio delle richieste solo quando i moduli inviano)',
  processorRows: 'le righe della tabella dei destinatari per gli stessi fornitori',
  deliveryZones: 'dove consegniamo (da content/sales.yaml)',
  payment: 'come si paga (da content/sales.yaml)',
  withdrawal: 'il diritto di recesso, come lo avete deciso (da content/sales.yaml → withdrawal)',
  adrBody: 'l’organismo ADR, come link (da content/sales.yaml → adr)',
  siteUrl: 'l’indirizzo del sito, come link',
} as const;

/**
 * What the legal texts may show in one case only: {{#name}}…{{/name}} when it holds,
 * {{^name}}…{{/name}} when it does not (filled in when the site is built).
 */
export const LEGAL_CONDITIONS = {
  requestService:
    'i moduli inviano le richieste al servizio delle richieste del sito (sempre, tranne in una build con NEXT_PUBLIC_CONTACT_ENDPOINT=simulate)',
  recessoEscluso: 'il recesso è escluso (content/sales.yaml → withdrawal.decision)',
  recessoAmmesso: 'il recesso è ammesso (content/sales.yaml → withdrawal.decision)',
  recessoDaDecidere: 'la decisione sul recesso non è ancora presa (content/sales.yaml → withdrawal.decision)',
  adr: 'aderiamo a un organismo ADR (content/sales.yaml → adr)',
} as const;

const legalDocument = (file: string, title: string) =>
  defineMarkdown({
    file,
    title,
    hint: 'Testo legale in Markdown: ogni sezione inizia con «## » e il suo numero; «### » per le sottosezioni.',
    fields: {
      meta: pageMeta(),
      title: text('Titolo della pagina (h1)', { max: 80 }),
      lead: lead(),
      lastUpdated: monthYear('Ultimo aggiornamento'),
    },
    body: markdownBody({
      title: 'Testo',
      hint: 'Sezioni «## 1. Titolo», sottosezioni «### Titolo», link [testo](/pagina). Dati e fatti da content/: {{legalName}}, {{address}}, {{vatNumber}}, {{registration}}, {{email}}, {{siteUrl}}, {{processors}}, {{mailProvider}}, {{requestRetention}}, {{deliveryZones}}, {{payment}}… Testo solo in un caso: {{#requestService}}…{{/requestService}} (i moduli inviano le richieste al servizio), {{#recessoEscluso}}, {{#recessoAmmesso}}, {{#recessoDaDecidere}}, {{#adr}}; {{^nome}}…{{/nome}} quando non vale (per esempio {{^requestService}}: l’invio è solo simulato).',
      placeholders: LEGAL_PLACEHOLDERS,
      numberedSections: true,
      conditions: LEGAL_CONDITIONS,
      placeholderConditions: { mailProvider: 'requestService', adrBody: 'adr' },
    }),
  });

export const privacy = legalDocument('content/pages/privacy.md', 'Informativa privacy');
export const personalData = legalDocument('content/pages/dati-personali.md', 'Trattamento dei dati personali');
export const terms = legalDocument('content/pages/termini.md', 'Termini e condizioni');

export const pageSources = [
  defineFile({ file: 'content/pages/home.yaml', title: 'Home', schema: homeSchema }),
  defineFile({ file: 'content/pages/prodotto.yaml', title: 'Prodotto', schema: productSchema }),
  defineFile({ file: 'content/pages/benefici.yaml', title: 'Benefici', schema: benefitsPageSchema }),
  defineFile({ file: 'content/pages/composizione.yaml', title: 'Composizione', schema: compositionSchema }),
  defineFile({ file: 'content/pages/recensioni.yaml', title: 'Recensioni', schema: reviewsPageSchema }),
  defineFile({ file: 'content/pages/ricette-salutari.yaml', title: 'Ricette', schema: recipesPageSchema }),
  defineFile({ file: 'content/pages/come-ordinare.yaml', title: 'Come ordinare', schema: orderingSchema }),
  defineFile({ file: 'content/pages/contatti.yaml', title: 'Contatti', schema: contactsSchema }),
  defineFile({ file: 'content/pages/contatti-supporto.yaml', title: 'Contatti e supporto', schema: supportSchema }),
  defineFile({ file: 'content/pages/grazie-benvenuto.yaml', title: 'Grazie e benvenuto', schema: thankYouSchema }),
  privacy,
  personalData,
  terms,
];

export type PageMeta = z.infer<ReturnType<typeof pageMeta>>;
export type CallToAction = z.infer<ReturnType<typeof cta>>;
export type HomePage = z.infer<typeof homeSchema>;
export type ProductPage = z.infer<typeof productSchema>;
export type BenefitsPage = z.infer<typeof benefitsPageSchema>;
export type CompositionPage = z.infer<typeof compositionSchema>;
export type ReviewsPage = z.infer<typeof reviewsPageSchema>;
export type RecipesPage = z.infer<typeof recipesPageSchema>;
export type OrderingPage = z.infer<typeof orderingSchema>;
export type ContactsPage = z.infer<typeof contactsSchema>;
export type SupportPage = z.infer<typeof supportSchema>;
export type ThankYouPage = z.infer<typeof thankYouSchema>;
export type LegalDocumentFile = z.infer<typeof privacy.schema>;
