import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * The secrets of the login: 32 random bytes in base64url (a link's token, a session's id, the
 * browser's form key), of which the store keeps only the SHA-256, so a copy of the database opens
 * nothing. Form tokens are an HMAC of the browser's own secret: any process of the service can
 * check them, with no key of its own to share.
 */
export const newSecret = (): string => randomBytes(32).toString('base64url');

/** What someone sends as a secret: anything else is refused before the database is asked. */
export const isSecret = (value: unknown): value is string =>
  typeof value === 'string' && /^[A-Za-z0-9_-]{43}$/.test(value);

export const hashOf = (secret: string): string => createHash('sha256').update(secret, 'utf8').digest('hex');

/** The token a form carries, tied to the secret of the browser that received the form. */
export const formToken = (secret: string, purpose: string): string =>
  createHmac('sha256', secret).update(`form:${purpose}`).digest('base64url');

/** Compares in constant time: how much of a token matched never shows in how long the answer takes. */
export function sameToken(expected: string, received: unknown): boolean {
  if (typeof received !== 'string') return false;
  const a = Buffer.from(expected);
  const b = Buffer.from(received);
  return a.length === b.length && timingSafeEqual(a, b);
}
