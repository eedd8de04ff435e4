import { createServer, type IncomingMessage } from 'node:http';

export interface ReceivedRequest {
  at: number;
  contentType: string;
  accept: string;
  body: string;
}

export interface TestEndpoint {
  url: string;
  received: ReceivedRequest[];
  /** The statuses of the next POSTs, in turn; the last one repeats. */
  answerWith: (...statuses: number[]) => void;
  close: () => Promise<void>;
}

const CORS_HEADERS = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Methods': 'POST',
  'Access-Control-Allow-Headers': 'Content-Type, Accept',
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
 * A local stand-in for a Formspree-style delivery service: it records every POST it
 * receives and answers with the statuses a test scripts, allowing cross-origin calls.
 */
export async function startTestEndpoint(port: number): Promise<TestEndpoint> {
  const received: ReceivedRequest[] = [];
  let script: number[] = [200];

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
      body: await readBody(request),
    });
    const status = script[Math.min(received.length - 1, script.length - 1)];
    const ok = status >= 200 && status < 300;
    response.writeHead(status, { ...CORS_HEADERS, 'Content-Type': 'application/json' }).end(JSON.stringify({ ok }));
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });

  return {
    url: `http://127.0.0.1:${port}/f/limenta`,
    received,
    answerWith: (...statuses) => {
      script = statuses;
      received.length = 0;
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
