import { z } from 'zod';
import type { IconName } from '@/components/ui/Icon';
import { choice, group, image, imagePath, integer, isoDate, link, listOf, rating, text } from '@/lib/content/fields';
import { described } from '@/lib/content/meta';
import { defineCollection } from '@/lib/content/sources';
import { CUSTOMERS_PLACEHOLDER } from '@/lib/customers.mjs';
import { CHANNELS } from '@/lib/facts';

/**
 * The collections of cards: one YAML file per card, in the folder named here. Adding a card is
 * adding a file; "order" sets its place (1 is first). Each collection takes from 1 to 24 cards
 * unless written otherwise below: that is what the page layouts are built and tested for.
 */

const SCHEMA_FILE = 'content/schemas/cards.ts';

/**
 * The icons drawn in components/ui/Icon.tsx that a card may use, with their Italian names. No
 * stomach or shield: a picture can make a health claim too (a digestive effect, a protection).
 */
const BENEFIT_ICONS = {
  energy: 'Fulmine (energia)',
  citrus: 'Fetta di limone (vitamina C)',
  drop: 'Goccia (gusto)',
  leaf: 'Foglia (naturale)',
} as const;
const CERTIFICATION_ICONS = { leaf: 'Foglia', flag: 'Bandiera', award: 'Medaglia', check: 'Spunta' } as const;

/**
 * Only what a body certifies may be called certified (Codice del Consumo, art. 23, comma 1,
 * lett. d): the organic production, whose control body is in content/site.yaml → organic.
 * Everything else is a promise of the label.
 */
export const CERTIFICATION_KINDS = {
  certificato: 'Certificato da un organismo di controllo (il biologico)',
  promessa: 'Promessa dell’etichetta, senza un certificato',
} as const;
const CERTIFIED_WORDS = /certificat|verificat|attestat|approvat|garantit|omologat|riconosciut/i;
const TIP_ICONS = { calendar: 'Calendario', drop: 'Goccia', clock: 'Orologio', sun: 'Sole' } as const;
// Every icon offered here must exist in the icon set (a compile-time check).
type Offered = keyof typeof BENEFIT_ICONS | keyof typeof CERTIFICATION_ICONS | keyof typeof TIP_ICONS;
const offeredIconsExist: Offered extends IconName ? true : never = true;
void offeredIconsExist;

const yesNo = (title: string, hint: string) => described(z.boolean(), { title, hint, kind: 'boolean' });

/**
 * Where a review or testimonial came from: what the site says about it (Codice del Consumo,
 * art. 22, comma 4-bis) and what the go-live check asks for. Without it the card is an example,
 * and says so; npm run check:live refuses to publish it (art. 23, comma 1, lett. bb-ter).
 */
export const provenance = () =>
  group(
    'Provenienza',
    {
      receivedOn: isoDate('Ricevuta il', 'il giorno in cui è arrivata'),
      channel: choice('Come l’abbiamo ricevuta', CHANNELS),
      orderChecked: yesNo(
        'Ordine dell’autore verificato',
        'Sì se hai controllato che chi scrive abbia ricevuto un ordine (il numero della richiesta, la fattura). La scheda e la nota «Come raccogliamo le recensioni» lo dicono.',
      ),
      consent: yesNo(
        'Consenso a pubblicarla',
        'Sì solo se l’autore ha accettato per iscritto che la pubblichiamo, con il nome e la città. Conserva la sua risposta.',
      ),
      shortened: yesNo(
        'Testo accorciato',
        'Sì se il testo pubblicato è più corto dell’originale: si può accorciare, mai cambiarne il senso. La scheda lo dice.',
      ),
    },
    {
      hint: 'Quando e come l’hai ricevuta, se hai verificato l’ordine, il consenso, se l’hai accorciata. Senza, la scheda compare come esempio e npm run check:live ne blocca la pubblicazione.',
    },
  ).optional();

/** The fields of a testimonial, also used by the featured one of /benefici. */
export const testimonialFields = () => ({
  name: text('Nome', { max: 40, hint: 'Nome e iniziale del cognome, per esempio «Giulia R.».' }),
  city: text('Città', { max: 40 }),
  text: text('Testo', { max: 400, multiline: true }),
  rating: rating(),
  provenance: provenance(),
});

