import { readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { DISPLAY_FONT_SUBSET, displayFontCharacters } from '../scripts/fonts/display-font.mjs';
import { mainExport, root } from '../scripts/lib/paths.mjs';
import { elements, htmlFiles, parseHtml } from '../scripts/postbuild/html.mjs';

/**
 * The headings' font is cut, at every build, to the characters of the site's texts
 * (scripts/fonts/display-font.mjs). A character it lacked would be drawn in the fallback font in
 * the middle of a heading; so whatever an editor writes, every character of every exported page's
 * text must be one the cut keeps, and the font the pages load must be that cut.
 */
const kept = new Set(displayFontCharacters(root));
const exportedFonts = readdirSync(path.join(mainExport, '_next/static/media')).filter((file) =>
  file.endsWith('.woff2'),
);

function visibleText(html: string): string {
  return [...elements(parseHtml(html))]
    .filter((element) => element.tagName !== 'script' && element.tagName !== 'style')
    .flatMap((element) =>
      element.childNodes
        .filter((child) => child.nodeName === '#text')
        .map((child) => ('value' in child ? child.value : '')),
    )
    .join('');
}

it.each(htmlFiles(mainExport))('%s: the heading font has every character of the page', (file) => {
  const html = readFileSync(path.join(mainExport, file), 'utf8');
  const missing = [...new Set(visibleText(html))].filter(
    (character) => /\P{Cc}/u.test(character) && !kept.has(character),
  );
  expect(missing).toEqual([]);
  // The one font the page declares and preloads is the cut one.
  expect([...new Set(html.match(/\/_next\/static\/media\/[^"')\s]+\.woff2/g))]).toEqual([
    `/_next/static/media/${exportedFonts[0]}`,
  ]);
});

it('the pages load the cut font, a third lighter than @fontsource’s Latin file', () => {
  expect(exportedFonts).toHaveLength(1);
  const served = readFileSync(path.join(mainExport, '_next/static/media', exportedFonts[0]));
  expect(served.equals(readFileSync(path.join(root, DISPLAY_FONT_SUBSET)))).toBe(true);
  const source = statSync(
    path.join(root, 'node_modules/@fontsource/fraunces/files/fraunces-latin-600-normal.woff2'),
  ).size;
  expect(served.length).toBeLessThan(source * 0.75);
});
