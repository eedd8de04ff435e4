import { createServer, type IncomingMessage } from 'node:http';

export interface ReceivedRequest {
  at: number;
  contentType: string;
  accept: string;
  idempotencyKey: string;
  body: string;
}

/**
 * How the service answers one POST: a status at once, a status after a delay (with a Retry-After,
 * exposed to the page or not), or never.
 */
export type Answer =
  number | 'hang' | { status: number; afterMs?: number; retryAfter?: string; exposeRetryAfter?: boolean };

export interface TestEndpoint {
  url: string;
  received: ReceivedRequest[];
  /** The answers to the next POSTs, in turn; the last one repeats. Forgets what was received. */
  answerWith: (...answers: Answer[]) => void;
  close: () => Promise<void>;
}

/** What a delivery service must allow for the forms' cross-origin POST (see README). */
const CORS_HEADERS = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Methods': 'POST',
  'Access-Control-Allow-Headers': 'Content-Type, Accept, Idempotency-Key',
};

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    request.on('error', reject);
  });
}

/**
 * The contact endpoint of the second build (support/endpoint-build.ts), at the request service's
 * own path: the stand-in answers there, and so does the request service alone when a test runs it
 * on that port instead, so that both use one build.
 */
export function endpointAddress(port: number): string {
  return `http://127.0.0.1:${port}/api/richieste`;
}

/**
 * A local stand-in for a Formspree-style delivery service: it records every POST it
 * receives and answers as a test scripts, allowing cross-origin calls.
 */
export async function startTestEndpoint(port: number): Promise<TestEndpoint> {
  const received: ReceivedRequest[] = [];
  let script: Answer[] = [200];

  const server = createServer(async (request, response) => {
    if (request.method === 'OPTIONS') {
      response.writeHead(204, CORS_HEADERS).end();
      return;
    }
    if (request.method !== 'POST') {
      response.writeHead(405, CORS_HEADERS).end();
      return;
    }
    received.push({
      at: Date.now(),
      contentType: request.headers['content-type'] ?? '',
      accept: request.headers.accept ?? '',
      idempotencyKey: String(request.headers['idempotency-key'] ?? ''),
      body: await readBody(request),
    });
    const answer = script[Math.min(received.length - 1, script.length - 1)];
    if (answer === 'hang') return;
    const {
      status,
      afterMs = 0,
      retryAfter,
      exposeRetryAfter = false,
    } = typeof answer === 'number' ? { status: answer } : answer;
    const headers = {
      ...CORS_HEADERS,
      'Content-Type': 'application/json',
      ...(retryAfter !== undefined && { 'Retry-After': retryAfter }),
      ...(exposeRetryAfter && { 'Access-Control-Expose-Headers': 'Retry-After' }),
    };
    setTimeout(
      () => response.writeHead(status, headers).end(JSON.stringify({ ok: status >= 200 && status < 300 })),
      afterMs,
    );
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });

  return {
    url: endpointAddress(port),
    received,
    answerWith: (...answers) => {
      script = answers;
      received.length = 0;
    },
    close: () =>
      new Promise((resolve) => {
        // A hanging answer keeps its connection open: close it instead of waiting for it.
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
