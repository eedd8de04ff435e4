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

function parse(bytes: Buffer): RawResponse {
  if (!bytes.toString('latin1', 0, 5).startsWith('HTTP/')) {
    // An HTTP/0.9 answer (nginx's, to a request line without a version): a body, no head at all.
    return { status: 0, headerLines: [], header: () => undefined, rawHead: '', body: bytes };
  }
  const end = bytes.indexOf('\r\n\r\n');
  if (end === -1) throw new Error(`No complete response head: ${JSON.stringify(bytes.toString('latin1').slice(0, 200))}`);
  const rawHead = bytes.subarray(0, end).toString('latin1');
  const [statusLine, ...lines] = rawHead.split('\r\n');
  const status = Number(/^HTTP\/1\.[01] (\d{3})/.exec(statusLine)?.[1]);
  if (!status) throw new Error(`Not an HTTP status line: ${JSON.stringify(statusLine)}`);
  const headerLines = lines.map((line): [string, string] => {
    const colon = line.indexOf(':');
    return colon === -1 ? [line.toLowerCase(), ''] : [line.slice(0, colon).toLowerCase(), line.slice(colon + 1).trim()];
  });
  return {
    status,
    headerLines,
    header: (name) => headerLines.find(([candidate]) => candidate === name)?.[1],
    rawHead,
    body: bytes.subarray(end + 4),
  };
}

/** Sends bytes to a server (http:// or https://, any certificate) and reads until it closes. */
export function sendRaw(serverUrl: string, request: string | Buffer): Promise<RawResponse> {
  const { protocol, hostname, port } = new URL(serverUrl);
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    // Written, not ended: a half-closed connection may be taken for a client that left.
    const onConnect = () => socket.write(request);
    const socket: Socket =
      protocol === 'https:'
        ? connectTls({ host: hostname, port: Number(port), rejectUnauthorized: false, ALPNProtocols: ['http/1.1'] }, onConnect)
        : connectTcp({ host: hostname, port: Number(port) }, onConnect);
    socket.setTimeout(30_000, () => socket.destroy(new Error(`No answer from ${serverUrl} within 30 s.`)));
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('end', () => {
      try {
        resolve(parse(Buffer.concat(chunks)));
      } catch (error) {
        reject(error);
      }
    });
    socket.on('error', reject);
  });
}

/** One request with `target` written as is in the request line. */
export function rawRequest(serverUrl: string, target: string, options: RequestOptions = {}): Promise<RawResponse> {
  const { method = 'GET', headers = {} } = options;
  const host = Object.keys(headers).some((name) => name.toLowerCase() === 'host') ? {} : { Host: new URL(serverUrl).host };
  const lines = Object.entries({ ...host, ...headers, Connection: 'close' }).map(([name, value]) => `${name}: ${value}`);
  return sendRaw(serverUrl, `${method} ${target} HTTP/1.1\r\n${lines.join('\r\n')}\r\n\r\n`);
}
