// @ts-check
// `npm run build`: the content check, the go-live check (its Italian lines and no out/ while a fact is
// unbacked), `next build` with SITE_MODE=production and the post-export pipeline. `--demo`: the
// demonstration site, without the go-live check (lib/site-mode.ts, docs/deploy.md).
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';

const demo = process.argv.includes('--demo');
const next = createRequire(import.meta.url).resolve('next/dist/bin/next');

/** Runs one step in this terminal; a failed step stops the build with its exit code. @param {string[]} args @param {Record<string, string>} [env] */
function step(args, env = {}) {
  const { status, signal } = spawnSync(process.execPath, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  if (status !== 0) process.exit(status ?? (signal ? 1 : 0));
}

step(['scripts/check-content.mjs', '--build']);
if (!demo) step(['scripts/check-live.mjs', '--build']);
// Next's telemetry would send the build's details to a third party and print a notice about it.
step([next, 'build'], { SITE_MODE: demo ? 'demo' : 'production', NEXT_TELEMETRY_DISABLED: '1' });
step(['scripts/postbuild/run.mjs']);
