// @ts-check
// Every fact the go-live check (scripts/lib/go-live.mjs) asks for, filled in on a copy of the
// project the way the editors' guide says, and the settings of a production build beside its
// request service: what a project ready to publish looks like, for the tests that build or check it
// (__tests__/go-live-facts.test.ts, scripts/test-generated-files.mjs). Never run on the project itself.
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseDocument } from 'yaml';
import { EXAMPLE_VALUES, PROVISIONAL_DRAWING } from './go-live.mjs';

/**
 * The settings a production build has beside its request service (docs/deploy.md, self-hosted): the
 * public address and the service's mail server, of the provider the privacy texts name
 * (content/processors/invio-email.yaml, host brevo.com). No NEXT_PUBLIC_CONTACT_ENDPOINT: the forms
 * send to the service on the site's own origin.
 */
export const PRODUCTION_SETTINGS = {
  SITE_URL: 'https://www.bevanda-limenta.it',
  SMTP_URL: 'smtps://limenta:segreto@smtp-relay.brevo.com:465',
};

/** A review's provenance as the owner writes it once the author has agreed to publication. */
export const PROVENANCE = {
  receivedOn: '2026-09-14',
  channel: 'email',
  orderChecked: true,
  consent: true,
  shortened: false,
};

/**
 * Sets values in a YAML file of the copy, as an editor would (the rest of the file untouched); undefined deletes one.
 * @param {string} dir the copy
 * @param {string} file
 * @param {Array<[Array<string | number>, unknown]>} values
 */
function setIn(dir, file, values) {
  const full = path.join(dir, file);
  const document = parseDocument(readFileSync(full, 'utf8'));
  for (const [at, value] of values) {
    if (value === undefined) document.deleteIn(at);
    else document.setIn(at, value);
  }
  writeFileSync(full, document.toString({ lineWidth: 0 }));
}

/** The organic logo's file in the copy, as content/food-information.yaml names it. @param {string} dir */
function organicLogoFile(dir) {
  const src = String(
    parseDocument(readFileSync(path.join(dir, 'content/food-information.yaml'), 'utf8')).getIn(['organicLogo', 'src']),
  );
  return path.join(dir, 'public', src);
}

/** The review and testimonial files of the copy. @param {string} dir */
export function reviewFiles(dir) {
  return ['content/reviews', 'content/testimonials'].flatMap((folder) =>
    readdirSync(path.join(dir, folder))
      .filter((name) => name.endsWith('.yaml'))
      .map((name) => `${folder}/${name}`),
  );
}

/**
 * The opposite of fillFacts: every fact of the copy in `dir` taken back to what the site ships with
 * before launch (the example company data, reviews without provenance, an undated customer figure
 * below what the texts claim, no withdrawal decision, unchecked processors, the provisional logo,
 * no video, example prices and IBAN), whatever the editors have filled in since. @param {string} dir
 */
export function unbackFacts(dir) {
  const set = (/** @type {string} */ file, /** @type {Array<[Array<string | number>, unknown]>} */ values) =>
    setIn(dir, file, values);
  set('content/site.yaml', [
    [['company', 'streetAddress'], EXAMPLE_VALUES.address.streetAddress],
    [['company', 'postalCode'], EXAMPLE_VALUES.address.postalCode],
    [['company', 'city'], EXAMPLE_VALUES.address.city],
    [['company', 'vatNumber'], EXAMPLE_VALUES.vatNumber],
    [['company', 'rea'], EXAMPLE_VALUES.rea],
    [['company', 'registry', 'number'], EXAMPLE_VALUES.registryNumber],
    [['company', 'pec'], EXAMPLE_VALUES.pec],
    [['organic', 'controlBodyCode'], EXAMPLE_VALUES.controlBodyCode],
    [['customers', 'count'], 1],
    [['company', 'shareholders'], undefined],
    [['customers', 'asOf'], undefined],
    [['customers', 'source'], undefined],
  ]);
  set('content/food-information.yaml', [[['nutrition', 'confirmedByLaboratory'], false]]);
  const logo = organicLogoFile(dir);
  const drawing = readFileSync(logo, 'utf8');
  if (!drawing.includes(PROVISIONAL_DRAWING))
    writeFileSync(logo, drawing.replace(/<\/svg>\s*$/, `<!-- ${PROVISIONAL_DRAWING} --></svg>\n`));
  for (const file of reviewFiles(dir)) set(file, [[['provenance'], undefined]]);
  set('content/sales.yaml', [
    [['withdrawal', 'confirmed'], false],
    [['prices', 'confirmed'], false],
    [['bankTransfer', 'iban'], EXAMPLE_VALUES.iban],
  ]);
  set('content/processors/hosting.yaml', [[['transfer'], 'da-verificare']]);
  set('content/video.yaml', [
    [['src'], undefined],
    [['captions'], undefined],
  ]);
}

/** Fills in every fact of the copy in `dir`: company data, organic certification, label, reviews' provenance, customers, prices and IBAN, withdrawal, processors, the video. @param {string} dir */
export function fillFacts(dir) {
  const set = (/** @type {string} */ file, /** @type {Array<[Array<string | number>, unknown]>} */ values) =>
    setIn(dir, file, values);
  set('content/site.yaml', [
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
  set('content/food-information.yaml', [[['nutrition', 'confirmedByLaboratory'], true]]);
  // The official logo file from the European Commission, in place of the site's drawing.
  const logo = organicLogoFile(dir);
  writeFileSync(logo, readFileSync(logo, 'utf8').replace(/<!--[\s\S]*?-->/g, ''));
  for (const file of reviewFiles(dir)) set(file, [[['provenance'], PROVENANCE]]);
  set('content/pages/benefici.yaml', [
    [['featured', 'testimonial', 'provenance'], { ...PROVENANCE, channel: 'modulo', shortened: true }],
  ]);
  // The owner's own prices and account: a price typed the Italian way, an IBAN with its spaces.
  set('content/sales.yaml', [
    [['withdrawal', 'decision'], 'escluso'],
    [['withdrawal', 'confirmed'], true],
    [['prices', 'packs', 0, 'price'], '18,90'],
    [['prices', 'confirmed'], true],
    [['bankTransfer', 'iban'], 'IT42 L123 4512 3451 2345 6789 012'],
  ]);
  set('content/processors/hosting.yaml', [
    [['name'], 'Hosting Italia S.p.A.'],
    [['country'], 'Italia'],
    [['transfer'], 'see'],
  ]);
  set('content/processors/posta-elettronica.yaml', [
    [['name'], 'Posta Sicura S.r.l.'],
    [['country'], 'Italia'],
    [['transfer'], 'see'],
  ]);
  set('content/processors/server-richieste.yaml', [
    [['name'], 'Server Italia S.r.l.'],
    [['country'], 'Italia'],
    [['transfer'], 'see'],
  ]);
  set('content/processors/invio-email.yaml', [[['transfer'], 'see']]);
  mkdirSync(path.join(dir, 'public/video'), { recursive: true });
  writeFileSync(path.join(dir, 'public/video/come-nasce-limenta.mp4'), Buffer.alloc(16));
  writeFileSync(
    path.join(dir, 'public/video/come-nasce-limenta.vtt'),
    'WEBVTT\n\n00:00.000 --> 00:04.000\nSpremiamo i limoni a freddo.\n',
  );
  set('content/video.yaml', [
    [['src'], '/video/come-nasce-limenta.mp4'],
    [['captions'], '/video/come-nasce-limenta.vtt'],
  ]);
}
