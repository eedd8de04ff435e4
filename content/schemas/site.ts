import { z } from 'zod';
import { aliases, type Alias } from '@/content/routes';
import {
  calendarDay,
  choice,
  code,
  email,
  filePath,
  group,
  image,
  integer,
  isoDate,
  listOf,
  route,
  text,
  vatNumber,
} from '@/lib/content/fields';
import { CUSTOMERS_PLACEHOLDER } from '@/lib/customers.mjs';
import { TRANSFERS } from '@/lib/facts';
import { described, metaOf } from '@/lib/content/meta';
import { defineFile } from '@/lib/content/sources';
import { announcementSources } from './announcement';

/** The rules of the files shared by every page: company data, menus, short labels, error pages. */

const SCHEMA_FILE = 'content/schemas/site.ts';

const WEEKDAYS = {
  Monday: 'Lunedì',
  Tuesday: 'Martedì',
  Wednesday: 'Mercoledì',
  Thursday: 'Giovedì',
  Friday: 'Venerdì',
  Saturday: 'Sabato',
  Sunday: 'Domenica',
} as const;

function clockTime(title: string) {
  return code(title, /^([01]\d|2[0-3]):[0-5]\d$/, {
    hint: 'Ore e minuti, per esempio 09:00; vuoto se chiuso.',
    message: (value) =>
      `«${value}» non è un orario valido: scrivi ore e minuti con due cifre ciascuno, per esempio 09:00.`,
    quoted: true,
  }).nullable();
}

/** The ISO 3166-1 code of a country, which search engines read (the pages show the country's name). */
const regionNames = new Intl.DisplayNames(['it'], { type: 'region', fallback: 'none' });
const countryCode = () =>
  described(
    z
      .string()
      .regex(/^[A-Z]{2}$/, {
        error: (issue) =>
          `«${String(issue.input)}» non è un codice di Stato: scrivi le due lettere maiuscole, per esempio IT.`,
      })
      .refine((code) => regionNames.of(code) !== undefined, {
        error: (issue) => `«${String(issue.input)}» non è il codice di uno Stato: per l’Italia è IT.`,
      }),
    {
      title: 'Codice dello Stato',
      hint: 'Le due lettere del codice ISO, per esempio IT per l’Italia: lo leggono i motori di ricerca.',
      kind: 'text',
    },
  );

/** Street, postal code, town and province of an Italian address. */
const addressFields = () => ({
  streetAddress: text('Via e numero civico', { max: 80 }),
  postalCode: code('CAP', /^\d{5}$/, {
    hint: '5 cifre, per esempio 80067.',
    message: (value) => `«${value}» non è un CAP: servono 5 cifre, per esempio 80067.`,
    quoted: true,
  }),
  city: text('Comune', { max: 60 }),
  province: code('Provincia (sigla)', /^[A-Z]{2}$/, {
    hint: 'Due lettere maiuscole, per esempio NA.',
    message: (value) => `«${value}» non è una sigla di provincia: scrivi le due lettere maiuscole, per esempio NA.`,
  }),
});

const openingHours = group('Fascia di orario', {
  days: text('Giorni', { max: 40, hint: 'Come li legge il visitatore, per esempio «Lunedì – Venerdì».' }),
  dayOfWeek: listOf('Giorni (per i motori di ricerca)', choice('Giorno', WEEKDAYS), {
    max: 7,
    itemNoun: 'giorno',
    limitSource: SCHEMA_FILE,
  }),
  opens: clockTime('Apertura'),
  closes: clockTime('Chiusura'),
});

/**
 * A day or a run of days the customer service is closed besides Sundays and Italy's national
 * holidays, which lib/working-hours.ts knows by itself: the request service does not count them
 * in the time it takes to reply.
 */
