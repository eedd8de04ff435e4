// @ts-check
// A throwaway copy of the project, for tests that change content, build, commit or push without
// touching the working tree: the files as they are on disk (uncommitted changes included), without
// node_modules, .git and build output. node_modules is hard-linked (Turbopack refuses a symlink that
// leaves the project; a hard link costs a second and no disk), or symlinked where hard links cannot
// be made (another file system): then Jest and the content check work, `next build` does not.
import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, readdirSync, rmSync, symlinkSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

const SKIP = new Set([
  'node_modules',
  '.git',
  '.next',
  'out',
  '.e2e-artifacts',
  'screenshots',
  'coverage',
  'test-results',
  // The live site's builds and the list of publishes of an `npm start` that ran here: the copy starts afresh.
  '.limenta',
]);

/**
 * Copies the project to .e2e-artifacts/<name> (replacing an earlier copy of that name).
 * @param {string} name
 * @returns {{ dir: string, remove: () => void }}
 */
export function copyProject(name) {
  const dir = path.join(root, '.e2e-artifacts', name);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  for (const entry of readdirSync(root))
    if (!SKIP.has(entry)) cpSync(path.join(root, entry), path.join(dir, entry), { recursive: true });
  const nodeModules = path.join(root, 'node_modules');
  const linked = spawnSync('cp', ['-al', nodeModules, path.join(dir, 'node_modules')], { stdio: 'ignore' });
  if (linked.status !== 0) {
    rmSync(path.join(dir, 'node_modules'), { recursive: true, force: true });
    symlinkSync(nodeModules, path.join(dir, 'node_modules'), 'dir');
  }
  // Retried: a server that ran in the copy may still be finishing its last writes.
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 }) };
}
