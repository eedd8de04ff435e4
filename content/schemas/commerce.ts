import { z } from 'zod';
import { choice, group, link, text } from '@/lib/content/fields';
import { described } from '@/lib/content/meta';
import { defineCollection, defineFile } from '@/lib/content/sources';
import { PROCESSOR_ROLES, TRANSFERS, WITHDRAWAL } from '@/lib/facts';

/**
 * The facts of selling at a distance and of the data it needs: delivery, payment, withdrawal and
 * the out-of-court dispute body (content/sales.yaml), and who processes visitors' data for us
 * (content/processors/). /come-ordinare, the terms and both privacy texts read them; npm run
 * check:live refuses an undecided withdrawal and a processor without its transfer guarantee.
 */

const SCHEMA_FILE = 'content/schemas/commerce.ts';

export const salesSchema = described(
  group('Vendita: consegna, pagamento, recesso', {
    title: text('Titolo del riquadro su /come-ordinare', { max: 60 }),
    labels: group('Etichette', {
      delivery: text('Consegna', { max: 30 }),
      payment: text('Pagamento', { max: 30 }),
      withdrawal: text('Recesso', { max: 30 }),
    }),
    delivery: group('Consegna', {
      zones: text('Dove consegnate', { max: 200, hint: 'Una frase intera, con le zone escluse se ce ne sono, per esempio «Consegniamo in tutta Italia, isole comprese.» (Codice del Consumo, art. 51, comma 3).' }),
      coldChain: text('Come viaggia al freddo', {
        max: 240,
        hint: 'Facoltativo, ma solo se è vero: il corriere refrigerato o l’imballaggio isotermico, provato per la durata del viaggio. Senza, il sito non dice che viaggia refrigerata.',
      }).optional(),
    }),
    payment: text('Come si paga', { max: 200, hint: 'Una frase intera con tutti i mezzi di pagamento accettati, per esempio «Paghi con bonifico bancario, dopo aver accettato la proposta.» (art. 51, comma 3).' }),
    withdrawal: group('Diritto di recesso', {
      decision: choice('Decisione', WITHDRAWAL, 'Limenta è refrigerata, non pastorizzata e dura 30 giorni: decidete se il recesso è escluso (art. 59, lett. d) o ammesso. Finché è «da decidere», npm run check:live blocca la pubblicazione.'),
      excluded: text('Se è escluso', { max: 300, multiline: true }),
      allowed: text('Se è ammesso', { max: 300, multiline: true, placeholders: { returnCost: 'quanto costa il ritiro' } }),
      returnCost: text('Costo del ritiro refrigerato', { max: 60, hint: 'Se il recesso è ammesso: quanto paga il cliente per il ritiro, che non si può fare per posta (art. 49, comma 1, lett. i).' }).optional(),
      undecided: text('Finché non è deciso', { max: 300, multiline: true }),
    }),
    link: group('Link alle condizioni complete', { label: text('Testo del link', { max: 60 }), href: link('Pagina') }),
    adr: group('Organismo per le controversie (ADR)', {
      name: text('Nome', { max: 120 }),
      url: link('Sito', 'L’indirizzo https:// dell’organismo.'),
    }, { hint: 'Facoltativo: se aderite a un organismo di risoluzione extragiudiziale delle controversie, il suo nome e sito (art. 141-sexies del Codice del Consumo). Senza, i termini non promettono di parteciparvi.' }).optional(),
  }).superRefine((sales, ctx) => {
    const { decision, returnCost, allowed } = sales.withdrawal;
    if (decision === 'ammesso' && !returnCost && /\{returnCost\}/.test(allowed)) {
      ctx.addIssue({ code: 'custom', path: ['withdrawal', 'returnCost'], message: 'manca: con il recesso ammesso, il cliente deve sapere prima quanto costa il ritiro refrigerato (art. 49, comma 1, lett. i). Scrivilo, per esempio «12 €».' });
    }
  }),
  { title: 'Vendita: consegna, pagamento, recesso', kind: 'group' },
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
    service: text('Servizio', { max: 60, hint: 'Che cosa fa per voi, in breve, per esempio «Hosting e CDN del sito».' }),
    name: text('Ragione sociale del fornitore', { max: 80, hint: 'Per esempio «Netlify, Inc.». Finché manca, npm run check:live lo segnala.' }).optional(),
    country: text('Paese', { max: 40, hint: 'Dove ha sede o tratta i dati, per esempio «Stati Uniti».' }).optional(),
    activity: text('Cosa fa con i dati', { max: 200, hint: 'Una frase per la tabella dell’informativa completa, per esempio «Pubblicazione del sito e registrazione dei log».' }),
    transfer: choice('Garanzia per il trasferimento dei dati', TRANSFERS, 'GDPR, art. 13, par. 1, lett. f: si legge nell’accordo sul trattamento dei dati (DPA) del fornitore.'),
    role: choice(
      'Parte nel servizio delle richieste',
      PROCESSOR_ROLES,
      'Solo per chi ospita il servizio delle richieste o ne spedisce le email: le informative lo nominano quando i moduli inviano le richieste, e npm run check:live confronta il dominio del fornitore delle email con SMTP_URL.',
    ).optional(),
    host: described(
      z.string().regex(/^[a-z0-9.-]+\.[a-z]{2,}$/, { error: (issue) => `«${String(issue.input)}» non è un nome di dominio: scrivi solo il dominio, per esempio brevo.com.` }),
      { title: 'Dominio del server di posta', hint: 'Per chi spedisce le email dei moduli: il dominio del suo server SMTP (quello di SMTP_URL, per esempio smtp-relay.brevo.com → brevo.com). npm run check:live li confronta.', kind: 'text' },
    ).optional(),
  },
  refine: (processor, ctx) => {
    if (processor.role === 'invio-email' && !processor.host) {
      ctx.addIssue({ code: 'custom', path: ['host'], message: 'manca: per il fornitore che spedisce le email dei moduli scrivi il dominio del suo server di posta (per esempio brevo.com), che npm run check:live confronta con SMTP_URL.' });
    }
    if (processor.host && processor.role !== 'invio-email') {
      ctx.addIssue({ code: 'custom', path: ['host'], message: 'il dominio del server di posta vale solo per il fornitore che spedisce le email dei moduli: togli host, oppure metti role: invio-email.' });
    }
  },
});

export const commerceSources = [
  defineFile({ file: 'content/sales.yaml', title: 'Vendita: consegna, pagamento, recesso', hint: 'Il riquadro prima del modulo di /come-ordinare e i termini e condizioni.', schema: salesSchema }),
  processors,
];

export type Sales = z.infer<typeof salesSchema>;
export type Processor = z.infer<typeof processors.item>;
