// @ts-check
// The go-live check (`npm run check:live`, and the build when it builds for production): what
// would make the published site lose orders or break the law, in plain Italian, for the owner.
// readGoLiveFacts() is the one place it reads content and settings; each check is a function of
// those facts, so the tests can give it good and bad ones.
import { endpointOrigin, SIMULATED_ENDPOINT } from '../../deploy/hosting.config.mjs';
import { loadContentFile } from './load-ts-module.mjs';

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
 * @property {{ vatNumber: string, rea: string, streetAddress: string, postalCode: string, city: string }} company content/site.yaml → company
 * @property {{ controlBodyCode?: string } | undefined} organic content/site.yaml → organic
 * @property {{ name: string, country: string, host: string } | undefined} mailProvider content/site.yaml → mailProvider
 * @property {{ confirmedByLaboratory?: boolean } | undefined} nutrition content/food-information.yaml → nutrition
 */

/**
 * @typedef {object} ServiceStatus GET <endpoint>/stato on the request service (server/handler.ts)
 * @property {boolean} reachable
 * @property {boolean} [smtp] whether it has SMTP settings
 * @property {string | null} [smtpHost] its mail server's host
 */

/** @typedef {(facts: GoLiveFacts) => string[]} Check */

/**
 * Whether an Italian Partita IVA is well formed: 11 digits, the last the check digit of the first ten.
 * @param {string} vatNumber
 */
