// @ts-check
// `npm run check:live`: before publishing, lists in plain Italian what would make the site lose
// orders or break the law (a fact it states that nothing in content/ backs, a setting that is
// missing), one line each with what to do, and fails if anything does. `npm run build` runs it first with
// --if-production: then it checks only a build for the published site (SITE_ENV=production, or
// Netlify's or Vercel's production context) and stops that build.
import { goLiveProblems, isProductionBuild, readGoLiveFacts } from './lib/go-live.mjs';

const onlyInProduction = process.argv.includes('--if-production');
if (onlyInProduction && !isProductionBuild()) process.exit(0);

const problems = goLiveProblems(await readGoLiveFacts());
if (problems.length === 0) {
  console.log(
    'Controllo di pubblicazione: tutto a posto. Servizio delle richieste e sua posta, dati aziendali, indirizzo del sito, certificazione biologica, etichetta, fornitori nell’informativa privacy, recensioni, numero dei clienti, recesso e sezioni: ogni fatto che il sito afferma ha i suoi dati.',
  );
  process.exit(0);
}
console.error(`Il sito non è pronto per essere pubblicato (${problems.length} ${problems.length === 1 ? 'problema' : 'problemi'}):\n`);
problems.forEach((problem, index) => console.error(`${index + 1}. ${problem}\n`));
console.error(onlyInProduction ? 'Build fermata: è una build di produzione. Correggi i punti sopra, poi rilancia.' : 'Correggi i punti sopra, poi rilancia: npm run check:live');
process.exit(1);
