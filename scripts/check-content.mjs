// @ts-check
// npm run check:content: every content file against its rules (content/schemas), in a few seconds,
// without building. `npm run build` runs it first (--build), so a content mistake is the first thing
// a failed build prints and nothing is exported; `npm run dev` runs it as a warning (--warn).
import { rmSync } from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const { importLib, root } = require('./content/load-lib.cjs');

const mode = process.argv.includes('--build') ? 'build' : process.argv.includes('--warn') ? 'warn' : 'check';
const started = performance.now();
const { checkAll, formatProblems } = await importLib('lib/content/check.ts');
const problems = checkAll();
const seconds = ((performance.now() - started) / 1000).toFixed(1);

if (problems.length === 0) {
  console.log(`Contenuti: nessun errore (${seconds} s).`);
} else {
  console.error(formatProblems(problems));
  const count = problems.length === 1 ? 'un errore' : `${problems.length} errori`;
  if (mode === 'warn') {
    console.error(
      `\nContenuti: ${count}. Le pagine che usano quei file mostrano il messaggio finché non lo correggi (guida: docs/modifica-contenuti.md).\n`,
    );
  } else {
    if (mode === 'build') {
      // Nothing from an earlier build may be published as if it were this one.
      rmSync(path.join(root, process.env.NEXT_EXPORT_DIR || 'out'), { recursive: true, force: true });
    }
    console.error(
      `\nContenuti: ${count}, ${mode === 'build' ? 'il sito non è stato costruito' : 'da correggere'}. Ogni riga dice file:riga › elemento › campo: cosa non va e come correggerlo (guida: docs/modifica-contenuti.md).`,
    );
    process.exitCode = 1;
  }
}
