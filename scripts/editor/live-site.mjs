// @ts-check
// «Pubblica» where the request service serves the site itself (`npm start`): each published commit
// is built in the background, one at a time (a queue), in a build folder of its own (a git worktree
// of the server's clone at that commit, .limenta/cantiere), never over the site being served. A
// build that succeeds is moved to .limenta/siti/<n> and swapped in at once (the static server's
// useExport), and the service reloads its texts from the same commit; one that fails leaves the live
// site as it was and keeps the build's own Italian lines as the reason. The build before stays, for
// «Ripristina». Nothing here runs for `npm run edit` or for a static host (the host builds on push).
import { execFile, spawn } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';

/** @typedef {'queued' | 'building' | 'online' | 'failed' | 'replaced'} PublishState */
/** @typedef {{ id: number, item: string, commit: string, state: PublishState, reason?: string, at: number, dir?: string }} Publish */

/** Builds kept on disk: the live one and the ones «Ripristina» may go back to. */
const KEPT_BUILDS = 3;
/** The most publishes the page lists. */
const LISTED = 12;

/** @param {string} cwd @param {string[]} args @returns {Promise<string>} */
function git(cwd, args) {
  return new Promise((resolve, reject) => {
    execFile(
      'git',
      args,
      { cwd, env: { ...process.env, GIT_TERMINAL_PROMPT: '0', LC_ALL: 'C' }, maxBuffer: 16 * 1024 * 1024 },
      (error, stdout, stderr) =>
        error ? reject(new Error(`git ${args.join(' ')}: ${stderr || error.message}`)) : resolve(stdout.trim()),
    );
  });
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
 *   putOnline: (folder: string) => void,
 *   reload: (folder: string) => Promise<unknown> | unknown,
 *   restore: (snapshot: unknown) => void,
 *   failedReason: () => string,
 *   env?: NodeJS.ProcessEnv,
 * }} options reload: the service's texts from a build's folder, returning what restore puts back on a rollback; failedReason: the words for a build that stopped without a line of the check
 */
export function createLiveSite({ root, mode, putOnline, reload, restore, failedReason, env = process.env }) {
  const work = path.join(root, '.limenta');
  const site = path.join(work, 'cantiere');
  const builds = path.join(work, 'siti');
  /** @type {Publish[]} */
  const publishes = [];
  /** The builds online now and before, newest first, with the publishes each put online and the texts it came with. @type {Array<{ publish: Publish | null, batch: Publish[], dir: string, snapshot: unknown }>} */
  const live = [];
  let next = 1;
  let running = false;
  /** @type {Array<() => void>} */
  let idle = [];

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
      await new Promise((resolve, reject) =>
        execFile('cp', ['-al', path.join(root, 'node_modules'), path.join(site, 'node_modules')], (error) =>
          error ? reject(error) : resolve(undefined),
        ),
      );
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
   * @param {Publish[]} batch oldest first
   */
  async function run(batch) {
    const publish = /** @type {Publish} */ (batch.at(-1));
    const set = (/** @type {Partial<Publish>} */ values) => batch.forEach((one) => Object.assign(one, values));
    set({ state: 'building' });
    try {
      await prepare(publish.commit);
      const built = await build();
      if (!built.ok) {
        set({ state: 'failed', reason: buildReason(built.output) || failedReason() });
        console.error(
          `Pubblicazione ${publish.id} (${publish.commit.slice(0, 7)}) non riuscita:\n${built.output.slice(-4000)}`,
        );
        return;
      }
      mkdirSync(builds, { recursive: true });
      const dir = path.join(builds, String(publish.id));
      rmSync(dir, { recursive: true, force: true });
      rmSync(`${dir}.deploy`, { recursive: true, force: true });
      renameSync(path.join(site, 'out'), dir);
      mkdirSync(`${dir}.deploy`);
      cpSync(path.join(site, 'deploy/server.json'), path.join(`${dir}.deploy`, 'server.json'));
      // The texts first: if they cannot be read, the site stays as it was too.
      const snapshot = await reload(site);
      putOnline(dir);
      for (const earlier of publishes) if (earlier.state === 'online') earlier.state = 'replaced';
      set({ state: 'online' });
      publish.dir = dir;
      live.unshift({ publish, batch, dir, snapshot });
      for (const old of live.splice(KEPT_BUILDS)) {
        if (old.publish) {
          rmSync(old.dir, { recursive: true, force: true });
          rmSync(`${old.dir}.deploy`, { recursive: true, force: true });
        }
      }
    } catch (error) {
      set({ state: 'failed', reason: failedReason() });
      console.error(`Pubblicazione ${publish.id}: ${error instanceof Error ? error.message : String(error)}`);
    }
  }

  async function drain() {
    if (running) return;
    running = true;
    for (
      let batch = publishes.filter((one) => one.state === 'queued');
      batch.length > 0;
      batch = publishes.filter((one) => one.state === 'queued')
    )
      await run(batch);
    running = false;
    for (const resolve of idle) resolve();
    idle = [];
  }

  return {
    /** The site served at start (out/), with the texts the service started with. @param {string} dir @param {unknown} snapshot */
    started(dir, snapshot) {
      live.push({ publish: null, batch: [], dir, snapshot });
    },
    /** A commit to build and put online; returns its publish. @param {{ item: string, commit: string }} change */
    enqueue({ item, commit }) {
      const publish = /** @type {Publish} */ ({ id: next++, item, commit, state: 'queued', at: Date.now() });
      publishes.push(publish);
      void drain();
      return publish;
    },
    /** The latest publishes, newest first, and whether «Ripristina» can go back. */
    list() {
      return {
        publishes: publishes
          .slice(-LISTED)
          .reverse()
          .map(({ id, item, state, reason, at }) => ({ id, item, state, reason, at })),
        canRestore: live.length > 1 && !running,
      };
    },
    /** Puts the build before the live one back online, with its texts. */
    restore() {
      if (running || live.length < 2) return null;
      const [current, before] = live;
      putOnline(before.dir);
      restore(before.snapshot);
      live.shift();
      for (const one of current.batch) one.state = 'replaced';
      for (const one of before.batch) one.state = 'online';
      return { current: current.publish, before: before.publish };
    },
    /** Resolves once no publish is queued or building (for stopping). */
    settled() {
      return running ? new Promise((resolve) => idle.push(() => resolve(undefined))) : Promise.resolve();
    },
  };
}
