// @ts-check
// npm run test:edits — the editors' week done for real on a copy of the project (.e2e-artifacts/edits):
// each edit alone, then all together with the tests that read them, then each mistake the editors'
// issue lists (docs/architecture.md, the tests). EDITS_ONE_BY_ONE=0 skips the first part,
// EDITS_E2E=0 the build and end-to-end tests, EDITS_KEEP=1 leaves the copy in place.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { copyProject } from './lib/project-copy.mjs';
import { phonePhoto } from './lib/test-photo.mjs';

const { dir: copy, remove } = copyProject('edits');

/** @param {string} file */
const read = (file) => readFileSync(path.join(copy, file), 'utf8');
/** @param {string} file @param {string} text */
const write = (file, text) => writeFileSync(path.join(copy, file), text);
/** @param {string} file @param {string | RegExp} from @param {string} to */
function replaceIn(file, from, to) {
  const before = read(file);
  const after = before.replace(from, to);
  if (after === before)
    throw new Error(`${file}: «${from}» not found; update scripts/test-content-edits.mjs to today's content.`);
  write(file, after);
}

/** Every file under content/ and public/art/ with its size and time: what an edit touched. */
function snapshot() {
  /** @type {Map<string, string>} */
  const files = new Map();
  const walk = (/** @type {string} */ folder) => {
    for (const entry of readdirSync(path.join(copy, folder), { withFileTypes: true })) {
      const file = `${folder}/${entry.name}`;
      if (entry.isDirectory()) walk(file);
      else files.set(file, read(file));
    }
  };
  walk('content');
  walk('public/art');
  return files;
}

/** @param {Map<string, string>} before @param {Map<string, string>} after */
function touched(before, after) {
  return [...new Set([...before.keys(), ...after.keys()])].filter((file) => before.get(file) !== after.get(file));
}

/** @param {string} command @param {string[]} args @param {Record<string, string>} [env] */
function run(command, args, env = {}) {
  const started = performance.now();
  const result = spawnSync(command, args, {
    cwd: copy,
    encoding: 'utf8',
    maxBuffer: 256 * 1024 * 1024,
    env: { ...process.env, FORCE_COLOR: '0', NEXT_TELEMETRY_DISABLED: '1', ...env },
  });
  return {
    status: result.status,
    output: `${result.stdout}${result.stderr}`,
    stdout: result.stdout,
    stderr: result.stderr,
    seconds: (performance.now() - started) / 1000,
  };
}

const failures = [];
/** @param {boolean} ok @param {string} message */
function expect(ok, message) {
  console.log(`${ok ? '✓' : '✗'} ${message}`);
  if (!ok) failures.push(message);
}

/** The first failing tests of a Jest run, for the report. @param {string} output */
const failedTests = (output) =>
  output
    .split('\n')
    .filter((line) => /●|✕/.test(line))
    .slice(0, 20)
    .join('\n');

/** A Jest run's «Test Suites:» and «Tests:» lines, for the report. @param {string} stderr */
const jestSummary = (stderr) =>
  stderr
    .split('\n')
    .filter((line) => /^(Tests|Test Suites):/.test(line))
    .join('; ');

