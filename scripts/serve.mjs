// @ts-check
// `npm run serve`: out/ (or the export folder given as argument) at http://localhost:3000, or
// $PORT, with the headers, redirects and status codes the build generated. A port that another
// program already uses stops it with a clear message, instead of announcing that program's page.
import { createStaticServer } from './lib/static-server.mjs';

const port = Number(process.env.PORT || 3000);
if (!Number.isInteger(port) || port < 1 || port > 65535) {
  console.error(`PORT must be a port number (found "${process.env.PORT}").`);
  process.exit(1);
}

let server;
try {
  server = createStaticServer(process.argv[2]);
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
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

server.listen(port, () => console.log(`Limenta: http://localhost:${port}`));
for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM'])) process.on(signal, () => {
    server.close(() => process.exit(0));
    server.closeAllConnections();
  });
