// @ts-check
// The display font (Fraunces 600, headings) subset to the glyphs content/ uses: 12 KB instead of 18,
// on every page's first load (docs/performance.md). next.config.mjs writes it before Next.js starts,
// so an editor's new heading is never drawn half in the fallback font.
import { mkdirSync, readFileSync, readdirSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import subsetFont from 'subset-font';

/** Where the subset goes, relative to the project (git-ignored; app/fonts.ts loads it). */
export const DISPLAY_FONT_SUBSET = '.cache/fonts/fraunces-latin-600-subset.woff2';

const SOURCE_FONT = 'node_modules/@fontsource/fraunces/files/fraunces-latin-600-normal.woff2';

/** Folders whose text can reach a page: the content, and the few fixed strings of the code (404, errors). */
const TEXT_SOURCES = [
  { folder: 'content', files: /\.(ya?ml|md)$/ },
  { folder: 'app', files: /\.tsx?$/ },
  { folder: 'components', files: /\.tsx?$/ },
];

/**
 * Always in: printable ASCII, Italian's accented letters in both cases, typographic quotes,
 * dashes, ellipsis and the euro, so that `next dev` draws an edit made while it runs whole; and
 * the no-break spaces Italian number formatting puts in prices («17,40 €») and figures.
 */
const ALWAYS = `${Array.from({ length: 95 }, (_, index) => String.fromCharCode(32 + index)).join('')}àèéìíòóùúÀÈÉÌÍÒÓÙÚ’‘“”«»–—…€\u00a0\u202f`;

/**
 * The characters the subset keeps: ALWAYS and every character of the text sources.
 * @param {string} projectRoot
 * @returns {string}
 */
export function displayFontCharacters(projectRoot) {
  let text = ALWAYS;
  for (const { folder, files } of TEXT_SOURCES) {
    for (const entry of readdirSync(path.join(projectRoot, folder), { withFileTypes: true, recursive: true })) {
      if (entry.isFile() && files.test(entry.name))
        text += readFileSync(path.join(entry.parentPath, entry.name), 'utf8');
    }
  }
  // Control characters (line ends, tabs) have no glyph.
  return [...new Set(text)]
    .filter((character) => /\P{Cc}/u.test(character))
    .sort()
    .join('');
}

/**
 * Writes the subset for the project's texts as they are now; leaves the file alone when it would
 * not change (a running `next dev` is not disturbed).
 * @param {string} projectRoot
 * @returns {Promise<string>} the subset's absolute path
 */
export async function writeDisplayFontSubset(projectRoot) {
  const target = path.join(projectRoot, DISPLAY_FONT_SUBSET);
  const subset = await subsetFont(
    readFileSync(path.join(projectRoot, SOURCE_FONT)),
    displayFontCharacters(projectRoot),
    { targetFormat: 'woff2' },
  );
  let current = null;
  try {
    current = readFileSync(target);
  } catch {
    // Not written yet.
  }
  if (current?.equals(subset)) return target;
  mkdirSync(path.dirname(target), { recursive: true });
  // Written aside, then renamed: a build reading it meanwhile sees the old file or the new, whole.
  const aside = `${target}.${process.pid}.tmp`;
  writeFileSync(aside, subset);
  renameSync(aside, target);
  return target;
}
