/**
 * The number a request gets, L-7KQ4M: «L-» and five symbols drawn at random, so it says nothing
 * (not how many requests came before, nor when), and a visitor can read it aloud on the phone. Pure,
 * with no import from Node: the request service draws it, the browser and the team's tools read it.
 *
 * Collisions: 29⁵ ≈ 20.5 million codes, so with n requests stored a new code is already taken with
 * probability n / 20.5 million (1 in 205 with 100,000). The store keeps the code under a unique
 * constraint and, on a conflict over it, draws again, up to REQUEST_CODE_ATTEMPTS times: all of
 * them taken with 100,000 stored is about 1 in 3·10¹¹. In PostgreSQL a failed INSERT ends the
 * transaction, so the insert says ON CONFLICT DO NOTHING (or runs in a savepoint) and tells a taken
 * code from a replayed idempotency key by looking the key up. The code is a name, not a secret: 20
 * million codes can be tried, so it never opens anything by itself.
 */

export const REQUEST_CODE_PREFIX = 'L-';

/**
 * Digits and capitals that cannot be taken for one another, written or read aloud: no 0 and O,
 * no 1, I and L, no U and V.
 */
export const REQUEST_CODE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTWXYZ';

export const REQUEST_CODE_LENGTH = 5;

/** How many codes there are: 29⁵ = 20,511,149. */
export const REQUEST_CODE_COUNT = REQUEST_CODE_ALPHABET.length ** REQUEST_CODE_LENGTH;

/** How many codes the store draws for one request before it gives up (see above). */
export const REQUEST_CODE_ATTEMPTS = 5;

/** A code as a regular expression's text, to be written into another (an address with a code in it). */
export const REQUEST_CODE_EXPRESSION = `${REQUEST_CODE_PREFIX}[${REQUEST_CODE_ALPHABET}]{${REQUEST_CODE_LENGTH}}`;

/** A code as the service writes it: L-7KQ4M. */
export const REQUEST_CODE_PATTERN = new RegExp(`^${REQUEST_CODE_EXPRESSION}$`);

/**
 * A code as someone types it: any case, with spaces anywhere, with or without the dash (or another
 * dash: – —): «l 7kq4m», «L7KQ4M», « L – 7KQ 4M ». normalizeRequestCode() writes it as the service does.
 */
export const REQUEST_CODE_INPUT_PATTERN = new RegExp(
  `^\\s*L\\s*\\p{Pd}?\\s*(?:[${REQUEST_CODE_ALPHABET}]\\s*){${REQUEST_CODE_LENGTH}}$`,
  'iu',
);

/** Fills an array with random bytes: the Web Crypto API's, in Node 20 as in the browser. */
export type RandomBytes = (bytes: Uint8Array) => void;

const cryptoRandomBytes: RandomBytes = (bytes) => {
  globalThis.crypto.getRandomValues(bytes);
};

/**
 * Bytes from this value up are left out: 232 = 8 × 29, so each symbol keeps exactly 8 of the 232
 * byte values and none is likelier than another (a plain byte % 29 would favour the first 24).
 */
const UNBIASED_BELOW = 256 - (256 % REQUEST_CODE_ALPHABET.length);

/** A new code, L- and five symbols drawn with crypto-quality randomness. */
export function newRequestCode(randomBytes: RandomBytes = cryptoRandomBytes): string {
  let symbols = '';
  const bytes = new Uint8Array(16);
  while (symbols.length < REQUEST_CODE_LENGTH) {
    randomBytes(bytes);
    for (const byte of bytes) {
      if (byte < UNBIASED_BELOW && symbols.length < REQUEST_CODE_LENGTH)
        symbols += REQUEST_CODE_ALPHABET[byte % REQUEST_CODE_ALPHABET.length];
    }
  }
  return REQUEST_CODE_PREFIX + symbols;
}

/** The code someone typed, written as the service writes it («l 7kq4m» → «L-7KQ4M»); null if it is not a code. */
export function normalizeRequestCode(input: string): string | null {
  if (!REQUEST_CODE_INPUT_PATTERN.test(input)) return null;
  const symbols = input
    .replace(/[\s\p{Pd}]/gu, '')
    .toUpperCase()
    .slice(1);
  return REQUEST_CODE_PREFIX + symbols;
}
