// @ts-check
// `npm run service`: the request service alone (server/), for nginx in front of it (deploy/
// limenta-richieste.service) or for a static host whose site calls it from another origin
// (NEXT_PUBLIC_CONTACT_ENDPOINT). It listens on this machine only (127.0.0.1), port 3100, unless
// HOST and PORT say otherwise (scripts/lib/listen-address.mjs), with npm start's time limits.
// Behind nginx, SITE_BUILDS=1 (deploy/limenta-richieste.service): it keeps .limenta/sito-online, the
// folder nginx serves, on the build online (out/, or the last one a publish put online), and the
// editing page's publishes rebuild the site and swap that link (scripts/editor/live.mjs).
import http from 'node:http';
import { listenAddress, serveUntilStopped } from './lib/listen-address.mjs';
import path from 'node:path';
import { isEditingPageAddress, ONLINE_SITE } from '../deploy/hosting.config.mjs';
import { mainExport, root } from './lib/paths.mjs';
import { TIMEOUTS } from './lib/static-server.mjs';
import { importLib } from './content/load-lib.cjs';
import { liveEditing, startLiveSite } from './editor/live.mjs';

let address;
let service;
/** @type {import('node:http').RequestListener | null} */
let admin = null;
try {
  address = listenAddress({ defaultPort: 3100 });
  /** @type {typeof import('../server/service')} */
  const { startRequestService } = await importLib('server/service.ts');
  service = await startRequestService(process.env, process.cwd());
  const live =
    process.env.SITE_BUILDS === '1' ? await startLiveSite({ service, exportDir: mainExport, behindNginx: true }) : null;
  if (live)
    service.summary.push(
      `Sito: ${ONLINE_SITE} → ${path.relative(root, live.online())}, la versione online, che nginx serve (SITE_BUILDS=1).`,
    );
  // The editing page (EDITOR_EMAILS): its publishes rebuild the site behind nginx; beside a static host they are pushed, and the host builds the site.
  admin = await liveEditing({ service, live });
  if (admin)
    service.summary.push(
      live
        ? `Pagina di modifica: /admin/; ogni «Pubblica» ricostruisce il sito e lo mette online in ${ONLINE_SITE}.`
        : 'Pagina di modifica: /admin/; ogni «Pubblica» invia la modifica al repository, e il sito lo ricostruisce l’hosting.',
    );
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
}
const server = http.createServer(
  {
    headersTimeout: TIMEOUTS.headers,
    requestTimeout: TIMEOUTS.request,
    keepAliveTimeout: TIMEOUTS.keepAlive,
    connectionsCheckingInterval: TIMEOUTS.checkEvery,
  },
  (request, response) =>
    admin && isEditingPageAddress(request.url ?? '') ? admin(request, response) : service.listener(request, response),
);
serveUntilStopped(server, service, {
  ...address,
  command: 'npm run service',
  banner: `Richieste: ${address.url}/api/richieste`,
});
