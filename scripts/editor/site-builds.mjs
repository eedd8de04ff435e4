// @ts-check
// The live site's builds, kept on disk so that a restart of the service changes nothing an editor or a
// visitor sees. .limenta/pubblicazioni.json holds the latest publishes (what, from which commit, by
// whom, when, in which state) and the builds «Ripristina» can go back to, the one online first. Each
// build is a folder .limenta/siti/<n>, with beside it siti/<n>.deploy: its server.json and nginx.conf,
// and the texts of content/ it was built from, which the request service reloads with it. The link
// .limenta/sito-online (ONLINE_SITE) names the build online: nginx serves it (deploy/nginx.conf's
// root), and a new link renamed over the old one swaps it in one step. out/ (`npm run build`) is
// copied in as a build of its own when the service starts and finds it built since it last looked,
// so that a later `npm run build` never changes a build «Ripristina» may put back.
import {
  cpSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import { ONLINE_SITE } from '../../deploy/hosting.config.mjs';
import { deployDirFor, serverConfigFor } from '../lib/paths.mjs';

/** Builds kept on disk: the one online and the ones «Ripristina» may go back to, one step at a time. */
export const KEPT_BUILDS = 5;
/** The most publishes the page lists (and the file keeps, besides those of the builds kept). */
export const LISTED = 12;

/** @typedef {'queued' | 'building' | 'online' | 'failed' | 'replaced' | 'withdrawn'} PublishState */
/**
 * @typedef {object} Publish
 * @property {number} id
 * @property {'publish' | 'start'} kind start: out/ as the service found it at its start (`npm run build`'s)
 * @property {string} item what was published, in the page's words ('' for out/)
 * @property {string} commit
 * @property {string} [editor] the name the editor gave the page
 * @property {number} at when it was published (out/: when it was built)
 * @property {PublishState} state
 * @property {string} [reason] why its build failed, in Italian
 */
/** @typedef {{ dir: string, ids: number[] }} Build dir: its folder under .limenta/siti; ids: the publishes it put online */
/** @typedef {{ next: number, publishes: Publish[], builds: Build[], startBuilt?: number }} State startBuilt: the build time of out/ last copied in */

/** The texts of content/ a build carries (the request service's and the pages'), without the photos. @param {string} source */
const isText = (source) => statSync(source).isDirectory() || /\.(ya?ml|md)$/.test(source);

/**
 * @param {{ root: string, exportDir: string, commit: string, interrupted: string, now?: () => number }} options
 *   root: the service's folder (its .limenta and content/); exportDir: out/; commit: the repository's
 *   HEAD now, out/'s commit when it is new; interrupted: the reason given to a publish whose build the
 *   last stop cut short
 */
export function openSiteBuilds({ root, exportDir, commit, interrupted, now = Date.now }) {
  const work = path.join(root, '.limenta');
  const sites = path.join(work, 'siti');
  const file = path.join(work, 'pubblicazioni.json');
  const link = path.join(root, ONLINE_SITE);
  const absolute = (/** @type {string} */ dir) => path.join(sites, dir);

  /** @type {State} */
  let state = { next: 1, publishes: [], builds: [] };
  if (existsSync(file)) {
    try {
      state = { ...state, ...JSON.parse(readFileSync(file, 'utf8')) };
    } catch (error) {
      console.error(`${path.relative(root, file)} non si legge, ricomincio l’elenco: ${String(error)}`);
    }
  }
  // A build whose folder is gone (removed by hand) cannot be served again.
  state.builds = state.builds.filter(({ dir }) => existsSync(serverConfigFor(absolute(dir))));

  function save() {
    const kept = new Set(state.builds.flatMap(({ ids }) => ids));
    const listed = new Set(state.publishes.slice(-LISTED).map(({ id }) => id));
    state.publishes = state.publishes.filter(({ id }) => kept.has(id) || listed.has(id));
    mkdirSync(work, { recursive: true });
    writeFileSync(`${file}.tmp`, `${JSON.stringify(state, null, 2)}\n`);
    renameSync(`${file}.tmp`, file);
  }

  /** @param {number[]} ids @param {Partial<Publish>} values */
  function update(ids, values) {
    for (const one of state.publishes) if (ids.includes(one.id)) Object.assign(one, values);
  }

  /** The link to the build online, replaced in one step: a new link renamed over the old one. */
  function pointLink() {
    const target = path.relative(path.dirname(link), absolute(state.builds[0].dir));
    const fresh = `${link}.${process.pid}`;
    rmSync(fresh, { force: true });
    symlinkSync(target, fresh);
    renameSync(fresh, link);
  }

  /** The builds as they now are: the link to the first, the file, and no other folder in siti/. */
  function settle() {
    pointLink();
    save();
    prune();
  }

  /** Removes every folder of siti/ that is not a build kept (the oldest, withdrawn, cut short). */
  function prune() {
    const kept = new Set(state.builds.flatMap(({ dir }) => [dir, `${dir}.deploy`]));
    if (!existsSync(sites)) return;
    for (const name of readdirSync(sites))
      if (!kept.has(name)) rmSync(path.join(sites, name), { recursive: true, force: true });
  }

  /**
   * Moves an export into siti/<id> with its host files (from deploy) and the texts it was built from
   * (source's content/); returns the build's folder, not yet online.
   * @param {number} id
   * @param {{ out: string, deploy: string, source: string, copy?: boolean }} from copy: copy the export (out/ stays)
   */
  function store(id, { out, deploy, source, copy = false }) {
    const dir = String(id);
    const target = absolute(dir);
    rmSync(target, { recursive: true, force: true });
    rmSync(`${target}.deploy`, { recursive: true, force: true });
    mkdirSync(`${target}.deploy`, { recursive: true });
    if (copy) cpSync(out, target, { recursive: true });
    else renameSync(out, target);
    for (const name of ['server.json', 'nginx.conf'])
      if (existsSync(path.join(deploy, name))) cpSync(path.join(deploy, name), path.join(`${target}.deploy`, name));
    cpSync(path.join(source, 'content'), path.join(`${target}.deploy`, 'content'), { recursive: true, filter: isText });
    return target;
  }

  /**
   * The build of these publishes online: the one online before is replaced (and stays, for
   * «Ripristina», among the newest `keep`), the link names the new one.
   * @param {Publish[]} batch @param {string} target its folder (store's)
   */
  function putOnline(batch, target) {
    const ids = batch.map(({ id }) => id);
    for (const one of state.publishes) if (one.state === 'online') one.state = 'replaced';
    update(ids, { state: 'online' });
    state.builds.unshift({ dir: path.basename(target), ids });
    state.builds = state.builds.slice(0, KEPT_BUILDS);
    settle();
  }

  // Publishes the last stop cut short: their commits are saved, their builds never finished.
  update(
    state.publishes.filter(({ state }) => state === 'queued' || state === 'building').map(({ id }) => id),
    { state: 'failed', reason: interrupted },
  );
  // out/ built since the service last looked (or nothing else to serve): a build of its own, online.
  const configFile = serverConfigFor(exportDir);
  const built = existsSync(configFile) ? Math.round(statSync(configFile).mtimeMs) : undefined;
  if (built !== undefined && (built !== state.startBuilt || state.builds.length === 0)) {
    /** @type {Publish} */
    const start = { id: state.next++, kind: 'start', item: '', commit, at: built, state: 'queued' };
    state.publishes.push(start);
    state.startBuilt = built;
    putOnline([start], store(start.id, { out: exportDir, deploy: deployDirFor(exportDir), source: root, copy: true }));
  }
  if (state.builds.length === 0)
    throw new Error(`${path.relative(root, configFile)} is missing: run \`npm run build\` first.`);
  settle();

  return {
    /** The folder of the build online (absolute). */
    online: () => absolute(state.builds[0].dir),
    /** The folder whose content/ holds the texts a build was made from (the request service reloads them). @param {string} dir */
    textsOf: (dir) => `${dir}.deploy`,
    /** The publishes waiting for a build, oldest first. */
    queued: () => state.publishes.filter((one) => one.state === 'queued'),
    /** @param {{ item: string, commit: string, editor?: string }} change @returns {Publish} */
    enqueue({ item, commit, editor }) {
      /** @type {Publish} */
      const publish = { id: state.next++, kind: 'publish', item, commit, editor, at: now(), state: 'queued' };
      state.publishes.push(publish);
      save();
      return publish;
    },
    /** @param {Publish[]} batch @param {Partial<Publish>} values */
    update(batch, values) {
      update(
        batch.map(({ id }) => id),
        values,
      );
      save();
    },
    store,
    putOnline,
    /** Removes a stored build that did not go online. @param {string} target */
    discard(target) {
      if (!state.builds.some(({ dir }) => absolute(dir) === target)) prune();
    },
    /** The build «Ripristina» would put back (absolute), if any. */
    previous: () => (state.builds.length > 1 ? absolute(state.builds[1].dir) : undefined),
    /**
     * Puts the build before the one online back online: the one online is withdrawn and removed.
     * @returns {{ current: Publish | undefined, before: Publish | undefined, dir: string } | null}
     */
    restore() {
      if (state.builds.length < 2) return null;
      const [current, before] = state.builds;
      state.builds.shift();
      update(current.ids, { state: 'withdrawn' });
      update(before.ids, { state: 'online' });
      settle();
      const last = (/** @type {Build} */ build) => state.publishes.find(({ id }) => id === build.ids.at(-1));
      return { current: last(current), before: last(before), dir: absolute(before.dir) };
    },
    /** The latest publishes, newest first, each with whether «Ripristina» can still put its build back; and how many steps it can go back. */
    list() {
      const kept = new Set(state.builds.slice(1).flatMap(({ ids }) => ids));
      return {
        publishes: state.publishes
          .slice(-LISTED)
          .reverse()
          .map((one) => ({ ...one, commit: one.commit.slice(0, 7), kept: kept.has(one.id) })),
        restorable: state.builds.length - 1,
      };
    },
  };
}
