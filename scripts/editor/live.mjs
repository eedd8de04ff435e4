// @ts-check
// The editing page on the live site: /admin/ on the request service's origin (`npm start`, or
// `npm run service` beside a static host), behind the team's login by emailed link, for the
// addresses of EDITOR_EMAILS. The same page and file API as `npm run edit` (routes.mjs), on the
// server's own clone of the repository, with the session and its form token in place of the local
// server's guard against other hosts. Each save passes the content check, and on a launched site
// (every fact filled in) the go-live check's content rules, before it is committed with the
// editor's name and address and pushed to the origin when there is one. Then:
//   - where the service serves the site (`npm start`) or keeps the link nginx serves (`npm run
//     service` with SITE_BUILDS=1, deploy/limenta-richieste.service): the site is rebuilt from that
//     commit in the background and swapped in (live-site.mjs), the service's texts reloaded with it;
//     the page follows each publish (in coda, in costruzione, online, non riuscita, with its commit,
//     editor and time) and offers «Ripristina», as many steps back as builds are kept;
//   - beside a static host: the host builds on push, and the notice says so, with no promised time.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import compression from 'compression';
import express from 'express';
import { EDITING_PAGE } from '../../deploy/hosting.config.mjs';
import { goLiveProblems, readGoLiveFacts } from '../lib/go-live.mjs';
import { Refusal, refusing } from './file-api.mjs';
import { createLiveSite } from './live-site.mjs';
import { git as runGit, publish, push } from './publish.mjs';
import { apiRoutes, editingLib, goLiveLines, lastResort, pageRoutes, root } from './routes.mjs';

const require = createRequire(import.meta.url);
const { importLib } = require('../content/load-lib.cjs');

/** What a git command answers in the project, or nothing when it fails. @param {string[]} args */
const git = async (...args) => {
  const { ok, stdout } = await runGit(root, args);
  return ok ? stdout : '';
};

/** Whether the editing page has somebody to serve (EDITOR_EMAILS) and a clone to work on (the service's folder is a git repository). @param {import('../../server/service').RequestService} service */
export async function editingWanted(service) {
  return service.config.editorEmails.length > 0 && (await git('rev-parse', '--is-inside-work-tree')) === 'true';
}

/** The site a publish rebuilds: npm start's choice, or the one the go-live check allows now. */
async function siteMode() {
  if (process.env.LIMENTA_SITE_MODE === 'production' || process.env.LIMENTA_SITE_MODE === 'demo')
    return process.env.LIMENTA_SITE_MODE;
  return goLiveProblems(await readGoLiveFacts()).length === 0 ? 'production' : 'demo';
}

/** @typedef {ReturnType<typeof createLiveSite>} LiveSite */

/**
 * The site's builds where the service serves the site (`npm start`) or keeps the link nginx serves
 * (SITE_BUILDS=1): the build online at start (the last one a publish or «Ripristina» put online, or
 * out/ when it was built since), served and its texts reloaded now, and the queue of rebuilds.
 * @param {{
 *   service: import('../../server/service').RequestService,
 *   exportDir: string,
 *   serveBuild?: (folder: string) => void,
 *   behindNginx?: boolean,
 * }} options serveBuild: how the site's own server swaps builds (npm start's)
 * @returns {Promise<LiveSite>}
 */
export async function startLiveSite({ service, exportDir, serveBuild = () => undefined, behindNginx = false }) {
  const live = createLiveSite({
    root,
    mode: service.config.editorEmails.length > 0 ? await siteMode() : 'demo',
    exportDir,
    commit: await git('rev-parse', 'HEAD'),
    putOnline: (folder) => {
      serveBuild(folder);
      service.useExport(folder);
    },
    reload: (folder) => service.reload(folder),
    words: () => service.texts.editing,
    behindNginx,
  });
  service.useExport(live.online());
  try {
    service.reload(live.textsOf(live.online()));
  } catch (error) {
    // Texts a later version of the code no longer reads: the service keeps those of content/ as it is.
    console.error(`Testi della versione online: ${error instanceof Error ? error.message : String(error)}`);
  }
  return live;
}

/**
 * The listener for /admin and everything under it, or null where the editing page has nobody to
 * serve or no clone to work on (editingWanted).
 * @param {{ service: import('../../server/service').RequestService, live?: LiveSite | null }} options
 *   live: where the service serves the site or keeps nginx's link, the builds to rebuild and swap
 * @returns {Promise<import('node:http').RequestListener | null>}
 */