const closedDay = described(
  group('Chiusura', {
    from: calendarDay(
      'Dal giorno',
      'Il giorno di chiusura, o il primo di più giorni, nel formato AAAA-MM-GG: per esempio 2026-08-10.',
    ),
    to: calendarDay(
      'Al giorno (compreso)',
      'L’ultimo giorno di chiusura, se sono più giorni di fila; vuoto per un giorno solo.',
    ).optional(),
    reason: text('Motivo', { max: 60, hint: 'Per il team, per esempio «Ferie estive», «Ponte» o «Santo patrono».' }),
  }).superRefine((closing, ctx) => {
    if (closing.to !== undefined && closing.to < closing.from) {
      ctx.addIssue({
        code: 'custom',
        path: ['to'],
        message: `la chiusura finisce (${closing.to}) prima di cominciare (${closing.from}): scrivi in from il primo giorno e in to l’ultimo.`,
      });
    }
  }),
  { title: 'Chiusura', kind: 'group' },
);

/** Whether the company has one shareholder («a socio unico», art. 2250 c.c.): unknown until the owner checks the «visura». */
export const SHAREHOLDERS = {
  'da-indicare': 'Da indicare (npm run check:live lo segnala)',
  'socio-unico': 'Un solo socio: compare «a socio unico»',
  'piu-soci': 'Più soci',
} as const;

/** The share capital as the law wants it shown: the amount and whether it is fully paid («i.v.»), or how much is paid. */
const shareCapital = described(
  z.string().superRefine((value, ctx) => {
    if (!/\d/.test(value))
      ctx.addIssue({ code: 'custom', message: `«${value}» non è un importo: scrivilo come «10.000,00 € i.v.».` });
    else if (!/\bi\.\s?v\.|interamente versato|versat[oi]\b/i.test(value)) {
      ctx.addIssue({
        code: 'custom',
        message: `«${value}» non dice quanto capitale è versato (art. 2250 c.c.): aggiungi «i.v.» se è interamente versato, altrimenti «di cui versati …».`,
      });
    }
  }),
  {
    title: 'Capitale sociale',
    hint: 'L’importo e «i.v.» se è interamente versato, per esempio «10.000,00 € i.v.»; altrimenti «10.000,00 €, di cui versati 2.500,00 €».',
    kind: 'text',
    max: 60,
  },
);

/** A number of hours written in the reply promise ("entro 24 ore"). */
const PROMISED_HOURS = /(\d+)\s*ore\b/i;

