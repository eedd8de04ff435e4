import { isCollection, isScalar, LineCounter, parseDocument, Scalar, visit, type Document, type YAMLError } from 'yaml';
import { withSiteValues, type SiteValues } from './site-placeholders';
import { withTypographicApostrophes } from './typography';

/**
 * Reads a content file (YAML, or Markdown with a YAML front matter) into the data the site
 * uses, keeping where each value sits so a message can name the line. A file that YAML
 * cannot read gets one Italian sentence saying what to change on which line.
 */

export interface SyntaxProblem {
  line: number;
  message: string;
}

export interface ParsedContent {
  /** What the file says: the object its schema checks (Markdown: front matter plus "body"). */
  data: unknown;
  /** The line of the value at a path of keys and indexes; the closest parent's line if that value is missing. */
  lineOf(path: readonly PropertyKey[]): number;
  /** The value at a path as written in the file ("00184" for a number YAML reads as 184), if it is a plain value. */
  sourceOf(path: readonly PropertyKey[]): string | undefined;
  /** Markdown: the line of the file where the text (body) starts. */
  bodyLine?: number;
}

export type ParseResult =
  { ok: true; parsed: ParsedContent } | { ok: false; problem: SyntaxProblem; path: PropertyKey[] };

/** Items of a collection are the YAML files of a folder under content/ (but not content/pages). */
export function isCollectionItem(file: string): boolean {
  return /^content\/(?!pages\/)[^/]+\/[^/]+\.yaml$/.test(file);
}

