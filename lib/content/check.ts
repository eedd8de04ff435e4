import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { z } from 'zod';
import { contentSources } from '@/content/schemas';
import { slug } from '@/lib/slug';
import { closest, countProblem, quote } from './fields';
import { metaOf, schemaAt, unwrap } from './meta';
import { outlineMarkdown } from './markdown';
import { parseContent, slugOf, type ParsedContent } from './parse';
import { contentRoot, listFiles } from './site-index';
import { italianOriginWithoutIngredients } from './origin-check';
import { repeatedSiteValues } from './site-values';
import { vitaminCClaimsWithoutSource } from './vitamin-c-check';
import type { CollectionSource, ContentSource } from './sources';

/**
 * The one content check. `npm run check:content`, `npm run build` (before Next.js starts),
 * `npm run dev` (file by file, through the loader in scripts/content/) and the unit tests all
 * run it, so a mistake reads the same everywhere: one Italian line per problem, naming the
 * file and line, the item, the field, what is wrong and how to fix it.
 */

export interface ContentProblem {
  file: string;
  line: number;
  /** The item at fault: a recipe, a menu entry, a section of the page. */
  item: string;
  /** The field, as its key and its Italian name. */
  field: string;
  /** What is wrong and how to fix it. */
  message: string;
}

export function formatProblem(problem: ContentProblem): string {
  return `${problem.file}${problem.line ? `:${problem.line}` : ''} › ${problem.item} › ${problem.field}: ${problem.message}`;
}

export function formatProblems(problems: readonly ContentProblem[]): string {
  return problems.map(formatProblem).join('\n');
}

/**
 * A problem as the editing page says it: the item and the field by their Italian names, what is
 * wrong and what to do, without file paths, line numbers or keys (its form has none of them).
 */
export function formatForEditingPage(problem: ContentProblem): string {
  // «key (Italian name)», where the name may hold brackets of its own: «energyKcal (Energia (kcal))».
  const title =
    /^[a-z][\w.[\]]* \((.+)\)$/i.exec(problem.field)?.[1] ??
    (/^[a-z][\w.[\]]*$/i.test(problem.field) ? '' : problem.field);
  const message = problem.message
    // The form has no lines to add: a field left empty is just to be filled in.
    .replace(/^manca\. Aggiungi la riga «[^»]*» con .*$/, 'manca: compilalo prima di pubblicare.')
    .replace(/ \((?:il limite è in|elenco in) [^)]*\)/g, '')
    .replace(/ Nei file[^.]*\.|; nei file[^.]*\./g, '.')
    .replace(/content\/site\.yaml/g, 'i dati aziendali')
    .replace(/content\/foto/g, 'la cartella delle foto')
    .replace(/public\/art(\/[\w-]+)?/g, 'la cartella dei disegni')
    .replace(/content\/[\w/.-]+\.(?:yaml|md)/g, 'un altro elemento')
    .replace(/\s+/g, ' ')
    .trim();
  // A group is named «Italian name (key)»: the form shows only the name.
  const named = problem.item.replace(/ \([a-z][A-Za-z0-9]*\)$/, '');
  const item = named.charAt(0).toUpperCase() + named.slice(1);
  return `${item}${title ? `, ${title}` : ''}: ${message}`;
}

const EXPECTED: Record<string, string> = {
  string: 'un testo',
  number: 'un numero',
  array: 'un elenco (righe che iniziano con «- »)',
  object: 'un gruppo di campi (righe rientrate sotto questa)',
  boolean: 'sì o no (true o false)',
};

function describeValue(value: unknown): string {
  if (value === null) return 'vuoto';
  if (Array.isArray(value)) return 'un elenco';
  if (typeof value === 'object') return 'un gruppo di campi';
  if (typeof value === 'number') return `il numero ${value}`;
  if (typeof value === 'boolean') return `il valore ${value}`;
  return `il testo ${quote(value)}`;
}