export const testimonials = defineCollection({
  folder: 'content/testimonials',
  title: 'Testimonianze della home',
  hint: 'Le schede di «Cosa Dicono di Noi» e di «Storie Vere» nella home. Sul sito pubblicato compaiono solo quelle con la provenienza e il consenso dell’autore; senza nessuna, le due sezioni non compaiono.',
  itemNoun: 'testimonianza',
  nameField: 'name',
  // None is an ordinary choice: the sections that show them disappear (app/page.tsx).
  min: 0,
  schemaFile: SCHEMA_FILE,
  fields: testimonialFields(),
});

export const reviews = defineCollection({
  folder: 'content/reviews',
  title: 'Recensioni',
  hint: 'Le testimonianze della pagina /recensioni. Sul sito pubblicato compaiono solo quelle con la provenienza e il consenso dell’autore; senza nessuna, la pagina lo dice (content/pages/recensioni.yaml → empty).',
  itemNoun: 'recensione',
  nameField: 'name',
  // None is an ordinary choice: /recensioni then says there are none yet (app/recensioni/page.tsx).
  min: 0,
  schemaFile: SCHEMA_FILE,
  fields: {
    name: text('Nome', { max: 40, hint: 'Nome e iniziale del cognome, per esempio «Sara B.».' }),
    age: integer('Età', 14, 110),
    city: text('Città', { max: 40 }),
    title: text('Titolo', { max: 60 }),
    text: text('Testo', { max: 600, multiline: true }),
    rating: rating(),
    date: isoDate('Data della recensione'),
    highlight: text('Frase in evidenza', {
      max: 40,
      hint: 'La frase che riassume la recensione, mostrata come etichetta.',
    }),
    provenance: provenance(),
  },
});

export const faq = defineCollection({
  folder: 'content/faq',
  title: 'Domande frequenti',
  hint: 'Le domande di /come-ordinare (anche nei risultati di Google).',
  itemNoun: 'domanda',
  nameField: 'question',
  schemaFile: SCHEMA_FILE,
  fields: {
    question: text('Domanda', { max: 120 }),
    answer: text('Risposta', {
      max: 800,
      multiline: true,
      placeholders: {
        email: 'l’indirizzo email del sito',
        prices: 'le confezioni con il prezzo, IVA inclusa, e al litro (da content/sales.yaml)',
        deliveryCosts: 'le spese di consegna di ogni zona (da content/sales.yaml)',
        freeDelivery: 'la frase della consegna gratuita, se c’è (da content/sales.yaml)',
        deliveryDays: 'giorni e tempi di consegna (da content/sales.yaml)',
        minimumOrder: 'l’ordine minimo (da content/sales.yaml)',
      },
      hint: 'Prezzi e spese di consegna non si scrivono a mano: {prices}, {deliveryCosts}, {freeDelivery}, {deliveryDays} e {minimumOrder} diventano quelli di content/sales.yaml, gli stessi della tabella.',
    }),
  },
});

export const ingredients = defineCollection({
  folder: 'content/ingredients',
  title: 'Ingredienti',
  hint: 'Le schede degli ingredienti della home, di /prodotto e di /composizione.',
  itemNoun: 'ingrediente',
  nameField: 'name',
  max: 12,
  schemaFile: SCHEMA_FILE,
  fields: {
    name: text('Nome', { max: 40 }),
    summary: text('Frase per le schede', { max: 140, hint: 'Una frase, nelle schede della home e di /prodotto.' }),
    description: text('Descrizione', { max: 500, multiline: true, hint: 'Il testo più lungo di /composizione.' }),
    benefits: listOf('Perché lo usiamo', text('Punto', { max: 120 }), {
      max: 6,
      itemNoun: 'punto',
      limitSource: SCHEMA_FILE,
    }),
    image: image('Immagine', 'ingredient'),
  },
});

/** A card's title and text: the benefit and certification cards (with an icon), the numbered steps. */
const titledText = {
  title: text('Titolo', { max: 40 }),
  text: text('Testo', { max: 240, multiline: true }),
};

export const benefits = defineCollection({
  folder: 'content/benefits',
  title: 'Benefici',
  hint: 'Le schede dei benefici della home e di /benefici.',
  itemNoun: 'beneficio',
  nameField: 'title',
  schemaFile: SCHEMA_FILE,
  fields: { icon: choice('Icona', BENEFIT_ICONS), ...titledText },
});

export const claims = defineCollection({
  folder: 'content/claims',
  title: 'Garanzie della home',
  hint: 'La fascia «Perché fidarsi» sotto l’apertura della home.',
  itemNoun: 'garanzia',
  nameField: 'label',
  max: 8,
  schemaFile: SCHEMA_FILE,
  fields: {
    label: text('Etichetta', { max: 40, placeholders: CUSTOMERS_PLACEHOLDER }),
    detail: text('Spiegazione', { max: 120, placeholders: CUSTOMERS_PLACEHOLDER }),
  },
});

