// @ts-check
// The go-live check (`npm run check:live`, and the first step of `npm run build`): what
// would make the published site lose orders or break the law, in plain Italian, for the owner.
// readGoLiveFacts() is the one place it reads content and settings; each check is a function of
// those facts, so the tests can give it good and bad ones.
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { endpointOrigin, SIMULATED_ENDPOINT } from '../../deploy/hosting.config.mjs';
import { claimsBeyondCount, customerClaims, fillCustomers, unbackedCustomerCount } from '../../lib/customers.mjs';
import { isValidPartitaIva } from '../../lib/partita-iva.mjs';
import { loadContentFile } from './load-content.mjs';

/**
 * Each message ends with the part of the docs that explains it: the editors' guide, section «Prima
 * di pubblicare», for the facts in content/; the deployment guide for where the forms send and the
 * request service's settings.
 */
export const GUIDE = 'docs/modifica-contenuti.md';
export const DEPLOY_GUIDE = 'docs/deploy.md';
/** @param {string} anchor */
const guide = (anchor) => ` Guida: ${GUIDE}#${anchor}.`;
/** @param {string} anchor */
const deployGuide = (anchor) => ` Guida: ${DEPLOY_GUIDE}#${anchor}.`;

/**
 * The example values content/site.yaml ships with: a site published with any of them shows
 * company data that is not the company's.
 */
export const EXAMPLE_VALUES = {
  vatNumber: '12345670637',
  rea: 'NA-1234567',
  address: { streetAddress: 'Via dei Limoni 12', postalCode: '80067', city: 'Sorrento' },
  controlBodyCode: 'IT-BIO-000',
  siteUrl: 'https://www.limenta.it',
  registryNumber: '12345670637',
  pec: 'limenta@pec.it',
  /** The bank's textbook example (ISO 13616), with valid check digits: the content check accepts it. */
  iban: 'IT60X0542811101000000123456',
};

/**
 * @typedef {object} GoLiveFacts
 * @property {string | undefined} siteUrlSetting SITE_URL at build time
 * @property {string | undefined} contactEndpoint NEXT_PUBLIC_CONTACT_ENDPOINT at build time (unset: the
 *   request service on the site's own origin)
 * @property {string | undefined} staticHost the host that builds the site when it serves files only
 *   (Netlify, Vercel, Cloudflare Pages), where no request service runs beside the site
 * @property {string | undefined} smtpUrl SMTP_URL: the request service's mail server, when the service
 *   runs beside the site (the build and the service share their settings there)
 * @property {ServiceStatus | undefined} serviceStatus what the service elsewhere (NEXT_PUBLIC_CONTACT_ENDPOINT) says of itself
 * @property {{ vatNumber: string, rea: string, streetAddress: string, postalCode: string, city: string, registry?: { office: string, number: string }, pec?: string, shareholders?: string }} company content/site.yaml → company
 * @property {{ controlBodyCode?: string, controlBodyName?: string, operatorCertificate?: string } | undefined} organic content/site.yaml → organic
 * @property {{ confirmedByLaboratory?: boolean } | undefined} nutrition content/food-information.yaml → nutrition
 * @property {{ src: string, provisional: boolean } | undefined} organicLogo content/food-information.yaml → organicLogo, and whether its file says it is the site's provisional drawing
 * @property {Array<{ file: string, name: string, provenance?: { consent?: boolean } }>} reviews every review and testimonial: content/reviews/, content/testimonials/, the featured one of content/pages/benefici.yaml (if any)
 * @property {import('../../lib/customers.mjs').CustomerCount} customers content/site.yaml → customers
 * @property {Array<{ file: string, words: string, number: number, moreThan: boolean }>} customerClaims every number of customers a text states, as the pages show it
 * @property {string} withdrawal content/sales.yaml → withdrawal.decision
 * @property {boolean} [withdrawalConfirmed] content/sales.yaml → withdrawal.confirmed (the launch content's decision and return cost are the demonstration's)
 * @property {{ confirmed?: boolean, iban?: string } | undefined} offer content/sales.yaml → prices.confirmed (the packs' prices, delivery costs and times, the cold chain), bankTransfer.iban
 * @property {Array<{ file: string, service: string, name?: string, transfer: string, role?: string, host?: string }>} processors content/processors/ (role: their part in the request service)
 * @property {{ src?: string, comingSoon?: { badge: string } }} video content/video.yaml
 * @property {{ file: string, text: string } | null} confirmationPromise a text of the thank-you page that promises a confirmation email
 * @property {{ text?: string, until?: string }} [announcement] content/announcement.yaml
 * @property {string} [today] the day in Italy (AAAA-MM-GG) the check runs on
 */

