// @ts-check
// `npm start`: builds the published site when the go-live check passes and the demonstration site
// otherwise (lib/site-mode.ts), saying which in one Italian line, then serves it with the request
// service (scripts/serve.mjs). So the README's first command works on a fresh clone, whose
// content is the specification's examples, and never builds those as the real site.
import { spawnSync } from 'node:child_process';
import { goLiveProblems, readGoLiveFacts } from './lib/go-live.mjs';

/** @type {number | null} null: the content could not be read, and the build says why. */
let missing = null;
try {
  missing = goLiveProblems(await readGoLiveFacts()).length;
} catch {
  // A content file with a mistake: the content check at the start of the build names it.
}
if (missing === 0) {
  console.log('npm start: sito pubblicabile, il controllo di pubblicazione è tutto a posto: costruisco il sito vero.');
} else if (missing !== null) {
  console.log(
    `npm start: sito dimostrativo, con la fascia «Sito dimostrativo» e fuori dai motori di ricerca: ${missing === 1 ? 'manca ancora un fatto' : `mancano ancora ${missing} fatti`} per pubblicare (li elenca npm run check:live).`,
  );
}
// The build's own report (routes, budgets, islands) is for whoever works on the site: shown only when
// the build stops, so that a newcomer reads the lines that matter and nothing to wonder about.
console.log('npm start: costruisco il sito (uno o due minuti)…');
const started = performance.now();
const built = spawnSync(process.execPath, ['scripts/build.mjs', ...(missing === 0 ? [] : ['--demo'])], {
  stdio: ['ignore', 'pipe', 'pipe'],
  maxBuffer: 64 * 1024 * 1024,
});
if (built.status !== 0) {
  process.stdout.write(built.stdout ?? '');
  process.stderr.write(built.stderr ?? '');
  process.exit(built.status ?? 1);
}
console.log(`npm start: sito costruito in ${Math.round((performance.now() - started) / 1000)} s.`);
// The editing page's publishes rebuild the same site (scripts/editor/live.mjs).
process.env.LIMENTA_SITE_MODE = missing === 0 ? 'production' : 'demo';
await import('./serve.mjs');
