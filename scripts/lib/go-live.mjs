// @ts-check
// The go-live check (`npm run check:live`, and the build when it builds for production): what
// would make the published site lose orders or break the law, in plain Italian, for the owner.
// readGoLiveFacts() is the one place it reads content and settings; each check is a function of
// those facts, so the tests can give it good and bad ones.
import { endpointOrigin } from '../../deploy/hosting.config.mjs';
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
 * @property {string | undefined} contactEndpoint NEXT_PUBLIC_CONTACT_ENDPOINT at build time
 * @property {{ vatNumber: string, rea: string, streetAddress: string, postalCode: string, city: string }} company content/site.yaml → company
 * @property {{ controlBodyCode?: string } | undefined} organic content/site.yaml → organic
 * @property {{ name: string, country: string, host: string } | undefined} formProcessor content/site.yaml → formProcessor
 * @property {{ confirmedByLaboratory?: boolean } | undefined} nutrition content/food-information.yaml → nutrition
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

/** @type {Check} */
function deliveryEndpoint({ contactEndpoint }) {
  if (!contactEndpoint) {
    return [
      'Nessun indirizzo di consegna per i moduli: NEXT_PUBLIC_CONTACT_ENDPOINT non è impostato, quindi l’invio è solo simulato e ogni richiesta d’ordine andrebbe persa. Impostalo, nella build, all’indirizzo del servizio che riceve i messaggi (per esempio https://formspree.io/f/…).',
    ];
  }
  try {
    endpointOrigin(contactEndpoint);
    return [];
  } catch (error) {
    return [`L’indirizzo di consegna dei moduli non è utilizzabile: ${error instanceof Error ? error.message : String(error)}`];
  }
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
function namedProcessor({ contactEndpoint, siteUrlSetting, formProcessor }) {
  if (!contactEndpoint) return []; // already reported: no delivery at all
  let endpointHost;
  try {
    endpointHost = new URL(contactEndpoint, siteUrlSetting || EXAMPLE_VALUES.siteUrl).hostname;
  } catch {
    return []; // already reported as unusable
  }
  if (!formProcessor?.host) {
    return [`L’informativa privacy non nomina il servizio che riceve i messaggi dei moduli (${endpointHost}). Descrivilo in content/site.yaml → formProcessor (nome, Paese, host).`];
  }
  const host = formProcessor.host.toLowerCase();
  if (endpointHost === host || endpointHost.endsWith(`.${host}`)) return [];
  return [
    `L’informativa privacy nomina ${formProcessor.name} (${formProcessor.host}) come servizio che riceve i messaggi dei moduli, ma i moduli li inviano a ${endpointHost}: il testo non direbbe il vero. Aggiorna content/site.yaml → formProcessor, oppure l’indirizzo di consegna.`,
  ];
}

/**
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
export const CHECKS = [deliveryEndpoint, companyData, siteUrl, organicControlBody, nutritionConfirmed, namedProcessor];

/** @param {GoLiveFacts} facts */
export function goLiveProblems(facts) {
  return CHECKS.flatMap((check) => check(facts));
}

/**
 * The facts, from the environment of the build and from content/site.yaml.
 * @param {Record<string, string | undefined>} [env]
 * @returns {Promise<GoLiveFacts>}
 */
export async function readGoLiveFacts(env = process.env) {
  const site = /** @type {{ company: GoLiveFacts['company'], organic?: GoLiveFacts['organic'], formProcessor?: GoLiveFacts['formProcessor'] }} */ (
    await loadContentFile('content/site.yaml')
  );
  return {
    siteUrlSetting: env.SITE_URL,
    contactEndpoint: env.NEXT_PUBLIC_CONTACT_ENDPOINT,
    company: site.company,
    organic: site.organic,
    formProcessor: site.formProcessor,
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