/**
 * @typedef {object} ServiceStatus GET <endpoint>/stato on the request service (server/handler.ts)
 * @property {boolean} reachable
 * @property {boolean} [smtp] whether it has SMTP settings
 * @property {string | null} [smtpHost] its mail server's host
 * @property {boolean} [teamMailFailing] whether the team's own mailbox refuses its emails for good
 */

/** @typedef {(facts: GoLiveFacts) => string[]} Check */

/**
 * Where the forms send, as the build resolves it: the service on the site's own origin (unset,
 * or a path), a service elsewhere (an https address), the simulated send, or an address the
 * forms could not use.
 * @param {string | undefined} contactEndpoint
 * @returns {{ kind: 'own' } | { kind: 'elsewhere', url: URL } | { kind: 'simulated' } | { kind: 'unusable', reason: string }}
 */
function delivery(contactEndpoint) {
  const value = contactEndpoint?.trim();
  if (value === SIMULATED_ENDPOINT) return { kind: 'simulated' };
  try {
    if (!value || !endpointOrigin(value)) return { kind: 'own' };
    return { kind: 'elsewhere', url: new URL(value) };
  } catch (error) {
    return { kind: 'unusable', reason: error instanceof Error ? error.message : String(error) };
  }
}

/** @type {Check} */
function deliveryEndpoint({ contactEndpoint, staticHost }) {
  const where = delivery(contactEndpoint);
  if (where.kind === 'simulated') {
    return [
      `I moduli non inviano nulla: NEXT_PUBLIC_CONTACT_ENDPOINT=simulate rende l’invio solo simulato, quindi ogni richiesta d’ordine andrebbe persa. Togli la variabile (il servizio delle richieste risponde sullo stesso indirizzo del sito) o impostala all’indirizzo del servizio.${deployGuide('set-ups')}`,
    ];
  }
  if (where.kind === 'unusable')
    return [`L’indirizzo di consegna dei moduli non è utilizzabile: ${where.reason}${deployGuide('set-ups')}`];
  if (where.kind === 'own' && staticHost) {
    return [
      `Il sito è costruito per ${staticHost}, che pubblica solo file e non esegue il servizio delle richieste: i moduli invierebbero a /api/richieste e ogni richiesta andrebbe persa. Avvia il servizio su un server Node (npm run service) e imposta NEXT_PUBLIC_CONTACT_ENDPOINT al suo indirizzo, per esempio https://richieste.tuodominio.it/api/richieste.${deployGuide('set-ups')}`,
    ];
  }
  return [];
}

/** The host part of an SMTP URL, or null. @param {string | undefined | null} url */
function smtpHost(url) {
  try {
    return url ? new URL(url).hostname.toLowerCase() : null;
  } catch {
    return null;
  }
}

/**
 * The request service can send the team's email and the visitor's confirmation (the one the
 * thank-you page promises) only with a mail server: SMTP_URL where it runs beside the site (set in
 * the build's environment too, so this check sees it), or what the service elsewhere says of itself.
 * @type {Check}
 */
