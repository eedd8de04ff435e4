/** @jest-environment node */
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parse, parseDocument } from 'yaml';
import { routes } from '@/content/routes';
import { contentSources } from '@/content/schemas';
import { checkAll, checkFile, formatProblems } from '@/lib/content/check';
import { withFieldTables } from '@/lib/content/field-docs';
import { countProblem } from '@/lib/content/fields';
import { isValidPartitaIva } from '@/lib/partita-iva.mjs';
import { recipes } from '@/content/schemas/recipes';
import { metaOf, schemaAt } from '@/lib/content/meta';
import { loadContent } from '@/lib/content/parse';
import { listFiles } from '@/lib/content/site-index';
import { siteValues } from '@/lib/content/site-values';

/** A file of the project as it is on disk. */
const read = (file: string) => readFileSync(path.join(process.cwd(), file), 'utf8');

/** The check's report for a file after an edit: what the editor would read. */
function afterEdit(file: string, edit: (text: string) => string): string[] {
  const original = read(file);
  const edited = edit(original);
  expect(edited).not.toBe(original);
  return checkFile(file, edited).map((problem) => formatProblems([problem]));
}

/** The check's report for a file's whole text. */
const linesOf = (file: string, text: string) => checkFile(file, text).map((problem) => formatProblems([problem]));

/**
 * An item of a collection as the content has it today (the nth file, by name): its file and the
 * name the check gives it, so that no test depends on which items the editors keep.
 */
function itemOf(folder: string, index = 0): { file: string; name: string; text: string } {
  const files = listFiles(folder, '.yaml');
  const file = files[index % files.length];
  const text = read(file);
  const data = parse(text) as Record<string, unknown>;
  return { file, name: String(data.name ?? data.title ?? data.caption ?? data.question), text };
}

/** A YAML text with one value set (or removed, when value is undefined), the rest of the file as it was. */
function withValue(text: string, at: Array<string | number>, value?: unknown): string {
  const document = parseDocument(text);
  if (value === undefined) document.deleteIn(at);
  else document.setIn(at, value);
  return document.toString();
}

