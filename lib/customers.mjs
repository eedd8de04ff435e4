// @ts-check
/**
 * The customer figure («+5000 Clienti», «Oltre 5000 clienti»), in one place: the number counted in
 * the order records (content/site.yaml → customers), how every text writes it ({customers},
 * rounded down), what a text claims about customers, and what the figure needs before the
 * published site may state it (Codice del Consumo, art. 27, comma 5). The pages, the content check,
 * the specification report and the go-live check all read it from here; it is plain JavaScript so
 * that the go-live check (scripts/lib/go-live.mjs), which runs its checks synchronously in plain
 * Node, imports it like the site does.
 */

/**
 * content/site.yaml → customers: the count, the day it was counted (ISO date) and where (the
 * records an authority may ask to see).
 * @typedef {{ count: number, asOf?: string, source?: string }} CustomerCount
 */

/** @typedef {{ number: number, moreThan: boolean, words: string }} CustomerClaim */

/** The placeholder a text writes instead of the number of customers. */
export const CUSTOMERS_PLACEHOLDER = /** @type {const} */ ({
  customers: 'il numero dei clienti, arrotondato per difetto (da content/site.yaml → customers)',
});

/**
 * The customer figure as the pages show it: rounded down to a round number (one significant
 * digit, two when the first is 1: 5.230 → 5000, 12.840 → 12.000), so that «oltre 5000» stays
 * true as the records grow. Italian grouping: 5000, 12.000.
 * @param {number} count
 */
export function roundedCustomers(count) {
  if (count < 10) return count;
  const magnitude = 10 ** Math.floor(Math.log10(count));
  const step = Math.floor(count / magnitude) === 1 ? magnitude / 10 : magnitude;
  return Math.floor(count / step) * step;
}

/** A text with every {customers} written as the pages show the figure. @param {string} text @param {number} count */
export function fillCustomers(text, count) {
  return text.replaceAll('{customers}', roundedCustomers(count).toLocaleString('it-IT'));
}

const CLAIM =
  /(\+|oltre|più di|piu di|over)?\s*(\d{1,3}(?:\.\d{3})+|\d+)\s+(clienti|italiani|persone|consumatori|famiglie|utenti)/giu;

/**
 * What a text claims about the number of customers: each number written next to a word for
 * customers («+5000 Clienti», «oltre 5000 clienti», «più di 12.000 italiani»), and whether it says
 * "more than". The go-live check compares each with the counted figure.
 * @param {string} text
 * @returns {CustomerClaim[]}
 */
export function customerClaims(text) {
  return [...text.matchAll(CLAIM)].map((match) => ({
    number: Number(match[2].replace(/\./g, '')),
    moreThan: Boolean(match[1]),
    words: match[0].trim(),
  }));
}

/** Whether a text states a number of customers, as {customers} or written out. @param {string} text */
export function mentionsCustomers(text) {
  return text.includes('{customers}') || customerClaims(text).length > 0;
}

/**
 * What the count lacks before it may be published: the day it was counted and its source.
 * @param {CustomerCount} customers
 * @returns {Array<'asOf' | 'source'>}
 */
export function unbackedCustomerCount(customers) {
  return [
    ...(customers.asOf ? [] : /** @type {const} */ (['asOf'])),
    ...(customers.source?.trim() ? [] : /** @type {const} */ (['source'])),
  ];
}

/**
 * The claims that say more customers than were counted («oltre 5000» needs more than 5000).
 * @template {{ number: number, moreThan: boolean }} Claim
 * @param {Claim[]} claims
 * @param {number} count
 * @returns {Claim[]}
 */
export function claimsBeyondCount(claims, count) {
  return claims.filter((claim) => (claim.moreThan ? claim.number >= count : claim.number > count));
}