export function isValidPartitaIva(vatNumber) {
  if (!/^\d{11}$/.test(vatNumber)) return false;
  const digits = [...vatNumber].map(Number);
  const sum = digits.slice(0, 10).reduce((total, digit, index) => {
    if (index % 2 === 0) return total + digit;
    const doubled = digit * 2;
    return total + (doubled > 9 ? doubled - 9 : doubled);
  }, 0);
  return (10 - (sum % 10)) % 10 === digits[10];
}

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
    return ['I moduli non inviano nulla: NEXT_PUBLIC_CONTACT_ENDPOINT=simulate rende l’invio solo simulato, quindi ogni richiesta d’ordine andrebbe persa. Togli la variabile (il servizio delle richieste risponde sullo stesso indirizzo del sito) o impostala all’indirizzo del servizio.'];
  }
  if (where.kind === 'unusable') return [`L’indirizzo di consegna dei moduli non è utilizzabile: ${where.reason}`];
  if (where.kind === 'own' && staticHost) {
    return [
      `Il sito è costruito per ${staticHost}, che pubblica solo file e non esegue il servizio delle richieste: i moduli invierebbero a /api/richieste e ogni richiesta andrebbe persa. Avvia il servizio su un server Node (npm run service, docs/deploy.md) e imposta NEXT_PUBLIC_CONTACT_ENDPOINT al suo indirizzo, per esempio https://richieste.tuodominio.it/api/richieste.`,
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

/** @type {Check} */
function serviceMail({ contactEndpoint, staticHost, smtpUrl, serviceStatus }) {
  const where = delivery(contactEndpoint);
  if (where.kind === 'own' && !staticHost) {
    if (!smtpUrl) {
      return [
        'Il servizio delle richieste non ha le impostazioni della posta: SMTP_URL non è impostato, quindi le richieste verrebbero registrate ma né il team né il visitatore riceverebbero l’email. Impostalo (con MAIL_FROM e TEAM_EMAIL) nell’ambiente del servizio e della build, per esempio SMTP_URL=smtp://utente:password@smtp.tuofornitore.it:587.',
      ];
    }
    if (!/^smtps?:\/\//i.test(smtpUrl) || !smtpHost(smtpUrl)) return [`SMTP_URL non è un indirizzo di server di posta: scrivilo come smtp://utente:password@host:587 o smtps://utente:password@host:465.`];
  }
  if (where.kind === 'elsewhere') {
    if (!serviceStatus?.reachable) {
      return [`Il servizio delle richieste a ${where.url.origin} non risponde (${where.url.origin}${where.url.pathname.replace(/\/$/, '')}/stato): avvialo prima di pubblicare il sito, o correggi NEXT_PUBLIC_CONTACT_ENDPOINT.`];
    }
    if (!serviceStatus.smtp) return [`Il servizio delle richieste a ${where.url.origin} non ha le impostazioni della posta (SMTP_URL): nessuna email partirebbe. Impostale nell’ambiente del servizio e riavvialo.`];
  }
  return [];
}

/** @type {Check} */
function companyData({ company }) {
  const problems = [];
  if (company.vatNumber === EXAMPLE_VALUES.vatNumber) {
    problems.push(`La Partita IVA è ancora quella d’esempio (${EXAMPLE_VALUES.vatNumber}): il sito deve mostrare quella vera dell’azienda. Correggila in content/site.yaml → company.vatNumber.`);
  } else if (!isValidPartitaIva(company.vatNumber)) {
    problems.push(`La Partita IVA «${company.vatNumber}» non è valida (11 cifre, l’ultima di controllo). Correggila in content/site.yaml → company.vatNumber.`);
  }
  if (company.rea === EXAMPLE_VALUES.rea) {
    problems.push(`Il numero REA è ancora quello d’esempio (${EXAMPLE_VALUES.rea}). Correggilo in content/site.yaml → company.rea.`);
  } else if (!/^[A-Z]{2}-\d{1,7}$/.test(company.rea)) {
    problems.push(`Il numero REA «${company.rea}» non ha la forma sigla della provincia, trattino e numero (per esempio NA-123456). Correggilo in content/site.yaml → company.rea.`);
  }
  const example = EXAMPLE_VALUES.address;
  if (company.streetAddress === example.streetAddress && company.postalCode === example.postalCode && company.city === example.city) {
    problems.push(
      `L’indirizzo della sede è ancora quello d’esempio (${example.streetAddress}, ${example.postalCode} ${example.city}). Correggilo in content/site.yaml → company (streetAddress, postalCode, city, province).`,
    );
  }
  return problems;
}

/** @type {Check} */
function siteUrl({ siteUrlSetting }) {
  if (!siteUrlSetting) {
    return [
      `L’indirizzo del sito non è impostato per la pubblicazione: manca SITE_URL, quindi link canonici, sitemap e dati strutturati userebbero quello predefinito (${EXAMPLE_VALUES.siteUrl}). Impostalo nella build, per esempio SITE_URL=https://www.tuodominio.it.`,
    ];
  }
  let url;
  try {
    url = new URL(siteUrlSetting);
  } catch {
    return [`SITE_URL «${siteUrlSetting}» non è un indirizzo: scrivilo intero, per esempio https://www.tuodominio.it.`];
  }
  const problems = [];
  if (url.protocol !== 'https:') problems.push(`SITE_URL «${siteUrlSetting}» non usa https: il sito pubblicato deve essere servito in HTTPS.`);
  if (/^(localhost|127\.|\[::1\]|0\.0\.0\.0)|(^|\.)example\.(com|org|net|it)$/.test(url.hostname)) {
    problems.push(`SITE_URL «${siteUrlSetting}» non è l’indirizzo pubblico del sito: motori di ricerca e anteprime dei link punterebbero lì.`);
  }
  if (url.pathname !== '/' || url.search || url.hash) problems.push(`SITE_URL «${siteUrlSetting}» deve essere solo il dominio, senza percorso.`);
  return problems;
}

/** @type {Check} */
function organicControlBody({ organic }) {
  const code = organic?.controlBodyCode?.trim();
  const where = 'Inseriscilo in content/site.yaml → organic.controlBodyCode, come sul certificato.';
  if (!code) return [`Manca il codice dell’organismo di controllo biologico: senza, il sito non può dire «biologico certificato» (Reg. UE 2018/848). ${where}`];
  if (code === EXAMPLE_VALUES.controlBodyCode) return [`Il codice dell’organismo di controllo biologico è ancora quello d’esempio (${code}). ${where}`];
  if (!/^IT-BIO-0\d{2}$/.test(code)) return [`Il codice dell’organismo di controllo biologico «${code}» non ha la forma IT-BIO-0XX. ${where}`];
  return [];
}

/** @type {Check} */
function namedMailProvider({ contactEndpoint, smtpUrl, serviceStatus, mailProvider }) {
  const where = delivery(contactEndpoint);
  if (where.kind === 'simulated' || where.kind === 'unusable') return [];
  const host = where.kind === 'own' ? smtpHost(smtpUrl) : (serviceStatus?.smtpHost ?? null);
  if (!mailProvider?.host) {
    return ['L’informativa privacy non nomina il fornitore che spedisce le email dei moduli. Descrivilo in content/site.yaml → mailProvider (nome, Paese, dominio).'];
  }
  if (!host) return []; // no mail server yet: already reported
  const named = mailProvider.host.toLowerCase();
  if (host === named || host.endsWith(`.${named}`)) return [];
  return [
    `L’informativa privacy nomina ${mailProvider.name} (${mailProvider.host}) come fornitore delle email dei moduli, ma il servizio le spedisce con ${host}: il testo non direbbe il vero. Aggiorna content/site.yaml → mailProvider, oppure SMTP_URL.`,
  ];
}

/**
 * The nutrition declaration starts as figures calculated from the recipe; a published label must
 * carry the values of the product as sold (Reg. UE 1169/2011, art. 31(4)).
 * @type {Check}
 */
function nutritionConfirmed({ nutrition }) {
  if (nutrition?.confirmedByLaboratory) return [];
  return [
    'I valori nutrizionali (e la vitamina C che permette di dire «fonte di vitamina C») sono stime calcolate dalla ricetta, da confermare con un’analisi di laboratorio. Inserisci i valori dell’analisi in content/food-information.yaml → nutrition e imposta confirmedByLaboratory: true.',
  ];
}

/**
 * Every check, in the order the owner reads them. To add one, write a Check and list it here.
 * @type {Check[]}
 */
export const CHECKS = [deliveryEndpoint, serviceMail, companyData, siteUrl, organicControlBody, nutritionConfirmed, namedMailProvider];

/** @param {GoLiveFacts} facts */
export function goLiveProblems(facts) {
  return CHECKS.flatMap((check) => check(facts));
}

/**
 * What the request service at a delivery address says of itself (GET …/stato), or that it did not answer.
 * @param {URL} endpoint
 * @returns {Promise<ServiceStatus>}
 */
export async function fetchServiceStatus(endpoint) {
  try {
    const response = await fetch(`${endpoint.origin}${endpoint.pathname.replace(/\/$/, '')}/stato`, { headers: { Accept: 'application/json' }, signal: AbortSignal.timeout(10_000) });
    const status = /** @type {{ smtp?: unknown, smtpHost?: unknown }} */ (await response.json());
    return { reachable: response.ok, smtp: status.smtp === true, smtpHost: typeof status.smtpHost === 'string' ? status.smtpHost : null };
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
 * The facts, from the environment of the build, content/site.yaml, and the request service when
 * it runs elsewhere (it is asked over the network).
 * @param {Record<string, string | undefined>} [env]
 * @returns {Promise<GoLiveFacts>}
 */
export async function readGoLiveFacts(env = process.env) {
  const site = /** @type {{ company: GoLiveFacts['company'], organic?: GoLiveFacts['organic'], mailProvider?: GoLiveFacts['mailProvider'] }} */ (
    await loadContentFile('content/site.yaml')
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
    mailProvider: site.mailProvider,
    nutrition: /** @type {GoLiveFacts['nutrition']} */ (/** @type {{ nutrition?: unknown }} */ (await loadContentFile('content/food-information.yaml')).nutrition),
  };
}

/**
 * Whether a build is for the published site: SITE_ENV=production, or the production context of
 * Netlify (CONTEXT) or Vercel (VERCEL_ENV).
 * @param {Record<string, string | undefined>} [env]
 */
export function isProductionBuild(env = process.env) {
  return env.SITE_ENV === 'production' || env.CONTEXT === 'production' || env.VERCEL_ENV === 'production';
}
