/** Several mail clients cut or refuse longer mailto: links. */
export const MAILTO_MAX_LENGTH = 2000;

/** A mailto: link with its subject and body filled in (RFC 6068: percent-encoded, line breaks as %0D%0A). */
export function mailtoHref(address: string, subject: string, body: string): string {
  const encode = (text: string) => encodeURIComponent(text.replace(/\r?\n/g, '\r\n'));
  return `mailto:${address}?subject=${encode(subject)}&body=${encode(body)}`;
}

export interface FallbackMail {
  address: string;
  subject: string;
  /** What comes before the message (who is writing). */
  head: string;
  message: string;
  /** Ends a message that had to be cut, saying so. */
  cutNotice: string;
}

/**
 * The email a visitor can send when delivery failed. When the whole text would make the link
 * longer than MAILTO_MAX_LENGTH, it carries the start of the message (never half a character)
 * followed by the notice.
 */
export function fallbackMailto(
  { address, subject, head, message, cutNotice }: FallbackMail,
  maxLength = MAILTO_MAX_LENGTH,
): { href: string; cut: boolean } {
  const whole = mailtoHref(address, subject, head + message);
  if (whole.length <= maxLength) return { href: whole, cut: false };
  const characters = Array.from(message);
  const withStart = (count: number) =>
    mailtoHref(address, subject, `${head}${characters.slice(0, count).join('').trimEnd()}\n\n${cutNotice}`);
  // The link grows with every character kept: the longest start that fits, by bisection.
  let low = 0;
  let high = characters.length;
  while (low < high) {
    const middle = Math.ceil((low + high) / 2);
    if (withStart(middle).length <= maxLength) low = middle;
    else high = middle - 1;
  }
  return { href: withStart(low), cut: true };
}
