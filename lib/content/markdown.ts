import { Lexer, type Token, type Tokens } from 'marked';
import { slug } from '@/lib/slug';

export interface MarkdownHeading {
  depth: number;
  text: string;
  /** The anchor the rendered page gives it (h2 only; others get none). */
  id: string | null;
  line: number;
}

export interface MarkdownLink {
  href: string;
  text: string;
  line: number;
}

export interface MarkdownOutline {
  headings: MarkdownHeading[];
  links: MarkdownLink[];
  /** Every {{name}} written in the text, with its line. */
  placeholders: Array<{ name: string; line: number }>;
}

/** "3. Finalità e basi giuridiche" → "finalita-e-basi-giuridiche": stable anchors for the index. */
export function sectionId(title: string): string {
  return slug(title.replace(/^\s*\d+[.)]?\s*/, ''));
}

/**
 * The ids of a document's sections (its "## " headings), in order, as the page renders them:
 * a repeated title gets its position as a suffix, an empty one "sezione-N".
 */
export function sectionIds(titles: readonly string[]): string[] {
  const ids: string[] = [];
  titles.forEach((title, index) => {
    const base = sectionId(title) || `sezione-${index + 1}`;
    ids.push(ids.includes(base) ? `${base}-${index + 1}` : base);
  });
  return ids;
}

function lineAt(source: string, offset: number): number {
  let line = 1;
  for (let i = 0; i < offset && i < source.length; i += 1) if (source[i] === '\n') line += 1;
  return line;
}

/** Every link token inside a token, however deep (paragraphs, lists, tables, emphasis). */
function collectLinks(token: Token, found: Tokens.Link[]): void {
  if (token.type === 'link') found.push(token as Tokens.Link);
  const children: Token[] = [];
  if ('tokens' in token && Array.isArray(token.tokens)) children.push(...token.tokens);
  if (token.type === 'list') (token as Tokens.List).items.forEach((item) => children.push(item));
  if (token.type === 'table') {
    const table = token as Tokens.Table;
    [table.header, ...table.rows].forEach((row) => row.forEach((cell) => children.push(...cell.tokens)));
  }
  children.forEach((child) => collectLinks(child, found));
}

/**
 * The headings, links and placeholders of a Markdown text, each with its line (counted from the
 * first line of the text), read with the same parser that renders the page.
 */
export function outlineMarkdown(markdown: string): MarkdownOutline {
  const tokens = new Lexer({ gfm: true }).lex(markdown);
  const headings: MarkdownHeading[] = [];
  const links: MarkdownLink[] = [];
  let offset = 0;
  for (const token of tokens) {
    const start = markdown.indexOf(token.raw, offset);
    const tokenOffset = start >= 0 ? start : offset;
    if (token.type === 'heading') {
      const heading = token as Tokens.Heading;
      headings.push({ depth: heading.depth, text: heading.text, id: null, line: lineAt(markdown, tokenOffset) });
    }
    const found: Tokens.Link[] = [];
    collectLinks(token, found);
    let linkOffset = 0;
    for (const link of found) {
      const within = token.raw.indexOf(link.raw, linkOffset);
      if (within >= 0) linkOffset = within + link.raw.length;
      links.push({ href: link.href, text: link.text, line: lineAt(markdown, tokenOffset + Math.max(within, 0)) });
    }
    offset = tokenOffset + token.raw.length;
  }
  const sections = headings.filter((heading) => heading.depth === 2);
  sectionIds(sections.map((heading) => heading.text)).forEach((id, index) => (sections[index].id = id));

  const placeholders: MarkdownOutline['placeholders'] = [];
  for (const match of markdown.matchAll(/\{\{\s*([^}#^/][^}]*?)\s*\}\}/g)) {
    placeholders.push({ name: match[1], line: lineAt(markdown, match.index ?? 0) });
  }
  return { headings, links, placeholders };
}

/**
 * A part of a text shown only in one case, written as in Mustache: {{#name}}…{{/name}} when the
 * condition holds, {{^name}}…{{/name}} when it does not. A tag alone on its line takes the line
 * with it, so a block can hold whole paragraphs, list items or table rows.
 */
const CONDITION_TAG = /^[ \t]*\{\{\s*([#^/])\s*([^}]*?)\s*\}\}[ \t]*(?:\r?\n|$)|\{\{\s*([#^/])\s*([^}]*?)\s*\}\}/gm;

export class ConditionError extends Error {
  constructor(
    message: string,
    readonly line: number,
  ) {
    super(message);
  }
}

/**
 * The text as shown when each condition is as given; a tag left open, closed twice or unknown
 * throws a ConditionError. keepLines leaves a line break for each line taken out, so that the
 * lines of what is left are counted as in the whole text (for the content check's messages).
 */
export function resolveConditions(
  markdown: string,
  conditions: Readonly<Record<string, boolean>>,
  { keepLines = false } = {},
): string {
  const open: Array<{ name: string; shown: boolean; line: number }> = [];
  let result = '';
  let offset = 0;
  const shown = () => open.every((block) => block.shown);
  for (const match of markdown.matchAll(CONDITION_TAG)) {
    const [kind, name] = match[1] ? [match[1], match[2]] : [match[3], match[4]];
    const line = lineAt(markdown, match.index);
    const before = markdown.slice(offset, match.index);
    if (shown()) result += before;
    else if (keepLines) result += before.replace(/[^\n]/g, '');
    if (keepLines) result += match[0].replace(/[^\n]/g, '');
    offset = match.index + match[0].length;
    if (!(name in conditions)) {
      const known = Object.keys(conditions).map((key) => `{{#${key}}}`);
      throw new ConditionError(
        `{{${kind}${name}}} non è una condizione conosciuta. ${known.length ? `Puoi usare: ${known.join(', ')}.` : 'Questo testo non ne ha.'}`,
        line,
      );
    }
    if (kind === '/') {
      const last = open.pop();
      if (last?.name !== name)
        throw new ConditionError(
          `{{/${name}}} chiude un blocco che non è aperto${last ? `: prima va chiuso {{/${last.name}}} (aperto alla riga ${last.line})` : ''}.`,
          line,
        );
    } else {
      open.push({ name, shown: kind === '#' ? conditions[name] : !conditions[name], line });
    }
  }
  const unclosed = open.pop();
  if (unclosed)
    throw new ConditionError(
      `il blocco {{#${unclosed.name}}} o {{^${unclosed.name}}} non è chiuso: aggiungi {{/${unclosed.name}}} dove finisce.`,
      unclosed.line,
    );
  return result + markdown.slice(offset);
}
