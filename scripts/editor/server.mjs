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
import { createServer } from 'node:net';
import { createRequire } from 'node:module';
import path from 'node:path';
import express from 'express';
import { answerRefusal, editorOf, fileApi, isPlainFile } from './file-api.mjs';
import { foreignRequest, listenHost, MEDIA_HEADERS, ownHostnames } from './host.mjs';
import { startPreviewProxy } from './preview-proxy.mjs';
import { push } from './publish.mjs';

const require = createRequire(import.meta.url);
const { importLib, root } = require('../content/load-lib.cjs');

const withPreview = !process.argv.includes('--no-preview');
const host = listenHost();
const names = ownHostnames(host);
const editPort = Number(process.env.EDIT_PORT ?? 3000);
const previewPort = Number(process.env.PREVIEW_PORT ?? 3001);
/** The address people open: localhost while the page listens on this computer only. */
const shownHost = ['127.0.0.1', '::1', '0.0.0.0', '::'].includes(host) ? 'localhost' : host;

// decap-server (which answers only "info" now: file-api.mjs does every read and write) works in this
// folder; it reads the variable when it is registered.
process.env.GIT_REPO_DIRECTORY = root;
const { registerLocalFs } = require('decap-server/dist/middlewares.js');
const [{ decapConfig }, check, { mergeContent }, { photoUploadProblem }, { describeEntry }, { setContentRoot }] = await Promise.all(
  ['lib/content/decap-config.ts', 'lib/content/check.ts', 'lib/content/merge.ts', 'lib/content/images.ts', 'lib/content/editing.ts', 'lib/content/site-index.ts'].map((file) => importLib(file)),
);
setContentRoot(root);

/** A port the system picks, for next dev behind the preview's guard. */
function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.listen(0, '127.0.0.1', () => {
      const { port } = /** @type {import('node:net').AddressInfo} */ (probe.address());
      probe.close(() => resolve(port));
    });
    probe.on('error', reject);
  });
}

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
  response.set({ 'X-Frame-Options': 'DENY', 'X-Content-Type-Options': 'nosniff', 'Cache-Control': 'no-store', 'Referrer-Policy': 'no-referrer' });
  next();
});
app.get('/', (_request, response) => response.redirect('/admin/'));
app.get('/favicon.ico', (_request, response) => response.sendFile(path.join(root, 'app/icon.svg'), { headers: { 'Content-Type': 'image/svg+xml', ...MEDIA_HEADERS } }));
app.get('/admin/', (_request, response) => response.sendFile(path.join(root, 'scripts/editor/admin.html')));
app.get('/admin/editing-page.js', (_request, response) => response.sendFile(path.join(root, 'scripts/editor/editing-page.js')));
let previewUrl;
app.get('/admin/config.js', (_request, response) => {
  // Regenerated on every load, so a change to the schemas shows after a reload.
  response.type('application/javascript').send(`window.LIMENTA_EDITOR_CONFIG = ${JSON.stringify(decapConfig({ previewUrl }))};\n`);
});
app.use('/admin', express.static(path.join(root, 'node_modules/decap-cms/dist'), { index: false }));
// The pictures the page shows: drawings from public/, photos from content/foto. Only plain files (a
// symbolic link there could lead anywhere on this computer), each answered as a document that runs
// nothing, even when opened on its own on this page's address (MEDIA_HEADERS).
const realRoot = realpathSync(root);
const pictures = (/** @type {string} */ folder) => [
  (/** @type {express.Request} */ request, /** @type {express.Response} */ response, /** @type {express.NextFunction} */ next) => {
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
  express.static(path.join(root, folder), { index: false, dotfiles: 'deny', setHeaders: (response) => response.set(MEDIA_HEADERS) }),
];
app.use('/foto', pictures('content/foto'));
app.use(pictures('public'));

// A photo of up to 20 MB arrives as base64 (a third more): room for it, and for a clear refusal above.
app.use('/api', express.json({ limit: '40mb' }));
app.post('/api/editor/publish', async (request, response, next) => {
  try {
    editorOf(request);
    response.json({ notice: await push(root) });
  } catch (error) {
    answerRefusal(error, request, response, next);
  }
});
app.post(
  '/api/v1',
  fileApi({
    root,
    lib: { sourceOf: check.sourceOf, checkAll: check.checkAll, formatForEditingPage: check.formatForEditingPage, mergeContent, photoUploadProblem, describeEntry },
  }),
);
await registerLocalFs(app, { logLevel: process.env.EDIT_LOG_LEVEL ?? 'warn' });
// Whatever else goes wrong, one plain sentence and nothing technical (express knows an error
// handler by its four parameters).
// eslint-disable-next-line @typescript-eslint/no-unused-vars
app.use((/** @type {any} */ error, /** @type {express.Request} */ _request, /** @type {express.Response} */ response, /** @type {express.NextFunction} */ _next) => {
  const tooLarge = error?.type === 'entity.too.large';
  if (!tooLarge) console.error(error);
  response.status(tooLarge ? 413 : 500).json({
    error: tooLarge ? 'Il file è troppo grande: una foto può pesare al massimo 20 MB. Esportala di nuovo in un formato più leggero (dal telefono: dimensione «Grande» invece di «Originale»).' : 'Qualcosa non ha funzionato e la modifica non è stata salvata. Riprova; se succede ancora, chiudi e riapri la pagina di modifica.',
  });
});

/** @param {number} port @param {string} variable */
function portTaken(port, variable) {
  console.error(`La porta ${port} è già in uso: forse la pagina di modifica è già aperta in un’altra finestra. Chiudila, oppure scegli un’altra porta (per esempio ${variable}=${port + 100} npm run edit).`);
  process.exit(1);
}

const server = app.listen(editPort, host);
server.on('error', (error) => (/** @type {NodeJS.ErrnoException} */ (error).code === 'EADDRINUSE' ? portTaken(editPort, 'EDIT_PORT') : Promise.reject(error)));
await new Promise((resolve) => server.once('listening', resolve));
const address = server.address();
ownPort = typeof address === 'object' && address ? address.port : editPort;

/** @type {import('node:child_process').ChildProcess | undefined} */
let preview;
/** @type {import('node:http').Server | undefined} */
let previewProxy;
if (withPreview) {
  const internal = await freePort();
  preview = spawn(process.execPath, [path.join(root, 'node_modules/next/dist/bin/next'), 'dev', '--hostname', '127.0.0.1', '--port', String(internal)], { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] });
  previewProxy = await startPreviewProxy({ host, port: previewPort, target: internal, names }).catch((error) => (error.code === 'EADDRINUSE' ? portTaken(previewPort, 'PREVIEW_PORT') : Promise.reject(error)));
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
    for (let waited = 0; waited < 15_000 && existsSync(cache) && readdirSync(cache).some((name) => name.startsWith('_events_')); waited += 100) await new Promise((resolve) => setTimeout(resolve, 100));
  }
  server.close(() => process.exit(0));
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
