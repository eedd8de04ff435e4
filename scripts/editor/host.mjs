// @ts-check
// Where the editing page and its preview listen, and which requests are their own. By default on
// 127.0.0.1 only: nobody on the editor's Wi-Fi can reach them. HOST changes it (the same variable
// as `npm run serve` and `npm start`), for instance HOST=0.0.0.0 to edit from a tablet on the same
// network; the requests must then still name this computer and this port.
import os from 'node:os';

/**
 * The headers of every picture the editing page and its preview serve (drawings, photos): a picture
 * opened on its own, on their address, is a document that loads and runs nothing (sandbox) and is
 * never read as another type (nosniff). Inline styles stay: an SVG's own look may use them.
 */
export const MEDIA_HEADERS = {
  'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; sandbox",
  'x-content-type-options': 'nosniff',
};

const LOOPBACK = ['localhost', '127.0.0.1', '[::1]'];
const WILDCARD = new Set(['0.0.0.0', '::', '[::]']);

/**
 * The host names a request may give in its Host or Origin: this computer's loopback names, plus
 * HOST when it is a name or an address, plus every address of this computer when HOST listens on all.
 * @param {string} host
 * @returns {Set<string>}
 */
export function ownHostnames(host) {
  const names = new Set(LOOPBACK);
  const bracketed = (/** @type {string} */ address) => (address.includes(':') ? `[${address}]` : address);
  if (WILDCARD.has(host)) {
    names.add(os.hostname().toLowerCase());
    for (const addresses of Object.values(os.networkInterfaces()))
      for (const { address } of addresses ?? []) names.add(bracketed(address));
  } else {
    names.add(bracketed(host.replace(/^\[|\]$/g, '')).toLowerCase());
  }
  return names;
}

/**
 * Why a request is not the page's own (its Host, Origin or Sec-Fetch-Site), or null. A page on
 * another site, even one whose address was made to point here (DNS rebinding), is refused.
 * @param {{ host?: string, origin?: string, 'sec-fetch-site'?: string }} headers
 * @param {number} port
 * @param {Set<string>} names
 * @returns {string | null}
 */
export function foreignRequest(headers, port, names) {
  const host = (headers.host ?? '').toLowerCase();
  const match = /^(\[[^\]]+\]|[^:]+)(?::(\d+))?$/.exec(host);
  if (!match || !names.has(match[1]) || Number(match[2] ?? 80) !== port)
    return `l’indirizzo richiesto (${host || 'nessuno'}) non è quello della pagina di modifica`;
  const origin = headers.origin;
  if (origin !== undefined) {
    let url;
    try {
      url = new URL(origin);
    } catch {
      return `la richiesta viene da un’origine non valida (${origin})`;
    }
    if (url.protocol !== 'http:' || !names.has(url.hostname.toLowerCase()) || Number(url.port || 80) !== port)
      return `la richiesta viene da un altro sito (${origin})`;
  }
  if (headers['sec-fetch-site'] === 'cross-site') return 'la richiesta viene da un altro sito';
  return null;
}
