import { z } from 'zod';
import { described, type FieldMeta } from './meta';
import { countedText, group, linkProblem, order, quote, text, type ListOptions } from './fields';
import { ConditionError, outlineMarkdown, resolveConditions } from './markdown';
import { emojiProblem, textRules } from './rules';

/**
 * The three shapes content takes, each tied to its files and its schema: one YAML file, a
 * folder with one YAML file per item, or a Markdown text with its details in front matter.
 * content/schemas/index.ts lists every source; the check, the editing page and the editors'
 * guide all start from that list.
 */

export interface FileSource<S extends z.ZodType = z.ZodType> {
  kind: 'file';
  /** Project-relative path, e.g. content/site.yaml. */
  file: string;
  /** What the editor calls it, e.g. "Dati aziendali". */
  title: string;
  hint?: string;
  schema: S;
}

export interface CollectionSource<S extends z.ZodType = z.ZodType> {
  kind: 'collection';
  /** Project-relative folder, e.g. content/recipes: one .yaml file per item. */
  folder: string;
  title: string;
  hint?: string;
  /** What one item is called, e.g. "ricetta". */
  itemNoun: string;
  /** The schema of one file (its "order" field included). */
  item: S;
  /** How many items the layout handles, and where that limit is written. */
  limits: ListOptions;
  /** The item's field that names it in lists and messages. */
  nameField: string;
  /** Items have pages of their own, titled by that field: no two may share it. */
  uniqueNames?: boolean;
}

export interface MarkdownSource<S extends z.ZodType = z.ZodType> {
  kind: 'markdown';
  file: string;
  title: string;
  hint?: string;
  /** Front matter fields plus "body", the Markdown text. */
  schema: S;
}

export type ContentSource = FileSource | CollectionSource | MarkdownSource;

export function defineFile<S extends z.ZodType>(source: Omit<FileSource<S>, 'kind'>): FileSource<S> {
  return { kind: 'file', ...source };
}

interface CollectionOptions<T extends z.ZodRawShape> {
  folder: string;
  title: string;
  hint?: string;
  itemNoun: string;
  nameField: keyof T & string;
  fields: T;
  /** Fewest and most items the page's layout handles (1 and 24 unless said otherwise). */
  min?: number;
  max?: number;
  /** The schema file, named when a limit is broken. */
  schemaFile: string;
  /** Items have pages of their own, titled by nameField: no two may share it. */
  uniqueNames?: boolean;
  /** A rule across the fields of one item (reported at the path it gives). */
  refine?: (item: z.infer<z.ZodObject<T>>, ctx: z.RefinementCtx) => void;
}

/** A folder of items, one file each, ordered by their "order" field and then by file name. */
export function defineCollection<T extends z.ZodRawShape>(options: CollectionOptions<T>) {
  const {
    folder,
    title,
    hint,
    itemNoun,
    nameField,
    fields,
    min = 1,
    max = 24,
    schemaFile,
    uniqueNames = false,
    refine,
  } = options;
  const meta = { title, kind: 'group', nameField, itemNoun } satisfies FieldMeta;
  const shape = group(title, { ...fields, order: order() }, { nameField, itemNoun });
  const item = refine
    ? described(
        shape.superRefine((value, ctx) => refine(value as z.infer<z.ZodObject<T>>, ctx)),
        meta,
      )
    : shape;
  const limits: ListOptions = { min, max, itemNoun, limitSource: schemaFile };
  return { kind: 'collection' as const, folder, title, hint, itemNoun, item, limits, nameField, uniqueNames };
}

/** A Markdown text with its front matter; "body" is checked for headings, links and placeholders. */
export function defineMarkdown<T extends z.ZodRawShape, B extends z.ZodType>(
  source: Omit<MarkdownSource, 'kind' | 'schema'> & { fields: T; body: B },
) {
  const { fields, body, ...rest } = source;
  return { kind: 'markdown' as const, ...rest, schema: z.strictObject({ ...fields, body }) };
}

interface MarkdownBodyOptions {
  title: string;
  hint?: string;
  /** Placeholders the text may use, as {{name}}, with what each becomes. */
  placeholders: Record<string, string>;
  /** "## " headings must be numbered 1., 2., 3. … in order. */
  numberedSections: boolean;
  /** Conditions the text may test with {{#name}}…{{/name}} and {{^name}}…{{/name}}, with when each holds. */
  conditions?: Record<string, string>;
  /** Placeholders that exist only while a condition holds: each may appear only inside {{#condition}}…{{/condition}}. */
  placeholderConditions?: Record<string, string>;
  /**
   * Each line obeys the rules of every text a visitor reads (lib/content/rules.ts: claims, customer
   * figure, numbers). Not the legal texts, which quote laws and are reviewed as a whole.
   */
  textRules?: boolean;
}

/**
 * Problems of the conditional blocks: tags that do not pair, sections that would differ from one
 * case to the other, a placeholder used where its value does not exist.
 */
