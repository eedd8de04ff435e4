// @ts-check
// npm run test:edits — what an editor does in a normal week, done for real on a copy of the project:
//  1. the ordinary edits (new address and Partita IVA, a renamed menu label, a fourth home
//     testimonial, a ninth recipe, a new review, a new paragraph in the privacy policy) all at
//     once, then `npm run check:content` and every unit test must pass;
//  2. each mistake the editors' issue lists, one at a time: `npm run check:content` must fail with
//     one Italian line naming the file, the item and the field, and `npm run build` must print the
//     same line first and leave no out/ folder behind.
// The copy lives in a temporary folder with node_modules linked, so the project is never touched.
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const SKIP = new Set(['node_modules', '.git', '.next', 'out', '.e2e-artifacts', 'screenshots', 'coverage', 'test-results']);

const copy = mkdtempSync(path.join(tmpdir(), 'limenta-edits-'));
cpSync(root, copy, { recursive: true, filter: (source) => !SKIP.has(path.basename(source)) || path.dirname(source) !== root });
symlinkSync(path.join(root, 'node_modules'), path.join(copy, 'node_modules'), 'dir');

/** @param {string} file */
const read = (file) => readFileSync(path.join(copy, file), 'utf8');
/** @param {string} file @param {string} text */
const write = (file, text) => writeFileSync(path.join(copy, file), text);
/** @param {string} file @param {string | RegExp} from @param {string} to */
function replaceIn(file, from, to) {
  const before = read(file);
  const after = before.replace(from, to);
  if (after === before) throw new Error(`${file}: «${from}» not found; update scripts/test-content-edits.mjs to today's content.`);
  write(file, after);
}

/** @param {string} command @param {string[]} args */
function run(command, args) {
  const started = performance.now();
  const result = spawnSync(command, args, { cwd: copy, encoding: 'utf8', env: { ...process.env, FORCE_COLOR: '0', NEXT_TELEMETRY_DISABLED: '1' } });
  return { status: result.status, output: `${result.stdout}${result.stderr}`, stderr: result.stderr, seconds: (performance.now() - started) / 1000 };
}

const failures = [];
/** @param {boolean} ok @param {string} message */
function expect(ok, message) {
  console.log(`${ok ? '✓' : '✗'} ${message}`);
  if (!ok) failures.push(message);
}

