// @ts-check
// «Pubblica» where the request service serves the site (`npm start`) or keeps the link nginx serves
// (`npm run service` with SITE_BUILDS=1): each published commit is built in the background, one at a
// time (a queue), in a build folder of its own (a git worktree of the server's clone at that commit,
// .limenta/cantiere), never over the site being served. A build that succeeds is kept as
// .limenta/siti/<n> and swapped in at once (site-builds.mjs: the link nginx serves, and the static
// server's useExport), the service's texts reloaded from the same commit; one that fails leaves the live
// site as it was and keeps the build's own Italian lines as the reason. The builds before stay, for
// «Ripristina», one step back at a time; the list and the builds outlive a restart. Nothing here runs
// for `npm run edit` or beside a static host (the host builds on push).
import { execFile, spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { git as runGit } from './publish.mjs';
import { openSiteBuilds } from './site-builds.mjs';

/** A git command that must succeed (a checkout takes its time: no time limit). @param {string} cwd @param {string[]} args */
async function git(cwd, args) {
  const { ok, output } = await runGit(cwd, args, { timeout: 0 });
  if (!ok) throw new Error(`git ${args.join(' ')}: ${output}`);
}

/**
 * What a failed build said that an editor can read: the check's Italian lines (they start with a
 * file of content/ or are the go-live check's), else nothing (the caller says it in general terms).
 * @param {string} output
 */
export function buildReason(output) {
  const lines = output
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => /^content\//.test(line) || /Guida: docs\//.test(line));
  return lines.slice(0, 6).join('\n');
}

/**
 * @param {{
 *   root: string,
 *   mode: 'demo' | 'production',
 *   exportDir: string,
 *   commit: string,
 *   putOnline: (folder: string) => void,
 *   reload: (folder: string) => unknown,
 *   words: () => { publishing: { failed: string, interrupted: string } },
 *   behindNginx?: boolean,
 *   env?: NodeJS.ProcessEnv,
 * }} options exportDir: out/, online at start unless a publish went online since it was built;
 *   commit: the repository's HEAD; putOnline: serve a build's folder (the link is already swapped);
 *   reload: the service's texts from a folder with a content/ (throws when they cannot be read);
 *   words: content/editing.yaml's; behindNginx: say when a build's nginx.conf changed
 */
export function createLiveSite({
  root,
  mode,
  exportDir,
  commit,
  putOnline,
  reload,
  words,
  behindNginx = false,
  env = process.env,
}) {
  const work = path.join(root, '.limenta');
  const site = path.join(work, 'cantiere');
  const builds = openSiteBuilds({ root, exportDir, commit, interrupted: words().publishing.interrupted });
  let running = false;
  /** @type {Array<() => void>} */
  let idle = [];

  /** When a build's nginx.conf differs from the one online's (a new page's redirects, a changed inline script), the owner must install it. @param {string} dir */
  function nginxNotice(dir) {
    const conf = (/** @type {string} */ folder) => path.join(builds.textsOf(folder), 'nginx.conf');
    const read = (/** @type {string} */ file) => (existsSync(file) ? readFileSync(file, 'utf8') : '');
    if (!behindNginx || read(conf(dir)) === read(conf(builds.online()))) return;
    console.log(
      `La configurazione di nginx di questa versione è cambiata (una pagina nuova o uno script diverso): installa ${path.relative(root, conf(dir))} come dice docs/deploy.md (nginx -t && systemctl reload nginx).`,
    );
  }

  async function prepare(/** @type {string} */ commit) {
    if (!existsSync(path.join(site, '.git'))) {
      rmSync(site, { recursive: true, force: true });
      mkdirSync(work, { recursive: true });
      await git(root, ['worktree', 'prune']);
      await git(root, ['worktree', 'add', '--detach', '--force', site, commit]);
    } else {
      await git(site, ['checkout', '-q', '--detach', '--force', commit]);
      await git(site, ['clean', '-fdq']);
    }
    // Turbopack refuses a node_modules that is a symbolic link out of the project: hard links cost a few seconds, once.
    if (!existsSync(path.join(site, 'node_modules'))) {
      await promisify(execFile)('cp', ['-al', path.join(root, 'node_modules'), path.join(site, 'node_modules')]);
    }
    rmSync(path.join(site, 'out'), { recursive: true, force: true });
  }

  /** @returns {Promise<{ ok: boolean, output: string }>} */
  function build() {
    return new Promise((resolve) => {
      const { NEXT_EXPORT_DIR: _elsewhere, ...inherited } = env;
      void _elsewhere;
      // A group of its own (build.mjs runs next build beneath it), ended with the service: no build outlives the server.
      const child = spawn(process.execPath, ['scripts/build.mjs', ...(mode === 'demo' ? ['--demo'] : [])], {
        cwd: site,
        env: { ...inherited, NEXT_TELEMETRY_DISABLED: '1', FORCE_COLOR: '0' },
        stdio: ['ignore', 'pipe', 'pipe'],
        detached: true,
      });
      const end = () => {
        try {
          if (child.pid) process.kill(-child.pid);
        } catch {
          // already gone
        }
      };
      process.once('exit', end);
      let output = '';
      const keep = (/** @type {Buffer} */ chunk) => {
        output = (output + String(chunk)).slice(-64_000);
      };
      child.stdout.on('data', keep);
      child.stderr.on('data', keep);
      child.on('close', (code) => {
        process.off('exit', end);
        resolve({ ok: code === 0, output });
      });
    });
  }

  /**
   * Builds the newest queued publish; the ones queued before it are in its commit, so they go
   * online with it: the changes published during a build make one build after it, not one each.
   * @param {import('./site-builds.mjs').Publish[]} batch oldest first
   */
  async function run(batch) {
    const publish = /** @type {import('./site-builds.mjs').Publish} */ (batch.at(-1));
    builds.update(batch, { state: 'building' });
    /** @type {string | undefined} */
    let dir;
    try {
      await prepare(publish.commit);
      const built = await build();
      if (!built.ok) {
        builds.update(batch, { state: 'failed', reason: buildReason(built.output) || words().publishing.failed });
        console.error(
          `Pubblicazione ${publish.id} (${publish.commit.slice(0, 7)}) non riuscita:\n${built.output.slice(-4000)}`,
        );
        return;
      }
      dir = builds.store(publish.id, { out: path.join(site, 'out'), deploy: path.join(site, 'deploy'), source: site });
      // The texts first: if they cannot be read, the site stays as it was too.
      reload(builds.textsOf(dir));
      nginxNotice(dir);
      builds.putOnline(batch, dir);
      putOnline(dir);
    } catch (error) {
      builds.update(batch, { state: 'failed', reason: words().publishing.failed });
      if (dir) builds.discard(dir);
      console.error(`Pubblicazione ${publish.id}: ${error instanceof Error ? error.message : String(error)}`);
    }
  }

  async function drain() {
    if (running) return;
    running = true;
    for (let batch = builds.queued(); batch.length > 0; batch = builds.queued()) await run(batch);
    running = false;
    for (const resolve of idle) resolve();
    idle = [];
  }

  return {
    /** The folder of the build online. */
    online: () => builds.online(),
    /** The folder a build's texts are reloaded from. @param {string} dir */
    textsOf: (dir) => builds.textsOf(dir),
    /** A commit to build and put online; returns its publish. @param {{ item: string, commit: string, editor?: string }} change */
    enqueue(change) {
      const publish = builds.enqueue(change);
      void drain();
      return publish;
    },
    /** The latest publishes, newest first, and whether «Ripristina» can go back (how many steps). */
    list() {
      const { publishes, restorable } = builds.list();
      return { publishes, restorable, canRestore: restorable > 0 && !running };
    },
    /** Puts the build before the one online back online, with its texts. */
    restore() {
      const previous = builds.previous();
      if (running || !previous) return null;
      reload(builds.textsOf(previous));
      const restored = builds.restore();
      if (restored) putOnline(restored.dir);
      return restored;
    },
    /** Resolves once no publish is queued or building (for stopping). */
    settled() {
      return running ? new Promise((resolve) => idle.push(() => resolve(undefined))) : Promise.resolve();
    },
  };
}