function serviceMail({ contactEndpoint, staticHost, smtpUrl, serviceStatus, confirmationPromise }) {
  const where = delivery(contactEndpoint);
  const promise = confirmationPromise
    ? ` La pagina di ringraziamento promette l’email di conferma («${confirmationPromise.text}», ${confirmationPromise.file}): senza la posta, la promessa non sarebbe vera.`
    : '';
  if (where.kind === 'own' && !staticHost) {
    const at = deployGuide('the-request-service-server');
    if (!smtpUrl) {
      return [
        `Il servizio delle richieste non ha le impostazioni della posta: SMTP_URL non è impostato, quindi le richieste verrebbero registrate ma né il team né il visitatore riceverebbero l’email.${promise} Impostalo (con MAIL_FROM e TEAM_EMAIL) nell’ambiente del servizio e della build, per esempio SMTP_URL=smtp://utente:password@smtp.tuofornitore.it:587.${at}`,
      ];
    }
    if (!/^smtps?:\/\//i.test(smtpUrl) || !smtpHost(smtpUrl))
      return [
        `SMTP_URL non è un indirizzo di server di posta: scrivilo come smtp://utente:password@host:587 o smtps://utente:password@host:465.${at}`,
      ];
  }
  if (where.kind === 'elsewhere') {
    const at = deployGuide('set-ups');
    if (!serviceStatus?.reachable) {
      return [
        `Il servizio delle richieste a ${where.url.origin} non risponde (${where.url.origin}${where.url.pathname.replace(/\/$/, '')}/stato): avvialo prima di pubblicare il sito, o correggi NEXT_PUBLIC_CONTACT_ENDPOINT.${at}`,
      ];
    }
    if (!serviceStatus.smtp)
      return [
        `Il servizio delle richieste a ${where.url.origin} non ha le impostazioni della posta (SMTP_URL): nessuna email partirebbe.${promise} Impostale nell’ambiente del servizio e riavvialo.${at}`,
      ];
    if (serviceStatus.teamMailFailing) {
      return [
        `Il servizio delle richieste a ${where.url.origin} dice che la casella del team (TEAM_EMAIL) rifiuta le sue email: le richieste restano registrate, ma al team non arrivano. Libera o correggi quella casella (il servizio riprova da solo per 24 ore), leggi intanto le richieste con «npm run richieste» e imposta ALERT_EMAIL su un altro dominio per saperlo subito.${deployGuide('the-request-service-server')}`,
      ];
    }
  }
  return [];
}

/** @type {Check} */
function companyData({ company }) {
  const problems = [];
  const at = guide('pubblicare-dati-aziendali');
  if (company.vatNumber === EXAMPLE_VALUES.vatNumber) {
    problems.push(
      `La Partita IVA è ancora quella d’esempio (${EXAMPLE_VALUES.vatNumber}): il sito deve mostrare quella vera dell’azienda. Correggila in content/site.yaml → company.vatNumber.${at}`,
    );
  } else if (!isValidPartitaIva(company.vatNumber)) {
    problems.push(
      `La Partita IVA «${company.vatNumber}» non è valida (11 cifre, l’ultima di controllo). Correggila in content/site.yaml → company.vatNumber.${at}`,
    );
  }
  if (company.rea === EXAMPLE_VALUES.rea) {
    problems.push(
      `Il numero REA è ancora quello d’esempio (${EXAMPLE_VALUES.rea}). Correggilo in content/site.yaml → company.rea.${at}`,
    );
  } else if (!/^[A-Z]{2}-\d{1,7}$/.test(company.rea)) {
    problems.push(
      `Il numero REA «${company.rea}» non ha la forma sigla della provincia, trattino e numero (per esempio NA-123456). Correggilo in content/site.yaml → company.rea.${at}`,
    );
  }
  const example = EXAMPLE_VALUES.address;
  if (
    company.streetAddress === example.streetAddress &&
    company.postalCode === example.postalCode &&
    company.city === example.city
  ) {
    problems.push(
      `L’indirizzo della sede è ancora quello d’esempio (${example.streetAddress}, ${example.postalCode} ${example.city}). Correggilo in content/site.yaml → company (streetAddress, postalCode, city, province).${at}`,
    );
  }
  if (!company.registry?.number || company.registry.number === EXAMPLE_VALUES.registryNumber) {
    problems.push(
      `L’iscrizione al Registro delle Imprese è ancora quella d’esempio: il piè di pagina deve dire ufficio e numero veri (art. 2250 c.c.). Copiali dalla visura camerale in content/site.yaml → company.registry.${at}`,
    );
  }
  if (!company.pec || company.pec === EXAMPLE_VALUES.pec) {
    problems.push(
      `La PEC è ancora quella d’esempio (${EXAMPLE_VALUES.pec}). Scrivi quella della società, come sulla visura, in content/site.yaml → company.pec.${at}`,
    );
  }
  if (company.shareholders !== 'socio-unico' && company.shareholders !== 'piu-soci') {
    problems.push(
      `Non è indicato se la società ha un socio unico: se sì, il sito deve dire «a socio unico» accanto alla ragione sociale (art. 2250 c.c.). Controlla la visura e scegli in content/site.yaml → company.shareholders.${at}`,
    );
  }
  return problems;
}

/** @type {Check} */
function siteUrl({ siteUrlSetting }) {
  if (!siteUrlSetting) {
    return [
      `L’indirizzo del sito non è impostato per la pubblicazione: manca SITE_URL, quindi link canonici, sitemap e dati strutturati userebbero quello predefinito (${EXAMPLE_VALUES.siteUrl}). Impostalo nella build, per esempio SITE_URL=https://www.tuodominio.it.${guide('pubblicare-indirizzo')}`,
    ];
  }
  let url;
  try {
    url = new URL(siteUrlSetting);
  } catch {
    return [
      `SITE_URL «${siteUrlSetting}» non è un indirizzo: scrivilo intero, per esempio https://www.tuodominio.it.${guide('pubblicare-indirizzo')}`,
    ];
  }
  const problems = [];
  if (url.protocol !== 'https:')
    problems.push(`SITE_URL «${siteUrlSetting}» non usa https: il sito pubblicato deve essere servito in HTTPS.`);
  if (/^(localhost|127\.|\[::1\]|0\.0\.0\.0)|(^|\.)example\.(com|org|net|it)$/.test(url.hostname)) {
    problems.push(
      `SITE_URL «${siteUrlSetting}» non è l’indirizzo pubblico del sito: motori di ricerca e anteprime dei link punterebbero lì.`,
    );
  }
  if (url.pathname !== '/' || url.search || url.hash)
    problems.push(`SITE_URL «${siteUrlSetting}» deve essere solo il dominio, senza percorso.`);
  return problems.map((problem) => problem + guide('pubblicare-indirizzo'));
}

/** @type {Check} */
function organicControlBody({ organic, organicLogo }) {
  const code = organic?.controlBodyCode?.trim();
  const at = guide('pubblicare-certificazioni');
  const where = `Inseriscilo in content/site.yaml → organic.controlBodyCode, come sul certificato.${at}`;
  const problems = [];
  if (!code)
    problems.push(
      `Manca il codice dell’organismo di controllo biologico: senza, il sito non può dire «biologico certificato» (Reg. UE 2018/848). ${where}`,
    );
  else if (code === EXAMPLE_VALUES.controlBodyCode)
    problems.push(`Il codice dell’organismo di controllo biologico è ancora quello d’esempio (${code}). ${where}`);
  else if (!/^IT-BIO-0\d{2}$/.test(code))
    problems.push(`Il codice dell’organismo di controllo biologico «${code}» non ha la forma IT-BIO-0XX. ${where}`);
  if (!organic?.controlBodyName?.trim()) {
    problems.push(
      `Manca il nome dell’organismo di controllo biologico: il sito dice «biologico certificato» e deve dire da chi. Scrivilo come sul certificato in content/site.yaml → organic.controlBodyName.${at}`,
    );
  }
  if (organicLogo?.provisional) {
    problems.push(
      `Il logo biologico europeo (public${organicLogo.src}) è un disegno provvisorio del sito: va usato il file ufficiale della Commissione europea (Reg. UE 2018/848, art. 33 e allegato V). Sostituisci il file, o scegline un altro in content/food-information.yaml → organicLogo.${at}`,
    );
  }
  if (!organic?.operatorCertificate?.trim()) {
    problems.push(
      `Manca il numero del certificato biologico di Limenta: per vendere la bevanda come biologica serve anche la certificazione di chi la prepara e la imbottiglia, non solo quella degli ingredienti (Reg. UE 2018/848, art. 34–35). Scrivilo in content/site.yaml → organic.operatorCertificate.${at}`,
    );
  }
  return problems;
}

/**
 * The request service's processors, as the privacy texts name them from content/processors/ (role):
 * who hosts it, and who sends its emails, which must be the mail server the service really uses
 * (SMTP_URL's host, or the one the service elsewhere reports).
 * @type {Check}
 */
function requestServiceProcessors({ contactEndpoint, smtpUrl, serviceStatus, processors }) {
  const where = delivery(contactEndpoint);
  if (where.kind === 'simulated' || where.kind === 'unusable') return [];
  const at = guide('pubblicare-privacy');
  const problems = [];
  if (!processors.some((processor) => processor.role === 'server-richieste')) {
    problems.push(
      `L’informativa privacy non dice chi ospita il servizio delle richieste, dove restano le richieste dei moduli. Aggiungi in content/processors/ il fornitore del suo server (o dai role: server-richieste a quello dell’hosting, se è lo stesso).${at}`,
    );
  }
  const mailProviders = processors.filter((processor) => processor.role === 'invio-email');
  if (mailProviders.length === 0) {
    problems.push(
      `L’informativa privacy non nomina il fornitore che spedisce le email dei moduli. Aggiungi in content/processors/ un file con role: invio-email, con nome, Paese e dominio del server di posta (host).${at}`,
    );
    return problems;
  }
  const host = where.kind === 'own' ? smtpHost(smtpUrl) : (serviceStatus?.smtpHost?.toLowerCase() ?? null);
  if (!host) return problems; // no mail server yet: serviceMail reports it
  const sendsWith = (/** @type {string | undefined} */ domain) =>
    Boolean(domain) && (host === domain?.toLowerCase() || host.endsWith(`.${domain?.toLowerCase()}`));
  if (!mailProviders.some((processor) => sendsWith(processor.host))) {
    const named = mailProviders
      .map(
        (processor) =>
          `${processor.name || processor.service} (${processor.host ?? 'senza dominio'}, ${processor.file})`,
      )
      .join(', ');
    problems.push(
      `L’informativa privacy nomina ${named} come fornitore delle email dei moduli, ma il servizio le spedisce con ${host}: il testo non direbbe il vero. Correggi il fornitore in content/processors/, oppure SMTP_URL.${at}`,
    );
  }
  return problems;
}

/**
 * The nutrition declaration starts as figures calculated from the recipe; a published label must
 * carry the values of the product as sold (Reg. UE 1169/2011, art. 31(4)).
 * @type {Check}
 */
function nutritionConfirmed({ nutrition }) {
  if (nutrition?.confirmedByLaboratory) return [];
  return [
    `I valori nutrizionali (e la vitamina C che permette di dire «fonte di vitamina C») sono stime calcolate dalla ricetta, da confermare con un’analisi di laboratorio. Inserisci i valori dell’analisi in content/food-information.yaml → nutrition e imposta confirmedByLaboratory: true.${guide('pubblicare-etichetta')}`,
  ];
}

/** The processors the privacy texts name: each must be named and have its transfer guarantee (GDPR, art. 13, par. 1, lett. e–f). @type {Check} */
function processorsNamedWithTransfer({ processors }) {
  const at = guide('pubblicare-privacy');
  const problems = [];
  const unnamed = processors.filter((processor) => !processor.name?.trim());
  if (unnamed.length > 0) {
    problems.push(
      `L’informativa privacy non nomina ${unnamed.length === 1 ? 'un fornitore' : `${unnamed.length} fornitori`} che trattano i dati: ${unnamed.map((processor) => `«${processor.service}» (${processor.file})`).join(', ')}. Scrivi ragione sociale e Paese (name, country).${at}`,
    );
  }
  const unchecked = processors.filter((processor) => !processor.transfer || processor.transfer === 'da-verificare');
  if (unchecked.length > 0) {
    problems.push(
      `Manca la garanzia per i dati trattati fuori dall’UE di ${unchecked.map((processor) => `«${processor.name || processor.service}» (${processor.file})`).join(', ')}: leggila nell’accordo sul trattamento dei dati (DPA) di ciascuno e scegli transfer (see, adeguatezza, dpf o scc).${at}`,
    );
  }
  return problems;
}

/** Reviews and testimonials: only real ones, with their provenance and the author's consent (Codice del Consumo, art. 22 c. 4-bis, art. 23 lett. bb-ter). @type {Check} */
function reviewsBacked({ reviews }) {
  const at = guide('pubblicare-recensioni');
  const problems = [];
  const examples = reviews.filter((review) => !review.provenance);
  if (examples.length > 0) {
    problems.push(
      `${examples.length === 1 ? 'Una recensione o testimonianza è un esempio' : `${examples.length} recensioni e testimonianze sono esempi`}, senza provenienza: ${examples.map((review) => `${review.name} (${review.file})`).join(', ')}. Pubblicare recensioni inventate è vietato: per ognuna scrivi provenance (quando e come è arrivata, se hai verificato l’ordine, il consenso, se l’hai accorciata), oppure sostituiscila con una vera o toglila.${at}`,
    );
  }
  const withoutConsent = reviews.filter((review) => review.provenance && review.provenance.consent !== true);
  if (withoutConsent.length > 0) {
    problems.push(
      `Manca il consenso dell’autore a pubblicare ${withoutConsent.map((review) => `${review.name} (${review.file})`).join(', ')}: chiedilo per iscritto e poi metti provenance.consent: true, oppure togli la scheda.${at}`,
    );
  }
  return problems;
}

/** The number of customers: counted, dated, sourced, and at least what every text says (Codice del Consumo, art. 27, comma 5). @type {Check} */
function customersCounted({ customers, customerClaims }) {
  const at = guide('pubblicare-clienti');
  const problems = [];
  const missing = unbackedCustomerCount(customers).map(
    (field) => ({ asOf: 'la data del conteggio (asOf)', source: 'la fonte (source)' })[field],
  );
  if (missing.length > 0) {
    problems.push(
      `Il numero dei clienti (${customers.count}) non ha ${missing.join(' né ')}: se un’autorità lo chiede, va provato. Contali nei registri degli ordini e scrivi data e fonte in content/site.yaml → customers.${at}`,
    );
  }
  const beyond = claimsBeyondCount(customerClaims, customers.count);
  if (beyond.length > 0) {
    problems.push(
      `I testi dicono più clienti di quelli contati (${customers.count}, content/site.yaml → customers.count): ${beyond.map((claim) => `«${claim.words}» (${claim.file})`).join(', ')}. Aggiorna il conteggio dai registri, oppure correggi i testi.${at}`,
    );
  }
  return problems;
}

/**
 * The prices the site shows before the form, the delivery costs, days and cold chain, and the IBAN
 * customers pay to: the launch content's are examples (Codice del Consumo, art. 49, 14–17).
 * @type {Check}
 */
function offerConfirmed({ offer }) {
  const at = guide('pubblicare-prezzi');
  const problems = [];
  if (!offer?.confirmed) {
    problems.push(
      `I prezzi delle confezioni, le spese e i giorni di consegna e il modo in cui la bevanda viaggia al freddo sono ancora gli esempi del sito di prova: il sito li mostra prima del modulo e chi ordina ha diritto a quelle condizioni (Codice del Consumo, art. 49). Scrivi quelli veri in content/sales.yaml (prices, minimumOrder, delivery) e poi imposta prices.confirmed: true.${at}`,
    );
  }
  if (offer?.iban && offer.iban.replace(/\s+/g, '').toUpperCase() === EXAMPLE_VALUES.iban) {
    problems.push(
      `L’IBAN per il bonifico è ancora quello d’esempio (${EXAMPLE_VALUES.iban}): i clienti pagherebbero su un conto che non è il vostro. Scrivi quello del conto della società in content/sales.yaml → bankTransfer.iban.${at}`,
    );
  }
  return problems;
}

/** The right of withdrawal must be decided before anyone orders (Codice del Consumo, art. 49, comma 1, lett. h–m; art. 53). @type {Check} */
function withdrawalDecided({ withdrawal, withdrawalConfirmed }) {
  if (withdrawal === 'escluso' || withdrawal === 'ammesso') {
    if (withdrawalConfirmed) return [];
    return [
      `Il diritto di recesso (${withdrawal === 'ammesso' ? '«ammesso», 14 giorni, con il ritiro refrigerato a carico del cliente' : '«escluso»'}) è ancora la scelta del sito di prova: è una decisione vostra e il cliente la legge in ogni proposta (Codice del Consumo, art. 49 e 59). Confermala, o scegli «escluso» per una bevanda che si deteriora rapidamente (art. 59 lett. d), con il costo del ritiro in content/sales.yaml → withdrawal, e poi imposta withdrawal.confirmed: true.${guide('pubblicare-vendita')}`,
    ];
  }
  return [
    `Non è deciso se per Limenta vale il diritto di recesso: il cliente deve saperlo prima di ordinare, altrimenti il termine per recedere si allunga di 12 mesi (Codice del Consumo, art. 49 e 53). Scegli «escluso» (bevanda refrigerata che si deteriora rapidamente, art. 59 lett. d) o «ammesso» con il costo del ritiro in content/sales.yaml → withdrawal.${guide('pubblicare-vendita')}`,
  ];
}

/** A section that announces what is not there yet (the preparation video). @type {Check} */
function noPlaceholderSections({ video }) {
  if (video.src || !video.comingSoon) return [];
  return [
    `La sezione del video annuncia un video che non c’è («${video.comingSoon.badge}», content/video.yaml): finché manca, il sito la nasconde, ma l’annuncio resta da sistemare. Pubblica il video (src e captions, in public/video) oppure togli comingSoon.${guide('pubblicare-video')}`,
  ];
}

/**
 * A seasonal announcement past its last day: a build from that day on no longer shows it, but the
 * pages built before do, and the content still holds it.
 * @type {Check}
 */
function announcementCurrent({ announcement, today }) {
  if (!announcement?.text || !announcement.until || !today || announcement.until >= today) return [];
  const [year, month, day] = announcement.until.split('-');
  return [
    `L’avviso in cima alle pagine («${announcement.text}») valeva fino al ${day}/${month}/${year}: è scaduto. Le pagine pubblicate prima di quel giorno lo mostrano ancora, finché il sito non viene ricostruito. Toglilo da content/announcement.yaml (text, link e until) o scrivi una nuova data, poi pubblica.${guide('pubblicare-avviso')}`,
  ];
}

/** Every check, in the order the owner reads them. To add one, write a Check and list it here. @type {Check[]} */
export const CHECKS = [
  deliveryEndpoint,
  serviceMail,
  companyData,
  siteUrl,
  organicControlBody,
  nutritionConfirmed,
  requestServiceProcessors,
  processorsNamedWithTransfer,
  reviewsBacked,
  customersCounted,
  offerConfirmed,
  withdrawalDecided,
  noPlaceholderSections,
  announcementCurrent,
];

/** @param {GoLiveFacts} facts */
export function goLiveProblems(facts) {
  return CHECKS.flatMap((check) => check(facts));
}

/** The checks of the settings of a build (where the forms send, the mail server, SITE_URL), not of content/. */
const SETTINGS_CHECKS = new Set([deliveryEndpoint, serviceMail, siteUrl]);

/**
 * The go-live check's rules on content/ alone, as they stand on disk now: what the editing page
 * holds a save of a launched site to (every fact filled in), whatever the settings of the machine
 * it runs on.
 */
export async function goLiveContentProblems() {
  const facts = await readGoLiveFacts({});
  return CHECKS.filter((check) => !SETTINGS_CHECKS.has(check)).flatMap((check) => check(facts));
}

/**
 * The YAML files of a folder under content/ and its subfolders, sorted, as project-relative paths.
 * @param {string} folder
 * @returns {string[]}
 */
function yamlFiles(folder) {
  return readdirSync(path.resolve(folder), { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.yaml'))
    .map((file) => `${folder}/${file.split(path.sep).join('/')}`)
    .sort();
}

/** Every text of a value, however deep. @param {unknown} value @returns {string[]} */
function textsOf(value) {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(textsOf);
  if (value && typeof value === 'object') return Object.values(value).flatMap(textsOf);
  return [];
}

/** The mark the site's own drawings carry where an official file must replace them (public/art/logo-biologico-ue.svg). */
export const PROVISIONAL_DRAWING = 'limenta:disegno-provvisorio';

/** A text of the thank-you page that promises an automatic confirmation email. */
const CONFIRMATION_PROMISE =
  /email di conferma|conferma (?:via|per) email|ti (?:mandiamo|inviamo|arriva) (?:subito )?(?:la|una) conferma/i;

/**
 * What the request service at a delivery address says of itself (GET …/stato), or that it did not answer.
 * @param {URL} endpoint
 * @returns {Promise<ServiceStatus>}
 */
export async function fetchServiceStatus(endpoint) {
  try {
    const response = await fetch(`${endpoint.origin}${endpoint.pathname.replace(/\/$/, '')}/stato`, {
      headers: { Accept: 'application/json' },
      signal: AbortSignal.timeout(10_000),
    });
    const status = /** @type {{ smtp?: unknown, smtpHost?: unknown, teamMailFailing?: unknown }} */ (
      await response.json()
    );
    return {
      reachable: response.ok,
      smtp: status.smtp === true,
      smtpHost: typeof status.smtpHost === 'string' ? status.smtpHost : null,
      teamMailFailing: status.teamMailFailing === true,
    };
  } catch {
    return { reachable: false };
  }
}

/**
 * The host that runs the build when it publishes files only, from the variables each one sets.
 * @param {Record<string, string | undefined>} env
 */
export function staticHostOf(env) {
  if (env.NETLIFY === 'true') return 'Netlify';
  if (env.VERCEL === '1') return 'Vercel';
  if (env.CF_PAGES === '1') return 'Cloudflare Pages';
  return undefined;
}

/**
 * The facts, from the environment of the build, from content/, and from the request service when
 * it runs elsewhere (it is asked over the network).
 * @param {Record<string, string | undefined>} [env]
 * @returns {Promise<GoLiveFacts>}
 */
export async function readGoLiveFacts(env = process.env) {
  const require = createRequire(import.meta.url);
  const { importLib } = require('../content/load-lib.cjs');
  const { italianToday } = await importLib('lib/format.ts');
  /** @type {Map<string, any>} */
  const content = new Map();
  for (const file of yamlFiles('content')) content.set(file, await loadContentFile(file));
  const site = content.get('content/site.yaml');
  const inFolder = (/** @type {string} */ folder) =>
    [...content.keys()].filter((file) => path.posix.dirname(file) === folder);
  const card = (/** @type {string} */ file) => ({
    file,
    name: content.get(file).name,
    provenance: content.get(file).provenance,
  });
  const thankYou = [...inFolder('content/thank-you-steps'), 'content/pages/grazie-benvenuto.yaml'].flatMap((file) =>
    textsOf(content.get(file)).map((text) => ({ file, text })),
  );
  const where = delivery(env.NEXT_PUBLIC_CONTACT_ENDPOINT);
  return {
    siteUrlSetting: env.SITE_URL,
    contactEndpoint: env.NEXT_PUBLIC_CONTACT_ENDPOINT,
    staticHost: staticHostOf(env),
    smtpUrl: env.SMTP_URL?.trim() || undefined,
    serviceStatus: where.kind === 'elsewhere' ? await fetchServiceStatus(where.url) : undefined,
    company: site.company,
    organic: site.organic,
    nutrition: content.get('content/food-information.yaml').nutrition,
    organicLogo: (({ src }) => ({
      src,
      provisional: readFileSync(path.resolve('public', `.${src}`), 'utf8').includes(PROVISIONAL_DRAWING),
    }))(content.get('content/food-information.yaml').organicLogo),
    reviews: [
      ...inFolder('content/reviews').map(card),
      ...inFolder('content/testimonials').map(card),
      ...[content.get('content/pages/benefici.yaml').featured?.testimonial]
        .filter(Boolean)
        .map(({ name, provenance }) => ({ file: 'content/pages/benefici.yaml', name, provenance })),
    ],
    customers: site.customers,
    customerClaims: [...content.entries()].flatMap(([file, data]) =>
      textsOf(data).flatMap((text) =>
        customerClaims(fillCustomers(text, site.customers.count)).map((claim) => ({ file, ...claim })),
      ),
    ),
    withdrawal: content.get('content/sales.yaml').withdrawal.decision,
    withdrawalConfirmed: content.get('content/sales.yaml').withdrawal.confirmed === true,
    offer: (({ prices, bankTransfer }) => ({ confirmed: prices?.confirmed, iban: bankTransfer?.iban }))(
      content.get('content/sales.yaml'),
    ),
    processors: inFolder('content/processors').map((file) => ({ file, ...content.get(file) })),
    video: content.get('content/video.yaml'),
    confirmationPromise: thankYou.find(({ text }) => CONFIRMATION_PROMISE.test(text)) ?? null,
    announcement: content.get('content/announcement.yaml'),
    today: italianToday(),
  };
}