export const siteSchema = described(
  group('Dati aziendali', {
    name: text('Nome del marchio', { max: 40 }),
    tagline: text('Frase del marchio', {
      max: 120,
      hint: 'Sotto il logo nel piè di pagina e come descrizione predefinita.',
    }),
    url: code('Indirizzo del sito', /^https:\/\/[a-z0-9.-]+\.[a-z]{2,}$/, {
      hint: 'Per esempio https://www.limenta.it. Si può cambiare anche al momento della pubblicazione con SITE_URL.',
      message: (value) =>
        `«${value}» non è l’indirizzo di un sito: scrivilo come https://www.limenta.it, senza / finale.`,
    }),
    email: email('Email per i clienti'),
    company: group('Società', {
      legalName: text('Ragione sociale', { max: 80 }),
      ...addressFields(),
      country: text('Stato', { max: 40 }),
      countryCode: countryCode(),
      vatNumber: vatNumber(),
      rea: text('Numero REA', { max: 20, hint: 'Per esempio NA-1234567.' }),
      registry: group(
        'Registro delle Imprese',
        {
          office: text('Ufficio (Camera di commercio)', {
            max: 40,
            hint: 'La città della Camera di commercio presso cui è iscritta, per esempio «Napoli».',
          }),
          number: described(
            z.string().regex(/^(\d{11}|[A-Z0-9]{16})$/, {
              error: (issue) =>
                `«${String(issue.input)}» non è un numero di iscrizione: è il codice fiscale della società (11 cifre, di solito uguale alla Partita IVA), tra virgolette.`,
            }),
            {
              title: 'Numero di iscrizione',
              hint: 'Il codice fiscale della società, come sulla visura camerale (di solito uguale alla Partita IVA), tra virgolette.',
              kind: 'text',
            },
          ),
        },
        { hint: 'Art. 2250 del codice civile: ufficio e numero di iscrizione vanno sul sito, oltre al REA.' },
      ),
      shareCapital,
      shareholders: choice(
        'Soci',
        SHAREHOLDERS,
        'Art. 2250 c.c.: una S.r.l. con un solo socio deve dirlo («a socio unico»). Controllalo sulla visura camerale.',
      ),
      pec: email('PEC (posta elettronica certificata)'),
      plant: group('Stabilimento di produzione e confezionamento', addressFields(), {
        hint: 'Dove la bevanda è prodotta e imbottigliata: va indicato ai consumatori (d.lgs. 145/2017), anche se coincide con la sede.',
      }),
    }),
    organic: group('Certificazione biologica', {
      controlBodyCode: code('Codice dell’organismo di controllo', /^IT-BIO-\d{3}$/, {
        hint: 'Come sul certificato biologico, nella forma IT-BIO-0XX (Reg. UE 2018/848). IT-BIO-000 è un esempio: npm run check:live lo rifiuta finché non c’è quello vero.',
        message: (value) =>
          `«${value}» non è un codice di organismo di controllo: scrivilo come sul certificato, nella forma IT-BIO-0XX.`,
      }),
      controlBodyName: text('Nome dell’organismo di controllo', {
        max: 80,
        hint: 'Come sul certificato, per esempio «Bioagricert S.r.l.». Finché manca, npm run check:live lo segnala.',
      }).optional(),
      operatorCertificate: text('Numero del certificato di Limenta', {
        max: 60,
        hint: 'Il numero del certificato (documento giustificativo) che l’organismo ha rilasciato a Limenta S.r.l. per preparare e imbottigliare la bevanda biologica (Reg. UE 2018/848, art. 35). Finché manca, npm run check:live lo segnala.',
      }).optional(),
    }),
    customers: group(
      'Clienti',
      {
        count: integer(
          'Numero di clienti',
          0,
          100_000_000,
          'Quante persone diverse hanno ricevuto almeno un ordine, contate nei registri degli ordini. Le pagine lo mostrano arrotondato per difetto ({customers}).',
        ),
        asOf: isoDate('Data del conteggio', 'il giorno in cui hai contato i clienti').optional(),
        source: text('Fonte del conteggio', {
          max: 160,
          hint: 'Da dove viene il numero, per esempio «registro degli ordini consegnati, clienti distinti per email». Senza data e fonte npm run check:live lo segnala.',
        }).optional(),
      },
      {
        hint: 'Il numero dei clienti che mostrano il menu in alto, la home e /recensioni: va provato (Codice del Consumo, art. 27, comma 5).',
      },
    ),
    hours: listOf('Orari del servizio clienti', openingHours, { max: 7, itemNoun: 'fascia', limitSource: SCHEMA_FILE }),
    closedDays: listOf('Giorni di chiusura', closedDay, {
      min: 0,
      max: 60,
      itemNoun: 'chiusura',
      limitSource: SCHEMA_FILE,
      hint: 'Ferie, ponti, il santo patrono: i giorni in cui il servizio clienti resta chiuso oltre alle domeniche e alle feste nazionali, che il servizio delle richieste conosce già. Non li conta nel tempo per rispondere. Le chiusure passate si possono lasciare.',
    }).optional(),
    replyPromise: text('Promessa di risposta', { max: 120 }),
    replyHours: integer(
      'Ore lavorative per rispondere',
      1,
      240,
      'Entro quante ore di apertura (gli orari qui sopra, senza domeniche, feste e chiusure) il team risponde a una richiesta: il servizio delle richieste ne calcola la scadenza. Lo stesso numero della promessa di risposta.',
    ),
    copyrightYear: integer('Anno del copyright', 2024, 2100),
    copyrightHolder: text('Testo del copyright', { max: 80, hint: 'Segue «© anno» nel piè di pagina.' }),
    themeColor: code('Colore della barra del browser', /^#[0-9A-Fa-f]{6}$/, {
      hint: 'Un colore esadecimale, per esempio #1E6B4F.',
      message: (value) =>
        `«${value}» non è un colore: scrivilo come # seguito da 6 cifre o lettere da A a F, per esempio #1E6B4F.`,
      quoted: true,
    }),
  }).superRefine((site, ctx) => {
    // The promise visitors read and the hours the deadline counts are one number: a change of one alone would break it.
    const promised = PROMISED_HOURS.exec(site.replyPromise);
    if (promised && Number(promised[1]) !== site.replyHours) {
      ctx.addIssue({
        code: 'custom',
        path: ['replyHours'],
        message: `è ${site.replyHours}, ma la promessa di risposta (replyPromise) dice «${promised[0]}»: scrivi lo stesso numero in tutti e due, e anche nei testi che lo ripetono (le domande frequenti, le email di content/richieste.yaml, i termini).`,
      });
    }
  }),
  { title: 'Dati aziendali', kind: 'group' },
);