/** The stable id of a collection item: its file name without ".yaml" ("spaghetti-al-limone"). */
export function slugOf(file: string): string {
  return file.replace(/^.*\//, '').replace(/\.yaml$/, '');
}

const FRONT_MATTER = /^---\r?\n([\s\S]*?)\r?\n---[ \t]*(?:\r?\n|$)/;

function sourceLine(source: string, line: number): string {
  return source.split(/\r?\n/)[line - 1] ?? '';
}

/** The text after "key: " (or "- ") on a line. */
function valueOn(lineText: string): string {
  return lineText.replace(/^\s*(-\s+)?[^:'"]*?:\s+/, '').trim();
}

/** One Italian sentence for the first thing YAML could not read. */
function explain(error: YAMLError, source: string, lineOffset: number): SyntaxProblem {
  const line = error.linePos?.[0].line ?? 1;
  return { line: line + lineOffset, message: sentence(error, sourceLine(source, line)) };
}

function sentence(error: YAMLError, text: string): string {
  const value = valueOn(text);
  if (/^[{[]/.test(value) && error.code !== 'DUPLICATE_KEY' && error.code !== 'TAB_AS_INDENT') {
    return `un testo che inizia con ${value[0]} va scritto tra virgolette doppie: "${value.replace(/^"|"$/g, '')}".`;
  }
  switch (error.code) {
    case 'UNEXPECTED_TOKEN':
      if (value.startsWith("'")) {
        return `il testo è tra apici singoli ('…') e un apostrofo al suo interno lo chiude prima del tempo. Togli gli apici all’inizio e alla fine, oppure usa le virgolette doppie: "${value.slice(1).replace(/'$/, '')}".`;
      }
      if (value.startsWith('"')) {
        return 'dopo le virgolette di chiusura c’è altro testo. Se il testo contiene virgolette, usa quelle tipografiche (“ ”) oppure scrivi \\" per ogni virgoletta interna.';
      }
      return 'c’è del testo che YAML non sa a quale campo appartenga. Controlla che la riga sia «campo: valore» e che il rientro sia uguale a quello delle righe vicine.';
    case 'BLOCK_AS_IMPLICIT_KEY':
    case 'MULTILINE_IMPLICIT_KEY':
      if (/:\s/.test(value) || /:$/.test(value)) {
        return `il testo contiene «: » (due punti e spazio), che in YAML separa il nome del campo dal valore. Metti tutto il testo tra virgolette doppie: "${value}".`;
      }
      return 'il rientro (gli spazi a inizio riga) di questa riga o della successiva non è allineato: i campi dello stesso gruppo devono iniziare alla stessa colonna.';
    case 'BAD_INDENT':
      return 'la riga non è allineata con le altre: i campi dello stesso gruppo devono iniziare alla stessa colonna, e ogni voce di un elenco con «- » (trattino e spazio).';
    case 'TAB_AS_INDENT':
      return 'la riga è rientrata con un tabulatore: in YAML si rientra solo con gli spazi. Sostituisci il tab con due spazi.';
    case 'DUPLICATE_KEY':
      return `il campo ${text.trim().split(':')[0]} compare due volte nello stesso gruppo: tieni una sola di queste righe.`;
    case 'MISSING_CHAR':
      if (/quote/.test(error.message))
        return 'manca la virgoletta di chiusura di un testo iniziato con ". Aggiungila alla fine del testo.';
      return `la riga ${text.trim() ? `«${text.trim()}» ` : ''}non è né un campo («nome: valore») né una voce di elenco («- valore», con lo spazio dopo il trattino).`;
    default:
      return `YAML non riesce a leggere questa riga (${error.code}). Controlla virgolette, due punti e rientri; nel dubbio metti il testo tra virgolette doppie.`;
  }
}

/** Plain texts that YAML cuts short without complaining: " #" starts a comment. */
function silentTruncation(doc: Document, counter: LineCounter, lineOffset: number): SyntaxProblem | null {
  let problem: SyntaxProblem | null = null;
  visit(doc, {
    Scalar(_, node) {
      if (problem || node.type !== Scalar.PLAIN || !node.comment || !node.range) return;
      const line = counter.linePos(node.range[0]).line + lineOffset;
      problem = {
        line,
        message: `il testo «${String(node.value)}» prosegue con « #…», che in YAML inizia un commento: il resto della riga verrebbe ignorato. Metti tutto il testo tra virgolette doppie.`,
      };
    },
  });
  return problem;
}

function parseYaml(
  source: string,
  lineOffset: number,
):
  | { ok: true; data: unknown; lineOf: ParsedContent['lineOf']; sourceOf: ParsedContent['sourceOf'] }
  | { ok: false; problem: SyntaxProblem } {
  const counter = new LineCounter();
  const doc = parseDocument(source, { lineCounter: counter, prettyErrors: true, uniqueKeys: true });
  if (doc.errors.length > 0) return { ok: false, problem: explain(doc.errors[0], source, lineOffset) };
  const truncated = silentTruncation(doc, counter, lineOffset);
  if (truncated) return { ok: false, problem: truncated };
  let data: unknown;
  try {
    data = doc.toJS({ maxAliasCount: 0 });
  } catch {
    const line =
      source
        .split(/\r?\n/)
        .findIndex((text) => /^\s*(-\s+)?[^:]*:\s*[*&!%@`]/.test(text) || /^\s*-\s+[*&!%@`]/.test(text)) + 1;
    return {
      ok: false,
      problem: {
        line: Math.max(line, 1) + lineOffset,
        message:
          'un testo che inizia con *, &, !, %, @ o ` va scritto tra virgolette doppie, per esempio "*importante*".',
      },
    };
  }
  const lineOf = (path: readonly PropertyKey[]) => {
    for (let depth = path.length; depth >= 0; depth -= 1) {
      const node = doc.getIn(path.slice(0, depth) as unknown[], true) as
        { range?: [number, number, number] } | undefined;
      if (node && (isScalar(node) || isCollection(node)) && node.range)
        return counter.linePos(node.range[0]).line + lineOffset;
      const pairKeyLine = depth > 0 ? keyLine(doc, path.slice(0, depth), counter) : undefined;
      if (pairKeyLine) return pairKeyLine + lineOffset;
    }
    return 1 + lineOffset;
  };
  const sourceOf = (path: readonly PropertyKey[]) => {
    const node = doc.getIn(path as unknown[], true);
    return isScalar(node) && node.range ? source.slice(node.range[0], node.range[1]).trim() : undefined;
  };
  return { ok: true, data, lineOf, sourceOf };
}

/** The line of a key whose value is empty (so has no node of its own). */
function keyLine(doc: Document, path: readonly PropertyKey[], counter: LineCounter): number | undefined {
  const parent = path.length > 1 ? doc.getIn(path.slice(0, -1) as unknown[], true) : doc.contents;
  if (!parent || !isCollection(parent)) return undefined;
  const last = path[path.length - 1];
  for (const item of parent.items as Array<{ key?: unknown }>) {
    const key = item && typeof item === 'object' && 'key' in item ? item.key : undefined;
    if (isScalar(key) && key.value === last && key.range) return counter.linePos(key.range[0]).line;
  }
  return undefined;
}

const KEY_LINE = /^(\s*)(-\s+)?([^\s:#'"-][^:#]*?):(?:\s|$)/;

/**
 * The keys and indexes leading to a line of a YAML text, read from its indentation alone: it
 * names the field of a line that YAML could not parse.
 */
export function pathAtLine(yamlText: string, line: number): PropertyKey[] {
  const lines = yamlText.split(/\r?\n/).map((text) => text.replace(/\t/g, '  '));
  const indentOf = (text: string) => text.length - text.trimStart().length;
  const isBlank = (text: string) => text.trim() === '' || text.trim().startsWith('#');
  const indexAt = (lineIndex: number, indent: number) => {
    let index = 0;
    for (let i = lineIndex - 1; i >= 0; i -= 1) {
      if (isBlank(lines[i])) continue;
      const lead = indentOf(lines[i]);
      if (lead < indent) break;
      if (lead === indent && lines[i].trimStart().startsWith('-')) index += 1;
    }
    return index;
  };
  const path: PropertyKey[] = [];
  let current = line - 1;
  while (current >= 0 && isBlank(lines[current] ?? '')) current -= 1;
  if (current < 0) return path;
  const first = lines[current];
  const match = KEY_LINE.exec(first);
  if (match) path.unshift(match[3].trim());
  if (first.trimStart().startsWith('-')) path.unshift(indexAt(current, indentOf(first)));
  let indent = indentOf(first);
  for (let i = current - 1; i >= 0 && indent > 0; i -= 1) {
    if (isBlank(lines[i])) continue;
    const lead = indentOf(lines[i]);
    if (lead >= indent) continue;
    if (lines[i].trimStart().startsWith('-')) path.unshift(indexAt(i, lead));
    else {
      const parent = KEY_LINE.exec(lines[i]);
      if (parent) path.unshift(parent[3].trim());
    }
    indent = lead;
  }
  return path;
}

/** Parses one content file; `file` is its project-relative path, which decides how it is read. */
export function parseContent(file: string, source: string): ParseResult {
  if (file.endsWith('.md')) {
    const match = FRONT_MATTER.exec(source);
    if (!match) {
      return {
        ok: false,
        path: [],
        problem: {
          line: 1,
          message:
            'manca l’intestazione: il file deve iniziare con una riga «---», i campi (title: …, lead: …) e un’altra riga «---», poi il testo.',
        },
      };
    }
    const front = parseYaml(match[1], 1);
    if (!front.ok) return { ...front, path: pathAtLine(match[1], front.problem.line - 1) };
    const bodyLine = (match[0].match(/\n/g)?.length ?? 0) + 1;
    const body = source.slice(match[0].length);
    const data = { ...(front.data && typeof front.data === 'object' ? front.data : {}), body };
    const lineOf = (path: readonly PropertyKey[]) => (path[0] === 'body' ? bodyLine : front.lineOf(path));
    const sourceOf = (path: readonly PropertyKey[]) => (path[0] === 'body' ? undefined : front.sourceOf(path));
    return { ok: true, parsed: { data, lineOf, sourceOf, bodyLine } };
  }
  const parsed = parseYaml(source, 0);
  if (!parsed.ok) return { ...parsed, path: pathAtLine(source, parsed.problem.line) };
  return { ok: true, parsed: { data: parsed.data, lineOf: parsed.lineOf, sourceOf: parsed.sourceOf } };
}

/** Every text of parsed data, with the path that locates its line. */
export function textsOf(value: unknown, at: PropertyKey[] = []): Array<{ text: string; at: PropertyKey[] }> {
  if (typeof value === 'string') return [{ text: value, at }];
  if (Array.isArray(value)) return value.flatMap((item, index) => textsOf(item, [...at, index]));
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([key, child]) => textsOf(child, [...at, key]));
  return [];
}

/** A problem of one text of a content file: the check names its line, item and field from `path`. */
export interface TextProblem {
  file: string;
  parsed: ParsedContent;
  path: PropertyKey[];
  message: string;
}

/**
 * A rule that reads across files, run on every text of the YAML files but `skip`: `problemOf` gets
 * a text, where it is and all the texts of its file, and says what is wrong, if anything.
 */
export function textProblems(
  files: readonly string[],
  read: (file: string) => string,
  problemOf: (text: string, at: PropertyKey[], texts: ReturnType<typeof textsOf>) => string | undefined,
  skip?: string,
): TextProblem[] {
  return files
    .filter((name) => name.endsWith('.yaml') && name !== skip)
    .flatMap((file) => {
      const result = parseContent(file, read(file));
      if (!result.ok) return [];
      const texts = textsOf(result.parsed.data);
      return texts.flatMap(({ text, at }) => {
        const message = problemOf(text, at, texts);
        return message ? [{ file, parsed: result.parsed, path: at, message }] : [];
      });
    });
}

/**
 * The value the site receives for a content file: the parsed data with typographic apostrophes
 * (lib/content/typography.ts) and the values of site.yaml filled in ({orari}:
 * lib/content/site-placeholders.ts), plus the slug for a collection item. Throws the Italian
 * message of a syntax error (the check reports it better).
 */
export function loadContent(file: string, source: string, values?: SiteValues): unknown {
  const result = parseContent(file, source);
  if (!result.ok) throw new Error(`${file}:${result.problem.line} › ${result.problem.message}`);
  const data = withTypographicApostrophes(withSiteValues(result.parsed.data, values));
  return isCollectionItem(file) && data && typeof data === 'object' ? { ...data, slug: slugOf(file) } : data;
}
