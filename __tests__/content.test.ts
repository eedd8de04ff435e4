/** @jest-environment node */
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { routes } from '@/content/routes';
import { contentSources } from '@/content/schemas';
import { checkAll, checkFile, formatProblems } from '@/lib/content/check';
import { withFieldTables } from '@/lib/content/field-docs';
import { countProblem, vatCheckDigit } from '@/lib/content/fields';
import { recipes } from '@/content/schemas/recipes';
import { loadContent } from '@/lib/content/parse';

/** The check's report for a file after an edit: what the editor would read. */
function afterEdit(file: string, edit: (text: string) => string): string[] {
  const original = readFileSync(path.join(process.cwd(), file), 'utf8');
  const edited = edit(original);
  expect(edited).not.toBe(original);
  return checkFile(file, edited).map((problem) => formatProblems([problem]));
}

/** Replaces a field's whole value (however many lines it is folded on) in a YAML text. */
function setField(text: string, key: string, value: string, indent = ''): string {
  return text.replace(new RegExp(`^${indent}${key}: [\\s\\S]*?(?=^ {0,${indent.length}}\\S|(?![\\s\\S]))`, 'm'), `${indent}${key}: ${value}\n`);
}

/** Exactly one line, naming the file (and line), the item and the field. */
function expectOneLine(lines: string[], file: string, item: string, field: string, says: RegExp) {
  expect(lines).toHaveLength(1);
  const [line] = lines;
  expect(line).not.toContain('\n');
  expect(line.startsWith(`${file}:`)).toBe(true);
  const [, where, fieldPart] = line.split(' › ');
  expect(where).toContain(item);
  expect(fieldPart.split(':')[0]).toContain(field);
  expect(line).toMatch(says);
}

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

describe('the Partita IVA check digit', () => {
  it.each(['12345670637', '00743110157', '01234567897'])('accepts %s', (vat) => expect(vatCheckDigit(vat)).toBe(Number(vat[10])));
  it.each(['12345670636', '00743110158'])('rejects %s', (vat) => expect(vatCheckDigit(vat)).not.toBe(Number(vat[10])));
});

