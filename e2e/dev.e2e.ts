import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { legalDocuments } from '@/content/pages/legal';
import { reviews } from '@/content/reviews';
import { site } from '@/content/site';
import { homeTestimonials } from '@/content/testimonials';
import { checkFile, formatProblem } from '@/lib/content/check';
import { copyProject } from '../scripts/lib/project-copy.mjs';
import { openBrowser, type BrowserSession } from './support/browser';
import { freePort, until } from './support/local';

/**
 * `npm run dev` as the editors' preview: a saved Markdown edit shows on the open page by itself, a
 * page opened for the first time after an edit shows the edit, and a content mistake stops only
 * the pages that use that file, with the check's Italian line. On a copy of the project, so that
 * the other test files, which may run at the same time, read the content as it is.
 */
const { dir: root, remove } = copyProject('dev');
const privacyFile = legalDocuments['/privacy'].file;
const testimonialFile = `content/testimonials/${homeTestimonials[0].slug}.yaml`;
const siteFile = 'content/site.yaml';
const reviewFile = `content/reviews/${reviews[0].slug}.yaml`;
const originals = new Map(
  [privacyFile, testimonialFile, siteFile, reviewFile].map((file) => [
    file,
    readFileSync(path.join(root, file), 'utf8'),
  ]),
);
const restore = () => originals.forEach((text, file) => writeFileSync(path.join(root, file), text));

let dev: ChildProcess | undefined;
let devLog = '';
let base = '';

/** How many times next dev has said it recompiled after a change on disk. */
const recompiles = () => devLog.match(/Compiled in/g)?.length ?? 0;
let browser: BrowserSession;

beforeAll(async () => {
  const port = await freePort();
  base = `http://localhost:${port}`;
  dev = spawn(process.execPath, [path.join(root, 'node_modules/next/dist/bin/next'), 'dev', '--port', String(port)], {
    cwd: root,
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
    stdio: ['ignore', 'pipe', 'ignore'],
    // next dev starts workers of its own, which write into the copy: the whole group is stopped.
    detached: true,
  });
  dev.stdout!.on('data', (chunk: Buffer) => {
    devLog += String(chunk);
  });
  await until(
    async () => ((await fetch(`${base}/privacy`)).ok ? true : undefined),
    'next dev to serve /privacy',
    180_000,
  );
  browser = await openBrowser({ width: 1280 });
}, 240_000);

afterAll(async () => {
  await browser?.close();
  if (dev?.pid) {
    const group = -dev.pid;
    process.kill(group, 'SIGTERM');
    // Until no process of the group is left, so that none writes into the copy once it is removed.
    await until(
      () => {
        try {
          process.kill(group, 0);
          return undefined;
        } catch {
          return true;
        }
      },
      'next dev to stop',
      20_000,
    );
  }
  remove();
  // A config evaluation of next dev's that was under way may still write the font subset into it.
  await new Promise((resolve) => setTimeout(resolve, 2000));
  remove();
});

it('shows a saved Markdown edit on the open page without reloading it by hand', async () => {
  const page = await browser.context.newPage();
  try {
    await page.goto(`${base}/privacy`);
    const paragraph = 'Questo paragrafo è stato aggiunto dal test di anteprima.';
    writeFileSync(path.join(root, privacyFile), `${originals.get(privacyFile)}\n${paragraph}\n`);
    await page.getByText(paragraph).waitFor({ timeout: 60_000 });
  } finally {
    restore();
    await page.close();
  }
}, 120_000);

it('shows an edit on the first view of a page opened after it (a shared file and a collection item)', async () => {
  // /prodotto and /recensioni are opened here for the first time since next dev started; the
  // footer of every page shows the address of content/site.yaml.
  const street = `${site.company.streetAddress} bis`;
  const reviewTitle = `${reviews[0].title} (rivisto)`;
  const page = await browser.context.newPage();
  try {
    // As after a save: next dev has seen each change (and no page has been asked for since).
    // Each edit waits for a recompilation and then for quiet (no other for 2 s), so that the next
    // edit's recompilation is its own and not the tail of this one's.
    const saved = async (file: string, text: string) => {
      const before = recompiles();
      writeFileSync(path.join(root, file), text);
      await until(() => (recompiles() > before ? true : undefined), `next dev to notice the edit of ${file}`, 30_000);
      let seen = recompiles();
      let quietSince = Date.now();
      await until(
        () => {
          if (recompiles() !== seen) [seen, quietSince] = [recompiles(), Date.now()];
          return Date.now() - quietSince >= 2000 ? true : undefined;
        },
        `next dev to settle after the edit of ${file}`,
        60_000,
      );
    };
    await saved(
      siteFile,
      originals.get(siteFile)!.replace(`streetAddress: ${site.company.streetAddress}\n`, `streetAddress: ${street}\n`),
    );
    await saved(reviewFile, originals.get(reviewFile)!.replace(/^title: .*$/m, `title: ${reviewTitle}`));
    await page.goto(`${base}/prodotto`);
    expect(await page.getByRole('contentinfo').textContent()).toContain(street);
    await page.goto(`${base}/recensioni`);
    expect(await page.getByRole('heading', { name: reviewTitle }).count()).toBe(1);
    expect(await page.getByRole('contentinfo').textContent()).toContain(street);
  } finally {
    restore();
    await page.close();
  }
}, 180_000);

it('stops only the pages that use a file with a mistake, with its Italian line, until it is fixed', async () => {
  const mistake = originals.get(testimonialFile)!.replace(/^rating: \d+$/m, 'rating: 4.5');
  const [line] = checkFile(testimonialFile, mistake).map(formatProblem);
  writeFileSync(path.join(root, testimonialFile), mistake);
  const broken = await until(async () => {
    const response = await fetch(`${base}/`);
    const html = await response.text();
    return response.status === 500 && html.includes(`${testimonialFile}:`) ? html : undefined;
  }, 'the home page to report the mistake');
  expect(broken).toContain(line);
  expect((await fetch(`${base}/privacy`)).status).toBe(200);
  restore();
  await until(async () => ((await fetch(`${base}/`)).status === 200 ? true : undefined), 'the home page to work again');
}, 180_000);
