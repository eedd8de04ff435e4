import { claimMessage, findClaimWords } from './claims';
import { mentionsCustomers } from '@/lib/customers.mjs';
import { SPECIFICATION_VERBATIM } from './typography';

/**
 * Rules every text a visitor reads obeys, whatever its field (the legal texts in Markdown excepted:
 * they quote laws). A rule returns what is wrong, in Italian, with how to fix it, or null; the check
 * adds the file, line, item and field.
 */
export interface TextRule {
  name: string;
  problem(text: string): string | null;
}

const PLACEHOLDER = /\b(lorem ipsum|todo|tbd|xxx)\b/i;

/**
 * A number of four digits or more written without the thousands point ("5000"). Years (1900–2099)
 * are left alone, and so are codes: numbers joined to letters, slashes or hyphens (Reg. 1169/2011,
 * IT-BIO-000, NA-1234567).
 */
const UNGROUPED_NUMBER = /(?<![\p{L}\p{N}.,/\-–])\d{4,}(?![\p{L}\p{N},/\-–]|\.\d)/gu;

function ungroupedNumber(text: string): string | null {
  for (const [digits] of text.matchAll(UNGROUPED_NUMBER)) {
    const value = Number(digits);
    if (digits.length === 4 && value >= 1900 && value <= 2099) continue;
    return `contiene il numero «${digits}»: in italiano le migliaia si separano con il punto. Scrivi «${value.toLocaleString('it-IT', { useGrouping: 'always' } as Intl.NumberFormatOptions)}».`;
  }
  return null;
}

const EVERY_DAY = /ogni (?:mattina|giorno|santo giorno)|tutti i giorni|tutte le mattine|quotidianamente/i;

/** An address without HTTPS, written in a text (a link field says it in its own words). */
const HTTP_ADDRESS = /\bhttp:\/\/[^\s)»”"<>]*[^\s)»”"<>.,;:!?]/i;

/** A pictograph or flag: ©, ® and ™ are signs of the text, not emoji. */
const EMOJI = /(?![©®™])\p{Extended_Pictographic}|\p{Regional_Indicator}/u;

export function httpAddressProblem(text: string): string | null {
  const found = HTTP_ADDRESS.exec(text);
  return found
    ? `contiene l’indirizzo «${found[0]}», senza HTTPS: scrivi https://${found[0].slice('http://'.length)} (se quel sito non ha HTTPS, toglilo: il browser lo segnala come non sicuro).`
    : null;
}

export function emojiProblem(text: string): string | null {
  const found = EMOJI.exec(text);
  return found
    ? `contiene l’emoji «${found[0]}»: il sito non usa emoji (cambiano aspetto da un telefono all’altro e i lettori di schermo le leggono per nome, a metà frase). Toglila o di’ a parole quello che vuoi dire.`
    : null;
}

export const textRules: TextRule[] = [
  {
    name: 'segnaposto',
    problem: (text) => {
      const found = PLACEHOLDER.exec(text);
      return found ? `contiene il segnaposto «${found[0]}». Sostituiscilo con il testo definitivo.` : null;
    },
  },
  {
    // Health and nutrition claims (lib/content/claims.ts): the words, the authorised sentences, the guide.
    name: 'indicazioni sulla salute',
    problem: (text) => {
      const [first] = findClaimWords(text);
      return first ? claimMessage(first) : null;
    },
  },
  {
    // The customer figure counts people who ordered: «ogni mattina» would claim what no record shows.
    name: 'clienti',
    problem: (text) =>
      mentionsCustomers(text) && EVERY_DAY.test(text)
        ? `dice quanti clienti la bevono «${EVERY_DAY.exec(text)![0]}»: il numero dei clienti conta chi ha ordinato, non chi la beve ogni giorno, che nessun registro può provare (Codice del Consumo, art. 27, comma 5). Togli «${EVERY_DAY.exec(text)![0]}».`
        : null,
  },
  {
    name: 'numeri',
    problem: (text) => (SPECIFICATION_VERBATIM.has(text) ? null : ungroupedNumber(text)),
  },
  { name: 'indirizzi senza HTTPS', problem: httpAddressProblem },
  { name: 'emoji', problem: emojiProblem },
];