function conditionProblems(
  value: string,
  conditions: Record<string, string>,
  placeholderConditions: Record<string, string>,
): Array<{ message: string; line: number }> {
  const names = Object.keys(conditions);
  const all = (on: boolean) => Object.fromEntries(names.map((name) => [name, on]));
  const sections = (markdown: string) =>
    outlineMarkdown(markdown)
      .headings.map((heading) => heading.text)
      .join('\n');
  let variants: string[];
  try {
    variants = [all(true), all(false), ...names.map((name) => ({ ...all(false), [name]: true }))].map((set) =>
      resolveConditions(value, set, { keepLines: true }),
    );
  } catch (error) {
    if (error instanceof ConditionError) return [{ message: error.message, line: error.line }];
    throw error;
  }
  const problems: Array<{ message: string; line: number }> = [];
  if (variants.some((variant) => sections(variant) !== sections(value))) {
    const heading = outlineMarkdown(value).headings.find((one) =>
      variants.some((variant) => !outlineMarkdown(variant).headings.some((other) => other.line === one.line)),
    );
    problems.push({
      message: `i titoli non vanno dentro un blocco {{#…}} o {{^…}}: le sezioni devono essere le stesse in ogni caso.${heading ? ` Sposta fuori ${quote(heading.text)}.` : ''}`,
      line: heading?.line ?? 1,
    });
  }
  for (const [placeholder, condition] of Object.entries(placeholderConditions)) {
    const without = resolveConditions(value, { ...all(true), [condition]: false }, { keepLines: true });
    const outside = outlineMarkdown(without).placeholders.find((found) => found.name === placeholder);
    if (outside)
      problems.push({
        message: `{{${placeholder}}} esiste solo quando vale la condizione ${condition} (${conditions[condition]}): scrivilo dentro {{#${condition}}}…{{/${condition}}}.`,
        line: outside.line,
      });
  }
  return problems;
}

/**
 * The Markdown text of a page. The page's title is its h1, so sections start at "## " and
 * sub-sections at "### "; links must lead somewhere that exists. A problem carries the line
 * within the text (params.line), which the check turns into a line of the file.
 */
export function markdownBody({
  title,
  hint,
  placeholders,
  numberedSections,
  conditions = {},
  placeholderConditions = {},
  textRules: followsTextRules = false,
}: MarkdownBodyOptions) {
  const schema = z.string().superRefine((value, ctx) => {
    const add = (message: string, line: number) => ctx.addIssue({ code: 'custom', message, params: { line } });
    if (value.trim() === '') return add('il testo è vuoto. Scrivi il testo sotto la seconda riga «---».', 1);
    const outline = outlineMarkdown(value);
    let previousDepth = 1;
    let sectionNumber = 0;
    for (const heading of outline.headings) {
      if (heading.depth === 1) {
        add(
          `il titolo ${quote(heading.text)} è di primo livello («# »): il titolo della pagina c’è già. Per una sezione scrivi «## ${heading.text}», per una sottosezione «### ${heading.text}».`,
          heading.line,
        );
      } else if (heading.depth > previousDepth + 1) {
        add(
          `il titolo ${quote(heading.text)} salta un livello (${'#'.repeat(heading.depth)} dopo ${'#'.repeat(previousDepth)}). Usa «${'#'.repeat(previousDepth + 1)} ».`,
          heading.line,
        );
      }
      if (heading.depth === 2 && numberedSections) {
        sectionNumber += 1;
        const number = /^(\d+)\.\s/.exec(heading.text)?.[1];
        if (Number(number) !== sectionNumber) {
          add(
            `la sezione ${quote(heading.text)} deve iniziare con il suo numero, «${sectionNumber}. »: le sezioni sono numerate 1, 2, 3… nell’ordine in cui compaiono.`,
            heading.line,
          );
        }
      }
      if (heading.depth > 1) previousDepth = heading.depth;
    }
    for (const found of outline.links) {
      const problem = linkProblem(found.href);
      if (problem) add(`il link ${quote(found.text)}: ${problem}`, found.line);
    }
    for (const placeholder of outline.placeholders) {
      if (!(placeholder.name in placeholders)) {
        const allowed = Object.entries(placeholders).map(([name, meaning]) => `{{${name}}} (${meaning})`);
        add(
          `{{${placeholder.name}}} non è un segnaposto conosciuto. Puoi usare: ${allowed.join(', ')}.`,
          placeholder.line,
        );
      }
    }
    for (const problem of conditionProblems(value, conditions, placeholderConditions))
      add(problem.message, problem.line);
    // An http:// address is a link in Markdown (written bare, it is linked anyway): reported above.
    value.split('\n').forEach((line, index) => {
      const visible = line.replace(/\]\([^)]*\)/g, ']'); // a link's address is not text the reader reads
      if (!visible.trim()) return;
      for (const problem of followsTextRules
        ? textRules.map((rule) => rule.problem(visible))
        : [emojiProblem(visible)]) {
        if (problem) add(problem, index + 1);
      }
    });
  });
  return described(schema, { title, hint, kind: 'markdown' } satisfies FieldMeta);
}

/**
 * A page's title and description for search engines and link previews. A description that
 * says how many items the page lists ("Otto ricette…") writes {count} instead of the number.
 */
export function pageMeta(counted?: string) {
  const descriptionOptions = {
    min: 70,
    max: 160,
    hint: 'La frase sotto il titolo nei risultati di Google e nelle anteprime dei link: da 70 a 160 caratteri.',
  };
  return group('Titolo e descrizione per Google', {
    title: text('Titolo della scheda', {
      max: 60,
      hint: 'Il titolo nella scheda del browser e nei risultati di Google; «| Limenta» si aggiunge da solo. Unico per ogni pagina.',
    }),
    description: counted
      ? countedText('Descrizione', counted, descriptionOptions)
      : text('Descrizione', descriptionOptions),
    noindex: described(z.boolean(), {
      title: 'Fuori dai risultati di Google',
      hint: 'Sì per una pagina che ha senso solo dopo un’azione (come il ringraziamento dopo una richiesta): niente indicizzazione, non è nella sitemap.',
      kind: 'boolean',
    }).optional(),
  });
}
