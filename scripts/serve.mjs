// @ts-check
// `npm run serve`: out/ (or the export folder given as argument) at http://localhost:3000 ($PORT),
// with the headers, redirects and status codes the build generated, and the request service
// (server/) under /api/ on the same origin, on this machine only (HOST opens it to a network:
// scripts/lib/listen-address.mjs). A port that another program already uses stops it with a clear
// message, instead of announcing that program's page. With EDITOR_EMAILS set, the editing page at
// /admin/ (scripts/editor/live.mjs), whose publishes rebuild the site and swap it in: then the site
// served is the build online (.limenta/siti/<n>), the last one a publish put online or out/ when it
// was built since.
import { listenAddress, serveUntilStopped } from './lib/listen-address.mjs';
import path from 'node:path';
import { mainExport, root } from './lib/paths.mjs';
import { createStaticServer } from './lib/static-server.mjs';
import { importLib } from './content/load-lib.cjs';
import { editingWanted, liveEditing, startLiveSite } from './editor/live.mjs';

let address;
/** @type {ReturnType<typeof createStaticServer>} */
let server;
let service;
try {
  address = listenAddress();
  // The service answers the plain post with this export's thank-you page, the number written in.
  /** @type {typeof import('../server/service')} */
  const { startRequestService } = await importLib('server/service.ts');
  const exportDir = path.resolve(root, process.argv[2] ?? mainExport);
  service = await startRequestService(process.env, process.cwd(), { exportDir });
  const live = (await editingWanted(service))
    ? await startLiveSite({ service, exportDir, serveBuild: (folder) => server.useExport(folder) })
    : null;
  const admin = await liveEditing({ service, live });
  server = createStaticServer(live?.online() ?? process.argv[2], { api: service.listener, admin: admin ?? undefined });
  if (admin)
    service.summary.push(
      `Pagina di modifica: /admin/, per ${service.config.editorEmails.length} ${service.config.editorEmails.length === 1 ? 'indirizzo' : 'indirizzi'} di EDITOR_EMAILS; ogni «Pubblica» ricostruisce il sito e lo mette online.`,
    );
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  await service?.close();
  process.exit(1);
}
serveUntilStopped(server, service, { ...address, command: 'npm run serve', banner: `Limenta: ${address.url}` });
