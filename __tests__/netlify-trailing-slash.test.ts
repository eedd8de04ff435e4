/** @jest-environment node */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { runNode } from './support/node-script';

/**
 * Why Netlify's engine answers `/prodotto/` with the page instead of one 301 (deploy/engine-differences.mjs):
 * its own packages, asked directly, cannot tell `/prodotto/` from `/prodotto`. If a release of
 * @netlify/redirects or @netlify/static ever can, this fails, and the build can write the rule.
 */
const probe = `
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { RedirectsHandler } from '@netlify/redirects';
import { StaticHandler } from '@netlify/static';
const [publishDir, rules] = process.argv.slice(1);
writeFileSync(path.join(publishDir, '_redirects'), rules);
const projectDir = mkdtempSync(path.join(tmpdir(), 'netlify-project-'));
const redirects = new RedirectsHandler({ configRedirects: [], jwtRoleClaim: '', jwtSecret: '', projectDir, publicDir: publishDir });
const files = new StaticHandler({ directory: publishDir });
const answers = {};
for (const address of ['/prodotto', '/prodotto/']) {
  const request = new Request('http://localhost' + address);
  const match = await redirects.match(request);
  const file = await files.match(request);
  answers[address] = { rule: match ? match.statusCode + ' ' + match.targetRelative : null, file: file ? await (await file.handle()).text() : null };
}
rmSync(projectDir, { recursive: true, force: true });
console.log(JSON.stringify(answers));
`;

describe('Netlify’s engine and a page’s trailing slash', () => {
  let publishDir: string;
  beforeAll(() => {
    publishDir = mkdtempSync(path.join(tmpdir(), 'netlify-slash-'));
    writeFileSync(path.join(publishDir, 'prodotto.html'), 'prodotto.html');
  });
  afterAll(() => rmSync(publishDir, { recursive: true, force: true }));

  const answersTo = (rules: string) =>
    JSON.parse(runNode(['--input-type=module', '-e', probe, publishDir, rules]).stdout) as Record<
      string,
      { rule: string | null; file: string | null }
    >;

  it('a rule from /prodotto/ to /prodotto matches /prodotto too: a loop, so the build writes none', () => {
    const answers = answersTo('/prodotto/ /prodotto 301!\n');
    expect(answers['/prodotto'].rule).toBe('301 /prodotto');
    expect(answers['/prodotto/'].rule).toBe('301 /prodotto');
  });

  it('a splat matches neither (its loop guard skips an address that starts with the target); that guard sees the slash only the other way round', () => {
    expect(Object.values(answersTo('/prodotto/* /prodotto 301!\n')).map(({ rule }) => rule)).toEqual([null, null]);
    expect(answersTo('/prodotto/* /prodotto/ 301!\n')).toMatchObject({
      '/prodotto': { rule: '301 /prodotto/' },
      '/prodotto/': { rule: null },
    });
  });

  it('the file handler answers both with the same file', () => {
    const answers = answersTo('/altro /prodotto 301!\n');
    expect(answers['/prodotto'].file).toBe('prodotto.html');
    expect(answers['/prodotto/'].file).toBe('prodotto.html');
  });
});