const navItem = group('Voce', {
  href: route('Pagina'),
  label: text('Testo del link', { max: 30 }),
});

export const navigationSchema = group('Menu', {
  mainNav: listOf('Menu in alto', navItem, {
    max: 9,
    itemNoun: 'voce',
    limitSource: SCHEMA_FILE,
    hint: 'Le voci del menu, nell’ordine in cui compaiono (al massimo 9: di più non stanno su una riga).',
  }),
  footerColumns: listOf(
    'Colonne del piè di pagina',
    group('Colonna', {
      title: text('Titolo della colonna', { max: 30 }),
      links: listOf('Link', navItem, { max: 8, itemNoun: 'link', limitSource: SCHEMA_FILE }),
    }),
    { max: 4, itemNoun: 'colonna', limitSource: SCHEMA_FILE },
  ),
});

/** How the band of the demonstration site starts, whatever the rest says (lib/site-mode.ts). */
export const DEMO_BAND_START = 'Sito dimostrativo';

/** The band on every page of the demonstration site: it must say at once what the site is. */
function demoBand() {
  const field = text('Fascia del sito dimostrativo', {
    max: 160,
    hint: `Compare in cima a ogni pagina del sito dimostrativo (npm run build:demo, npm run dev), mai sul sito pubblicato. Inizia con «${DEMO_BAND_START}» e dice che i testi sono esempi.`,
  });
  const startsRight = field.refine((value) => value.trim().startsWith(DEMO_BAND_START), {
    message: `deve iniziare con «${DEMO_BAND_START}»: chi apre il sito dimostrativo deve capire subito che i suoi testi sono esempi. Scrivi «${DEMO_BAND_START}: …».`,
  });
  return described(startsRight, metaOf(field)!);
}

export const uiSchema = group('Testi dell’interfaccia', {
  skipToContent: text('Link «salta al contenuto»', { max: 60 }),
  demoBand: demoBand(),
  mainNavLabel: text('Nome del menu principale (lettori di schermo)', { max: 60 }),
  footerNavLabel: text('Nome dei link del piè di pagina (lettori di schermo)', { max: 60 }),
  menuOpen: text('Pulsante del menu su telefono', { max: 20 }),
  homeLinkLabel: text('Nome del link del logo (lettori di schermo)', { max: 60 }),
  trustBarLabel: text('Nome della barra delle garanzie (lettori di schermo)', { max: 40 }),
  sslBadge: text('Garanzia: sito sicuro', { max: 24 }),
  customersBadge: text('Garanzia: clienti', {
    max: 24,
    placeholders: CUSTOMERS_PLACEHOLDER,
    hint: 'Scrivi {customers} al posto del numero: viene da content/site.yaml → customers.',
  }),
  emailLabel: text('Etichetta dell’email in alto', { max: 24 }),
  vatLabel: text('Etichetta della Partita IVA', { max: 20 }),
  reaLabel: text('Etichetta del REA', { max: 20 }),
  shareCapitalLabel: text('Etichetta del capitale sociale', { max: 30 }),
  registryLabel: text('Iscrizione al Registro delle Imprese', {
    max: 80,
    placeholders: { office: 'l’ufficio', number: 'il numero di iscrizione' },
  }),
  pecLabel: text('Etichetta della PEC', { max: 20 }),
  soleShareholder: text('Dicitura del socio unico', {
    max: 30,
    hint: 'Segue la ragione sociale quando la società ha un solo socio, per esempio «a socio unico».',
  }),
  certification: group('Certificazioni e promesse (/prodotto, /composizione)', {
    certified: text('Sotto ciò che è certificato', {
      max: 80,
      placeholders: { body: 'l’organismo di controllo, con il codice' },
    }),
    promise: text('Sotto ciò che è solo promesso', { max: 60 }),
  }),
  ratingLabel: text('Descrizione delle stelle (lettori di schermo)', {
    max: 60,
    placeholders: { rating: 'le stelle della scheda', max: 'il massimo, 5' },
  }),
  closed: text('Orario: chiuso', { max: 20 }),
  contactDetails: group('Etichette dei recapiti', {
    email: text('Email', { max: 30 }),
    address: text('Indirizzo', { max: 30 }),
    hours: text('Orari', { max: 40 }),
  }),
  legal: group('Etichette dei testi legali', {
    lastUpdated: text('Ultimo aggiornamento', { max: 50, placeholders: { date: 'il mese dell’ultima revisione' } }),
    tableOfContents: text('Titolo dell’indice', { max: 30 }),
    table: text('Nome di una tabella (lettori di schermo)', {
      max: 50,
      placeholders: { section: 'il titolo della sezione' },
    }),
    transfers: group(
      'Garanzie per i trasferimenti, come le leggono i visitatori',
      Object.fromEntries(Object.entries(TRANSFERS).map(([key, label]) => [key, text(label, { max: 200 })])) as Record<
        keyof typeof TRANSFERS,
        ReturnType<typeof text>
      >,
    ),
    unnamedProcessor: text('Fornitore non ancora indicato', { max: 80 }),
    processorRole: text('Ruolo dei fornitori (tabella dei destinatari)', { max: 60 }),
  }),
});

