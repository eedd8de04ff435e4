// @ts-check
// `npm run serve`: out/ (or the export folder given as argument) at http://localhost:3000 ($PORT),
// with the headers, redirects and status codes the build generated, on this machine only (HOST
// opens it to a network: scripts/lib/listen-address.mjs). A port that another program already
// uses stops it with a clear message, instead of announcing that program's page.
import { exposureNote, listenAddress } from './lib/listen-address.mjs';
import { createStaticServer } from './lib/static-server.mjs';

let address;
let server;
try {
  address = listenAddress();
  server = createStaticServer(process.argv[2]);
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
}
const { host, port, url } = address;

server.on('error', (/** @type {NodeJS.ErrnoException} */ error) => {
  if (error.code === 'EADDRINUSE') {
    console.error(`Port ${port} is already in use by another program: stop it, or choose another port, e.g. PORT=${port === 3000 ? 3001 : port + 1} npm run serve`);
  } else if (error.code === 'EACCES') {
    console.error(`Port ${port} needs privileges this user does not have: choose a port above 1023, e.g. PORT=3000 npm run serve`);
  } else if (error.code === 'EADDRNOTAVAIL' || error.code === 'ENOTFOUND') {
    console.error(`HOST=${host} is not an address of this machine: leave HOST unset (this machine only) or use HOST=0.0.0.0 (every network).`);
  } else {
    console.error(`The server could not start on ${host}:${port}: ${error.message}`);
  }
  process.exit(1);
});

server.listen(port, host, () => console.log([`Limenta: ${url}`, exposureNote(host)].filter(Boolean).join('\n')));
for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM'])) process.on(signal, () => {
    server.close(() => process.exit(0));
    server.closeAllConnections();
  });
