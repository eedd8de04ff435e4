// @ts-check
// `npm run serve`: out/ (or the export folder given as argument) at http://localhost:3000, or
// $PORT, with the headers, redirects and status codes the build generated, and the request
// service (server/) under /api/ on the same origin. A port that another program already uses
// stops it with a clear message, instead of announcing that program's page.
import { startRequestService } from './lib/request-service.mjs';
import { createStaticServer } from './lib/static-server.mjs';

const port = Number(process.env.PORT || 3000);
if (!Number.isInteger(port) || port < 1 || port > 65535) {
  console.error(`PORT must be a port number (found "${process.env.PORT}").`);
  process.exit(1);
}

let server;
let service;
try {
  service = await startRequestService();
  server = createStaticServer(process.argv[2], { api: service.listener });
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  await service?.close();
  process.exit(1);
}

server.on('error', (/** @type {NodeJS.ErrnoException} */ error) => {
  if (error.code === 'EADDRINUSE') {
    console.error(`Port ${port} is already in use by another program: stop it, or choose another port, e.g. PORT=${port === 3000 ? 3001 : port + 1} npm run serve`);
  } else if (error.code === 'EACCES') {
    console.error(`Port ${port} needs privileges this user does not have: choose a port above 1023, e.g. PORT=3000 npm run serve`);
  } else {
    console.error(`The server could not start on port ${port}: ${error.message}`);
  }
  process.exit(1);
});

server.listen(port, () => {
  for (const line of service.summary) console.log(line);
  console.log(`Limenta: http://localhost:${port}`);
});
for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM'])) process.on(signal, () => {
    server.close(() => void service.close().finally(() => process.exit(0)));
    server.closeAllConnections();
  });
