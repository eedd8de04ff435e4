// @ts-check
// `npm run service`: the request service alone (server/), for nginx in front of it (deploy/
// limenta-richieste.service) or for a static host whose site calls it from another origin
// (NEXT_PUBLIC_CONTACT_ENDPOINT). It listens on HOST (127.0.0.1 unless told) and PORT (3100).
import http from 'node:http';
import { startRequestService } from './lib/request-service.mjs';

const port = Number(process.env.PORT || 3100);
const host = process.env.HOST || '127.0.0.1';
if (!Number.isInteger(port) || port < 1 || port > 65535) {
  console.error(`PORT must be a port number (found "${process.env.PORT}").`);
  process.exit(1);
}

let service;
try {
  service = await startRequestService();
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
}

const server = http.createServer({ requestTimeout: 30_000, headersTimeout: 10_000 }, service.listener);
server.on('error', (/** @type {NodeJS.ErrnoException} */ error) => {
  console.error(error.code === 'EADDRINUSE' ? `Port ${port} is already in use by another program: choose another, e.g. PORT=${port + 1} npm run service` : `The service could not start on port ${port}: ${error.message}`);
  void service.close().finally(() => process.exit(1));
});
server.listen(port, host, () => {
  for (const line of service.summary) console.log(line);
  console.log(`Richieste: http://${host.includes(':') ? `[${host}]` : host}:${port}/api/richieste`);
});
for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM'])) {
  process.on(signal, () => {
    server.close(() => void service.close().finally(() => process.exit(0)));
    server.closeAllConnections();
  });
}
