// npm run edit: the editing page for people who do not write code. Decap CMS (in Italian, served
// from node_modules, no internet needed) at http://localhost:3000/admin/, saving to the files of
// content/ (and the pictures of content/foto and public/art) through a guarded file API
// (file-api.mjs), publishing each save with git (publish.mjs), plus `next dev` behind a guard at
// http://localhost:3001 as the live preview. Nothing here is part of the built site.
//   HOST (127.0.0.1) is the address both listen on (host.mjs); EDIT_PORT (3000) and PREVIEW_PORT
//   (3001) their ports, 0 for any free one (the tests); --no-preview starts only the editing page.
//   The first line printed is the editing page's address.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, lstatSync, readdirSync, realpathSync } from 'node:fs';
import path from 'node:path';
import express from 'express';
import { announced, freePort, LOOPBACK } from '../lib/listen-address.mjs';
import { isPlainFile } from './file-api.mjs';
import { foreignRequest, MEDIA_HEADERS, ownHostnames } from './host.mjs';
import { startPreviewProxy } from './preview-proxy.mjs';
import { apiRoutes, editingLib, goLiveLines, lastResort, pageRoutes, root } from './routes.mjs';

const withPreview = !process.argv.includes('--no-preview');
const host = process.env.HOST?.trim() || LOOPBACK;
const names = ownHostnames(host);
const editPort = Number(process.env.EDIT_PORT ?? 3000);
const previewPort = Number(process.env.PREVIEW_PORT ?? 3001);
const shownHost = announced(host);

const lib = await editingLib();

const app = express();
app.disable('x-powered-by');
let ownPort = editPort;
// Every request first: only this page's own (a page of another site, even through DNS rebinding, is refused).
app.use((request, response, next) => {
  const reason = foreignRequest(request.headers, ownPort, names);
  if (!reason) return next();
  const text = `Richiesta rifiutata: ${reason}. La pagina di modifica risponde solo a se stessa.`;
  if (request.path.startsWith('/api/')) return void response.status(403).json({ error: text });
  response.status(403).type('text/plain').send(text);
});
app.use((_request, response, next) => {
  response.set({
    'X-Frame-Options': 'DENY',
    'X-Content-Type-Options': 'nosniff',
    'Cache-Control': 'no-store',
    'Referrer-Policy': 'no-referrer',
  });
  next();
});
app.get('/', (_request, response) => response.redirect('/admin/'));
app.get('/favicon.ico', (_request, response) =>
  response.sendFile(path.join(root, 'app/icon.svg'), {
    headers: { 'Content-Type': 'image/svg+xml', ...MEDIA_HEADERS },
  }),
);
let previewUrl;
app.use('/admin', pageRoutes({ lib, previewUrl: () => previewUrl, api: '/api' }));
// The pictures the page shows: drawings from public/, photos from content/foto. Only plain files (a
// symbolic link there could lead anywhere on this computer), each answered as a document that runs
// nothing, even when opened on its own on this page's address (MEDIA_HEADERS).
const realRoot = realpathSync(root);
const pictures = (/** @type {string} */ folder) => [
  (
    /** @type {express.Request} */ request,
    /** @type {express.Response} */ response,
    /** @type {express.NextFunction} */ next,
  ) => {
    let relative;
    try {
      relative = path.join(folder, decodeURIComponent(request.path));
    } catch {
      return next(); // express.static answers an address it cannot decode
    }
    const found = lstatSync(path.join(realRoot, relative), { throwIfNoEntry: false });
    if (found && !found.isDirectory() && !isPlainFile(realRoot, relative)) return void response.sendStatus(404);
    next();
  },
  express.static(path.join(root, folder), {
    index: false,
    dotfiles: 'deny',
    setHeaders: (response) => response.set(MEDIA_HEADERS),
  }),
];
app.use('/foto', pictures('content/foto'));
app.use(pictures('public'));

// A save of a launched copy (every fact filled in) is held to the go-live check's content rules too.
app.use(await apiRoutes({ lib: { ...lib, goLiveProblems: goLiveLines } }));
app.use(lastResort);

/** @param {number} port @param {string} variable */
function portTaken(port, variable) {
  console.error(
    `La porta ${port} è già in uso: forse la pagina di modifica è già aperta in un’altra finestra. Chiudila, oppure scegli un’altra porta (per esempio ${variable}=${port + 100} npm run edit).`,
  );
  process.exit(1);
}

const server = app.listen(editPort, host);
server.on('error', (error) =>
  /** @type {NodeJS.ErrnoException} */ (error).code === 'EADDRINUSE'
    ? portTaken(editPort, 'EDIT_PORT')
    : Promise.reject(error),
);
await new Promise((resolve) => server.once('listening', resolve));
const address = server.address();
ownPort = typeof address === 'object' && address ? address.port : editPort;

/** @type {import('node:child_process').ChildProcess | undefined} */
let preview;
/** @type {import('node:http').Server | undefined} */
let previewProxy;
if (withPreview) {
  const internal = await freePort();
  preview = spawn(
    process.execPath,
    [path.join(root, 'node_modules/next/dist/bin/next'), 'dev', '--hostname', '127.0.0.1', '--port', String(internal)],
    { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] },
  );
  previewProxy = await startPreviewProxy({ host, port: previewPort, target: internal, names }).catch((error) =>
    error.code === 'EADDRINUSE' ? portTaken(previewPort, 'PREVIEW_PORT') : Promise.reject(error),
  );
  const proxied = previewProxy?.address();
  previewUrl = `http://${shownHost}:${typeof proxied === 'object' && proxied ? proxied.port : previewPort}`;
}
console.log(`Pagina di modifica: http://${shownHost}:${ownPort}/admin/`);
if (previewUrl) console.log(`Anteprima del sito: ${previewUrl} (si aggiorna da sola quando salvi).`);
console.log('«Pubblica» salva la modifica e la invia al sito online. Per chiudere: Ctrl+C.');
// The editing page exits once its preview has: until then `next dev` may still be writing to .next/.
// On its way out next dev leaves its last telemetry batch in .next/dev/cache/_events_….json to a
// detached process (even with telemetry off), which deletes it when done: that is waited for too
// (at most 15 s), so that nothing is left writing in the project's folder.
const stop = async () => {
  previewProxy?.close();
  if (preview && preview.exitCode === null && preview.signalCode === null) {
    const exited = once(preview, 'exit');
    preview.kill();
    await exited;
    const cache = path.join(root, '.next/dev/cache');
    for (
      let waited = 0;
      waited < 15_000 && existsSync(cache) && readdirSync(cache).some((name) => name.startsWith('_events_'));
      waited += 100
    )
      await new Promise((resolve) => setTimeout(resolve, 100));
  }
  server.close(() => process.exit(0));
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
