// @ts-check
// npm run test:copies — tests read the texts they check from content/ rather than copy them, or an
// editor's ordinary change breaks them: a text of 25 characters or more in more than 2 test files, or
// more than 30 copies in all, fails, and so does any copy of an address an editor changes.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';

const MIN_LENGTH = 25;
const MAX_FILES_PER_TEXT = 2;
const MAX_COPIES = 30;
/** Fields that hold addresses, names of things or messages for developers, not text a visitor reads. */
const NOT_VISITOR_TEXT = new Set([
  'href',
  'src',
  'url',
  'path',
  'email',
  'icon',
  'date',
  'consoleMessage',
  'dayOfWeek',
  'themeColor',
]);

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');

/** @param {string} folder @param {(name: string) => boolean} keep @returns {string[]} */
function walk(folder, keep) {
  return readdirSync(path.join(root, folder), { withFileTypes: true }).flatMap((entry) => {
    const file = `${folder}/${entry.name}`;
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : walk(file, keep);
    return keep(entry.name) ? [file] : [];
  });
}

/** An email address, or the path of a picture or a video of the content: editors change them. */
const EDITABLE_ADDRESS = /^(?:[^\s@]+@[^\s@]+\.[^\s@]+|\/(?:art|foto|video)\/\S+)$/;

/** @param {unknown} value @param {string} key @param {Set<string>} texts @param {Set<string>} addresses */
function collect(value, key, texts, addresses) {
  if (typeof value === 'string') {
    if (EDITABLE_ADDRESS.test(value.trim())) addresses.add(value.trim());
    else if (!NOT_VISITOR_TEXT.has(key) && !/^(\/|https?:|mailto:)/.test(value)) addText(value, texts);
  } else if (Array.isArray(value)) {
    value.forEach((item) => collect(item, key, texts, addresses));
  } else if (value && typeof value === 'object') {
    for (const [childKey, child] of Object.entries(value)) collect(child, childKey, texts, addresses);
  }
}

/** A text, and each of its sentences: a test may copy either. @param {string} text @param {Set<string>} texts */
function addText(text, texts) {
  const clean = text.trim();
  if (clean.length >= MIN_LENGTH) texts.add(clean);
  for (const sentence of clean.split(/(?<=[.!?:;])\s+/)) if (sentence.length >= MIN_LENGTH) texts.add(sentence);
}

/** The visitor-facing texts of content/ (YAML values, and the lines and sentences of Markdown), and its editable addresses. */
function contentTexts() {
  const texts = new Set();
  const addresses = new Set();
  for (const file of walk('content', (name) => /\.(ya?ml|md)$/.test(name))) {
    const source = readFileSync(path.join(root, file), 'utf8');
    if (file.endsWith('.md')) {
      const [, front = '', body = source] = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?([\s\S]*)$/.exec(source) ?? [];
      collect(parse(front), '', texts, addresses);
      for (const line of body.split('\n')) {
        const text = line
          .replace(/^\s*(#+|[-*]|\d+\.|\|)\s*/, '')
          .replace(/\*\*|__|`/g, '')
          .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1');
        if (!text.includes('|')) addText(text, texts);
      }
    } else {
      collect(parse(source), '', texts, addresses);
    }
  }
  return { texts: [...texts], addresses: [...addresses] };
}

const testFiles = [
  ...walk('__tests__', (name) => /\.tsx?$/.test(name)),
  ...walk('e2e', (name) => /\.tsx?$/.test(name)),
];
const sources = new Map(testFiles.map((file) => [file, readFileSync(path.join(root, file), 'utf8')]));

const content = contentTexts();
const copiedAddresses = content.addresses.flatMap((address) => {
  const found = testFiles.filter((file) => sources.get(file)?.includes(address));
  return found.length === 0
    ? []
    : [
        `«${address}» (an address an editor changes) is copied into ${found.join(', ')}: read it from content/ instead.`,
      ];
});

let total = 0;
const spread = [];
const lines = [];
// Longest first, and each copy found is blanked out: a sentence inside a longer text already
// counted is the same copy.
for (const text of content.texts.sort((a, b) => b.length - a.length)) {
  const found = testFiles.filter((file) => sources.get(file)?.includes(text));
  if (found.length === 0) continue;
  const copies = found.reduce((sum, file) => sum + (sources.get(file)?.split(text).length ?? 1) - 1, 0);
  for (const file of found) sources.set(file, sources.get(file)?.split(text).join('\u0000') ?? '');
  total += copies;
  lines.push(`${copies}× «${text.length > 70 ? `${text.slice(0, 67)}…` : text}» in ${found.join(', ')}`);
  if (found.length > MAX_FILES_PER_TEXT) spread.push(text);
}

console.log(lines.sort().join('\n'));
console.log(
  `Copies of content texts (${MIN_LENGTH}+ characters) in ${testFiles.length} test files: ${total} (at most ${MAX_COPIES}).`,
);
const problems = [
  ...copiedAddresses,
  ...spread.map(
    (text) => `«${text}» is copied into more than ${MAX_FILES_PER_TEXT} test files: import it from content/ instead.`,
  ),
  ...(total > MAX_COPIES
    ? [`${total} copies of content texts in the tests, more than ${MAX_COPIES}: import them from content/ instead.`]
    : []),
];
if (problems.length > 0) {
  console.error(problems.join('\n'));
  process.exitCode = 1;
}
