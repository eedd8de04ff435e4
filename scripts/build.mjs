// @ts-check
// `npm run build`: the published site, on every host and in any CI. The content check, then the
// go-live check, always: while a fact the texts state is not backed in content/ (or a setting the
// published site needs is missing), it prints the go-live check's Italian lines and stops, with no
// out/ left behind. Then `next build` with SITE_MODE=production and the post-export pipeline.
// `npm run build:demo` (--demo): the demonstration site from the same content, without the go-live
// check: a band on every page, noindex, robots.txt closed to crawlers, the example reviews shown
// (lib/site-mode.ts); sitemap, canonical links, structured data and the forms as in production.
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
