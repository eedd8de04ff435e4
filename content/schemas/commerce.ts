import { z } from 'zod';
import { choice, euro, group, iban, integer, link, listOf, text } from '@/lib/content/fields';
import { described } from '@/lib/content/meta';
import { defineCollection, defineFile } from '@/lib/content/sources';
import { PROCESSOR_ROLES, TRANSFERS, WITHDRAWAL } from '@/lib/facts';

/**
 * The facts of selling at a distance (content/sales.yaml) and who processes visitors' data
 * (content/processors/). Amounts are written as an Italian editor types them («12,90») and counted
 * in cents by lib/offer.ts: a price per litre is computed, never written.
 */

const SCHEMA_FILE = 'content/schemas/commerce.ts';

const PACK = { bottles: 'le bottiglie della confezione', ml: 'i millilitri di una bottiglia' };
const PRICES = { price: 'il prezzo, IVA inclusa', perLitre: 'il prezzo al litro, calcolato' };

const pack = group('Confezione', {
  bottles: integer('Bottiglie', 1, 48, 'Quante bottiglie ha la confezione, da 1 a 48.'),
  ml: integer(
    'Millilitri per bottiglia',
    100,
    2000,
    'Il contenuto di una bottiglia in millilitri, come in etichetta (250).',
  ),
  price: euro('Prezzo IVA inclusa', {
    positive: true,
    hint: 'Il prezzo della confezione, IVA inclusa, con la virgola: per esempio 17,40. Il prezzo al litro e a bottiglia si calcolano da soli.',
  }),
});

const deliveryZone = group('Zona', {
  zone: text('Zona', { max: 50, hint: 'Come la legge il cliente, per esempio «Campania» o «Resto d’Italia».' }),
  cost: euro('Spese di consegna IVA inclusa', {
    hint: 'Quanto paga il cliente per la consegna in questa zona, IVA inclusa, con la virgola: per esempio 5,90 (0,00 se è gratuita).',
  }),
});

