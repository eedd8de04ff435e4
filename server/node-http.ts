import type { IncomingMessage, ServerResponse } from 'node:http';
import { Readable } from 'node:stream';
import { forwardedClient, proxyMatcher } from './client-address';
import type { Client, RequestHandler } from './handler';

/** Whether the connection's peer is a proxy the service trusts (TRUST_PROXY, TRUSTED_PROXIES). */
type Trusted = (peer: string | undefined) => boolean;

const header = (incoming: IncomingMessage, name: string) => {
  const value = incoming.headers[name];
  return Array.isArray(value) ? value[0] : value;
};

/**
 * The handler on Node's own HTTP server: an IncomingMessage becomes a standard Request, the
 * Response is written back. When the connection comes from a proxy the service trusts, the
 * visitor's address and scheme come from X-Real-IP (or X-Forwarded-For) and X-Forwarded-Proto,
 * which nginx sets; from anyone else those headers are ignored.
 */
export function toWebRequest(incoming: IncomingMessage, trusted: Trusted): Request {
  const forwardedProto = trusted(incoming.socket.remoteAddress)
    ? String(header(incoming, 'x-forwarded-proto') ?? '')
        .split(',')[0]
        .trim()
    : '';
  const protocol =
    forwardedProto === 'https' || forwardedProto === 'http'
      ? forwardedProto
      : 'encrypted' in incoming.socket
        ? 'https'
        : 'http';
  let url: URL;
  try {
    url = new URL(incoming.url ?? '/', `${protocol}://${incoming.headers.host ?? 'localhost'}`);
  } catch {
    url = new URL(incoming.url ?? '/', `${protocol}://localhost`);
  }
  const headers = new Headers();
  for (let index = 0; index < incoming.rawHeaders.length; index += 2) {
    try {
      headers.append(incoming.rawHeaders[index], incoming.rawHeaders[index + 1]);
    } catch {
      // A header the Fetch API cannot hold is one no form of ours sends.
    }
  }
  const hasBody = !['GET', 'HEAD', 'OPTIONS'].includes(incoming.method ?? 'GET');
  return new Request(url, {
    method: incoming.method,
    headers,
    body: hasBody ? (Readable.toWeb(incoming) as ReadableStream<Uint8Array>) : null,
    duplex: 'half',
  } as RequestInit);
}

export function clientOf(incoming: IncomingMessage, trusted: Trusted): Client {
  return {
    address: forwardedClient(
      incoming.socket.remoteAddress,
      { realIp: header(incoming, 'x-real-ip'), forwardedFor: header(incoming, 'x-forwarded-for') },
      trusted,
    ),
  };
}

/**
 * Headers the site's own server sets on the service's answers in place of the service's own of the
 * same name, by status (npm start mounts the service beside the site: deploy/hosting.config.mjs,
 * serviceAnswerHeaders, which nginx applies too). Undefined leaves a header out.
 */
export type HostHeaders = (status: number) => Record<string, string | undefined>;

/** The answer's headers, with the host's in place of the service's own of the same name. */
function headersOf(status: number, own: Record<string, string>, hostHeaders?: HostHeaders): Record<string, string> {
  if (!hostHeaders) return own;
  const host = hostHeaders(status);
  const replaced = new Set(Object.keys(host).map((name) => name.toLowerCase()));
  const kept = Object.entries(own).filter(([name]) => !replaced.has(name.toLowerCase()));
  const added = Object.entries(host).filter((entry): entry is [string, string] => entry[1] !== undefined);
  return Object.fromEntries([...kept, ...added]);
}

export async function writeWebResponse(
  outgoing: ServerResponse,
  response: Response,
  head: boolean,
  hostHeaders?: HostHeaders,
): Promise<void> {
  const headers: Record<string, string> = {};
  response.headers.forEach((value, name) => (headers[name] = value));
  const body = head || response.body === null ? null : Buffer.from(await response.arrayBuffer());
  if (body) headers['content-length'] = String(body.length);
  // A body left unread (too large, refused before reading, stalled) must not be taken for the next request.
  if (response.status === 413 || response.status === 408) headers.connection = 'close';
  outgoing.writeHead(response.status, headersOf(response.status, headers, hostHeaders));
  outgoing.end(body ?? undefined);
}

/**
 * A Node request listener for the handler. Alone (`npm run service`) it sends its own headers; mounted
 * beside the site, the site's server passes the headers it sets instead (hostHeaders).
 */
export function nodeListener(handler: RequestHandler, trustedProxies: readonly string[]) {
  const trusted = proxyMatcher(trustedProxies);
  return async (incoming: IncomingMessage, outgoing: ServerResponse, hostHeaders?: HostHeaders): Promise<void> => {
    try {
      const response = await handler(toWebRequest(incoming, trusted), clientOf(incoming, trusted));
      await writeWebResponse(outgoing, response, incoming.method === 'HEAD', hostHeaders);
    } catch (error) {
      // Never a stack trace to the visitor: a short 503 the form retries.
      console.error(
        `Errore interno su ${incoming.method} ${incoming.url}: ${error instanceof Error ? error.stack : String(error)}`,
      );
      if (!outgoing.headersSent) {
        const own = {
          'Content-Type': 'application/json; charset=utf-8',
          'Cache-Control': 'no-store',
          'Retry-After': '30',
        };
        outgoing.writeHead(503, headersOf(503, own, hostHeaders));
        outgoing.end(JSON.stringify({ ok: false, message: '', errors: [] }));
      } else outgoing.destroy();
    }
  };
}