/** Adds a paragraph before the second section of a legal text (every legal text has sections). */
function beforeSecondSection(text: string, paragraph: string): string {
  const second = [...text.matchAll(/^## /gm)][1];
  expect(second).toBeDefined();
  return `${text.slice(0, second.index)}${paragraph}\n\n${text.slice(second.index)}`;
}

/** Replaces a field's whole value (however many lines it is folded on) in a YAML text. */
function setField(text: string, key: string, value: string, indent = ''): string {
  return text.replace(
    new RegExp(`^${indent}${key}: [\\s\\S]*?(?=^ {0,${indent.length}}\\S|(?![\\s\\S]))`, 'm'),
    `${indent}${key}: ${value}\n`,
  );
}

/** Exactly one line, naming the file (and line), the item and the field (at: «item › field»). */
function expectOneLine(lines: string[], file: string, at: string, says: RegExp) {
  const [item, field] = at.split(' › ');
  expect(lines).toHaveLength(1);
  const [line] = lines;
  expect(line).not.toContain('\n');
  expect(line.startsWith(`${file}:`)).toBe(true);
  const [, where, fieldPart] = line.split(' › ');
  expect(where).toContain(item);
  expect(fieldPart.split(':')[0]).toContain(field);
  expect(line).toMatch(says);
}

/** The one line the check gives for a file after an edit. */
const expectEdit = (file: string, edit: (text: string) => string, at: string, says: RegExp) =>
  expectOneLine(afterEdit(file, edit), file, at, says);

type Edit = (text: string) => string;

/** Cases of one edit and the one line it gets: what the editor did, the file, the edit, «item › field», what the line says. */
type EditCase = [string, string, Edit, string, RegExp];
const eachEdit = (cases: EditCase[]) =>
  it.each(cases)('%s', (_, file, edit, at, says) => expectEdit(file, edit, at, says));

describe('the content files', () => {
  it('break no rule', () => {
    expect(formatProblems(checkAll())).toBe('');
  });

  it('list only routes that have a page in app/', () => {
    for (const route of routes) {
      const file = path.join(process.cwd(), 'app', route === '/' ? '' : route, 'page.tsx');
      expect(existsSync(file) ? route : `${route} has no ${file}`).toBe(route);
    }
  });

  it('each have a source with Italian names for the editing page', () => {
    for (const source of contentSources) {
      expect(source.title).toMatch(/^\p{Lu}/u);
      if (source.kind !== 'collection') expect(existsSync(path.join(process.cwd(), source.file))).toBe(true);
    }
  });
});

describe('the Partita IVA: 11 digits, the last the check digit', () => {
  it.each(['12345670637', '00743110157', '01234567897'])('accepts %s', (vat) =>
    expect(isValidPartitaIva(vat)).toBe(true),
  );
  it.each(['12345670636', '00743110158', '01234567891', '0123456789', '0123456789A'])('rejects %s', (vat) =>
    expect(isValidPartitaIva(vat)).toBe(false),
  );
});

describe('every mistake an editor makes gives one Italian line naming file, item and field', () => {
  const testimonial = itemOf('content/testimonials');
  const ingredient = itemOf('content/ingredients');
  const review = itemOf('content/reviews');
  eachEdit([
    [
      'a rating that is not a whole number from 1 to 5',
      testimonial.file,
      (text) => text.replace(/^rating: \d+$/m, 'rating: 4.5'),
      `testimonianza «${testimonial.name}» › rating`,
      /numero intero da 1 a 5/,
    ],
    [
      'an empty text',
      'content/pages/home.yaml',
      (text) => setField(text, 'eyebrow', '"  "', '  '),
      'hero › eyebrow',
      /è vuoto/,
    ],
    [
      'an image path without the leading slash',
      ingredient.file,
      (text) => text.replace(/src: \//, 'src: '),
      `ingrediente «${ingredient.name}» › image.src`,
      /deve iniziare con \//,
    ],
    [
      'an image that does not exist',
      itemOf('content/gallery').file,
      (text) => text.replace(/src: \S+/, 'src: /art/disegno-che-non-esiste.svg'),
      'immagine › src',
      /non c’è in public\//,
    ],
    [
      'a link inside a legal text to a page that does not exist',
      'content/pages/privacy.md',
      (text) => beforeSecondSection(text, 'Leggi anche [il trattamento dei dati](/dati-personal).'),
      'sezione «1. › testo',
      /non è una pagina del sito/,
    ],
    [
      'a link inside a legal text to a section that does not exist',
      'content/pages/termini.md',
      (text) => beforeSecondSection(text, 'Leggi [i tuoi diritti](/privacy#sezione-che-non-esiste).'),
      'sezione › testo',
      /non ha una sezione #sezione-che-non-esiste/,
    ],
    [
      'an extra "# " heading in a legal text',
      'content/pages/privacy.md',
      (text) => text.replace('\n## 2.', '\n# Nuovo titolo\n\n## 2.'),
      'sezione «1. › testo',
      /primo livello/,
    ],
    [
      'a 10-digit Partita IVA',
      'content/site.yaml',
      (text) => text.replace(/vatNumber: "(\d{10})\d"/, 'vatNumber: "$1"'),
      'Società › vatNumber',
      /ha 10 cifre/,
    ],
    [
      'a Partita IVA whose check digit is wrong',
      'content/site.yaml',
      (text) =>
        text.replace(/vatNumber: "(\d{10})(\d)"/, (_, head, last) => `vatNumber: "${head}${(Number(last) + 1) % 10}"`),
      'Società › vatNumber',
      /cifra di controllo|\(di controllo\)/,
    ],
    [
      'an email address without a domain',
      'content/site.yaml',
      (text) => text.replace(/^email: (\S+)@\S+$/m, 'email: $1@limenta'),
      'Dati aziendali › email',
      /non è un indirizzo email valido/,
    ],
    [
      'a date that does not exist',
      review.file,
      (text) => text.replace(/date: \S+/, 'date: 2025-02-30'),
      `recensione «${review.name}» › date`,
      /AAAA-MM-GG/,
    ],
    [
      'a date in the future',
      review.file,
      (text) => text.replace(/date: \S+/, 'date: 2999-01-01'),
      `recensione «${review.name}» › date`,
      /nel futuro/,
    ],
    [
      'a text outside its length limits',
      'content/pages/ricette-salutari.yaml',
      (text) => setField(text, 'description', 'Troppo corta.', '  '),
      'meta › description',
      /il minimo è 70/,
    ],
    [
      'an unknown {placeholder} in a counted heading',
      'content/pages/composizione.yaml',
      (text) => text.replace(/^(ingredients:\n {2}title: .*)\{[Cc]ount\}/m, '$1{Cont}'),
      'ingredients › title',
      /\{count\}/,
    ],
  ]);

  it('a menu link to a page that does not exist', () => {
    const file = 'content/navigation.yaml';
    const { mainNav } = parse(read(file)) as { mainNav: Array<{ href: string }> };
    const index = mainNav.findIndex((item) => item.href.length > 4);
    const typo = mainNav[index].href.slice(0, -1);
    expectEdit(
      file,
      (text) => text.replace(new RegExp(`^( *- href: )${mainNav[index].href}$`, 'm'), `$1${typo}`),
      `Menu in alto, voce ${index + 1} › href`,
      new RegExp(`non è una pagina del sito\\. Forse intendevi ${mainNav[index].href.replace(/[/-]/g, '\\$&')}\\?`),
    );
  });

  it('a field name with a typo, and a missing field', () => {
    const { file, name } = itemOf('content/testimonials', 1);
    const lines = afterEdit(file, (text) => text.replace('city:', 'citta:'));
    expect(lines).toHaveLength(2);
    const line = (word: string) => [lines.find((line) => line.includes(word))!];
    expectOneLine(line('manca'), file, `testimonianza «${name}» › city`, /manca/);
    expectOneLine(line('citta'), file, `testimonianza «${name}» › citta`, /Forse intendevi «city»/);
  });
});

describe('messages that lead somewhere (no loop, no second mistake)', () => {
  const site = 'content/site.yaml';
  const testimonial = itemOf('content/testimonials', 1);
  const legal = 'content/pages/termini.md';

  it('a CAP or Partita IVA typed with quotes, as the old hint said: the message says to drop them, and the hints no longer say «tra virgolette»', () => {
    const siteSchema = contentSources.find((source) => source.kind === 'file' && source.file === site)!;
    for (const [key, digits] of [
      ['postalCode', 5],
      ['vatNumber', 11],
    ] as const) {
      expectEdit(
        site,
        (text) => text.replace(new RegExp(`^( {2}${key}: )"(\\d{${digits}})"$`, 'm'), `$1'"$2"'`),
        `Società › ${key}`,
        new RegExp(`contiene delle virgolette: scrivi solo \\d{${digits}}, senza virgolette\\.$`),
      );
      const meta = metaOf(
        schemaAt((siteSchema as { schema: Parameters<typeof schemaAt>[0] }).schema, ['company', key]),
      );
      expect(meta?.hint).not.toMatch(/virgolette/);
      expect(meta?.quoted).toBe(true);
    }
  });

  it('a number with a leading zero written without quotes: the advice keeps the zero, and following it leaves nothing to fix', () => {
    for (const [key, written] of [
      ['postalCode', '00184'],
      ['vatNumber', '00743110157'],
    ] as const) {
      const unquoted = (text: string) => text.replace(new RegExp(`^( {2}${key}: ).*$`, 'm'), `$1${written}`);
      const [line] = afterEdit(site, unquoted);
      expectOneLine(
        [line],
        site,
        `Società › ${key}`,
        new RegExp(`gli zeri iniziali si perdono\\). Scrivilo tra virgolette doppie: "${written}"\\.$`),
      );
      const followed = unquoted(read(site)).replace(new RegExp(`^( {2}${key}: )${written}$`, 'm'), `$1"${written}"`);
      expect(checkFile(site, followed)).toEqual([]);
    }
  });

  // An http:// address or an emoji in a text gets its own line, in YAML and in a legal text.
  eachEdit([
    [
      'an http:// address in a YAML text',
      testimonial.file,
      (text) => setField(text, 'text', '"Ne parlo anche su http://blog.example.it, lo consiglio."'),
      `testimonianza «${testimonial.name}» › text`,
      /«http:\/\/blog\.example\.it», senza HTTPS: scrivi https:\/\/blog\.example\.it/,
    ],
    [
      'an emoji in a YAML text',
      testimonial.file,
      (text) => setField(text, 'text', '"Buonissima 🍋 ogni mattina."'),
      `testimonianza «${testimonial.name}» › text`,
      /contiene l’emoji «🍋»/,
    ],
    [
      'an http:// address in a legal text',
      legal,
      (text) => beforeSecondSection(text, 'Vedi anche http://www.example.it per i dettagli.'),
      'sezione «1. › testo',
      /usa http:\/\//,
    ],
    [
      'an emoji in a legal text',
      legal,
      (text) => beforeSecondSection(text, 'Grazie ✨'),
      'sezione «1. › testo',
      /emoji «✨»/,
    ],
  ]);

  it('hours of site.yaml written by hand in another text are reported with {orari}, which any text may use and which is filled in when loaded', () => {
    const file = 'content/pages/contatti.yaml';
    const original = read(file);
    const byHand = setField(
      original,
      'description',
      '"Scrivici: dal lunedì al venerdì 9:00-18:00, il sabato 9–13. Rispondiamo entro 24 ore nei giorni lavorativi."',
      '  ',
    );
    const lines = formatProblems(checkAll({ [file]: byHand })).split('\n');
    expect(lines.filter((line) => line.startsWith(file))).toHaveLength(1);
    expect(lines.find((line) => line.startsWith(file))).toMatch(
      /meta.*description.*ripete a mano un orario di content\/site\.yaml \(«9:00-18:00»\).*Scrivi \{orari\}/,
    );
    const withPlaceholder = setField(
      original,
      'description',
      '"Scrivici ({orari}): rispondiamo entro 24 ore nei giorni lavorativi, anche dal telefono."',
      '  ',
    );
    expect(checkAll({ [file]: withPlaceholder })).toEqual([]);
    const values = siteValues();
    const loaded = loadContent(file, withPlaceholder, values) as { meta: { description: string } };
    expect(loaded.meta.description).toContain(`(${values!.orari})`);
    expect(values!.orari).toMatch(/^\S.* \d{1,2}(:\d{2})?–\d{1,2}(:\d{2})?/);
  });

  it('{sede} and {stabilimento} read the towns of site.yaml: a move changes every sentence that names them', () => {
    const file = 'content/video.yaml';
    const text = 'Lo giriamo a {stabilimento}, a due passi dalla sede di {sede}.\n';
    const values = siteValues()!;
    const siteText = read(site);
    const { company } = parse(siteText);
    expect(values).toMatchObject({ sede: company.city, stabilimento: company.plant.city });
    const loaded = loadContent(file, setField(read(file), 'lead', text), values) as { lead: string };
    expect(loaded.lead).toBe(`Lo giriamo a ${company.plant.city}, a due passi dalla sede di ${company.city}.`);
    const moved = siteValues((name) =>
      name === site
        ? siteText.replace(/^( {4}city: ).*$/m, '$1Amalfi').replace(/^( {2}city: ).*$/m, '$1Positano')
        : read(name),
    );
    expect(moved).toMatchObject({ sede: 'Positano', stabilimento: 'Amalfi' });
  });
});

describe('a file an edit adds (a new item from the editing page)', () => {
  it('is checked like the files on disk, before it is written', () => {
    const lines = formatProblems(
      checkAll({ 'content/faq/nuova-domanda.yaml': 'question: Una domanda nuova senza risposta?\n' }),
    ).split('\n');
    expect(lines.filter((line) => line.startsWith('content/faq/nuova-domanda.yaml'))).toEqual([
      expect.stringMatching(/› answer \(Risposta\): manca\./),
    ]);
  });
});

describe('the number of items of a collection', () => {
  it('is free within what the layout handles, and a limit says where it is written', () => {
    expect(countProblem(9, recipes.limits)).toBeNull();
    expect(countProblem(1, recipes.limits)).toBeNull();
    expect(countProblem(25, recipes.limits)).toMatch(
      /al massimo 24\. Togline 1 \(il limite è in content\/schemas\/recipes\.ts\)/,
    );
    expect(countProblem(0, recipes.limits)).toMatch(/almeno 1/);
  });
});

describe('a recipe, which has a page of its own', () => {
  const { file, name, text: original } = itemOf('content/recipes', 1);

  it('must have a name no other recipe has', () => {
    const other = itemOf('content/recipes', 0);
    const lines = formatProblems(checkAll({ [file]: setField(original, 'name', JSON.stringify(other.name)) }));
    expectOneLine(
      lines.split('\n'),
      file,
      'ricetta › name',
      new RegExp(`è già il nome di ${other.file.replace(/[./]/g, '\\$&')}`),
    );
  });

  eachEdit([
    [
      'must have a description that fits a search result (70–160 characters)',
      file,
      (text) => setField(text, 'description', 'Buona.'),
      `ricetta «${name}» › description`,
      /il minimo è 70/,
    ],
    [
      'must give its times as whole numbers',
      file,
      (text) => setField(text, 'cookMinutes', '-5'),
      'ricetta › cookMinutes',
      /da 0 a 600 \(trovato -5\)/,
    ],
    [
      'must give its servings as a whole number',
      file,
      (text) => setField(text, 'servings', '2.5'),
      'ricetta › servings',
      /da 1 a 24 \(trovato 2\.5\)/,
    ],
    [
      'must give its publication date as a date',
      file,
      (text) => setField(text, 'datePublished', '20/01/2025'),
      'ricetta › datePublished',
      /AAAA-MM-GG/,
    ],
    [
      'must have its drawing',
      file,
      (text) => text.replace(/src: \S+/, 'src: /art/recipes/manca.svg'),
      'ricetta › image.src',
      /non c’è in public\//,
    ],
  ]);

  it('must have an 800 × 600 SVG whose tags all close as its drawing', () => {
    const square = '/art/recipes/.test-quadrato.svg';
    const broken = '/art/recipes/.test-rovinato.svg';
    const drawings = [square, broken].map((drawing) => path.join(process.cwd(), 'public', drawing));
    writeFileSync(
      drawings[0],
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100"><rect width="100" height="100"/></svg>',
    );
    writeFileSync(
      drawings[1],
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 800 600"><defs><radialGradient id="a"><stop offset="0"/></defs><rect width="800" height="600"/></svg>',
    );
    const drawn = (drawing: string) => (text: string) => text.replace(/src: \S+/, `src: ${drawing}`);
    try {
      expectEdit(file, drawn(square), 'ricetta › image.src', /viewBox="0 0 800 600"/);
      expectEdit(file, drawn(broken), 'ricetta › image.src', /SVG rovinato/);
    } finally {
      for (const drawing of drawings) rmSync(drawing);
    }
  });
});

describe('a straight apostrophe never breaks anything', () => {
  const { file } = itemOf('content/testimonials');
  const withText = (text: string) => setField(read(file), 'text', text);

  it.each([
    ["Prima dell'ufficio bevo un bicchiere di Limenta, all'aperto."],
    ['"Prima dell\'ufficio: un bicchiere di Limenta, all\'aperto."'],
  ])('in a plain or double-quoted text, and the site shows it as a typographic one: %s', (text) => {
    expect(checkFile(file, withText(text))).toEqual([]);
    expect((loadContent(file, withText(text)) as { text: string }).text).toContain('dell’ufficio');
  });

  // Inside single quotes it gets an Italian line that says how to write it; so do the other YAML
  // traps: «: » in a text, a text starting with {, a " #" that would cut it.
  it.each([
    ["'Prima dell'ufficio bevo Limenta.'", /apici singoli.*virgolette doppie/],
    ['Nota: un testo con i due punti: e ancora', /due punti/],
    ['{Count} bottiglie', /inizia con \{/],
    ['La nostra ricetta #1 del mattino', /commento/],
  ])('%s', (text, says) => {
    expectOneLine(linesOf(file, withText(text)), file, 'testimonianza › text', says);
  });
});

describe("the editors' guide", () => {
  it('lists every content file and field as the schemas define them (npm run docs:content rewrites it)', () => {
    const guide = read('docs/modifica-contenuti.md');
    expect(
      withFieldTables(guide) === guide
        ? 'up to date'
        : 'docs/modifica-contenuti.md is out of date: run npm run docs:content',
    ).toBe('up to date');
  });
});

describe('what a food company may say (the claims check)', () => {
  const { file, name } = itemOf('content/testimonials');
  const withText = (text: string) => (original: string) => setField(original, 'text', text);

  it.each([
    ['Limenta mi aiuta a restare concentrato tutta la mattina.', 'concentrato'],
    ['Una bevanda detox che depura e fa bene allo stomaco.', 'detox'],
    ['Rafforza le difese, ideale contro il raffreddore.', 'Rafforza le difese'],
  ])('rejects a claim no authorisation covers, naming the word and the guide: %s', (text, word) => {
    const lines = afterEdit(file, withText(text));
    expect(lines.length).toBeGreaterThanOrEqual(1);
    expectOneLine(
      [lines[0]],
      file,
      `testimonianza «${name}» › text`,
      new RegExp(`contiene «[^»]*${word}[^»]*».*Cosa si può dire sul prodotto`),
    );
  });

  it.each([
    '"Fresca, profumata, senza caffeina: la preparo con cura ogni mattina."',
    'È fonte di vitamina C, e la vitamina C contribuisce al normale metabolismo energetico.',
  ])('accepts taste, habits and the authorised vitamin C sentence: %s', (text) => {
    expect(afterEdit(file, withText(text))).toEqual([]);
  });

  it('asks for the Italian thousands point', () => {
    expectEdit(file, withText('Siamo già in 12000 a berla.'), 'testimonianza › text', /«12000».*Scrivi «12\.000»/);
  });

  it('applies to the start guide (Markdown, for the contract’s confirmation), line by line, but not to its links’ addresses', () => {
    const file = 'content/guida-per-iniziare.md';
    const heading = /^## (.+)$/m.exec(read(file));
    expect(heading).not.toBeNull();
    const lines = afterEdit(file, (text) =>
      text.replace(heading![0], `${heading![0]}\n\n- Bevila ogni giorno per almeno 3 settimane, come una cura.`),
    );
    expect(lines).toEqual([
      expect.stringMatching(
        new RegExp(
          `^content/guida-per-iniziare\\.md:\\d+ › sezione «${heading![1]}» › testo: contiene «per almeno 3 settimane»`,
        ),
      ),
    ]);
    expect(afterEdit(file, (text) => `${text.trimEnd()}\n\n[Le ricette](/ricette-salutari).\n`)).toEqual([]);
  });

  it('rejects every vitamin C claim, where it is written, once the declared vitamin C is below a "source"', () => {
    const food = 'content/food-information.yaml';
    const original = read(food);
    const lowered = original.replace(/^(\s+vitaminC:) [\d.]+$/m, '$1 2');
    expect(lowered).not.toBe(original);
    const before = new Set(checkAll().map((problem) => formatProblems([problem])));
    const problems = checkAll({ [food]: lowered }).filter((problem) => !before.has(formatProblems([problem])));
    expect(problems.length).toBeGreaterThan(0);
    for (const problem of problems) {
      expect(problem.message).toMatch(/content\/food-information\.yaml → nutrition\.vitaminC ne dichiara 2 mg/);
      expect(read(problem.file).toLowerCase()).toContain('vitamina c');
    }
  });
});

describe('the facts the go-live check relies on, as the content check sees them', () => {
  const sales = 'content/sales.yaml';
  const review = itemOf('content/reviews');
  const provenance = { receivedOn: '2026-09-14', channel: 'email', orderChecked: true, shortened: false };

  it('«Made in Italy» without the origin of a primary ingredient from elsewhere (the ginger) is refused where it is written', () => {
    const file = 'content/claims/made-in-italy.yaml';
    const withDetail = (detail: string) =>
      checkAll({ [file]: setField(read(file), 'detail', detail) }).filter((problem) => problem.file === file);
    expectOneLine(
      formatProblems(withDetail('Prodotta in Italia, con limoni e miele italiani.')).split('\n'),
      file,
      'garanzia «Made in Italy» › label',
      /non dice da dove viene un ingrediente primario: zenzero \(Perù\).*art\. 26/,
    );
    expect(withDetail('Prodotta in Italia, con zenzero di origine non UE.')).toEqual([]);
  });

  it('a promise of the label that calls itself certified is refused; only the organic production may be', () => {
    const file =
      listFiles('content/certifications', '.yaml').find((name) => parse(read(name)).kind === 'promessa') ??
      'content/certifications/senza-additivi.yaml';
    const promise = (text: string) => withValue(text, ['kind'], 'promessa');
    expectEdit(
      file,
      (text) => withValue(promise(text), ['text'], 'Senza additivi, certificato da un laboratorio.'),
      'certificazione › kind',
      /promessa dell’etichetta ma il testo dice «certificat…».*art\. 23/,
    );
    expectEdit(
      file,
      (text) => withValue(text, ['kind'], 'certificato'),
      'certificazione › kind',
      /l’unica certificazione .* biologica/,
    );
  });

  eachEdit([
    [
      'the home headline keeps an authorised vitamin C claim right under it',
      'content/pages/home.yaml',
      (text) => setField(text, 'claim', 'Tutta la freschezza del limone.', '  '),
      'Apertura › claim',
      /art\. 10, par\. 3/,
    ],
    [
      'the share capital says whether it is paid in',
      'content/site.yaml',
      (text) => text.replace(/shareCapital: .*/, 'shareCapital: 10.000,00 €'),
      'Società › shareCapital',
      /i\.v\./,
    ],
    [
      '«socio unico» is a choice with an undecided value',
      'content/site.yaml',
      (text) => text.replace(/shareholders: .*/, 'shareholders: uno'),
      'Società › shareholders',
      /socio-unico/,
    ],
    [
      'the customer figure never comes with «ogni mattina»',
      'content/pages/recensioni.yaml',
      (text) => withValue(text, ['community', 'title'], 'Ogni Mattina Oltre {customers} Clienti'),
      'Invito finale › title',
      /conta chi ha ordinato.*art\. 27/,
    ],
    [
      'a customer number written out, in any of the words the go-live check counts, never comes with «ogni mattina» either',
      'content/pages/recensioni.yaml',
      (text) => withValue(text, ['community', 'title'], 'Ogni mattina oltre 5.000 famiglie'),
      'Invito finale › title',
      /conta chi ha ordinato.*art\. 27/,
    ],
    [
      'a customer number is written as {customers}, not copied',
      'content/pages/home.yaml',
      (text) => withValue(text, ['testimonials', 'lead'], 'Oltre {clienti} clienti l’hanno già ordinata.'),
      'testimonials › lead',
      /\{customers\}/,
    ],
    [
      'the request service’s mail provider names the domain of its mail server',
      'content/processors/invio-email.yaml',
      (text) => text.replace(/^host: .*\n/m, ''),
      'fornitore › host',
      /dominio del suo server di posta.*SMTP_URL/,
    ],
    [
      'only the request service’s mail provider has the domain of a mail server',
      'content/processors/hosting.yaml',
      (text) => `${text}host: esempio.it\n`,
      'fornitore › host',
      /role: invio-email/,
    ],
    [
      'a withdrawal granted says what the refrigerated return costs',
      sales,
      (text) => withValue(withValue(text, ['withdrawal', 'decision'], 'ammesso'), ['withdrawal', 'returnCost']),
      'Diritto di recesso › returnCost',
      /quanto costa il ritiro refrigerato/,
    ],
    [
      'a «from» price says the price per litre too',
      sales,
      (text) => withValue(text, ['prices', 'fromPrice'], 'Da {price} a bottiglia'),
      'Prezzi delle confezioni › fromPrice',
      /manca \{perLitre\}.*art\. 14–17/,
    ],
  ]);

  it('a review’s provenance, once written, is complete', () => {
    expectEdit(
      review.file,
      (text) => withValue(text, ['provenance'], provenance),
      `recensione «${review.name}» › consent`,
      /manca/,
    );
    expect(afterEdit(review.file, (text) => withValue(text, ['provenance'], { ...provenance, consent: true }))).toEqual(
      [],
    );
  });

  it('a price is written in euros with the decimal comma, and the message says how', () => {
    const price = (value: string) =>
      afterEdit(sales, (text) => withValue(text, ['prices', 'packs', 0, 'price'], value));
    const expectPrice = (value: string, says: RegExp) =>
      expectOneLine(price(value), sales, 'Confezioni, confezione 1 › price', says);
    expectPrice('12.9.0', /«12\.9\.0» non è un importo: .*virgola e due decimali.*«12,90»/);
    expectPrice('12.90', /punto prima dei decimali.*con la virgola, «12,90»/);
    expectPrice('12,9', /due cifre, «12,90»/);
    expectPrice('12,90 €', /senza «€», per esempio «12,90»/);
    expectPrice('0,00', /è zero/);
    expect(price('1.290,00')).toEqual([]);
    expectEdit(
      sales,
      (text) => withValue(text, ['delivery', 'costs', 0, 'cost'], '5.90'),
      'Spese di consegna per zona, zona 1 › cost',
      /«5,90»/,
    );
  });

  it('an IBAN is checked by its length and its check digits (mod 97)', () => {
    const iban = (value: string) => afterEdit(sales, (text) => withValue(text, ['bankTransfer', 'iban'], value));
    const expectIban = (value: string, says: RegExp) =>
      expectOneLine(iban(value), sales, 'Bonifico bancario › iban', says);
    // A well-formed Italian IBAN with two digits swapped: the check digits no longer match.
    expectIban('IT60 X054 2811 1010 0000 0123 465', /non è un IBAN valido: le cifre di controllo .* non corrispondono/);
    expectIban('IT60 X054 2811 1010 0000 0123 45', /ha 26 caratteri, un IBAN italiano ne ha 27/);
    expectIban('0542811101000000123456', /non è un IBAN: inizia con la sigla del Paese/);
    expect(iban('DE89 3704 0044 0532 0130 00')).toEqual([]);
  });

  it('packs and zones are not repeated', () => {
    // The first entry of a list once more at its end, as a copy and paste would leave it.
    const repeated = (at: string[]) => (text: string) => {
      const document = parseDocument(text);
      const list = document.getIn(at) as { items: unknown[] };
      list.items.push(list.items[0]);
      return document.toString();
    };
    expectEdit(sales, repeated(['prices', 'packs']), 'Confezioni › bottles', /c’è già una confezione da/);
    expectEdit(
      sales,
      repeated(['delivery', 'costs']),
      'Spese di consegna per zona › zone',
      /ogni zona ha un costo solo/,
    );
  });
});