export const salesSchema = described(
  group('Vendita: prezzi, consegna, pagamento, recesso', {
    title: text('Titolo del riquadro su /come-ordinare e /prodotto', { max: 60 }),
    labels: group('Etichette', {
      delivery: text('Consegna', { max: 30 }),
      deliveryCost: text('Spese di consegna', { max: 30 }),
      minimumOrder: text('Ordine minimo', { max: 30 }),
      payment: text('Pagamento', { max: 30 }),
      withdrawal: text('Recesso', { max: 30 }),
    }),
    prices: group('Prezzi delle confezioni', {
      confirmed: described(z.boolean(), {
        title: 'Prezzi confermati',
        hint: 'No finché prezzi, spese e tempi di consegna sono gli esempi del sito di prova: npm run check:live blocca la pubblicazione. Sì quando sono quelli che applicate davvero (Codice del Consumo, art. 49).',
        kind: 'boolean',
      }),
      caption: text('Titolo della tabella dei prezzi', { max: 80 }),
      columns: group('Intestazioni della tabella', {
        pack: text('Confezione', { max: 30 }),
        price: text('Prezzo', { max: 30 }),
        perBottle: text('A bottiglia', { max: 30 }),
        perLitre: text('Al litro', { max: 30 }),
      }),
      pack: text('Nome di una confezione', {
        max: 60,
        placeholders: PACK,
        hint: 'Come si legge una confezione: {bottles} diventa il numero di bottiglie, {ml} i millilitri, per esempio «{bottles} bottiglie da {ml} ml».',
      }),
      inText: text('Una confezione dentro una frase', {
        max: 80,
        placeholders: { pack: 'il nome della confezione', ...PRICES },
        hint: 'Come le domande frequenti elencano le confezioni quando scrivono {prices}, per esempio «{pack} a {price} ({perLitre})».',
      }),
      fromPrice: text('Prezzo «a partire da»', {
        max: 80,
        placeholders: {
          price: 'il prezzo più basso di una bottiglia, IVA inclusa',
          perLitre: 'il prezzo al litro di quella confezione',
        },
        hint: 'La riga accanto alla presentazione della bevanda (home e /prodotto), per esempio «Da {price} a bottiglia ({perLitre}), IVA inclusa»: con il prezzo va sempre anche il prezzo al litro (Codice del Consumo, art. 14–17).',
      }),
      packs: listOf('Confezioni', pack, {
        min: 1,
        max: 6,
        itemNoun: 'confezione',
        limitSource: SCHEMA_FILE,
        hint: 'Da 1 a 6 confezioni, dalla più piccola: bottiglie, millilitri e prezzo IVA inclusa.',
      }),
    }),
    minimumOrder: group('Ordine minimo', {
      bottles: integer(
        'Bottiglie',
        1,
        240,
        'Il numero più piccolo di bottiglie che si possono ordinare (di solito la confezione più piccola).',
      ),
      text: text('Come si legge', {
        max: 80,
        placeholders: { bottles: 'il numero di bottiglie' },
        hint: 'Per esempio «{bottles} bottiglie, cioè una confezione».',
      }),
    }),
    delivery: group('Consegna', {
      zones: text('Dove consegnate', {
        max: 200,
        hint: 'Una frase intera, con le zone escluse se ce ne sono, per esempio «Consegniamo in tutta Italia, isole comprese.» (Codice del Consumo, art. 51, comma 3).',
      }),
      costs: listOf('Spese di consegna per zona', deliveryZone, {
        min: 1,
        max: 8,
        itemNoun: 'zona',
        limitSource: SCHEMA_FILE,
        hint: 'Una voce per zona, con il costo IVA inclusa: il cliente deve saperlo prima di ordinare (Codice del Consumo, art. 49, comma 1, lett. e).',
      }),
      free: group(
        'Consegna gratuita',
        {
          from: euro('Da quale importo', {
            positive: true,
            hint: 'Il totale dei prodotti, IVA inclusa, da cui la consegna è gratuita in ogni zona: per esempio 60,00.',
          }),
          text: text('Come si legge', {
            max: 120,
            placeholders: { amount: 'l’importo da cui è gratuita' },
            hint: 'Una frase intera, per esempio «La consegna è gratuita per ordini da {amount}.»',
          }),
        },
        { hint: 'Facoltativo: se da un certo importo non fate pagare la consegna. Senza, la consegna si paga sempre.' },
      ).optional(),
      days: text('Giorni e tempi di consegna', {
        max: 200,
        hint: 'Una frase intera: in quali giorni consegnate e in quanto tempo, per esempio «Spediamo dal lunedì al mercoledì e consegniamo entro 48 ore.» (art. 49, comma 1, lett. g).',
      }),
      coldChain: text('Come viaggia al freddo', {
        max: 240,
        hint: 'Facoltativo, ma solo se è vero: il corriere refrigerato o l’imballaggio isotermico, provato per la durata del viaggio. Senza, il sito non dice che viaggia refrigerata.',
      }).optional(),
    }),
    payment: text('Come si paga', {
      max: 200,
      hint: 'Una frase intera con tutti i mezzi di pagamento accettati, per esempio «Paghi con bonifico bancario, dopo aver accettato la proposta.» (art. 51, comma 3).',
    }),
    bankTransfer: group(
      'Bonifico bancario',
      {
        iban: iban('IBAN'),
        text: text('Come si legge', {
          max: 120,
          placeholders: { holder: 'la ragione sociale (da content/site.yaml)', iban: 'l’IBAN, a gruppi di quattro' },
          hint: 'Per esempio «Bonifico intestato a {holder}, IBAN {iban}».',
        }),
      },
      {
        hint: 'Se accettate il bonifico: l’IBAN del conto della società. Finché è quello d’esempio, npm run check:live blocca la pubblicazione.',
      },
    ).optional(),
    withdrawal: group('Diritto di recesso', {
      decision: choice(
        'Decisione',
        WITHDRAWAL,
        'Limenta è refrigerata, non pastorizzata e dura 30 giorni: il sito di prova riconosce il recesso di 14 giorni (sempre lecito); escluderlo (art. 59, lett. d) è una vostra scelta. Finché è «da decidere», nessuna proposta parte.',
      ),
      confirmed: described(z.boolean(), {
        title: 'Decisione confermata',
        hint: 'No finché la decisione e il costo del ritiro sono quelli del sito di prova: npm run check:live blocca la pubblicazione. Sì quando li avete decisi voi (Codice del Consumo, art. 49, comma 1, lett. h–m).',
        kind: 'boolean',
      }).optional(),
      excluded: text('Se è escluso', { max: 300, multiline: true }),
      allowed: text('Se è ammesso', {
        max: 300,
        multiline: true,
        placeholders: { returnCost: 'quanto costa il ritiro' },
      }),
      returnCost: text('Costo del ritiro refrigerato', {
        max: 60,
        hint: 'Se il recesso è ammesso: quanto paga il cliente per il ritiro, che non si può fare per posta (art. 49, comma 1, lett. i).',
      }).optional(),
      undecided: text('Finché non è deciso', { max: 300, multiline: true }),
    }),
    link: group('Link alle condizioni complete', { label: text('Testo del link', { max: 60 }), href: link('Pagina') }),
    adr: group(
      'Organismo per le controversie (ADR)',
      {
        name: text('Nome', { max: 120 }),
        url: link('Sito', 'L’indirizzo https:// dell’organismo.'),
      },
      {
        hint: 'Facoltativo: se aderite a un organismo di risoluzione extragiudiziale delle controversie, il suo nome e sito (art. 141-sexies del Codice del Consumo). Senza, i termini non promettono di parteciparvi.',
      },
    ).optional(),
  }).superRefine((sales, ctx) => {
    const { decision, returnCost, allowed } = sales.withdrawal;
    if (decision === 'ammesso' && !returnCost && /\{returnCost\}/.test(allowed)) {
      ctx.addIssue({
        code: 'custom',
        path: ['withdrawal', 'returnCost'],
        message:
          'manca: con il recesso ammesso, il cliente deve sapere prima quanto costa il ritiro refrigerato (art. 49, comma 1, lett. i). Scrivilo, per esempio «12 €».',
      });
    }
    const { fromPrice, packs } = sales.prices;
    for (const placeholder of ['{price}', '{perLitre}']) {
      if (!fromPrice.includes(placeholder)) {
        ctx.addIssue({
          code: 'custom',
          path: ['prices', 'fromPrice'],
          message: `manca ${placeholder}: accanto a un prezzo il sito mostra anche il prezzo al litro (Codice del Consumo, art. 14–17). Scrivi per esempio «Da {price} a bottiglia ({perLitre}), IVA inclusa».`,
        });
      }
    }
    const seen = new Set<string>();
    packs.forEach((entry, index) => {
      const key = `${entry.bottles}×${entry.ml}`;
      if (seen.has(key))
        ctx.addIssue({
          code: 'custom',
          path: ['prices', 'packs', index, 'bottles'],
          message: `c’è già una confezione da ${entry.bottles} bottiglie da ${entry.ml} ml: cambia il numero di bottiglie o togli una delle due.`,
        });
      seen.add(key);
    });
    const zones = new Set<string>();
    sales.delivery.costs.forEach((entry, index) => {
      if (zones.has(entry.zone))
        ctx.addIssue({
          code: 'custom',
          path: ['delivery', 'costs', index, 'zone'],
          message: `la zona «${entry.zone}» c’è già: ogni zona ha un costo solo.`,
        });
      zones.add(entry.zone);
    });
  }),
  { title: 'Vendita: prezzi, consegna, pagamento, recesso', kind: 'group' },
);