describe('every mistake an editor makes gives one Italian line naming file, item and field', () => {
  it('a rating that is not a whole number from 1 to 5', () => {
    const file = 'content/testimonials/marco-t.yaml';
    expectOneLine(afterEdit(file, (text) => text.replace('rating: 5', 'rating: 4.5')), file, 'testimonianza «Marco T.»', 'rating', /numero intero da 1 a 5/);
  });

  it('an empty text', () => {
    const file = 'content/pages/home.yaml';
    expectOneLine(afterEdit(file, (text) => setField(text, 'eyebrow', '"  "', '  ')), file, 'hero', 'eyebrow', /è vuoto/);
  });

  it('an image path without the leading slash', () => {
    const file = 'content/ingredients/limone.yaml';
    expectOneLine(afterEdit(file, (text) => text.replace('src: /art/', 'src: art/')), file, 'ingrediente «Limone Fresco»', 'image.src', /deve iniziare con \//);
  });

  it('an image that does not exist', () => {
    const file = 'content/gallery/zenzero-fresco.yaml';
    expectOneLine(afterEdit(file, (text) => text.replace(/src: \S+/, 'src: /art/zenzero.svg')), file, 'immagine', 'src', /non esiste in public\//);
  });

  it('a menu link to a page that does not exist', () => {
    const file = 'content/navigation.yaml';
    expectOneLine(afterEdit(file, (text) => text.replace('href: /composizione\n    label: Composizione', 'href: /composizion\n    label: Composizione')), file, 'Menu in alto, voce 4', 'href', /non è una pagina del sito\. Forse intendevi \/composizione\?/);
  });

  it('a link inside a legal text to a page that does not exist', () => {
    const file = 'content/pages/privacy.md';
    expectOneLine(afterEdit(file, (text) => text.replace('(/dati-personali)', '(/dati-personal)')), file, 'sezione «1.', 'testo', /non è una pagina del sito/);
  });

  it('a link inside a legal text to a section that does not exist', () => {
    const file = 'content/pages/termini.md';
    expectOneLine(afterEdit(file, (text) => text.replace('(/privacy)', '(/privacy#diritti)')), file, 'sezione', 'testo', /non ha una sezione #diritti/);
  });

  it('an extra "# " heading in a legal text', () => {
    const file = 'content/pages/privacy.md';
    expectOneLine(afterEdit(file, (text) => text.replace('\n## 2.', '\n# Nuovo titolo\n\n## 2.')), file, 'sezione «1.', 'testo', /primo livello/);
  });

  it('a 10-digit Partita IVA, and one whose check digit is wrong', () => {
    const file = 'content/site.yaml';
    expectOneLine(afterEdit(file, (text) => text.replace(/vatNumber: "(\d{10})\d"/, 'vatNumber: "$1"')), file, 'Società', 'vatNumber', /ha 10 cifre/);
    expectOneLine(afterEdit(file, (text) => text.replace(/vatNumber: "(\d{10})(\d)"/, (_, head, last) => `vatNumber: "${head}${(Number(last) + 1) % 10}"`)), file, 'Società', 'vatNumber', /cifra di controllo|\(di controllo\)/);
  });

  it('an email address without a domain', () => {
    const file = 'content/site.yaml';
    expectOneLine(afterEdit(file, (text) => text.replace(/^email: (\S+)@\S+$/m, 'email: $1@limenta')), file, 'Dati aziendali', 'email', /non è un indirizzo email valido/);
  });

  it('a date that does not exist, and one in the future', () => {
    const file = 'content/reviews/sara-b.yaml';
    expectOneLine(afterEdit(file, (text) => text.replace(/date: \S+/, 'date: 2025-02-30')), file, 'recensione «Sara B.»', 'date', /AAAA-MM-GG/);
    expectOneLine(afterEdit(file, (text) => text.replace(/date: \S+/, 'date: 2999-01-01')), file, 'recensione «Sara B.»', 'date', /nel futuro/);
  });

  it('a field name with a typo, and a missing field', () => {
    const file = 'content/testimonials/giulia-r.yaml';
    const lines = afterEdit(file, (text) => text.replace('city:', 'citta:'));
    expect(lines).toHaveLength(2);
    expectOneLine([lines.find((line) => line.includes('manca'))!], file, 'testimonianza «Giulia R.»', 'city', /manca/);
    expectOneLine([lines.find((line) => line.includes('citta'))!], file, 'testimonianza «Giulia R.»', 'citta', /Forse intendevi «city»/);
  });

  it('a text longer than its limit', () => {
    const file = 'content/pages/ricette-salutari.yaml';
    expectOneLine(afterEdit(file, (text) => setField(text, 'description', 'Troppo corta.', '  ')), file, 'meta', 'description', /il minimo è 70/);
  });

  it('an unknown {placeholder} in a counted heading', () => {
    const file = 'content/pages/composizione.yaml';
    expectOneLine(afterEdit(file, (text) => text.replace('I {Count} Ingredienti', 'I {Cont} Ingredienti')), file, 'ingredients', 'title', /\{count\}/);
  });
});

describe('the number of items of a collection', () => {
  it('is free within what the layout handles, and a limit says where it is written', () => {
    expect(countProblem(9, recipes.limits)).toBeNull();
    expect(countProblem(1, recipes.limits)).toBeNull();
    expect(countProblem(25, recipes.limits)).toMatch(/al massimo 24\. Togline 1 \(il limite è in content\/schemas\/recipes\.ts\)/);
    expect(countProblem(0, recipes.limits)).toMatch(/almeno 1/);
  });
});

describe('a recipe, which has a page of its own', () => {
  const file = 'content/recipes/spaghetti-al-limone.yaml';
  const edit = (change: (text: string) => string) => afterEdit(file, change);

  it('must have a name no other recipe has', () => {
    const other = readFileSync(path.join(process.cwd(), 'content/recipes/risotto-limone-menta.yaml'), 'utf8');
    const name = /^name: (.*)$/m.exec(other)![1];
    const lines = formatProblems(checkAll({ [file]: setField(readFileSync(path.join(process.cwd(), file), 'utf8'), 'name', name) })).split('\n');
    expectOneLine(lines, file, 'ricetta', 'name', /è già il nome di content\/recipes\/risotto-limone-menta\.yaml/);
  });

  it('must have a description that fits a search result (70–160 characters)', () => {
    expectOneLine(edit((text) => setField(text, 'description', 'Buona.')), file, 'ricetta «Spaghetti al Limone»', 'description', /il minimo è 70/);
  });

  it('must give its times and servings as whole numbers', () => {
    expectOneLine(edit((text) => setField(text, 'cookMinutes', '-5')), file, 'ricetta', 'cookMinutes', /da 0 a 600 \(trovato -5\)/);
    expectOneLine(edit((text) => setField(text, 'servings', '2.5')), file, 'ricetta', 'servings', /da 1 a 24 \(trovato 2\.5\)/);
  });

  it('must give its publication date as a date', () => {
    expectOneLine(edit((text) => setField(text, 'datePublished', '20/01/2025')), file, 'ricetta', 'datePublished', /AAAA-MM-GG/);
  });

  it('must have its drawing, an 800 × 600 SVG whose tags all close', () => {
    expectOneLine(edit((text) => text.replace(/src: \S+/, 'src: /art/recipes/manca.svg')), file, 'ricetta', 'image.src', /non esiste in public\//);
    expectOneLine(edit((text) => text.replace(/src: \S+/, 'src: /art/lemon.svg')), file, 'ricetta', 'image.src', /viewBox="0 0 800 600"/);
    const broken = '/art/recipes/.test-rovinato.svg';
    const drawing = path.join(process.cwd(), 'public', broken);
    writeFileSync(drawing, '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 800 600"><defs><radialGradient id="a"><stop offset="0"/></defs><rect width="800" height="600"/></svg>');
    try {
      expectOneLine(edit((text) => text.replace(/src: \S+/, `src: ${broken}`)), file, 'ricetta', 'image.src', /SVG rovinato/);
    } finally {
      rmSync(drawing);
    }
  });
});

describe('a straight apostrophe never breaks anything', () => {
  const file = 'content/testimonials/marco-t.yaml';
  const withText = (text: string) => setField(readFileSync(path.join(process.cwd(), file), 'utf8'), 'text', text);

  it.each([
    ["Prima dell'ufficio bevo un bicchiere di Limenta, all'aperto."],
    ['"Prima dell\'ufficio: un bicchiere di Limenta, all\'aperto."'],
  ])('in a plain or double-quoted text, and the site shows it as a typographic one: %s', (text) => {
    expect(checkFile(file, withText(text))).toEqual([]);
    expect((loadContent(file, withText(text)) as { text: string }).text).toContain('dell’ufficio');
  });

  it('inside single quotes it gets an Italian line that says how to write it', () => {
    const lines = checkFile(file, withText("'Prima dell'ufficio bevo Limenta.'")).map((problem) => formatProblems([problem]));
    expectOneLine(lines, file, 'testimonianza', 'text', /apici singoli.*virgolette doppie/);
  });

  it('so do the other YAML traps: «: » in a text, a text starting with {, a " #" that would cut it', () => {
    expectOneLine(checkFile(file, withText('Nota: un testo con i due punti: e ancora')).map((p) => formatProblems([p])), file, 'testimonianza', 'text', /due punti/);
    expectOneLine(checkFile(file, withText('{Count} bottiglie')).map((p) => formatProblems([p])), file, 'testimonianza', 'text', /inizia con \{/);
    expectOneLine(checkFile(file, withText('La nostra ricetta #1 del mattino')).map((p) => formatProblems([p])), file, 'testimonianza', 'text', /commento/);
  });
});

describe("the editors' guide", () => {
  it('lists every content file and field as the schemas define them (npm run docs:content rewrites it)', () => {
    const guide = readFileSync(path.join(process.cwd(), 'docs/modifica-contenuti.md'), 'utf8');
    expect(withFieldTables(guide) === guide ? 'up to date' : 'docs/modifica-contenuti.md is out of date: run npm run docs:content').toBe('up to date');
  });
});

describe('what a food company may say (the claims check)', () => {
  const file = 'content/testimonials/marco-t.yaml';
  const withText = (text: string) => (original: string) => setField(original, 'text', text);

  it.each([
    ['Limenta mi aiuta a restare concentrato tutta la mattina.', 'concentrato'],
    ['Una bevanda detox che depura e fa bene allo stomaco.', 'detox'],
    ['Rafforza le difese, ideale contro il raffreddore.', 'Rafforza le difese'],
  ])('rejects a claim no authorisation covers, naming the word and the guide: %s', (text, word) => {
    const lines = afterEdit(file, withText(text));
    expect(lines.length).toBeGreaterThanOrEqual(1);
    expectOneLine([lines[0]], file, 'testimonianza «Marco T.»', 'text', new RegExp(`contiene «[^»]*${word}[^»]*».*Cosa si può dire sul prodotto`));
  });

  it('accepts taste, habits and the authorised vitamin C sentence', () => {
    expect(afterEdit(file, withText('"Fresca, profumata, senza caffeina: la preparo con cura ogni mattina."'))).toEqual([]);
    expect(afterEdit(file, withText('È fonte di vitamina C, e la vitamina C contribuisce al normale metabolismo energetico.'))).toEqual([]);
  });

  it('asks for the Italian thousands point', () => {
    expectOneLine(afterEdit(file, withText('Siamo già in 12000 a berla.')), file, 'testimonianza', 'text', /«12000».*Scrivi «12\.000»/);
  });

  it('applies to the start guide the confirmation email carries (Markdown), line by line, but not to its links’ addresses', () => {
    const file = 'content/guida-per-iniziare.md';
    const lines = afterEdit(file, (text) => text.replace('## Conservazione', '## Conservazione\n\n- Bevila ogni giorno per almeno 3 settimane, come una cura.'));
    expect(lines).toEqual([expect.stringMatching(/^content\/guida-per-iniziare\.md:\d+ › sezione «Conservazione» › testo: contiene «per almeno 3 settimane»/)]);
    expect(afterEdit(file, (text) => text.replace('(/prodotto)', '(/ricette-salutari)'))).toEqual([]);
  });

  it('rejects every vitamin C claim, where it is written, once the declared vitamin C is below a "source"', () => {
    const food = 'content/food-information.yaml';
    const original = readFileSync(path.join(process.cwd(), food), 'utf8');
    const lowered = original.replace(/^(\s+vitaminC:) [\d.]+$/m, '$1 2');
    expect(lowered).not.toBe(original);
    const before = new Set(checkAll().map((problem) => formatProblems([problem])));
    const problems = checkAll({ [food]: lowered }).filter((problem) => !before.has(formatProblems([problem])));
    expect(problems.length).toBeGreaterThan(0);
    for (const problem of problems) {
      expect(problem.message).toMatch(/content\/food-information\.yaml → nutrition\.vitaminC ne dichiara 2 mg/);
      expect(readFileSync(path.join(process.cwd(), problem.file), 'utf8').toLowerCase()).toContain('vitamina c');
    }
  });
});

describe('the facts the go-live check relies on, as the content check sees them', () => {
  it('«Made in Italy» without the origin of a primary ingredient from elsewhere (the ginger) is refused where it is written', () => {
    const file = 'content/claims/made-in-italy.yaml';
    const original = readFileSync(path.join(process.cwd(), file), 'utf8');
    const edited = setField(original, 'detail', 'Prodotta in Italia, con limoni e miele italiani.');
    const lines = formatProblems(checkAll({ [file]: edited }).filter((problem) => problem.file === file)).split('\n');
    expectOneLine(lines, file, 'garanzia «Made in Italy»', 'label', /non dice da dove viene un ingrediente primario: zenzero \(Perù\).*art\. 26/);
    expect(checkAll({ [file]: setField(original, 'detail', 'Prodotta in Italia, con zenzero di origine non UE.') }).filter((problem) => problem.file === file)).toEqual([]);
  });

  it('a promise of the label that calls itself certified is refused; only the organic production may be', () => {
    const file = 'content/certifications/senza-additivi.yaml';
    expectOneLine(afterEdit(file, (text) => setField(text, 'text', 'Senza additivi, certificato da un laboratorio.')), file, 'certificazione', 'kind', /promessa dell’etichetta ma il testo dice «certificat…».*art\. 23/);
    expectOneLine(afterEdit(file, (text) => text.replace('kind: promessa', 'kind: certificato')), file, 'certificazione', 'kind', /l’unica certificazione .* biologica/);
  });

  it('the home headline keeps an authorised vitamin C claim right under it', () => {
    const file = 'content/pages/home.yaml';
    expectOneLine(afterEdit(file, (text) => setField(text, 'claim', 'Tutta la freschezza del limone.', '  ')), file, 'Apertura', 'claim', /art\. 10, par\. 3/);
  });

  it('the share capital says whether it is paid in, and «socio unico» is a choice with an undecided value', () => {
    const file = 'content/site.yaml';
    expectOneLine(afterEdit(file, (text) => text.replace(/shareCapital: .*/, 'shareCapital: 10.000,00 €')), file, 'Società', 'shareCapital', /i\.v\./);
    expectOneLine(afterEdit(file, (text) => text.replace(/shareholders: .*/, 'shareholders: uno')), file, 'Società', 'shareholders', /socio-unico/);
  });

  it('the customer figure never comes with «ogni mattina»', () => {
    const file = 'content/pages/recensioni.yaml';
    expectOneLine(afterEdit(file, (text) => text.replace('Unisciti agli Oltre {customers} Clienti', 'Ogni Mattina Oltre {customers} Clienti')), file, 'Invito finale', 'title', /conta chi ha ordinato.*art\. 27/);
  });

  it('a customer number is written as {customers}, not copied', () => {
    const file = 'content/pages/home.yaml';
    expectOneLine(afterEdit(file, (text) => text.replace('Oltre {customers} clienti', 'Oltre {clienti} clienti')), file, 'testimonials', 'lead', /\{customers\}/);
  });

  it('a review’s provenance, once written, is complete', () => {
    const file = 'content/reviews/sara-b.yaml';
    expectOneLine(afterEdit(file, (text) => `${text}provenance:\n  receivedOn: 2026-09-14\n  channel: email\n  orderChecked: true\n  shortened: false\n`), file, 'recensione «Sara B.»', 'consent', /manca/);
    expect(afterEdit(file, (text) => `${text}provenance:\n  receivedOn: 2026-09-14\n  channel: email\n  orderChecked: true\n  consent: true\n  shortened: false\n`)).toEqual([]);
  });

  it('the request service’s mail provider names the domain of its mail server, which only it has', () => {
    const file = 'content/processors/invio-email.yaml';
    expectOneLine(afterEdit(file, (text) => text.replace(/^host: .*\n/m, '')), file, 'fornitore', 'host', /dominio del suo server di posta.*SMTP_URL/);
    expectOneLine(afterEdit('content/processors/hosting.yaml', (text) => `${text}host: esempio.it\n`), 'content/processors/hosting.yaml', 'fornitore', 'host', /role: invio-email/);
  });

  it('a withdrawal granted says what the refrigerated return costs', () => {
    const file = 'content/sales.yaml';
    expectOneLine(afterEdit(file, (text) => text.replace('decision: da-decidere', 'decision: ammesso')), file, 'Diritto di recesso', 'returnCost', /quanto costa il ritiro refrigerato/);
  });
});
