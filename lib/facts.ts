/**
 * The vocabulary of the facts the site states and `npm run check:live` verifies before publishing
 * (scripts/lib/go-live.mjs): the guarantees for data sent abroad, where a review came from, the
 * withdrawal decision (the customer figure has its own module, lib/customers.ts). Pure values and helpers, shared by the content
 * schemas, the pages and the go-live check, so that all three read a fact the same way.
 */

/**
 * The guarantee under which a processor outside the European Economic Area receives personal data
 * (GDPR, art. 13, par. 1, lett. f; art. 44–46): the editors' names. "da-verificare" is the honest
 * answer until the processor's DPA has been read, and the go-live check refuses it.
 */
export const TRANSFERS = {
  'da-verificare': 'Da verificare (npm run check:live lo segnala)',
  see: 'Nessun trasferimento: tratta i dati nello Spazio economico europeo',
  adeguatezza: 'Paese con decisione di adeguatezza della Commissione (art. 45)',
  dpf: 'Aderisce all’EU-US Data Privacy Framework (decisione 2023/1795)',
  scc: 'Clausole contrattuali tipo (decisione 2021/914, art. 46)',
} as const;

/**
 * The part a processor plays in the site's own request service (server/), if any: the privacy
 * texts name these only when the forms send to the service, and the go-live check compares the
 * mail provider's domain with the host of SMTP_URL.
 */
export const PROCESSOR_ROLES = {
  'server-richieste': 'Ospita il servizio delle richieste e il suo database',
  'invio-email': 'Spedisce le email dei moduli (il server di posta di SMTP_URL)',
} as const;

/** How a review or testimonial reached the company. */
export const CHANNELS = {
  email: 'Per email',
  modulo: 'Dal modulo di contatto del sito',
  telefono: 'Per telefono',
  'di-persona': 'Di persona',
  social: 'Con un messaggio sui social',
} as const;

/** The right of withdrawal for this product (Codice del Consumo, art. 49, comma 1, lett. h, i, m; art. 59). */
export const WITHDRAWAL = {
  'da-decidere': 'Da decidere (npm run check:live lo segnala)',
  escluso: 'Escluso: bene che si deteriora rapidamente (art. 59, lett. d)',
  ammesso: 'Ammesso: 14 giorni, con il ritiro a carico del cliente',
} as const;