export async function liveEditing({ service, live = null }) {
  if (!(await editingWanted(service))) return null;
  const { editingAccess } = await importLib('server/auth/editing.ts');
  const { AREA_PATHS } = await importLib('server/team/pages.ts');
  const { escapeHtml } = await importLib('server/mail/layout.ts');
  const { fillTemplate: fill } = await importLib('lib/format.ts');
  const lib = await editingLib();
  const words = () => service.texts.editing;

  /** @type {import('./file-api.mjs').Publisher} */
  const publisher = async (change) => {
    const email = change.request.res?.locals.editor?.email;
    const before = await git('rev-parse', 'HEAD');
    const notice = await publish({ ...change, email });
    const after = await git('rev-parse', 'HEAD');
    if (!live)
      return notice.kind === 'success'
        ? {
            kind: 'success',
            title: words().publishing.staticHostTitle,
            text: fill(words().publishing.staticHost, { item: change.item }),
          }
        : notice;
    if (after === before) return notice;
    live.enqueue({ item: change.item, commit: after, editor: change.editor });
    const pushed = notice.kind === 'error' ? `\n${words().publishing.pushFailed}` : '';
    return {
      kind: 'success',
      title: words().publishing.queuedTitle,
      text: `${fill(words().publishing.queued, { item: change.item })}${pushed}`,
    };
  };

  const app = express();
  app.disable('x-powered-by');
  app.use((_request, response, next) => {
    response.set(EDITING_PAGE.headers);
    next();
  });
  // Decap CMS is 5 MB of script: compressed, as nginx would, for an editor on a phone's connection.
  app.use(compression());
  // The login first, for the page and its files as for the API: without it, nothing is given.
  app.use(async (request, response, next) => {
    const api = request.path.startsWith('/admin/api/');
    const headers = new Headers();
    for (const [name, value] of Object.entries(request.headers))
      if (typeof value === 'string') headers.set(name, value);
    const access = await editingAccess(
      new Request(new URL(request.originalUrl, `http://${request.headers.host ?? 'localhost'}`), { headers }),
      { db: service.db, config: service.config, api },
    ).catch(() => null);
    if (access?.ok) {
      response.locals.editor = access;
      return next();
    }
    const reason = access?.reason ?? 'none';
    const message =
      reason === 'role'
        ? words().access.noAccess
        : reason === 'form'
          ? words().access.form
          : words().access.loginNeeded;
    if (api) return void response.status(reason === 'none' ? 401 : 403).json({ error: message });
    if (reason === 'none' && request.method === 'GET' && /^\/admin\/?$/.test(request.path))
      return void response.redirect(303, AREA_PATHS.login);
    response
      .status(reason === 'none' ? 401 : 403)
      .type('text/plain; charset=utf-8')
      .send(message);
  });
  const page = readFileSync(path.join(root, 'scripts/editor/admin.html'), 'utf8');
  const pages = pageRoutes({
    lib,
    previewUrl: () => undefined,
    api: '/admin/api',
    page: (_request, response) => {
      const { token, logoutToken } = response.locals.editor;
      // The token the page's script sends back with every call, and where its API is.
      const meta = `<meta name="limenta-token" content="${token}" />\n    <meta name="limenta-api" content="/admin/api" />`;
      // «Esci»: the team area's own logout, a plain form (it works without the page's script too),
      // which the page's script puts beside the editor's name.
      const logout = `<form id="esci" method="post" action="${AREA_PATHS.logout}"><input type="hidden" name="token" value="${escapeHtml(logoutToken)}" /><button type="submit">${escapeHtml(words().access.logout)}</button></form>`;
      response
        .type('html')
        .send(
          page
            .replace('<meta charset="utf-8" />', `<meta charset="utf-8" />\n    ${meta}`)
            .replace('<body>', `<body>\n    ${logout}`),
        );
    },
  });
  app.use('/admin', pages);
  app.get('/admin/api/pubblicazioni', (_request, response) => {
    response.json({
      live: Boolean(live),
      ...(live?.list() ?? { publishes: [], restorable: 0, canRestore: false }),
      words: words(),
    });
  });
  app.post(
    '/admin/api/ripristina',
    refusing(async (request, response) => {
      if (!live) throw new Refusal(409, words().publishing.restoreRefused);
      const restored = live.restore();
      if (!restored) throw new Refusal(409, words().publishing.restoreRefused);
      // The repository follows the site: its content goes back to the version now online, in a commit of its own.
      const commit = restored.before?.commit ?? '';
      const changed = commit
        ? (await git('diff', '--name-only', commit, 'HEAD', '--', 'content', 'public/art')).split('\n').filter(Boolean)
        : [];
      // What the withdrawn build had put online: out/ as built is named by the page's words.
      const item = restored.current?.kind === 'start' ? words().publishing.startItem : (restored.current?.item ?? '');
      if (changed.length > 0) {
        await git('restore', `--source=${commit}`, '--staged', '--worktree', '--', 'content', 'public/art');
        await publish({
          root,
          files: changed,
          message: `Ripristino della versione prima di ${item} (pagina di modifica)`,
          editor: String(
            request.get('x-limenta-editor')
              ? decodeURIComponent(String(request.get('x-limenta-editor')))
              : response.locals.editor.email,
          ),
          email: response.locals.editor.email,
        });
      }
      response.json({
        notice: {
          kind: 'success',
          title: words().publishing.restore,
          text: fill(words().publishing.restored, { item }),
        },
      });
    }),
  );
  app.use(
    '/admin',
    await apiRoutes({ lib: { ...lib, goLiveProblems: goLiveLines }, publisher, retry: () => push(root) }),
  );
  app.use(lastResort);
  return app;
}