try {
  // 1. Ordinary edits, made in the files as an editor makes them.
  replaceIn('content/site.yaml', /streetAddress: .*/, 'streetAddress: Corso Italia 100');
  replaceIn('content/site.yaml', /postalCode: .*/, 'postalCode: "80121"');
  replaceIn('content/site.yaml', /city: .*/, 'city: Napoli');
  replaceIn('content/site.yaml', /vatNumber: .*/, 'vatNumber: "00743110157"');
  replaceIn('content/navigation.yaml', /(mainNav:[\s\S]*?- href: \/recensioni\n {4}label: ).*/, '$1Recensioni');
  write('content/testimonials/paolo-v.yaml', "name: Paolo V.\ncity: Trento\ntext: \"Lo porto in ufficio nella borraccia: fresco, profumato di menta, e nessuno crede che non ci sia zucchero aggiunto.\"\nrating: 5\norder: 4\n");
  write(
    'content/recipes/granita-limone-menta.yaml',
    [
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
      "  - Unisci il succo di limone e la menta tritata, poi metti in freezer in una teglia bassa.",
      "  - Ogni 30 minuti gratta il composto con una forchetta, per circa quattro ore.",
      'datePublished: 2025-07-01',
      'keywords:',
      '  - granita al limone',
      '  - granita alla menta',
      'image:',
      '  src: /art/recipes/limonata-zenzero-miele.svg',
      "  alt: Una coppa di granita al limone con foglie di menta, accanto a mezzo limone.",
      'order: 9',
      '',
    ].join('\n'),
  );
  write(
    'content/reviews/paola-m.yaml',
    "name: Paola M.\nage: 52\ncity: Lecce\ntitle: Un gusto che aspetto\ntext: \"L'ho scoperta da mia figlia. Il sapore di limone e zenzero è deciso ma non aggressivo, e la consegna è arrivata in due giorni.\"\nrating: 5\ndate: 2025-01-05\nhighlight: Consegna in due giorni\n",
  );
  replaceIn('content/pages/privacy.md', '\n## 3.', "\nSe ci scrivi dal modulo, l'indirizzo email serve solo per risponderti: non lo usiamo per newsletter né lo cediamo a terzi.\n\n## 3.");

  const check = run(process.execPath, ['scripts/check-content.mjs']);
  expect(check.status === 0, `ordinary edits: npm run check:content passes (${check.seconds.toFixed(1)} s)${check.status === 0 ? '' : `\n${check.output}`}`);
  const unit = run(process.execPath, [path.join(copy, 'node_modules/jest/bin/jest.js'), '--ci']);
  const summary = unit.stderr.split('\n').filter((line) => /^(Tests|Test Suites):/.test(line)).join('; ');
  expect(unit.status === 0, `ordinary edits: the unit tests pass (${summary}, ${unit.seconds.toFixed(0)} s)${unit.status === 0 ? '' : `\n${unit.output.split('\n').filter((line) => /●|✕/.test(line)).slice(0, 20).join('\n')}`}`);

  // 2. Mistakes, one at a time, each on the otherwise edited copy.
  const mistakes = [
    { name: 'a 10-digit Partita IVA', file: 'content/site.yaml', from: /vatNumber: "(\d{10})\d"/, to: 'vatNumber: "$1"', item: 'Società', field: 'vatNumber' },
    { name: 'an image path without the leading slash', file: 'content/ingredients/menta.yaml', from: 'src: /art/', to: 'src: art/', item: 'ingrediente «Menta»', field: 'image.src' },
    { name: 'a link in a legal text to a page that does not exist', file: 'content/pages/termini.md', from: '(/privacy)', to: '(/privacy-e-cookie)', item: 'sezione', field: 'testo' },
    { name: 'an extra "# " heading in a legal text', file: 'content/pages/dati-personali.md', from: '\n## 4.', to: '\n# Nota\n\n## 4.', item: 'sezione', field: 'testo' },
    { name: 'a straight apostrophe in a single-quoted text', file: 'content/testimonials/paolo-v.yaml', from: /^text: .*$/m, to: "text: 'Un bicchiere prima dell'ufficio.'", item: 'testimonianza', field: 'text' },
    { name: 'a rating of 4.5 stars', file: 'content/reviews/paola-m.yaml', from: 'rating: 5', to: 'rating: 4.5', item: 'recensione «Paola M.»', field: 'rating' },
    { name: 'a menu link to a page that does not exist', file: 'content/navigation.yaml', from: 'href: /benefici', to: 'href: /benefit', item: 'voce', field: 'href' },
    { name: 'a date that does not exist', file: 'content/reviews/paola-m.yaml', from: 'date: 2025-01-05', to: 'date: 2025-02-30', item: 'recensione «Paola M.»', field: 'date' },
  ];
  for (const mistake of process.env.EDITS_ONLY_GOOD ? [] : mistakes) {
    const original = read(mistake.file);
    replaceIn(mistake.file, mistake.from, mistake.to);
    const checked = run(process.execPath, ['scripts/check-content.mjs']);
    const lines = checked.stderr.split('\n').filter((line) => line.startsWith('content/'));
    const [first = ''] = lines;
    const [where = '', item = '', field = ''] = first.split(' › ');
    const named = where.startsWith(`${mistake.file}:`) && item.includes(mistake.item) && field.split(':')[0].includes(mistake.field);
    expect(checked.status === 1 && lines.length === 1 && named, `${mistake.name}: check:content fails in ${checked.seconds.toFixed(1)} s with «${first}»`);

    mkdirSync(path.join(copy, 'out'), { recursive: true });
    writeFileSync(path.join(copy, 'out/index.html'), 'a previous build');
    const built = run('npm', ['run', '--silent', 'build']);
    const firstLine = built.output.split('\n').find((line) => line.trim() !== '' && !line.startsWith('npm warn')) ?? '';
    expect(built.status !== 0 && firstLine === first && !existsSync(path.join(copy, 'out')), `${mistake.name}: npm run build fails with the same first line and exports nothing (${built.seconds.toFixed(1)} s)`);
    write(mistake.file, original);
  }
} finally {
  rmSync(copy, { recursive: true, force: true });
}

if (failures.length > 0) {
  console.error(`\n${failures.length} editor scenario(s) failed.`);
  process.exitCode = 1;
} else {
  console.log('\nEvery ordinary edit passes; every mistake gets one Italian line naming file, item and field.');
}
