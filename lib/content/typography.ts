/**
 * Typographic apostrophes, applied when a content file is loaded (lib/content/parse.ts): an editor
 * types the straight one on the keyboard (dell'allenamento) and the site shows the typographic one
 * (dell’allenamento), so no file has to be written in a particular way and both read the same.
 *
 * Every apostrophe of the site's prose is set the same way, the specification's own titles
 * included («Storie Vere di Chi L’Ha Provata»): a straight one beside typographic ones reads as a
 * slip. Its fixed strings that the rule on numbers would change are listed here and left alone
 * (lib/content/rules.ts); `npm run check:spec` compares them (lib/content/specification.ts).
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
