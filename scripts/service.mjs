// @ts-check
// `npm run service`: the request service alone (server/), for nginx in front of it (deploy/
// limenta-richieste.service) or for a static host whose site calls it from another origin
// (NEXT_PUBLIC_CONTACT_ENDPOINT). It listens on this machine only (127.0.0.1), port 3100, unless
// HOST and PORT say otherwise (scripts/lib/listen-address.mjs), with npm start's time limits.
import http from 'node:http';
import { exposureNote, listenAddress, listenFailure } from './lib/listen-address.mjs';
import { TIMEOUTS } from './lib/static-server.mjs';
import { importLib } from './content/load-lib.cjs';
import { liveEditing } from './editor/live.mjs';

let address;
let service;
/** @type {import('node:http').RequestListener | null} */
let admin = null;
try {
  address = listenAddress({ defaultPort: 3100 });
  /** @type {typeof import('../server/service')} */
  const { startRequestService } = await importLib('server/service.ts');
  service = await startRequestService(process.env, process.cwd());
  // The editing page (EDITOR_EMAILS): its publishes are pushed, and the static host builds the site.
  admin = await liveEditing({ service });
  if (admin)
    service.summary.push(
      'Pagina di modifica: /admin/; ogni «Pubblica» invia la modifica al repository, e il sito lo ricostruisce l’hosting.',
    );
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
}
const { host, port, url } = address;

const server = http.createServer(
  {
    headersTimeout: TIMEOUTS.headers,
    requestTimeout: TIMEOUTS.request,
    keepAliveTimeout: TIMEOUTS.keepAlive,
    connectionsCheckingInterval: TIMEOUTS.checkEvery,
  },
  (request, response) =>
    admin && /^\/admin(?:[/?]|$)/.test(request.url ?? '')
      ? admin(request, response)
      : service.listener(request, response),
);
server.on('error', (/** @type {NodeJS.ErrnoException} */ error) => {
  console.error(listenFailure(error, { host, port, command: 'npm run service' }));
  void service.close().finally(() => process.exit(1));
});
server.listen(port, host, () => {
  for (const line of service.summary) console.log(line);
  console.log([`Richieste: ${url}/api/richieste`, exposureNote(host)].filter(Boolean).join('\n'));
});
for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM'])) {
  process.on(signal, () => {
    server.close(() => void service.close().finally(() => process.exit(0)));
    server.closeAllConnections();
  });
}
