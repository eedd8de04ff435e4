import type { IncomingMessage, ServerResponse } from 'node:http';
import { getRequestListener } from '@hono/node-server';
import { forwardedClient, proxyMatcher } from './client-address';
import type { Client, RequestHandler } from './handler';

/** Whether the connection's peer is a proxy the service trusts (TRUST_PROXY, TRUSTED_PROXIES). */
type Trusted = (peer: string | undefined) => boolean;

const header = (incoming: IncomingMessage, name: string) => {
  const value = incoming.headers[name];
  return Array.isArray(value) ? value[0] : value;
};

/**
 * The request with the scheme a trusted proxy names in X-Forwarded-Proto (nginx sets it), which
 * Hono's Node adapter cannot know: it reads the scheme from the socket alone. From anyone else the
 * header is ignored.
 */
function withForwardedScheme(request: Request, incoming: IncomingMessage, trusted: Trusted): Request {
  if (!trusted(incoming.socket.remoteAddress)) return request;
  const forwarded = String(header(incoming, 'x-forwarded-proto') ?? '')
    .split(',')[0]
    .trim();
  const url = new URL(request.url);
  if ((forwarded !== 'https' && forwarded !== 'http') || url.protocol === `${forwarded}:`) return request;
  url.protocol = forwarded;
  return new Request(url, {
    method: request.method,
    headers: request.headers,
    body: request.body,
    duplex: 'half',
  } as RequestInit);
}

/** The visitor's address: from X-Real-IP (or X-Forwarded-For) when the peer is a trusted proxy. */
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

/** The answer with the host's headers in place of the service's own of the same name. */
function withHostHeaders(response: Response, hostHeaders?: HostHeaders): Response {
  const headers = new Headers(response.headers);
  for (const [name, value] of Object.entries(hostHeaders?.(response.status) ?? {})) {
    if (value === undefined) headers.delete(name);
    else headers.set(name, value);
  }
  // A body left unread (too large, refused before reading, stalled) must not be taken for the next request.
  if (response.status === 413 || response.status === 408) headers.set('Connection', 'close');
  return new Response(response.body, { status: response.status, headers });
}

/** Never a stack trace to the visitor: a short 503 the form retries. */
function unavailable(hostHeaders?: HostHeaders): Response {
  const body = JSON.stringify({ ok: false, message: '', errors: [] });
  const own = { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store', 'Retry-After': '30' };
  return withHostHeaders(new Response(body, { status: 503, headers: own }), hostHeaders);
}

/**
 * A Node request listener for the handler, on Hono's Node adapter. Alone (`npm run service`) it
 * sends its own headers; mounted beside the site, the site's server passes the headers it sets
 * instead (hostHeaders).
 */
export function nodeListener(handler: RequestHandler, trustedProxies: readonly string[]) {
  const trusted = proxyMatcher(trustedProxies);
  const hostHeadersOf = new WeakMap<IncomingMessage, HostHeaders>();
  const listener = getRequestListener(
    async (request, { incoming }) => {
      const hostHeaders = hostHeadersOf.get(incoming as IncomingMessage);
      try {
        const response = await handler(
          withForwardedScheme(request, incoming as IncomingMessage, trusted),
          clientOf(incoming as IncomingMessage, trusted),
        );
        return withHostHeaders(response, hostHeaders);
      } catch (error) {
        console.error(
          `Errore interno su ${incoming.method} ${incoming.url}: ${error instanceof Error ? error.stack : String(error)}`,
        );
        return unavailable(hostHeaders);
      }
    },
    { overrideGlobalObjects: false },
  );
  return (incoming: IncomingMessage, outgoing: ServerResponse, hostHeaders?: HostHeaders): Promise<void> => {
    if (hostHeaders) hostHeadersOf.set(incoming, hostHeaders);
    return listener(incoming, outgoing);
  };
}
