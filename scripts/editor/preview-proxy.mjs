// @ts-check
// The preview (`next dev`) behind a guard: next dev listens on 127.0.0.1 on a port of its own, and
// this proxy, on the preview's address, passes on only the requests that are the preview's own
// (Host and Origin: host.mjs), page loads and the live-reload connection alike, and gives the
// pictures (/art/…, /foto/…) the headers that keep them inert (MEDIA_HEADERS). Until next dev is
// ready it answers with a page that says so and reloads itself.
import http from 'node:http';
import net from 'node:net';
import { foreignRequest, MEDIA_HEADERS } from './host.mjs';

const STARTING =
  '<!doctype html><html lang="it"><meta charset="utf-8"><meta http-equiv="refresh" content="2"><title>Anteprima in avvio</title><p style="font: 1.1rem system-ui; margin: 2rem">L’anteprima del sito si sta avviando: questa pagina si aggiorna da sola tra qualche secondo.</p></html>';

/**
 * @param {{ host: string, port: number, target: number, names: Set<string> }} options
 * @returns {Promise<http.Server>}
 */
export function startPreviewProxy({ host, port, target, names }) {
  let ownPort = port;
  const server = http.createServer((request, response) => {
    const reason = foreignRequest(request.headers, ownPort, names);
    if (reason) {
      response.writeHead(403, { 'Content-Type': 'text/plain; charset=utf-8' });
      return void response.end(`Richiesta rifiutata: ${reason}.`);
    }
    const upstream = http.request(
      { host: '127.0.0.1', port: target, method: request.method, path: request.url, headers: request.headers },
      (answer) => {
        const picture =
          /^\/(?:art|foto)\//.test(request.url ?? '') || /^image\//.test(answer.headers['content-type'] ?? '');
        response.writeHead(
          answer.statusCode ?? 502,
          picture ? { ...answer.headers, ...MEDIA_HEADERS } : answer.headers,
        );
        answer.pipe(response);
      },
    );
    upstream.on('error', () => {
      if (response.headersSent) return void response.destroy();
      response.writeHead(503, { 'Content-Type': 'text/html; charset=utf-8', 'Retry-After': '2' });
      response.end(STARTING);
    });
    request.pipe(upstream);
  });
  // The live reload (a WebSocket): the same guard, then the bytes both ways.
  server.on('upgrade', (request, socket, head) => {
    if (foreignRequest(request.headers, ownPort, names)) return void socket.end('HTTP/1.1 403 Forbidden\r\n\r\n');
    const upstream = net.connect(target, '127.0.0.1', () => {
      const lines = [`${request.method} ${request.url} HTTP/${request.httpVersion}`];
      for (let index = 0; index < request.rawHeaders.length; index += 2)
        lines.push(`${request.rawHeaders[index]}: ${request.rawHeaders[index + 1]}`);
      upstream.write(`${lines.join('\r\n')}\r\n\r\n`);
      if (head.length > 0) upstream.write(head);
      upstream.pipe(socket);
      socket.pipe(upstream);
    });
    upstream.on('error', () => socket.destroy());
    socket.on('error', () => upstream.destroy());
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      const address = server.address();
      ownPort = typeof address === 'object' && address ? address.port : port;
      resolve(server);
    });
  });
}