export const certifications = defineCollection({
  folder: 'content/certifications',
  title: 'Certificazioni',
  hint: 'Le schede delle certificazioni di /prodotto e /composizione.',
  itemNoun: 'certificazione',
  nameField: 'title',
  max: 12,
  schemaFile: SCHEMA_FILE,
  fields: { icon: choice('Icona', CERTIFICATION_ICONS), kind: choice('Che cos’è', CERTIFICATION_KINDS), ...titledText },
  refine: (item: { kind: keyof typeof CERTIFICATION_KINDS; title: string; text: string }, ctx: z.RefinementCtx) => {
    const words = `${item.title} ${item.text}`;
    if (item.kind === 'promessa' && CERTIFIED_WORDS.test(words)) {
      const found = CERTIFIED_WORDS.exec(words)![0];
      ctx.addIssue({
        code: 'custom',
        path: ['kind'],
        message: `è una promessa dell’etichetta ma il testo dice «${found}…»: solo ciò che un organismo certifica si può dire certificato o verificato (Codice del Consumo, art. 23, comma 1, lett. d). Riformula senza quella parola.`,
      });
    }
    if (item.kind === 'certificato' && !/biologic/i.test(words)) {
      ctx.addIssue({
        code: 'custom',
        path: ['kind'],
        message:
          'l’unica certificazione di cui il sito ha i dati è quella biologica (content/site.yaml → organic): qui scegli «promessa», oppure parla della produzione biologica.',
      });
    }
  },
});

export const orderSteps = defineCollection({
  folder: 'content/order-steps',
  title: 'Passi per ordinare',
  hint: 'I passi numerati di «Come Ricevere la Bevanda» (home) e di /come-ordinare.',
  itemNoun: 'passo',
  nameField: 'title',
  max: 8,
  schemaFile: SCHEMA_FILE,
  fields: titledText,
});

export const thankYouSteps = defineCollection({
  folder: 'content/thank-you-steps',
  title: 'Prossimi passi (pagina di ringraziamento)',
  hint: 'I passi numerati di /grazie-benvenuto.',
  itemNoun: 'passo',
  nameField: 'title',
  max: 8,
  schemaFile: SCHEMA_FILE,
  fields: titledText,
});

export const drinkingTips = defineCollection({
  folder: 'content/drinking-tips',
  title: 'Consigli per gustarla',
  hint: 'Le schede dei consigli di /grazie-benvenuto.',
  itemNoun: 'consiglio',
  nameField: 'title',
  schemaFile: SCHEMA_FILE,
  fields: {
    icon: choice('Icona', TIP_ICONS),
    title: text('Titolo', { max: 40 }),
    text: text('Testo', { max: 240, multiline: true }),
    link: group(
      'Link da leggere',
      { label: text('Testo del link', { max: 80 }), href: link('Pagina') },
      { hint: 'Facoltativo: una pagina da leggere dopo, per esempio una ricetta (/ricette-salutari/…).' },
    ).optional(),
  },
});

export const gallery = defineCollection({
  folder: 'content/gallery',
  title: 'Galleria',
  hint: 'Le immagini di «Dal Campo al Bicchiere» in /composizione.',
  itemNoun: 'immagine',
  nameField: 'caption',
  schemaFile: SCHEMA_FILE,
  fields: {
    src: imagePath('Immagine', 'gallery'),
    alt: text('Descrizione per chi non vede l’immagine', {
      max: 180,
      hint: 'Descrivi cosa mostra l’immagine in una frase.',
    }),
    caption: text('Didascalia', { max: 50 }),
  },
});

export const cardSources = [
  testimonials,
  reviews,
  faq,
  ingredients,
  benefits,
  claims,
  certifications,
  orderSteps,
  thankYouSteps,
  drinkingTips,
  gallery,
];

type Fields<C extends { item: z.ZodType }> = z.infer<C['item']>;

export type Testimonial = Fields<typeof testimonials>;
export type Review = Fields<typeof reviews>;
export type FaqItem = Fields<typeof faq>;
export type Ingredient = Fields<typeof ingredients>;
export type Benefit = Fields<typeof benefits>;
export type Claim = Fields<typeof claims>;
export type Certification = Fields<typeof certifications>;
export type OrderStep = Fields<typeof orderSteps>;
export type DrinkingTip = Fields<typeof drinkingTips>;
export type GalleryTile = Fields<typeof gallery>;