/** The privacy policy's numbered sections before the edit that adds one. */
const PRIVACY_SECTIONS = read('content/pages/privacy.md').match(/^## \d+\./gm)?.length ?? 0;
/**
 * The privacy policy's «ultimo aggiornamento» after an edit: this month in Italy (the check refuses a
 * month to come), or an earlier one when the text already says this one.
 */
const NEW_PRIVACY_DATE = (() => {
  const written = /^lastUpdated: (.+)$/m.exec(read('content/pages/privacy.md'))?.[1];
  const monthOf = (/** @type {number} */ time) =>
    new Intl.DateTimeFormat('it-IT', { timeZone: 'Europe/Rome', month: 'long', year: 'numeric' }).format(time);
  const now = monthOf(Date.now());
  return now !== written ? now : monthOf(Date.now() - 31 * 86_400_000);
})();
/**
 * The end-to-end files whose pages, texts, pictures and counts come from content/: what an editor's
 * edit can change in the browser. The others (forms, request service, hosts, editing page, next dev)
 * do not read the edited files and run once, on the project's own build.
 */
const CONTENT_E2E = [
  'aliases',
  'budgets',
  'claims',
  'contrast',
  'display-font',
  'facts',
  'header',
  'layout',
  'legal',
  'not-found',
  'recipe-browsing',
  'recipes',
  'routes',
  'seo',
  'typography',
  'validators',
  'zero-js',
];

/** A phone's photo (EXIF rotation, a large JPEG), made once. */
const PHONE_PHOTO = await phonePhoto();
const reviewFiles = readdirSync(path.join(copy, 'content/reviews'))
  .filter((name) => name.endsWith('.yaml'))
  .sort()
  .map((name) => `content/reviews/${name}`);

const newRecipe = [
  'name: Granita al Limone e Menta',
  'description: "La granita siciliana di casa: succo di limone, zucchero, acqua e qualche foglia di menta, mescolata finché non diventa neve."',
  'category: Dolce',
  'prepMinutes: 15',
  'cookMinutes: 5',
  'servings: 6',
  'benefits:',
  '  - Fresca d’estate',
  '  - Tre ingredienti',
  '  - Senza gelatiera',
  'ingredients:',
  '  - 250 ml di succo di limone',
  '  - 150 g di zucchero',
  '  - 500 ml di acqua',
  '  - 6 foglie di menta',
  'steps:',
  '  - Sciogli lo zucchero nell’acqua calda e lascia raffreddare.',
  '  - Unisci il succo di limone e la menta tritata, poi metti in freezer in una teglia bassa.',
  '  - Ogni 30 minuti gratta il composto con una forchetta, per circa quattro ore.',
  'datePublished: 2025-07-01',
  'keywords:',
  '  - granita al limone',
  '  - granita alla menta',
  'image:',
  '  src: /art/recipes/limonata-zenzero-miele.svg',
  '  alt: Una coppa di granita al limone con foglie di menta, accanto a mezzo limone.',
  'order: 9',
  '',
].join('\n');

/**
 * The edits of the editors' week. `spec` names the points `npm run check:spec` must then
 * report as different from the specification (lib/content/specification.ts).
 * @type {Array<{ name: string, apply: () => void, spec?: RegExp[], files?: number }>}
 */
const edits = [
  {
    name: 'a new address and a valid Partita IVA',
    apply: () => {
      replaceIn('content/site.yaml', /streetAddress: .*/, 'streetAddress: Corso Italia 100');
      replaceIn('content/site.yaml', /postalCode: .*/, 'postalCode: "80121"');
      replaceIn('content/site.yaml', /city: .*/, 'city: Napoli');
      replaceIn('content/site.yaml', /vatNumber: .*/, 'vatNumber: "00743110157"');
    },
  },
  {
    name: 'a renamed menu label',
    apply: () =>
      replaceIn('content/navigation.yaml', /(mainNav:[\s\S]*?- href: \/recensioni\n {4}label: ).*/, '$1Recensioni'),
  },
  {
    name: 'a fourth home testimonial',
    apply: () =>
      write(
        'content/testimonials/paolo-v.yaml',
        'name: Paolo V.\ncity: Trento\ntext: "Lo porto in ufficio nella borraccia: fresco, profumato di menta, e nessuno crede che non ci sia zucchero aggiunto."\nrating: 5\norder: 4\n',
      ),
    spec: [/^§2 \(2\), §9 Testimonianze della home .*: la specifica dice 3 testimonianze; ora 4 testimonianze\.$/m],
  },
  {
    name: 'a ninth recipe',
    apply: () => write('content/recipes/granita-limone-menta.yaml', newRecipe),
    spec: [/^§2, §9 Ricette .*: la specifica dice 8 ricette; ora 9 ricette\.$/m],
  },
  {
    name: 'a new review',
    apply: () =>
      write(
        'content/reviews/paola-m.yaml',
        'name: Paola M.\nage: 52\ncity: Lecce\ntitle: Un gusto che aspetto\ntext: "L\'ho scoperta da mia figlia. Il sapore di limone e zenzero è deciso ma non aggressivo, e la consegna è arrivata in due giorni."\nrating: 5\ndate: 2025-01-05\nhighlight: Consegna in due giorni\n',
      ),
    spec: [/^§2, §9 Recensioni di \/recensioni .*: la specifica dice 7 recensioni; ora 8 recensioni\.$/m],
  },
  {
    name: 'a new paragraph in the privacy policy',
    apply: () =>
      replaceIn(
        'content/pages/privacy.md',
        '\n## 3.',
        "\nSe ci scrivi dal modulo, l'indirizzo email serve solo per risponderti: non lo usiamo per newsletter né lo cediamo a terzi.\n\n## 3.",
      ),
  },
  {
    name: 'a review removed (one found not to be genuine)',
    apply: () => rmSync(path.join(copy, reviewFiles.at(-1) ?? '')),
    spec: [/^§2, §9 Recensioni di \/recensioni .*: la specifica dice 7 recensioni; ora 6 recensioni\.$/m],
  },
  {
    name: 'an honest 4-star review',
    apply: () => replaceIn(reviewFiles[0], /^rating: 5$/m, 'rating: 4'),
    spec: [/^§2, §9 Stelle delle recensioni .*: la specifica dice tutte da 5 stelle; ora «.+» da 4\.$/m],
  },
  {
    name: 'a new section in the privacy policy and its new «ultimo aggiornamento» date',
    apply: () => {
      const sections = read('content/pages/privacy.md').match(/^## \d+\./gm)?.length ?? 0;
      replaceIn('content/pages/privacy.md', /^lastUpdated: .*$/m, `lastUpdated: ${NEW_PRIVACY_DATE}`);
      write(
        'content/pages/privacy.md',
        `${read('content/pages/privacy.md').trimEnd()}\n\n## ${sections + 1}. Modifiche a questa informativa\n\nQuando cambiamo questa informativa aggiorniamo la data in cima alla pagina; se il cambiamento riguarda dati già raccolti, te lo scriviamo prima all’indirizzo che ci hai dato.\n`,
      );
    },
    spec: [
      new RegExp(
        `^§2 Sezioni di /privacy .*: la specifica dice 7 sezioni; ora ${PRIVACY_SECTIONS + 1} sezioni\\.$`,
        'm',
      ),
      new RegExp(
        `^§2, §9 Ultimo aggiornamento di /privacy .*: la specifica dice «gennaio 2025»; ora «${NEW_PRIVACY_DATE}»\\.$`,
        'm',
      ),
    ],
  },
  {
    name: 'a new contact email',
    apply: () => replaceIn('content/site.yaml', /^email: .*$/m, 'email: ordini@bevanda-limenta.it'),
  },
  {
    name: 'the customer figure with its date and source',
    apply: () => {
      replaceIn('content/site.yaml', /^( {2}count: )\d+$/m, '$16500');
      replaceIn(
        'content/site.yaml',
        /^(customers:\n)/m,
        '$1  asOf: 2026-10-31\n  source: Registro degli ordini consegnati, clienti distinti per email\n',
      );
    },
  },
  {
    // The photo and the recipe that shows it: the one edit of two files.
    name: 'a recipe’s photo from a phone',
    files: 2,
    apply: () => {
      mkdirSync(path.join(copy, 'content/foto'), { recursive: true });
      writeFileSync(path.join(copy, 'content/foto/dal-telefono.jpg'), PHONE_PHOTO);
      replaceIn(
        `content/recipes/${
          readdirSync(path.join(copy, 'content/recipes'))
            .filter((name) => name.endsWith('.yaml'))
            .sort()[0]
        }`,
        /^( {2}src: ).*$/m,
        '$1/foto/dal-telefono.jpg',
      );
    },
  },
  {
    name: 'Sunday opening hours',
    apply: () =>
      replaceIn(
        'content/site.yaml',
        /( {4}- Sunday\n) {4}opens: null\n {4}closes: null/,
        '$1    opens: "10:00"\n    closes: "13:00"',
      ),
    spec: [/^§9 Orari del servizio clienti .*domenica 10:00–13:00\.$/m],
  },
];

/**
 * The files Jest's dependency graph knows for the edited ones: each edited file still on disk, and
 * for a file of a collection (content/recipes/…, added, changed or removed) the content module that
 * reads its folder with import.meta.glob, which Jest sees as no import of the file itself.
 * @param {string[]} files
 */
function readersOf(files) {
  const modules = readdirSync(path.join(copy, 'content'))
    .filter((name) => /\.tsx?$/.test(name))
    .map((name) => `content/${name}`);
  const folders = new Set(files.map((file) => path.posix.dirname(file)));
  const globbing = modules.filter((module) =>
    [...folders].some((folder) =>
      read(module).includes(`import.meta.glob('./${path.posix.relative('content', folder)}/*`),
    ),
  );
  return [...files.filter((file) => existsSync(path.join(copy, file))), ...globbing];
}

/** content/ and public/art/ as they were when the copy was made, byte for byte. */
const pristine = new Map([...snapshot().keys()].map((file) => [file, readFileSync(path.join(copy, file))]));

/** Puts content/ and public/art/ back as they were when the copy was made. */
function resetContent() {
  for (const folder of ['content', 'public/art']) rmSync(path.join(copy, folder), { recursive: true, force: true });
  for (const [file, bytes] of pristine) {
    mkdirSync(path.dirname(path.join(copy, file)), { recursive: true });
    writeFileSync(path.join(copy, file), bytes);
  }
}

try {
  const jest = path.join(copy, 'node_modules/jest/bin/jest.js');
  for (const edit of process.env.EDITS_ONE_BY_ONE === '0' ? [] : edits) {
    resetContent();
    const before = snapshot();
    edit.apply();
    const files = touched(before, snapshot());
    expect(
      files.length === (edit.files ?? 1),
      `${edit.name}: ${edit.files ?? 'one'} file${edit.files ? 's' : ''} change${edit.files ? '' : 's'} (${files.join(', ')})`,
    );

    const check = run(process.execPath, ['scripts/check-content.mjs']);
    expect(
      check.status === 0,
      `${edit.name}: npm run check:content passes (${check.seconds.toFixed(1)} s)${check.status === 0 ? '' : `\n${check.output}`}`,
    );
    const spec = run(process.execPath, ['scripts/check-spec.mjs']);
    const reported = (edit.spec ?? []).every((pattern) => pattern.test(spec.stdout));
    const firstLine = spec.stdout.split('\n')[0];
    expect(
      spec.status === 0 && reported,
      `${edit.name}: npm run check:spec exits 0${edit.spec ? ' and reports the difference from the specification' : ''} («${firstLine}»)${reported ? '' : `\n${spec.output}`}`,
    );
    const copies = run(process.execPath, ['scripts/test-copies.mjs']);
    expect(
      copies.status === 0,
      `${edit.name}: npm run test:copies passes${copies.status === 0 ? '' : `\n${copies.output}`}`,
    );
  }

  // 2. Every edit at once (a removed review and a new one among them): their unit tests once, then the
  //    demonstration site built and tested end to end where content drives what a visitor sees.
  resetContent();
  const unedited = snapshot();
  for (const edit of edits) edit.apply();
  const edited = touched(unedited, snapshot());
  const check = run(process.execPath, ['scripts/check-content.mjs']);
  expect(check.status === 0, `all edits: npm run check:content passes${check.status === 0 ? '' : `\n${check.output}`}`);
  // The unit tests that import an edited file, or the module that reads its collection's folder,
  // directly or through the pages and components: the render tests those edits can break.
  const unit = run(process.execPath, [jest, '--ci', '--findRelatedTests', ...readersOf(edited)]);
  const unitSummary = jestSummary(unit.stderr);
  expect(
    unit.status === 0 && /Test Suites: \d+ passed/.test(unitSummary),
    `all edits: the unit tests that read the edited files pass (${unitSummary}, ${unit.seconds.toFixed(0)} s)${unit.status === 0 ? '' : `\n${failedTests(unit.output)}`}`,
  );
  if (process.env.EDITS_E2E !== '0') {
    // The demonstration site: the edits leave the example reviews without provenance, which the
    // published site's build (npm run build) refuses at its go-live check.
    const built = run('npm', ['run', '--silent', 'build:demo']);
    expect(
      built.status === 0,
      `all edits: npm run build:demo passes (${built.seconds.toFixed(0)} s)${built.status === 0 ? '' : `\n${built.output.slice(-3000)}`}`,
    );
    if (built.status === 0) {
      const e2e = run(process.execPath, [
        jest,
        '-c',
        'jest.e2e.config.mjs',
        '--ci',
        ...CONTENT_E2E.map((name) => `e2e/${name}.e2e.ts`),
      ]);
      const summary = jestSummary(e2e.stderr);
      expect(
        e2e.status === 0,
        `all edits: the end-to-end tests driven by content pass (${summary}, ${e2e.seconds.toFixed(0)} s)${e2e.status === 0 ? '' : `\n${failedTests(e2e.output)}`}`,
      );
    }
  }

  // 3. Mistakes, one at a time, each on the otherwise edited copy.
  // Files and names as the content has them, so that no edit of the editors breaks this script.
  const ingredientFile = readdirSync(path.join(copy, 'content/ingredients'))
    .filter((name) => name.endsWith('.yaml'))
    .sort()[0];
  const ingredientName = /^name: (.*)$/m.exec(read(`content/ingredients/${ingredientFile}`))?.[1] ?? '';
  const menuHref =
    /^mainNav:\n(?:.*\n)*? *- href: (\/[a-z-]{4,})$/m.exec(read('content/navigation.yaml'))?.[1] ?? '/prodotto';
  /** A paragraph put before a legal text's second section. @param {string} text @param {string} paragraph */
  const beforeSecondSection = (text, paragraph) => {
    const second = [...text.matchAll(/^## /gm)][1]?.index ?? text.length;
    return `${text.slice(0, second)}${paragraph}\n\n${text.slice(second)}`;
  };
  const mistakes = [
    {
      name: 'a 10-digit Partita IVA',
      file: 'content/site.yaml',
      from: /vatNumber: "(\d{10})\d"/,
      to: 'vatNumber: "$1"',
      item: 'Società',
      field: 'vatNumber',
    },
    {
      name: 'an image path without the leading slash',
      file: `content/ingredients/${ingredientFile}`,
      from: /src: \//,
      to: 'src: ',
      item: `ingrediente «${ingredientName}»`,
      field: 'image.src',
    },
    {
      name: 'a link in a legal text to a page that does not exist',
      file: 'content/pages/termini.md',
      edit: (/** @type {string} */ text) => beforeSecondSection(text, 'Leggi anche [la privacy](/privacy-e-cookie).'),
      item: 'sezione',
      field: 'testo',
    },
    {
      name: 'an extra "# " heading in a legal text',
      file: 'content/pages/dati-personali.md',
      edit: (/** @type {string} */ text) => beforeSecondSection(text, '# Nota'),
      item: 'sezione',
      field: 'testo',
    },
    {
      name: 'a straight apostrophe in a single-quoted text',
      file: 'content/testimonials/paolo-v.yaml',
      from: /^text: .*$/m,
      to: "text: 'Un bicchiere prima dell'ufficio.'",
      item: 'testimonianza',
      field: 'text',
    },
    {
      name: 'a rating of 4.5 stars',
      file: 'content/reviews/paola-m.yaml',
      from: 'rating: 5',
      to: 'rating: 4.5',
      item: 'recensione «Paola M.»',
      field: 'rating',
    },
    {
      name: 'a menu link to a page that does not exist',
      file: 'content/navigation.yaml',
      from: `href: ${menuHref}\n`,
      to: `href: ${menuHref.slice(0, -1)}\n`,
      item: 'voce',
      field: 'href',
    },
    {
      name: 'a date that does not exist',
      file: 'content/reviews/paola-m.yaml',
      from: 'date: 2025-01-05',
      to: 'date: 2025-02-30',
      item: 'recensione «Paola M.»',
      field: 'date',
    },
  ];
  for (const mistake of process.env.EDITS_ONLY_GOOD ? [] : mistakes) {
    const original = read(mistake.file);
    if (mistake.edit) write(mistake.file, mistake.edit(original));
    else replaceIn(mistake.file, mistake.from ?? '', mistake.to ?? '');
    const checked = run(process.execPath, ['scripts/check-content.mjs']);
    const lines = checked.stderr.split('\n').filter((line) => line.startsWith('content/'));
    const [first = ''] = lines;
    const [where = '', item = '', field = ''] = first.split(' › ');
    const named =
      where.startsWith(`${mistake.file}:`) &&
      item.includes(mistake.item) &&
      field.split(':')[0].includes(mistake.field);
    expect(
      checked.status === 1 && lines.length === 1 && named,
      `${mistake.name}: check:content fails in ${checked.seconds.toFixed(1)} s with «${first}»`,
    );

    mkdirSync(path.join(copy, 'out'), { recursive: true });
    writeFileSync(path.join(copy, 'out/index.html'), 'a previous build');
    const built = run('npm', ['run', '--silent', 'build']);
    const firstLine = built.output.split('\n').find((line) => line.trim() !== '' && !line.startsWith('npm warn')) ?? '';
    expect(
      built.status !== 0 && firstLine === first && !existsSync(path.join(copy, 'out')),
      `${mistake.name}: npm run build fails with the same first line and exports nothing (${built.seconds.toFixed(1)} s)`,
    );
    write(mistake.file, original);
  }
} finally {
  if (process.env.EDITS_KEEP === '1') console.log(`The copy is kept in ${copy}.`);
  else remove();
}

if (failures.length > 0) {
  console.error(`\n${failures.length} editor scenario(s) failed.`);
  process.exitCode = 1;
} else {
  console.log(
    '\nEach edit of the week passes every check it can break; every mistake gets one Italian line naming file, item and field.',
  );
}