function fieldName(schema: z.ZodType, fieldPath: readonly PropertyKey[]): string {
  const key = fieldPath
    .map((part) => (typeof part === 'number' ? `[${part + 1}]` : String(part)))
    .join('.')
    .replace(/\.\[/g, '[');
  const title = metaOf(schemaAt(schema, fieldPath))?.title;
  return title ? `${key} (${title})` : key || 'file';
}

function nameOf(value: unknown, nameField?: string): string | undefined {
  if (!value || typeof value !== 'object') return undefined;
  const record = value as Record<string, unknown>;
  const candidate = [nameField, 'name', 'title', 'label', 'question', 'caption', 'alt']
    .map((key) => (key ? record[key] : undefined))
    .find((entry) => typeof entry === 'string' && entry.trim() !== '');
  return typeof candidate === 'string' ? candidate : undefined;
}

interface Located {
  item: string;
  /** The path below the item, for the field name. */
  fieldPath: PropertyKey[];
  /** The schema the field path starts from. */
  itemSchema: z.ZodType;
}

/** Splits a path into the item it belongs to and the field within it. */
function locate(source: ContentSource, file: string, data: unknown, issuePath: PropertyKey[]): Located {
  if (source.kind === 'collection') {
    const name = nameOf(data, source.nameField);
    return {
      item: `${source.itemNoun} ${name ? quote(name) : quote(slugOf(file))}`,
      fieldPath: issuePath,
      itemSchema: source.item,
    };
  }
  const schema = source.schema;
  const lastIndex = issuePath.findIndex((part) => typeof part === 'number');
  if (lastIndex >= 0) {
    const listPath = issuePath.slice(0, lastIndex);
    const listMeta = metaOf(schemaAt(schema, listPath));
    const entry = issuePath
      .slice(0, lastIndex + 1)
      .reduce<unknown>((node, key) => (node as Record<PropertyKey, unknown> | undefined)?.[key], data);
    const name = nameOf(entry);
    const noun = listMeta?.itemNoun ?? 'voce';
    const where = listMeta?.title ?? String(listPath.at(-1) ?? '');
    return {
      item: `${where}, ${noun} ${(issuePath[lastIndex] as number) + 1}${name ? ` ${quote(name)}` : ''}`,
      fieldPath: issuePath.slice(lastIndex + 1),
      itemSchema: unwrap(schemaAt(schema, issuePath.slice(0, lastIndex + 1))) ?? schema,
    };
  }
  if (issuePath.length > 1) {
    const title = metaOf(schemaAt(schema, issuePath.slice(0, 1)))?.title;
    return {
      item: title ? `${title} (${String(issuePath[0])})` : String(issuePath[0]),
      fieldPath: issuePath.slice(1),
      itemSchema: unwrap(schemaAt(schema, issuePath.slice(0, 1))) ?? schema,
    };
  }
  return { item: source.title, fieldPath: issuePath, itemSchema: schema };
}

/** The Italian sentence for one schema issue; `schema` is the one at the issue's path (for an unknown key, its group). */
function describeIssue(issue: z.core.$ZodIssue, schema: z.ZodType | undefined, key: string, written?: string): string {
  switch (issue.code) {
    case 'invalid_type': {
      const expected = EXPECTED[issue.expected] ?? issue.expected;
      const input = (issue as { input?: unknown }).input;
      if (input === undefined) return `manca. Aggiungi la riga «${key}:» con ${expected}.`;
      if (input === null) return `è vuoto. Scrivi ${expected} dopo «${key}:».`;
      if (issue.expected === 'string' && (typeof input === 'number' || typeof input === 'boolean')) {
        // As written, not as read: 00184 is read as the number 184, and "184" would be a second mistake.
        const asWritten = written && !/^["']/.test(written) ? written : String(input);
        const lost =
          typeof input === 'number' && asWritten !== String(input)
            ? ` (${String(input)}: ${/^[+-]?0\d/.test(asWritten) ? 'gli zeri iniziali si perdono' : 'non come l’hai scritto'})`
            : '';
        return `deve essere un testo, ma YAML lo legge come un ${typeof input === 'number' ? 'numero' : 'sì o no'}${lost}. Scrivilo tra virgolette doppie: "${asWritten}".`;
      }
      return `deve essere ${expected}, invece è ${describeValue(input)}.`;
    }
    case 'unrecognized_keys': {
      const allowed = Object.keys(
        ((unwrap(schema) as z.ZodObject | undefined)?.shape ?? {}) as Record<string, unknown>,
      );
      const suggestion = closest(issue.keys[0], allowed);
      return `non è un campo previsto qui.${suggestion ? ` Forse intendevi «${suggestion}»?` : ''} I campi di questo gruppo sono: ${allowed.join(', ')}.`;
    }
    default:
      return issue.message;
  }
}

/** The section of a Markdown text that contains a line, to name the item. */
function markdownSection(body: string, line: number): string {
  const headings = outlineMarkdown(body).headings.filter((heading) => heading.depth === 2 && heading.line <= line);
  const heading = headings.at(-1);
  return heading ? `sezione ${quote(heading.text)}` : 'inizio del testo';
}

/** Checks one file's data against its schema and turns every issue into a problem. */
/** A problem at a path of a parsed file, named the way every problem is: line, item, field. */
function problemAt(
  source: ContentSource,
  file: string,
  parsed: ParsedContent,
  fieldPath: PropertyKey[],
  message: string,
): ContentProblem {
  const located = locate(source, file, parsed.data, fieldPath);
  return {
    file,
    line: parsed.lineOf(fieldPath),
    item: located.item,
    field: fieldName(located.itemSchema, located.fieldPath),
    message,
  };
}

function checkParsed(source: ContentSource, file: string, parsed: ParsedContent): ContentProblem[] {
  const schema = source.kind === 'collection' ? source.item : source.schema;
  const result = schema.safeParse(parsed.data, { reportInput: true });
  if (result.success) return [];
  const problems: ContentProblem[] = [];
  for (const issue of result.error.issues) {
    const issuePath = [...issue.path];
    const keys = issue.code === 'unrecognized_keys' ? issue.keys : [undefined];
    for (const unknownKey of keys) {
      const fullPath = unknownKey === undefined ? issuePath : [...issuePath, unknownKey];
      const bodyLine = (issue as { params?: { line?: number } }).params?.line;
      if (
        source.kind === 'markdown' &&
        issuePath[0] === 'body' &&
        bodyLine !== undefined &&
        parsed.bodyLine !== undefined
      ) {
        const body = String((parsed.data as { body?: unknown }).body ?? '');
        problems.push({
          file,
          line: parsed.bodyLine + bodyLine - 1,
          item: markdownSection(body, bodyLine),
          field: 'testo',
          message: issue.message,
        });
        continue;
      }
      problems.push(
        problemAt(
          source,
          file,
          parsed,
          fullPath,
          describeIssue(issue, schemaAt(schema, issuePath), String(fullPath.at(-1) ?? ''), parsed.sourceOf(fullPath)),
        ),
      );
    }
  }
  return problems;
}

/** The source a content file belongs to, or undefined. */
export function sourceOf(file: string): ContentSource | undefined {
  return contentSources.find((source) =>
    source.kind === 'collection'
      ? path.posix.dirname(file) === source.folder && file.endsWith('.yaml')
      : source.file === file,
  );
}

/** Checks one file as it is (or as `text` says it would be): the loader's check in `npm run dev`. */
export function checkFile(file: string, text?: string): ContentProblem[] {
  const source = sourceOf(file);
  if (!source) return [];
  const full = path.join(contentRoot(), file);
  if (text === undefined && !existsSync(full)) {
    return [
      {
        file,
        line: 1,
        item: source.title,
        field: 'file',
        message: 'il file manca. Ripristinalo (per esempio con «git checkout -- ' + file + '»).',
      },
    ];
  }
  const result = parseContent(file, text ?? readFileSync(full, 'utf8'));
  if (!result.ok) {
    const located = locate(source, file, undefined, result.path);
    const field = result.path.length > 0 ? fieldName(located.itemSchema, located.fieldPath) : 'intestazione';
    return [{ file, line: result.problem.line, item: located.item, field, message: result.problem.message }];
  }
  return checkParsed(source, file, result.parsed);
}

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*\.yaml$/;

/** The files of a collection folder, with the problems of their names. */
function collectionFiles(
  source: CollectionSource,
  added: readonly string[] = [],
): { files: string[]; problems: ContentProblem[] } {
  const problems: ContentProblem[] = [];
  const files: string[] = [];
  for (const file of [...new Set([...listFiles(source.folder), ...added])].sort()) {
    const name = path.posix.basename(file);
    const problem = (message: string) =>
      problems.push({ file, line: 1, item: source.title, field: 'nome del file', message });
    if (!name.endsWith('.yaml')) {
      if (!name.startsWith('.'))
        problem(
          `questo file non viene letto: le ${source.title.toLowerCase()} sono i file .yaml di ${source.folder}. Rinominalo in ${name.replace(/\.[^.]*$/, '')}.yaml o toglilo.`,
        );
      continue;
    }
    if (!SLUG.test(name)) {
      const suggestion = slug(slugOf(name));
      problem(
        `il nome del file deve avere solo lettere minuscole senza accenti, numeri e trattini (diventa l’indirizzo o l’ancora della pagina). Rinominalo in ${suggestion || 'nuovo-elemento'}.yaml.`,
      );
    }
    files.push(file);
  }
  return { files, problems };
}

/** Files under content/ that no source reads, which an editor may think are used. */
function strayFiles(): ContentProblem[] {
  const known = new Set(contentSources.flatMap((source) => (source.kind === 'collection' ? [] : [source.file])));
  const folders = new Set(contentSources.flatMap((source) => (source.kind === 'collection' ? [source.folder] : [])));
  const problems: ContentProblem[] = [];
  const walk = (folder: string) => {
    const full = path.join(contentRoot(), folder);
    if (!existsSync(full)) return;
    for (const entry of readdirSync(full, { withFileTypes: true })) {
      const file = `${folder}/${entry.name}`;
      if (entry.isDirectory()) {
        if (!folders.has(file) && entry.name !== 'schemas') walk(file);
      } else if (/\.(ya?ml|md|json)$/.test(entry.name) && !known.has(file) && !folders.has(folder)) {
        problems.push({
          file,
          line: 1,
          item: 'file',
          field: 'nome del file',
          message:
            'questo file non è letto dal sito. Se è una copia, toglilo; se è nuovo, va collegato nelle regole (content/schemas/index.ts).',
        });
      }
    }
  };
  walk('content');
  return problems;
}

/** Page titles must differ from one another: the browser tab and Google show them. */
function duplicateTitles(seen: Array<{ file: string; title: string; line: number }>): ContentProblem[] {
  const problems: ContentProblem[] = [];
  seen.forEach((entry, index) => {
    const first = seen.findIndex((other) => other.title === entry.title);
    if (first < index) {
      problems.push({
        file: entry.file,
        line: entry.line,
        item: 'Titolo e descrizione per Google (meta)',
        field: 'title (Titolo della scheda)',
        message: `${quote(entry.title)} è già il titolo di ${seen[first].file}: ogni pagina ha un titolo diverso. Cambia uno dei due.`,
      });
    }
  });
  return problems;
}

/** Names that must differ within a collection whose items have pages of their own (a recipe's name is its page title). */
function duplicateNames(source: CollectionSource, files: string[], read: (file: string) => string): ContentProblem[] {
  if (!source.uniqueNames) return [];
  const problems: ContentProblem[] = [];
  const seen = new Map<string, string>();
  for (const file of files) {
    const result = parseContent(file, read(file));
    const name = result.ok ? (result.parsed.data as Record<string, unknown>)[source.nameField] : undefined;
    if (typeof name !== 'string' || !result.ok) continue;
    const first = seen.get(name);
    if (first) {
      problems.push({
        file,
        line: result.parsed.lineOf([source.nameField]),
        item: `${source.itemNoun} ${quote(name)}`,
        field: fieldName(source.item, [source.nameField]),
        message: `${quote(name)} è già il nome di ${first}: ogni ${source.itemNoun} ha un nome diverso (è il titolo della sua pagina).`,
      });
    } else seen.set(name, file);
  }
  return problems;
}

/**
 * Every content file, every collection's size and the rules across files. `edited` gives the text
 * some files would have after an edit (the tests), instead of what is on disk.
 */
export function checkAll(edited: Record<string, string> = {}): ContentProblem[] {
  const read = (file: string) => edited[file] ?? readFileSync(path.join(contentRoot(), file), 'utf8');
  const problems: ContentProblem[] = [];
  const titles: Array<{ file: string; title: string; line: number }> = [];
  const checked: string[] = [];
  for (const source of contentSources) {
    if (source.kind === 'collection') {
      // A file the edit adds (a new recipe from the editing page) is checked like the others.
      const added = Object.keys(edited).filter((file) => path.posix.dirname(file) === source.folder);
      const { files, problems: nameProblems } = collectionFiles(source, added);
      problems.push(...nameProblems);
      for (const file of files) problems.push(...checkFile(file, edited[file]));
      checked.push(...files);
      problems.push(...duplicateNames(source, files, read));
      const sizeProblem = countProblem(files.length, source.limits);
      if (sizeProblem)
        problems.push({
          file: source.folder,
          line: 0,
          item: source.title,
          field: 'numero di elementi',
          message: sizeProblem,
        });
      continue;
    }
    const fileProblems = checkFile(source.file, edited[source.file]);
    problems.push(...fileProblems);
    checked.push(source.file);
    if (fileProblems.length === 0) {
      const result = parseContent(source.file, read(source.file));
      const meta = result.ok ? (result.parsed.data as { meta?: { title?: unknown } }).meta : undefined;
      if (result.ok && typeof meta?.title === 'string')
        titles.push({ file: source.file, title: meta.title, line: result.parsed.lineOf(['meta', 'title']) });
    }
  }
  const acrossFiles = [
    ...vitaminCClaimsWithoutSource(checked, read),
    ...italianOriginWithoutIngredients(checked, read),
    ...repeatedSiteValues(checked, read),
  ].map(({ file, parsed, path: at, message }) => problemAt(sourceOf(file)!, file, parsed, at, message));
  problems.push(...strayFiles(), ...duplicateTitles(titles), ...acrossFiles);
  return problems;
}
