// @ts-check
// `npm run dev`: the content check (warnings only), then next dev on this machine only, at
// http://localhost:3000 ($PORT); HOST=0.0.0.0 opens it to a network (scripts/lib/listen-address.mjs).
// It shows the demonstration site (lib/site-mode.ts): the band, and the example reviews.
import { spawn, spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { exposureNote, listenAddress } from './lib/listen-address.mjs';

let address;
try {
  address = listenAddress();
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
}
const check = spawnSync(process.execPath, ['scripts/check-content.mjs', '--warn'], { stdio: 'inherit' });
if (check.status !== 0) process.exit(check.status ?? 1);

const note = exposureNote(address.host);
if (note) console.log(note);
const next = createRequire(import.meta.url).resolve('next/dist/bin/next');
const child = spawn(process.execPath, [next, 'dev', '--hostname', address.host, '--port', String(address.port)], {
  stdio: 'inherit',
  env: { ...process.env, SITE_MODE: 'demo' },
});
for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM'])) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
