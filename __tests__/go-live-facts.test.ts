/** @jest-environment node */
/**
 * `npm run check:live` on a copy of the project, as the owner meets it: the content as it ships before
 * launch (the specification's demonstration content) is refused point by point; once each fact is filled in,
 * the way the editors' guide says, the content check accepts it and the go-live check passes.
 */
import { fillFacts, PRODUCTION_SETTINGS, reviewFiles, unbackFacts } from '@/scripts/lib/fill-facts.mjs';
import { copyProject } from '@/scripts/lib/project-copy.mjs';
import { runNode } from './support/node-script';

let copy: string;
let remove = () => {};

beforeAll(() => {
  ({ dir: copy, remove } = copyProject('go-live-facts'));
});

afterAll(() => remove());

const node = (script: string, env: Record<string, string> = {}) => runNode([script], env, copy);

it('refuses the content as the site ships before launch, one line for each fact nothing backs', () => {
  // Taken back to the launch state whatever the editors have filled in since: their fixes never fail this.
  unbackFacts(copy);
  const result = node('scripts/check-live.mjs');
  expect(result.status).toBe(1);
  const lines = result.stderr.split('\n').filter((line) => /^\d+\. /.test(line));
  const says = (pattern: RegExp) => expect(lines.filter((line) => pattern.test(line)).length).toBeGreaterThan(0);
  if (reviewFiles(copy).length > 0)
    says(/(recensioni e testimonianze sono esempi|recensione o testimonianza è un esempio), senza provenienza/); // reviews and testimonials
  says(/numero dei clienti .* non ha la data del conteggio/); // the customer figure, undated and unsourced
  says(/più clienti di quelli contati/); // ... and below what the texts say
  says(/Registro delle Imprese è ancora quella d’esempio/); // example registry data
  says(/PEC è ancora quella d’esempio/);
  says(/socio unico/);
  says(/diritto di recesso .* è ancora la scelta del sito di prova.*withdrawal\.confirmed: true/); // withdrawal: the demonstration's decision, not yet the owner's
  says(/garanzia per i dati trattati fuori dall’UE/); // processors without a transfer guarantee
  says(/annuncia un video che non c’è/); // a placeholder section
  says(/SMTP_URL non è impostato.*promette l’email di conferma/); // a promised confirmation, no SMTP
  says(/organismo di controllo biologico/);
  says(/prezzi delle confezioni.*esempi del sito di prova/); // example prices, delivery and cold chain
  says(/IBAN per il bonifico è ancora quello d’esempio/);
  says(/logo biologico europeo .* disegno provvisorio/);
  for (const line of lines) expect(line).toMatch(/ Guida: docs\/(modifica-contenuti|deploy)\.md#[a-z-]+\.$/);
});

it('passes once every fact is filled in, and the content check accepts each of them', () => {
  fillFacts(copy);

  const content = node('scripts/check-content.mjs');
  expect(content.stderr).toBe('');
  expect(content.status).toBe(0);

  const live = node('scripts/check-live.mjs', PRODUCTION_SETTINGS);
  expect(live.stderr).toBe('');
  expect(live.status).toBe(0);
  expect(live.stdout).toContain('tutto a posto');
});
