import { readFileSync } from 'node:fs';
import { parse } from 'parse5';
import { exportedPages, pageName } from '../scripts/validate/pages.mjs';
import { OUT_DIR } from './exported/out-files';

/**
 * One kind of apostrophe in everything a visitor or a search engine reads, on every
 * exported page: the text, the alternative texts and labels, the title and the descriptions. The
 * editors may type the straight one: lib/content/typography.ts sets it when the content is loaded.
 */
interface Node {
  nodeName: string;
  value?: string;
  attrs?: Array<{ name: string; value: string }>;
  childNodes?: Node[];
  content?: Node;
}

const READ_ATTRIBUTES = new Set(['alt', 'title', 'aria-label', 'placeholder']);
const READ_META =
  /^(description|og:title|og:description|og:image:alt|twitter:title|twitter:description|twitter:image:alt)$/;
const STRAIGHT_APOSTROPHE = /\p{L}'(?=\p{L}|\s|$)/gu;

function readTexts(node: Node, into: string[], inCode = false): string[] {
  if (node.nodeName === '#text' && !inCode) into.push(node.value ?? '');
  const attrs = Object.fromEntries((node.attrs ?? []).map((attr) => [attr.name, attr.value]));
  for (const [name, value] of Object.entries(attrs)) if (READ_ATTRIBUTES.has(name)) into.push(value);
  if (node.nodeName === 'meta' && READ_META.test(attrs.name ?? attrs.property ?? '')) into.push(attrs.content ?? '');
  const code = inCode || node.nodeName === 'script' || node.nodeName === 'style';
  for (const child of [...(node.childNodes ?? []), ...(node.content ? [node.content] : [])])
    readTexts(child, into, code);
  return into;
}

it('no exported page shows a straight apostrophe in its prose', () => {
  const found = exportedPages(OUT_DIR).flatMap((file: string) =>
    readTexts(parse(readFileSync(file, 'utf8')) as unknown as Node, [])
      .flatMap((text) =>
        [...text.matchAll(STRAIGHT_APOSTROPHE)].map((match) =>
          text.slice(Math.max(0, match.index - 30), match.index + 30),
        ),
      )
      .map((snippet) => `${pageName(OUT_DIR, file)}: …${snippet}…`),
  );
  expect(found).toEqual([]);
});