export const seoSchema = group('Anteprime e app', {
  shareImageAlt: text('Descrizione dell’immagine di anteprima', {
    max: 160,
    hint: 'Descrive l’immagine che compare quando si condivide un link del sito.',
  }),
  manifest: group('Sito installato sul telefono', {
    name: text('Nome completo', { max: 60 }),
    shortName: text('Nome sotto l’icona', {
      max: 12,
      hint: 'Al massimo 12 caratteri: è il nome sotto l’icona sulla schermata del telefono.',
    }),
    description: text('Descrizione', { max: 160 }),
  }),
});

/** What both error pages show: the title, the language it is written in, and a text. */
const errorNotice = {
  title: text('Titolo', { max: 60 }),
  titleLang: choice(
    'Lingua del titolo',
    { it: 'Italiano', en: 'Inglese' },
    'La lingua in cui è scritto il titolo, per la pronuncia dei lettori di schermo.',
  ),
  text: text('Testo', { max: 300, multiline: true }),
};

export const errorsSchema = group('Pagine di errore', {
  notFound: group('Pagina non trovata (404)', {
    meta: group('Titolo e descrizione per Google', {
      title: text('Titolo della scheda', { max: 60 }),
      description: text('Descrizione', { min: 70, max: 160 }),
    }),
    ...errorNotice,
    homeLink: text('Pulsante per la home', { max: 30 }),
    consoleMessage: text('Messaggio per gli sviluppatori (console)', { max: 100 }),
  }),
  renderError: group('Errore durante il caricamento', {
    documentTitle: text('Titolo della scheda', { max: 60 }),
    ...errorNotice,
    retry: text('Pulsante «riprova»', { max: 30 }),
    homeLink: text('Pulsante per la home', { max: 30 }),
  }),
});

const aliasPaths = Object.keys(aliases) as [Alias, ...Alias[]];

export const aliasesSchema = group('Vecchi indirizzi', {
  text: text('Testo sotto il titolo', { max: 200 }),
  pages: described(
    listOf(
      'Pagine di passaggio',
      group('Vecchio indirizzo', {
        path: choice(
          'Vecchio indirizzo',
          Object.fromEntries(aliasPaths.map((alias) => [alias, `${alias} → ${aliases[alias]}`])) as Record<
            Alias,
            string
          >,
        ),
        title: text('Titolo della scheda', { max: 60 }),
        description: text('Descrizione', { min: 70, max: 160 }),
        heading: text('Titolo', { max: 80 }),
        linkLabel: text('Testo del link', { max: 40 }),
      }),
      {
        min: aliasPaths.length,
        max: aliasPaths.length,
        itemNoun: 'pagina',
        limitSource: 'content/routes.ts (aliases)',
      },
    ).superRefine((pages, ctx) => {
      for (const alias of aliasPaths) {
        if (!pages.some((page) => page.path === alias))
          ctx.addIssue({
            code: 'custom',
            message: `manca la pagina di passaggio per ${alias}: aggiungi una voce con path: ${alias}.`,
          });
      }
    }),
    { title: 'Pagine di passaggio', kind: 'list', itemNoun: 'pagina' },
  ),
});

