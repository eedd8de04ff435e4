// npm run edit: the editing page for people who do not write code. Decap CMS (in Italian, served
// from node_modules, no internet needed) at http://localhost:3000/admin/, saving straight to the
// files of content/ and public/art/ through decap-server's local API, plus `next dev` at
// http://localhost:3001 as the live preview. Nothing here is part of the built site.
//   EDIT_PORT (3000) and PREVIEW_PORT (3001) change the ports; --no-preview starts only the editor;
//   EDIT_PORT=0 takes any free port (the tests do). The first line printed is the editor's address.
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import express from 'express';

const require = createRequire(import.meta.url);
const { importLib, root } = require('../content/load-lib.cjs');

const withPreview = !process.argv.includes('--no-preview');
const editPort = Number(process.env.EDIT_PORT ?? 3000);
const previewPort = Number(process.env.PREVIEW_PORT ?? 3001);
const previewUrl = withPreview ? `http://localhost:${previewPort}` : undefined;

// decap-server writes to this folder; it reads the variable when its middleware is registered.
process.env.GIT_REPO_DIRECTORY = root;
const { registerLocalFs } = require('decap-server/dist/middlewares.js');
const [{ decapConfig }, { checkFile, formatProblems }] = await Promise.all([importLib('lib/content/decap-config.ts'), importLib('lib/content/check.ts')]);

const app = express();
app.disable('x-powered-by');
app.get('/', (_request, response) => response.redirect('/admin/'));
app.get('/favicon.ico', (_request, response) => response.sendFile(path.join(root, 'app/icon.svg'), { headers: { 'Content-Type': 'image/svg+xml' } }));
app.get('/admin/', (_request, response) => response.sendFile(path.join(root, 'scripts/editor/admin.html')));
app.get('/admin/config.js', (_request, response) => {
  // Regenerated on every load, so a change to the schemas shows after a reload.
  response.type('application/javascript').send(`window.LIMENTA_EDITOR_CONFIG = ${JSON.stringify(decapConfig({ previewUrl }))};\n`);
});
app.use('/admin', express.static(path.join(root, 'node_modules/decap-cms/dist'), { index: false }));
// The pictures the editor shows come from the site's own public/ folder.
app.use(express.static(path.join(root, 'public'), { index: false }));

// Before decap-server writes a content file, the content check reads it: a mistake Decap cannot
// see (a link to a missing page, an image not in public/) is refused with the check's Italian line.
app.post('/api/v1', express.json({ limit: '50mb' }), (request, response, next) => {
  const { action, params } = request.body ?? {};
  if (action !== 'persistEntry') return next();
  const files = params?.dataFiles ?? (params?.entry ? [params.entry] : []);
  const problems = files.flatMap((file) => checkFile(file.path, file.raw));
  if (problems.length === 0) return next();
  response.status(422).json({ error: `Non salvato: ${formatProblems(problems)}` });
});
await registerLocalFs(app, { logLevel: process.env.EDIT_LOG_LEVEL ?? 'warn' });

const server = app.listen(editPort, () => {
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : editPort;
  console.log(`Pagina di modifica: http://localhost:${port}/admin/`);
  if (previewUrl) console.log(`Anteprima del sito: ${previewUrl} (si aggiorna da sola quando salvi).`);
  console.log('Le modifiche vengono salvate nei file di content/: ricordati di fare commit. Per chiudere: Ctrl+C.');
});

/** @type {import('node:child_process').ChildProcess | undefined} */
let preview;
if (withPreview) {
  preview = spawn(process.execPath, [path.join(root, 'node_modules/next/dist/bin/next'), 'dev', '--port', String(previewPort)], { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] });
}
const stop = () => {
  preview?.kill();
  server.close(() => process.exit(0));
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
