/**
 * Typographic apostrophes, set when a content file is loaded: the editor types dell'allenamento, the
 * site shows dell’allenamento, the specification's titles included (a straight one beside typographic
 * ones reads as a slip). The specification's strings the rule on numbers would change are left alone.
 */
export const SPECIFICATION_VERBATIM: ReadonlySet<string> = new Set(['+5000 Clienti']);

/**
 * A straight apostrophe after a letter, before a letter or digit (l'ora, dell'80%), before a
 * Markdown link or emphasis (l'[informativa](/privacy), l'*ultimo*) or closing a word (po').
 */
const APOSTROPHE = /(?<=\p{L})'(?=[\p{L}\p{N}[*_]|[\s.,;:!?)»”]|$)/gu;

/** One text: straight apostrophes between and after letters become typographic ones. */
export function typographicText(text: string): string {
  return SPECIFICATION_VERBATIM.has(text) ? text : text.replace(APOSTROPHE, '’');
}

/** Pieces of Markdown whose characters are addresses or code, not prose: links' targets, autolinks, code. */
const MARKDOWN_LITERAL = /(\]\([^)]*\)|<[^>\s]+>|`[^`]*`|https?:\/\/\S+|\{\{[^}]*\}\})/;

/** A Markdown text: the prose gets typographic apostrophes, link targets and code keep theirs. */
export function typographicMarkdown(markdown: string): string {
  return markdown
    .split(MARKDOWN_LITERAL)
    .map((part, index) => (index % 2 === 1 ? part : part.replace(APOSTROPHE, '’')))
    .join('');
}

/** Every text of a loaded file (YAML values, front matter; "body" as Markdown). */
export function withTypographicApostrophes(value: unknown, key?: string): unknown {
  if (typeof value === 'string') return key === 'body' ? typographicMarkdown(value) : typographicText(value);
  if (Array.isArray(value)) return value.map((item) => withTypographicApostrophes(item));
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([childKey, child]) => [childKey, withTypographicApostrophes(child, childKey)]),
    );
  }
  return value;
}
