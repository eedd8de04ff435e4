import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { mainExport, originalHtmlDirFor } from '../scripts/lib/paths.mjs';
import { attribute, editHtml, elements, htmlFiles, parseHtml } from '../scripts/postbuild/html.mjs';
import { addIslandLoaders, buildIslands, checkIslandPages, takeIslandData } from '../scripts/postbuild/islands.mjs';
import { stripFrameworkScripts } from '../scripts/postbuild/strip-framework-scripts.mjs';

/**
 * What ships in a page's JavaScript is decided by the project's own markers, so a release of
 * Next.js that writes its inline payload differently changes nothing. The pages exactly as this
 * build's `next build` exported them (the copy the pipeline keeps for e2e/zero-js.e2e.ts) are
 * rewritten as a release plausibly could write them, `self.__next_f.push(` becoming
 * `(self.__next_f=self.__next_f||[]).push(`, and go through the pipeline's script steps: out come
 * the very pages the build shipped, the forms with their island's loader and bundle.
 */
const MARKER = 'self.__next_f.push(';
const REWRITTEN = '(self.__next_f=self.__next_f||[]).push(';
const quiet = { log: () => {} };

let exportDir: string;
let originals: string;

beforeAll(() => {
  const work = mkdtempSync(path.join(tmpdir(), 'island-markers-'));
  exportDir = path.join(work, 'out');
  originals = path.join(work, 'originals');
});

afterAll(() => rmSync(path.dirname(exportDir), { recursive: true, force: true }));

/** A shipped page without the policy <meta> that the pipeline's last step (hosting-config.mjs) writes. */
function withoutPolicy(html: string): string {
  const policies = [...elements(parseHtml(html))].filter(
    (element) => element.tagName === 'meta' && attribute(element, 'http-equiv') === 'Content-Security-Policy',
  );
  return editHtml(
    html,
    policies.map((element) => ({ element })),
  );
}

it('with the inline payload’s marker rewritten, the pipeline still ships every page as it did, the forms with their island', async () => {
  const exported = originalHtmlDirFor('out');
  const pages = htmlFiles(exported);
  let rewritten = 0;
  for (const file of pages) {
    const html = readFileSync(path.join(exported, file), 'utf8');
    rewritten += html.split(MARKER).length - 1;
    mkdirSync(path.dirname(path.join(exportDir, file)), { recursive: true });
    writeFileSync(path.join(exportDir, file), html.replaceAll(MARKER, REWRITTEN));
  }
  expect(rewritten).toBeGreaterThan(pages.length);

  const { islandPages } = stripFrameworkScripts(exportDir, { originals, ...quiet });
  const data = takeIslandData(exportDir);
  const built = await buildIslands(exportDir, data, quiet);
  await addIslandLoaders(exportDir, islandPages, built, data);
  const shipped = checkIslandPages(exportDir, built, quiet);

  expect(shipped).toEqual({ 'come-ordinare.html': ['contact-form'], 'contatti-supporto.html': ['contact-form'] });
  expect(htmlFiles(exportDir)).toEqual(htmlFiles(mainExport));
  for (const file of pages) {
    const processed = readFileSync(path.join(exportDir, file), 'utf8');
    expect({ file, nextScripts: processed.includes('__next_f') }).toEqual({ file, nextScripts: false });
    expect({ file, html: processed }).toEqual({
      file,
      html: withoutPolicy(readFileSync(path.join(mainExport, file), 'utf8')),
    });
  }
  for (const island of built.values())
    expect(readFileSync(path.join(exportDir, island.src))).toEqual(readFileSync(path.join(mainExport, island.src)));
});