export const processors = defineCollection({
  folder: 'content/processors',
  title: 'Fornitori che trattano i dati',
  hint: 'I responsabili del trattamento (hosting, server del servizio delle richieste, invio delle email dei moduli, posta elettronica…) che le informative privacy nominano, ciascuno con la garanzia per i dati trattati fuori dall’UE.',
  itemNoun: 'fornitore',
  nameField: 'service',
  max: 12,
  schemaFile: SCHEMA_FILE,
  fields: {
    service: text('Servizio', {
      max: 60,
      hint: 'Che cosa fa per voi, in breve, per esempio «Hosting e CDN del sito».',
    }),
    name: text('Ragione sociale del fornitore', {
      max: 80,
      hint: 'Per esempio «Netlify, Inc.». Finché manca, npm run check:live lo segnala.',
    }).optional(),
    country: text('Paese', { max: 40, hint: 'Dove ha sede o tratta i dati, per esempio «Stati Uniti».' }).optional(),
    activity: text('Cosa fa con i dati', {
      max: 200,
      hint: 'Una frase per la tabella dell’informativa completa, per esempio «Pubblicazione del sito e registrazione dei log».',
    }),
    transfer: choice(
      'Garanzia per il trasferimento dei dati',
      TRANSFERS,
      'GDPR, art. 13, par. 1, lett. f: si legge nell’accordo sul trattamento dei dati (DPA) del fornitore.',
    ),
    role: choice(
      'Parte nel servizio delle richieste',
      PROCESSOR_ROLES,
      'Solo per chi ospita il servizio delle richieste o ne spedisce le email: le informative lo nominano quando i moduli inviano le richieste, e npm run check:live confronta il dominio del fornitore delle email con SMTP_URL.',
    ).optional(),
    host: described(
      z.string().regex(/^[a-z0-9.-]+\.[a-z]{2,}$/, {
        error: (issue) =>
          `«${String(issue.input)}» non è un nome di dominio: scrivi solo il dominio, per esempio brevo.com.`,
      }),
      {
        title: 'Dominio del server di posta',
        hint: 'Per chi spedisce le email dei moduli: il dominio del suo server SMTP (quello di SMTP_URL, per esempio smtp-relay.brevo.com → brevo.com). npm run check:live li confronta.',
        kind: 'text',
      },
    ).optional(),
  },
  refine: (processor, ctx) => {
    if (processor.role === 'invio-email' && !processor.host) {
      ctx.addIssue({
        code: 'custom',
        path: ['host'],
        message:
          'manca: per il fornitore che spedisce le email dei moduli scrivi il dominio del suo server di posta (per esempio brevo.com), che npm run check:live confronta con SMTP_URL.',
      });
    }
    if (processor.host && processor.role !== 'invio-email') {
      ctx.addIssue({
        code: 'custom',
        path: ['host'],
        message:
          'il dominio del server di posta vale solo per il fornitore che spedisce le email dei moduli: togli host, oppure metti role: invio-email.',
      });
    }
  },
});

export const commerceSources = [
  defineFile({
    file: 'content/sales.yaml',
    title: 'Vendita: prezzi, consegna, pagamento, recesso',
    hint: 'Il riquadro dei prezzi prima del modulo di /come-ordinare e su /prodotto, il prezzo «a partire da» della home e di /prodotto, le domande frequenti sul prezzo e i termini e condizioni.',
    schema: salesSchema,
  }),
  processors,
];

export type Sales = z.infer<typeof salesSchema>;
export type Processor = z.infer<typeof processors.item>;