export const videoSchema = described(
  group('Video della preparazione', {
    title: text('Titolo', { max: 60 }),
    lead: text('Sottotitolo', { max: 160 }),
    poster: image('Immagine del poster', 'poster'),
    src: filePath(
      'File del video',
      /\.(mp4|webm)$/i,
      'un video .mp4 o .webm',
      'Il video, caricato in public/video (per esempio /video/come-nasce-limenta.mp4). Finché manca, la sezione non compare.',
    ).optional(),
    captions: filePath(
      'Sottotitoli',
      /\.vtt$/i,
      'un file di sottotitoli .vtt',
      'I sottotitoli in italiano (WebVTT, .vtt) in public/video: servono a chi non sente l’audio.',
    ).optional(),
    comingSoon: group(
      'Annuncio del video',
      { badge: text('Etichetta sul poster', { max: 30 }), text: text('Testo', { max: 240, multiline: true }) },
      {
        hint: 'L’annuncio «Video in arrivo» della specifica. Il sito non lo mostra: annuncerebbe ciò che non c’è. npm run check:live lo segnala finché c’è l’annuncio e non il video: pubblica il video, oppure togli l’annuncio.',
      },
    ).optional(),
  }).superRefine((video, ctx) => {
    if (video.captions && !video.src)
      ctx.addIssue({
        code: 'custom',
        path: ['captions'],
        message: 'ci sono i sottotitoli ma non il video: aggiungi src, oppure togli captions.',
      });
    if (video.src && !video.captions)
      ctx.addIssue({
        code: 'custom',
        path: ['src'],
        message:
          'il video non ha i sottotitoli: aggiungi captions (un file .vtt in public/video), perché chi non sente l’audio possa seguirlo.',
      });
  }),
  { title: 'Video della preparazione', kind: 'group' },
);

export const siteSources = [
  defineFile({
    file: 'content/site.yaml',
    title: 'Dati aziendali',
    hint: 'Ragione sociale, indirizzo, Partita IVA, email e orari: compaiono nel piè di pagina di ogni pagina e nei testi legali.',
    schema: siteSchema,
  }),
  defineFile({
    file: 'content/navigation.yaml',
    title: 'Menu',
    hint: 'Il menu in alto e le colonne di link del piè di pagina.',
    schema: navigationSchema,
  }),
  defineFile({
    file: 'content/ui.yaml',
    title: 'Testi dell’interfaccia',
    hint: 'Etichette brevi usate in molte pagine.',
    schema: uiSchema,
  }),
  defineFile({
    file: 'content/seo.yaml',
    title: 'Anteprime e app',
    hint: 'Testi che mostrano Google, le anteprime dei link e il telefono.',
    schema: seoSchema,
  }),
  defineFile({ file: 'content/errors.yaml', title: 'Pagine di errore', schema: errorsSchema }),
  defineFile({
    file: 'content/aliases.yaml',
    title: 'Vecchi indirizzi',
    hint: 'La pagina che appare per un istante a /privacy-policy e /termini-condizioni.',
    schema: aliasesSchema,
  }),
  defineFile({ file: 'content/video.yaml', title: 'Video della preparazione', schema: videoSchema }),
  ...announcementSources,
];

export type Site = z.infer<typeof siteSchema>;
export type Navigation = z.infer<typeof navigationSchema>;
export type NavItem = Navigation['mainNav'][number];
export type FooterColumn = Navigation['footerColumns'][number];
export type Ui = z.infer<typeof uiSchema>;
export type Seo = z.infer<typeof seoSchema>;
export type ErrorPages = z.infer<typeof errorsSchema>;
export type AliasPages = z.infer<typeof aliasesSchema>;
export type PreparationVideo = z.infer<typeof videoSchema>;
