/** @jest-environment node */
/**
 * `npm run check:live` on a copy of the project, as the owner meets it: the content as it ships (the
 * specification's demonstration content) is refused point by point; once each fact is filled in,
 * the way the editors' guide says, the content check accepts it and the go-live check passes.
 */
import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseDocument } from 'yaml';

const root = process.cwd();
const SKIP = new Set(['node_modules', '.git', '.next', 'out', '.e2e-artifacts', 'screenshots', 'coverage', 'test-results']);
/**
 * The settings a production build has beside its request service (docs/deploy.md, self-hosted): the
 * public address and the service's mail server, of the provider the privacy texts name
 * (content/processors/invio-email.yaml, host brevo.com). No NEXT_PUBLIC_CONTACT_ENDPOINT: the forms
 * send to the service on the site's own origin.
 */
const PRODUCTION = { SITE_URL: 'https://www.bevanda-limenta.it', SMTP_URL: 'smtps://limenta:segreto@smtp-relay.brevo.com:465' };

let copy: string;

beforeAll(() => {
  copy = mkdtempSync(path.join(tmpdir(), 'limenta-golive-'));
  cpSync(root, copy, { recursive: true, filter: (source) => !SKIP.has(path.basename(source)) || path.dirname(source) !== root });
  symlinkSync(path.join(root, 'node_modules'), path.join(copy, 'node_modules'), 'dir');
});

afterAll(() => {
  if (copy) rmSync(copy, { recursive: true, force: true });
});

function node(script: string, env: Record<string, string> = {}) {
  return spawnSync(process.execPath, [script], { cwd: copy, encoding: 'utf8', env: { PATH: process.env.PATH ?? '', ...env } as unknown as NodeJS.ProcessEnv });
}

/** Sets values in a YAML file of the copy, as an editor would (the rest of the file untouched). */
function setIn(file: string, values: Array<[Array<string | number>, unknown]>) {
  const full = path.join(copy, file);
  const document = parseDocument(readFileSync(full, 'utf8'));
  for (const [at, value] of values) document.setIn(at, value);
  writeFileSync(full, document.toString({ lineWidth: 0 }));
}

const provenance = { receivedOn: '2026-09-14', channel: 'email', orderChecked: true, consent: true, shortened: false };

it('refuses the content as it stands, one line for each fact nothing backs', () => {
  const result = node('scripts/check-live.mjs');
  expect(result.status).toBe(1);
  const lines = result.stderr.split('\n').filter((line) => /^\d+\. /.test(line));
  const says = (pattern: RegExp) => expect(lines.filter((line) => pattern.test(line)).length).toBeGreaterThan(0);
  says(/recensioni e testimonianze sono esempi, senza provenienza/); // reviews and testimonials
  says(/numero dei clienti .* non ha la data del conteggio/); // the customer figure, undated and unsourced
  says(/più clienti di quelli contati.*«\+5000 Clienti» \(content\/ui\.yaml\)/); // ... and below «+5000»
  says(/Registro delle Imprese è ancora quella d’esempio/); // example registry data
  says(/PEC è ancora quella d’esempio/);
  says(/socio unico/);
  says(/Non è deciso se per Limenta vale il diritto di recesso/); // withdrawal
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
  setIn('content/site.yaml', [
    [['company', 'streetAddress'], 'Corso Italia 200'],
    [['company', 'vatNumber'], '00743110157'],
    [['company', 'rea'], 'NA-765432'],
    [['company', 'registry', 'number'], '00743110157'],
    [['company', 'shareholders'], 'socio-unico'],
    [['company', 'pec'], 'amministrazione@pec.bevanda-limenta.it'],
    [['organic', 'controlBodyCode'], 'IT-BIO-007'],
    [['organic', 'controlBodyName'], 'Organismo Bio S.r.l.'],
    [['organic', 'operatorCertificate'], 'B-1234/2026'],
    [['customers', 'count'], 5230],
    [['customers', 'asOf'], '2026-10-31'],
    [['customers', 'source'], 'Registro degli ordini consegnati, clienti distinti per email'],
  ]);
  setIn('content/food-information.yaml', [[['nutrition', 'confirmedByLaboratory'], true]]);
  // The official logo file from the European Commission, in place of the site's drawing.
  const logoSrc = String(parseDocument(readFileSync(path.join(copy, 'content/food-information.yaml'), 'utf8')).getIn(['organicLogo', 'src']));
  const logo = path.join(copy, 'public', logoSrc);
  writeFileSync(logo, readFileSync(logo, 'utf8').replace(/<!--[\s\S]*?-->/, ''));
  for (const folder of ['content/reviews', 'content/testimonials']) {
    for (const name of readdirSync(path.join(copy, folder))) setIn(`${folder}/${name}`, [[['provenance'], provenance]]);
  }
  setIn('content/pages/benefici.yaml', [[['featured', 'testimonial', 'provenance'], { ...provenance, channel: 'modulo', shortened: true }]]);
  // The owner's own prices and account: a price typed the Italian way, an IBAN with its spaces.
  setIn('content/sales.yaml', [
    [['withdrawal', 'decision'], 'escluso'],
    [['prices', 'packs', 0, 'price'], '18,90'],
    [['prices', 'confirmed'], true],
    [['bankTransfer', 'iban'], 'IT42 L123 4512 3451 2345 6789 012'],
  ]);
  setIn('content/processors/hosting.yaml', [[['name'], 'Hosting Italia S.p.A.'], [['country'], 'Italia'], [['transfer'], 'see']]);
  setIn('content/processors/posta-elettronica.yaml', [[['name'], 'Posta Sicura S.r.l.'], [['country'], 'Italia'], [['transfer'], 'see']]);
  setIn('content/processors/server-richieste.yaml', [[['name'], 'Server Italia S.r.l.'], [['country'], 'Italia'], [['transfer'], 'see']]);
  setIn('content/processors/invio-email.yaml', [[['transfer'], 'see']]);
  mkdirSync(path.join(copy, 'public/video'), { recursive: true });
  writeFileSync(path.join(copy, 'public/video/come-nasce-limenta.mp4'), Buffer.alloc(16));
  writeFileSync(path.join(copy, 'public/video/come-nasce-limenta.vtt'), 'WEBVTT\n\n00:00.000 --> 00:04.000\nSpremiamo i limoni a freddo.\n');
  setIn('content/video.yaml', [[['src'], '/video/come-nasce-limenta.mp4'], [['captions'], '/video/come-nasce-limenta.vtt']]);

  const content = node('scripts/check-content.mjs');
  expect(content.stderr).toBe('');
  expect(content.status).toBe(0);

  const live = node('scripts/check-live.mjs', PRODUCTION);
  expect(live.stderr).toBe('');
  expect(live.status).toBe(0);
  expect(live.stdout).toContain('tutto a posto');
});
