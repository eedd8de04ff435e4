import { connect as connectTcp, type Socket } from 'node:net';
import { connect as connectTls } from 'node:tls';

/**
 * HTTP/1.1 over a plain socket: the request goes out byte for byte as written (a client library
 * would encode or refuse a CR, a tab or a quote in the path), and the answer is read raw, so a
 * header that a server let a CR or LF into shows up as the extra line it would make.
 */
export interface RawResponse {
  /** 0 for an HTTP/0.9 answer, which has no status line and no headers. */
  status: number;
  /** Every header line, in order, as [name in lower case, value]. */
  headerLines: Array<[string, string]>;
  /** The first value of a header (lower-case name). */
  header: (name: string) => string | undefined;
  /** The head exactly as received, up to the blank line. */
  rawHead: string;
  body: Buffer;
}

export interface RequestOptions {
  method?: string;
  /** Extra header lines; a Host line here replaces the default one. */
  headers?: Record<string, string>;
}

/** A chunked body's content, without its framing; undefined while the last chunk has not arrived. */
function dechunk(framed: Buffer): Buffer | undefined {
  const parts: Buffer[] = [];
  let at = 0;
  for (;;) {
    const lineEnd = framed.indexOf('\r\n', at);
    if (lineEnd === -1) return undefined;
    const size = parseInt(framed.toString('latin1', at, lineEnd).split(';')[0], 16);
    if (Number.isNaN(size)) return undefined;
    if (size === 0) return framed.indexOf('\r\n', lineEnd + 2) === -1 ? undefined : Buffer.concat(parts);
    if (framed.length < lineEnd + 2 + size + 2) return undefined;
    parts.push(framed.subarray(lineEnd + 2, lineEnd + 2 + size));
    at = lineEnd + 2 + size + 2;
  }
}

/** The response in `bytes`, or undefined while it is incomplete (`closed`: the server closed the connection). */
function parse(bytes: Buffer, method: string, closed: boolean): RawResponse | undefined {
  if (!bytes.toString('latin1', 0, 5).startsWith('HTTP/')) {
    // An HTTP/0.9 answer (nginx's, to a request line without a version): a body, no head at all.
    return closed ? { status: 0, headerLines: [], header: () => undefined, rawHead: '', body: bytes } : undefined;
  }
  const end = bytes.indexOf('\r\n\r\n');
  if (end === -1) {
    if (closed) throw new Error(`No complete response head: ${JSON.stringify(bytes.toString('latin1').slice(0, 200))}`);
    return undefined;
  }
  const rawHead = bytes.subarray(0, end).toString('latin1');
  const [statusLine, ...lines] = rawHead.split('\r\n');
  const status = Number(/^HTTP\/1\.[01] (\d{3})/.exec(statusLine)?.[1]);
  if (!status) throw new Error(`Not an HTTP status line: ${JSON.stringify(statusLine)}`);
  const headerLines = lines.map((line): [string, string] => {
    const colon = line.indexOf(':');
    return colon === -1 ? [line.toLowerCase(), ''] : [line.slice(0, colon).toLowerCase(), line.slice(colon + 1).trim()];
  });
  const header = (name: string) => headerLines.find(([candidate]) => candidate === name)?.[1];
  const framed = bytes.subarray(end + 4);
  // Complete without waiting for the server to close: some engines keep the connection open.
  let body: Buffer | undefined;
  if (method === 'HEAD' || status === 204 || status === 304) body = Buffer.alloc(0);
  else if (header('transfer-encoding')?.toLowerCase() === 'chunked') body = dechunk(framed);
  else if (header('content-length') !== undefined)
    body =
      framed.length >= Number(header('content-length'))
        ? framed.subarray(0, Number(header('content-length')))
        : undefined;
  else body = closed ? framed : undefined;
  if (body === undefined) {
    if (closed) throw new Error(`The connection closed before the body ended: ${JSON.stringify(rawHead)}`);
    return undefined;
  }
  return { status, headerLines, header, rawHead, body };
}

/** How long a request waits for an answer before it counts as none. */
export const NO_ANSWER_MS = 10_000;

/** Sends bytes to a server (http:// or https://, any certificate) and reads one answer. */
export function sendRaw(serverUrl: string, request: string | Buffer): Promise<RawResponse> {
  const { protocol, hostname, port } = new URL(serverUrl);
  const method = request.toString().split(' ')[0];
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    // Written, not ended: a half-closed connection may be taken for a client that left.
    const onConnect = () => socket.write(request);
    const socket: Socket =
      protocol === 'https:'
        ? connectTls(
            { host: hostname, port: Number(port), rejectUnauthorized: false, ALPNProtocols: ['http/1.1'] },
            onConnect,
          )
        : connectTcp({ host: hostname, port: Number(port) }, onConnect);
    const settle = (closed: boolean) => {
      try {
        const response = parse(Buffer.concat(chunks), method, closed);
        if (!response) return;
        socket.destroy();
        resolve(response);
      } catch (error) {
        socket.destroy();
        reject(error);
      }
    };
    // Every server here answers in milliseconds; silence this long is an answer of its own (the table lists who).
    socket.setTimeout(NO_ANSWER_MS, () =>
      socket.destroy(new Error(`No answer from ${serverUrl} within ${NO_ANSWER_MS / 1000} s.`)),
    );
    socket.on('data', (chunk: Buffer) => {
      chunks.push(chunk);
      settle(false);
    });
    socket.on('end', () => settle(true));
    socket.on('error', reject);
  });
}

/** One request with `target` written as is in the request line. */
export function rawRequest(serverUrl: string, target: string, options: RequestOptions = {}): Promise<RawResponse> {
  const { method = 'GET', headers = {} } = options;
  const host = Object.keys(headers).some((name) => name.toLowerCase() === 'host')
    ? {}
    : { Host: new URL(serverUrl).host };
  const lines = Object.entries({ ...host, ...headers, Connection: 'close' }).map(
    ([name, value]) => `${name}: ${value}`,
  );
  return sendRaw(serverUrl, `${method} ${target} HTTP/1.1\r\n${lines.join('\r\n')}\r\n\r\n`);
}
