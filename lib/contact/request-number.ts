import { normalizeRequestCode, REQUEST_CODE_EXPRESSION } from '@/lib/request-code';

/**
 * The numbers the service gave before the codes (L-2026-000123: the year and the request's id):
 * they are in emails already sent, so every place that reads a number still accepts them.
 */
const LEGACY_REQUEST_NUMBER_EXPRESSION = 'L-\\d{4}-\\d{6,}';
export const LEGACY_REQUEST_NUMBER_PATTERN = new RegExp(`^${LEGACY_REQUEST_NUMBER_EXPRESSION}$`);

/**
 * The number of a request as the browser, the pages and the service all read it: a code
 * (L-7KQ4M, lib/request-code.ts) or an earlier number (L-2026-000123). No flags, so it can be
 * written as it is into the pages' inline scripts.
 */
export const REQUEST_NUMBER_PATTERN = new RegExp(
  `^(?:${REQUEST_CODE_EXPRESSION}|${LEGACY_REQUEST_NUMBER_EXPRESSION})$`,
);

/** A number as someone typed it («l 7kq4m», « L-2026-000123 »), written as the service stores it; null if it is not one. */
export function canonicalRequestNumber(input: string): string | null {
  const legacy = input.trim().toUpperCase();
  return normalizeRequestCode(input) ?? (LEGACY_REQUEST_NUMBER_PATTERN.test(legacy) ? legacy : null);
}

/** The query parameter that carries the number to the thank-you page and back to the support page. */
export const REQUEST_NUMBER_PARAMETER = 'richiesta';

/** The id of the support page's confirmation: without JavaScript it shows when the address ends in #richiesta-inviata (CSS :target). */
export const SENT_NOTICE_ID = 'richiesta-inviata';

/**
 * The id of the notice saying that no confirmation email left (the address already had the day's
 * most): the thank-you page and the support page show it, without JavaScript too, when the address
 * ends in #conferma-non-inviata (CSS :target).
 */
export const HELD_NOTICE_ID = 'conferma-non-inviata';

/** The address of a page carrying a request's number. */
export function withRequestNumber(page: string, requestNumber: string | null, fragment = ''): string {
  const query = requestNumber ? `?${REQUEST_NUMBER_PARAMETER}=${encodeURIComponent(requestNumber)}` : '';
  return `${page}${query}${fragment ? `#${fragment}` : ''}`;
}

/**
 * Where a sent request leads: its form's thank-you page, or back to the form's confirmation, with
 * the request's number, and at the held notice when its confirmation was held back.
 */
export function addressAfterSending(
  settings: { page: string; thankYouPage: string | null },
  requestNumber: string | null,
  confirmationHeld: boolean,
): string {
  const fragment = confirmationHeld ? HELD_NOTICE_ID : settings.thankYouPage ? '' : SENT_NOTICE_ID;
  return withRequestNumber(settings.thankYouPage ?? settings.page, requestNumber, fragment);
}

/**
 * The support page's address after a post without the island (?richiesta=L-7KQ4M#richiesta-inviata,
 * or #conferma-non-inviata when no confirmation left): the confirmation to show, with the number
 * when the address carries a valid one; null otherwise.
 */
export function requestNumberInAddress({
  search,
  hash,
}: {
  search: string;
  hash: string;
}): { number: string | null; confirmationHeld: boolean } | null {
  if (hash !== `#${SENT_NOTICE_ID}` && hash !== `#${HELD_NOTICE_ID}`) return null;
  const number = new URLSearchParams(search).get(REQUEST_NUMBER_PARAMETER);
  return {
    number: number && REQUEST_NUMBER_PATTERN.test(number) ? number : null,
    confirmationHeld: hash === `#${HELD_NOTICE_ID}`,
  };
}
