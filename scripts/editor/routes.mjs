// @ts-check
// The editing page's routes, shared by `npm run edit` (server.mjs, on this computer, behind its
// guard against other hosts) and the live site (live.mjs, under /admin/ on the request service's
// origin, behind the team's login): the page (Decap CMS from node_modules, the page's own script,
// the configuration written from the content schemas) and the file API with «Pubblica».
import { createRequire } from 'node:module';
import path from 'node:path';
import express from 'express';
import { goLiveContentProblems } from '../lib/go-live.mjs';
import { loadContentFile } from '../lib/load-content.mjs';
import { editorOf, fileApi, Refusal, refusing } from './file-api.mjs';
import { push } from './publish.mjs';

const require = createRequire(import.meta.url);
const { importLib, root } = require('../content/load-lib.cjs');

// decap-server (which answers only "info" now: file-api.mjs does every read and write) works in this
// folder; it reads the variable when it is registered.
process.env.GIT_REPO_DIRECTORY = root;
const { registerLocalFs } = /** @type {any} */ (require)('decap-server/dist/middlewares.js');

/** The content check and the editing page's helpers, from lib/ (TypeScript, through jiti). */
export async function editingLib() {
  const [
    { decapConfig },
    check,
    { mergeContent },
    { photoUploadProblem },
    { describeEntry, describeReorder, entriesInOrder, editingWords },
    { setContentRoot },
  ] = await Promise.all(
    [
      'lib/content/decap-config.ts',
      'lib/content/check.ts',
      'lib/content/merge.ts',
      'lib/content/images.ts',
      'lib/content/editing.ts',
      'lib/content/site-index.ts',
    ].map((file) => importLib(file)),
  );
  setContentRoot(root);
  return {
    decapConfig,
    sourceOf: check.sourceOf,
    checkAll: check.checkAll,
    formatForEditingPage: check.formatForEditingPage,
    mergeContent,
    photoUploadProblem,
    describeEntry,
    describeReorder,
    entriesInOrder,
    editingWords,
  };
}

/**
 * The go-live check's content rules on the files as they are on disk, led by the line of
 * content/editing.yaml that says why a save is stopped; none when every fact is backed.
 * @returns {Promise<string[]>}
 */
export async function goLiveLines() {
  const problems = await goLiveContentProblems();
  return problems.length > 0 ? [(await loadContentFile('content/editing.yaml')).goLive, ...problems] : [];
}

/**
 * The page: /, its script, its configuration and Decap's files, relative to where the router is
 * mounted (/admin). page sends admin.html (the live site writes its form token in).
 * @param {{ lib: Awaited<ReturnType<typeof editingLib>>, previewUrl: () => string | undefined, api: string, page?: express.RequestHandler }} options api: where the file API answers (/api, /admin/api)
 */
export function pageRoutes({
  lib,
  previewUrl,
  api,
  page = (_request, response) => response.sendFile(path.join(root, 'scripts/editor/admin.html')),
}) {
  const router = express.Router();
  router.get('/', page);
  router.get('/editing-page.js', (_request, response) =>
    response.sendFile(path.join(root, 'scripts/editor/editing-page.js')),
  );
  router.get('/config.js', (_request, response) => {
    // Regenerated on every load, so a change to the schemas shows after a reload.
    const config = lib.decapConfig({ previewUrl: previewUrl() });
    // With the words of the page's own views (content/editing.yaml), read afresh too.
    const words = { reorder: lib.editingWords().reorder };
    response
      .type('application/javascript')
      .send(
        `window.LIMENTA_EDITOR_CONFIG = ${JSON.stringify({ ...config, backend: { ...config.backend, proxy_url: `${api}/v1` } })};\nwindow.LIMENTA_EDITOR_WORDS = ${JSON.stringify(words)};\n`,
      );
  });
  router.use(express.static(path.join(root, 'node_modules/decap-cms/dist'), { index: false }));
  return router;
}

/**
 * The file API (/api/v1), «Riprova a pubblicare» (/api/editor/publish) and the list «Riordina» shows
 * (/api/editor/ordine), relative to where the router is mounted.
 * @param {{ lib: Awaited<ReturnType<typeof editingLib>> & { goLiveProblems?: () => Promise<string[]> }, publisher?: import('./file-api.mjs').Publisher, retry?: (request: express.Request) => Promise<import('./publish.mjs').Notice> }} options
 */
export async function apiRoutes({ lib, publisher, retry = () => push(root) }) {
  const router = express.Router();
  // A photo of up to 20 MB arrives as base64 (a third more): room for it, and for a clear refusal above.
  router.use('/api', express.json({ limit: '40mb' }));
  router.post(
    '/api/editor/publish',
    refusing(async (request, response) => {
      editorOf(request);
      response.json({ notice: await retry(request) });
    }),
  );
  // «Riordina»: a list's entries in the site's order ({ collection: 'faq' }); the new order is saved
  // through the file API, all the entries in one persistEntry.
  router.post(
    '/api/editor/ordine',
    refusing((request, response) => {
      editorOf(request);
      const name = String(request.body?.collection ?? '');
      const list = /^[a-z0-9-]+$/.test(name) ? lib.entriesInOrder(`content/${name}`) : undefined;
      if (!list) throw new Refusal(404, lib.editingWords().reorder.notAList);
      response.json(list);
    }),
  );
  router.post('/api/v1', fileApi({ root, lib, publisher }));
  await registerLocalFs(router, { logLevel: process.env.EDIT_LOG_LEVEL ?? 'warn' });
  return router;
}

/**
 * Whatever else goes wrong, one plain sentence and nothing technical (express knows an error
 * handler by its four parameters).
 */
export const lastResort = (
  /** @type {any} */ error,
  /** @type {express.Request} */ _request,
  /** @type {express.Response} */ response,
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  /** @type {express.NextFunction} */ _next,
) => {
  const tooLarge = error?.type === 'entity.too.large';
  if (!tooLarge) console.error(error);
  response.status(tooLarge ? 413 : 500).json({
    error: tooLarge
      ? 'Il file è troppo grande: una foto può pesare al massimo 20 MB. Esportala di nuovo in un formato più leggero (dal telefono: dimensione «Grande» invece di «Originale»).'
      : 'Qualcosa non ha funzionato e la modifica non è stata salvata. Riprova; se succede ancora, chiudi e riapri la pagina di modifica.',
  });
};

export { root };
