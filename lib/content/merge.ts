import { isMap, isScalar, isSeq, LineCounter, parse, parseDocument, stringify, type Node, type Pair } from 'yaml';

/**
 * The editing page saves a whole file as its editor writes it: keys in the order of its form, long
 * texts folded where it likes. Written as is, one changed value would rewrite half the file (13
 * changed lines for a CAP). Instead the change is carried into the file as it was: only the values
 * that changed are rewritten, where they are; everything else, order, quotes, comments and line
 * breaks included, stays byte for byte. Used by the editing server (scripts/editor/file-api.mjs).
 */

type Data = unknown;

interface Edit {
  start: number;
  end: number;
  text: string;
}

class Unsupported extends Error {}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  !!value && typeof value === 'object' && !Array.isArray(value);
/** Data as a text that ignores the order of keys: the editor writes them in its own order. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (isPlainObject(value))
    return `{${Object.keys(value)
      .sort()
      .map((key) => `${JSON.stringify(key)}:${canonical(value[key])}`)
      .join(',')}}`;
  return JSON.stringify(value) ?? 'undefined';
}
const same = (a: unknown, b: unknown) => canonical(a) === canonical(b);

/** A scalar on one line, quoted only when YAML needs it ("80067" stays a text, 09:00 a time). */
function scalarText(value: unknown): string {
  if (typeof value === 'string' && value.includes('\n')) return JSON.stringify(value);
  return stringify(value, { lineWidth: 0 }).trimEnd();
}

/** A value of any kind written from `column`: its first line goes where the old value started. */
function blockText(value: unknown, column: number): string {
  if (
    !value ||
    typeof value !== 'object' ||
    (Array.isArray(value) && value.length === 0) ||
    (isPlainObject(value) && Object.keys(value).length === 0)
  ) {
    return scalarText(value);
  }
  const lines = stringify(value, { lineWidth: 0 }).trimEnd().split('\n');
  return lines.map((line, index) => (index === 0 ? line : `${' '.repeat(column)}${line}`)).join('\n');
}

/** Where a line starts, for a position in the text. */
function lineStart(source: string, position: number): number {
  return source.lastIndexOf('\n', position - 1) + 1;
}

function collect(
  source: string,
  counter: LineCounter,
  node: Node | null,
  before: Data,
  after: Data,
  edits: Edit[],
): void {
  if (same(before, after)) return;
  if (!node || !node.range) throw new Unsupported('a value without a node');
  const column = counter.linePos(node.range[0]).col - 1;
  if (isMap(node) && isPlainObject(before) && isPlainObject(after)) {
    const pairs = node.items as Array<Pair<Node, Node | null>>;
    pairs.forEach((pair, index) => {
      const key = isScalar(pair.key) ? String(pair.key.value) : undefined;
      if (key === undefined || !pair.key?.range) throw new Unsupported('a complex key');
      if (key in after) return collect(source, counter, pair.value, before[key], after[key], edits);
      // A key the editor emptied: its lines go, up to the next key (or the end of the group).
      const next = pairs[index + 1]?.key?.range?.[0];
      edits.push({
        start: lineStart(source, pair.key.range[0]),
        end: next !== undefined ? lineStart(source, next) : node.range![2],
        text: '',
      });
    });
    const added = Object.keys(after).filter((key) => !(key in before));
    if (added.length > 0) {
      const indent = ' '.repeat(column);
      const text = added
        .map(
          (key) =>
            `${indent}${stringify({ [key]: after[key] }, { lineWidth: 0 })
              .trimEnd()
              .split('\n')
              .join(`\n${indent}`)}\n`,
        )
        .join('');
      const end = node.range[2];
      edits.push({ start: end, end, text: source[end - 1] === '\n' ? text : `\n${text}` });
    }
    return;
  }
  if (isSeq(node) && Array.isArray(before) && Array.isArray(after) && before.length === after.length) {
    node.items.forEach((item, index) =>
      collect(source, counter, item as Node | null, before[index], after[index], edits),
    );
    return;
  }
  if (isScalar(node) && (after === null || typeof after !== 'object')) {
    edits.push({ start: node.range[0], end: node.range[1], text: scalarText(after) });
    return;
  }
  // A list that grew or shrank, a group that became a text…: the whole value is written again, in place.
  edits.push({ start: node.range[0], end: node.range[1], text: blockText(after, column) });
}

/** The edits, from the last to the first; a replaced block keeps the line breaks that followed it. */
function apply(source: string, edits: Edit[]): string {
  return [...edits]
    .sort((a, b) => b.start - a.start)
    .reduce((text, edit) => {
      const trailing = edit.text === '' ? '' : (/\s*$/.exec(text.slice(edit.start, edit.end))?.[0] ?? '');
      return text.slice(0, edit.start) + edit.text + trailing + text.slice(edit.end);
    }, source);
}

function parsesAs(text: string, data: Data): boolean {
  try {
    return same(parse(text), data);
  } catch {
    return false;
  }
}

/**
 * The YAML text `original` with the values of `edited` carried into it. Falls back to the edited
 * text as written when the original cannot be read, or when the merge would not give the edited data.
 */
export function mergeYaml(original: string, edited: string): string {
  let after: Data;
  try {
    after = parse(edited) as Data;
  } catch {
    return edited; // the content check says what is wrong with it
  }
  const counter = new LineCounter();
  const doc = parseDocument(original, { lineCounter: counter });
  if (doc.errors.length > 0 || !doc.contents) return edited;
  try {
    const edits: Edit[] = [];
    collect(original, counter, doc.contents as Node, doc.toJS() as Data, after, edits);
    const merged = apply(original, edits);
    return parsesAs(merged, after) ? merged : edited;
  } catch (error) {
    if (error instanceof Unsupported) return edited;
    throw error;
  }
}

const FRONT_MATTER = /^---\r?\n([\s\S]*?)\r?\n---[ \t]*\r?\n?/;

/** A content file (YAML, or Markdown with front matter) as it was, with the edit carried into it. */
export function mergeContent(file: string, original: string | undefined, edited: string): string {
  if (original === undefined) return edited;
  if (!file.endsWith('.md')) return mergeYaml(original, edited);
  const before = FRONT_MATTER.exec(original);
  const after = FRONT_MATTER.exec(edited);
  if (!before || !after) return edited;
  const front = mergeYaml(before[1], after[1]);
  const originalBody = original.slice(before[0].length);
  const editedBody = edited.slice(after[0].length);
  // The editor may drop the blank line after the front matter: an unchanged text stays as it was.
  const body =
    editedBody.trim() === originalBody.trim()
      ? originalBody
      : `${/^\r?\n/.test(originalBody) && !/^\r?\n/.test(editedBody) ? '\n' : ''}${editedBody}`;
  return `${original.slice(0, before.index)}---\n${front}\n---\n${body}`;
}
