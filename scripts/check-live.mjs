// @ts-check
// `npm run check:live`: before publishing, lists in plain Italian what would make the site lose
// orders or break the law (a fact it states that nothing in content/ backs, a setting that is
// missing), one line each with what to do, and fails if anything does. `npm run build` runs it on
// every host (--build): then a failure also removes out/, so that no earlier build is published as
// if it were this one, and says how to build the demonstration site instead.
import { rmSync } from 'node:fs';
import path from 'node:path';
import { goLiveProblems, readGoLiveFacts } from './lib/go-live.mjs';

const build = process.argv.includes('--build');

const problems = goLiveProblems(await readGoLiveFacts());
if (problems.length === 0) {
  console.log(
    'Controllo di pubblicazione: tutto a posto. Servizio delle richieste e sua posta, dati aziendali, indirizzo del sito, certificazione biologica, etichetta, fornitori nell’informativa privacy, recensioni, numero dei clienti, recesso e sezioni: ogni fatto che il sito afferma ha i suoi dati.',
  );
  process.exit(0);
}
if (build) rmSync(path.resolve(process.env.NEXT_EXPORT_DIR || 'out'), { recursive: true, force: true });
console.error(
  `Il sito non è pronto per essere pubblicato (${problems.length} ${problems.length === 1 ? 'problema' : 'problemi'}):\n`,
);
problems.forEach((problem, index) => console.error(`${index + 1}. ${problem}\n`));
console.error(
  build
    ? 'Build fermata, nessun sito costruito: correggi i punti sopra, poi rilancia npm run build. Per provare il sito con i testi d’esempio, con la fascia «Sito dimostrativo» e fuori dai motori di ricerca: npm run build:demo.'
    : 'Correggi i punti sopra, poi rilancia: npm run check:live',
);
process.exit(1);
