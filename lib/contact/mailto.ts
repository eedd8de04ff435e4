/** A mailto: link with its subject and body filled in (RFC 6068: percent-encoded, line breaks as %0D%0A). */
export function mailtoHref(address: string, subject: string, body: string): string {
  const encode = (text: string) => encodeURIComponent(text.replace(/\r?\n/g, '\r\n'));
  return `mailto:${address}?subject=${encode(subject)}&body=${encode(body)}`;
}
