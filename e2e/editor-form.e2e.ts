import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { parse } from 'yaml';
import { faq, testimonials } from '@/content/schemas/cards';
import { foodInformationSchema } from '@/content/schemas/food-information';
import { recipes } from '@/content/schemas/recipes';
import { siteSchema, uiSchema } from '@/content/schemas/site';
import { inListOrder } from '@/lib/content/collection';
import { editingWords } from '@/lib/content/editing';
import { metaOf, schemaAt } from '@/lib/content/meta';
import { listFiles, setContentRoot, contentRoot } from '@/lib/content/site-index';
import { fillTemplate as fill } from '@/lib/format';
import { PHOTO_PATH } from '@/lib/photos';
import { phonePhoto } from '../scripts/lib/test-photo.mjs';
import { runGit, type EditingCopy, type RunningEditor } from './support/editing-copy';
import {
  notices,
  openEditingPage,
  openView,
  publish,
  publishAndWait,
  uploadPicture,
  type OpenEditingPage,
} from './support/editing-page';
import { until } from './support/local';

/**
 * The editing page's form (npm run edit), in Chromium, on a copy of the project: numbers typed as
 * Italians write them («6.500», «0,5») and stored in the file as real numbers (6500, 0.5); a figure
 * changed by more than half waits for the editor's answer on the page; a dot where decimals are
 * allowed is refused, asking for the comma; a field left empty or too long is refused in the content
 * check's words; the entry edited is always the one the address names. «Riordina»: a list's entries
 * moved with the keyboard, then the whole new order published in one save, one commit named after
 * the list. A photo just uploaded shows its thumbnail before anything is published: on the live site
 * (/admin/ on the request service's origin) the site's own /foto/ and /art/ addresses serve only the
 * built site (AVIF and WebP made at the last build), so the page must show its pictures from its own
 * folder, /admin/foto/ and /admin/art/, which the live site serves behind the login like the rest of
 * the page; here the site's addresses answer nothing, as on the live site. Photographed at 390 and
 * 1280 px into .e2e-artifacts/editor-thumbnail-shots/.
 */
let opened: OpenEditingPage;
let copy: EditingCopy;
let editor: RunningEditor;
let page: Page;

const italian = (value: number, integer: boolean) =>
  value.toLocaleString('it-IT', {
    useGrouping: integer ? 'always' : false,
    maximumFractionDigits: 20,
  } as Intl.NumberFormatOptions);
const read = (file: string) => parse(readFileSync(path.join(copy.dir, file), 'utf8'));
const countLabel = metaOf(schemaAt(siteSchema, ['customers', 'count']))!.title;
const proteinLabel = metaOf(schemaAt(foodInformationSchema, ['nutrition', 'protein']))!.title;
const openEntry = (hash: string, ready?: Locator) => openView(page, `${editor.url}${hash}`, ready);

/** Types into a field and leaves it, as an editor does before looking at the next one. */
async function type(label: string, text: string) {
  const field = page.getByLabel(label, { exact: true });
  await field.fill(text);
  await field.blur();
  return field;
}

const words = editingWords().reorder;
/** The list's files in the site's order, with their names, as the copy holds them. */
function inOrder(): Array<{ file: string; name: string; order?: number }> {
  const projectRoot = contentRoot();
  setContentRoot(copy.dir);
  const files = listFiles(faq.folder, '.yaml');
  setContentRoot(projectRoot);
  return inListOrder(
    files.map((file) => ({
      file,
      slug: path.basename(file, '.yaml'),
      name: String(read(file)[faq.nameField]),
      order: read(file).order,
    })),
  ).map(({ file, name, order }) => ({ file, name, order }));
}

const SHOTS = path.resolve('.e2e-artifacts/editor-thumbnail-shots');
const photoName = 'limonata-appena-scattata.jpg';

beforeAll(async () => {
  opened = await openEditingPage('editor-form');
  ({ copy, editor, page } = opened);
}, 180_000);

afterAll(() => opened?.close());

describe('numbers on the editing page', () => {
  it('shows the number of customers in Italian and saves «6.500» as 6500 in the file', async () => {
    const { count } = read('content/site.yaml').customers as { count: number };
    // About a third more (6.500 for the launch's 5.000): a change that needs no confirmation.
    const grown = Math.round((count * 1.3) / 100) * 100;
    await openEntry('#/collections/sito/entries/site');
    const field = page.getByLabel(countLabel, { exact: true });
    await field.waitFor();
    expect(await field.inputValue()).toBe(italian(count, true));
    expect(await field.getAttribute('inputmode')).toBe('decimal');
    await type(countLabel, italian(grown, true));
    await publishAndWait(page);
    expect(read('content/site.yaml').customers.count).toBe(grown);
    expect(runGit(copy.remote, ['show', '--numstat', '--format=', 'main']).trim().split('\t').slice(0, 2)).toEqual([
      '1',
      '1',
    ]);
  });

  it('asks before keeping a figure changed by more than half, and «No» puts the figure back', async () => {
    const { count } = read('content/site.yaml').customers as { count: number };
    await openEntry('#/collections/sito/entries/site');
    await page.getByLabel(countLabel, { exact: true }).waitFor();
    const field = await type(countLabel, '600');
    const question = page
      .getByRole('alert')
      .filter({ hasText: `Hai scritto 600 al posto di ${italian(count, true)}: è giusto?` });
    await question.waitFor();
    await question.getByRole('button', { name: `No, rimetti ${italian(count, true)}` }).click();
    expect(await question.count()).toBe(0);
    expect(await field.inputValue()).toBe(italian(count, true));
    expect(read('content/site.yaml').customers.count).toBe(count);
  });

  it('saves «0,5» as 0.5 once the editor confirms the change from the label’s 0,15', async () => {
    const { protein } = read('content/food-information.yaml').nutrition as { protein: number };
    await openEntry('#/collections/sito/entries/food-information');
    const field = page.getByLabel(proteinLabel, { exact: true });
    await field.waitFor();
    expect(await field.inputValue()).toBe(italian(protein, false));
    await type(proteinLabel, '0,5');
    const question = page
      .getByRole('alert')
      .filter({ hasText: `Hai scritto 0,5 al posto di ${italian(protein, false)}: è giusto?` });
    await question.waitFor();
    await question.getByRole('button', { name: 'Sì, è giusto' }).click();
    expect(await question.count()).toBe(0);
    await publishAndWait(page);
    expect(read('content/food-information.yaml').nutrition.protein).toBe(0.5);
  });

  it('refuses «1.25» where decimals are allowed, asking for «1,25», and saves nothing', async () => {
    await openEntry('#/collections/sito/entries/food-information');
    await page.getByLabel(proteinLabel, { exact: true }).waitFor();
    const field = await type(proteinLabel, '1.25');
    const message = page
      .getByRole('alert')
      .filter({ hasText: '«1.25»: in italiano i decimali si scrivono con la virgola. Scrivi «1,25».' });
    await message.waitFor();
    expect(await field.getAttribute('aria-invalid')).toBe('true');
    expect(read('content/food-information.yaml').nutrition.protein).toBe(0.5);
    expect(copy.git('status', '--porcelain')).toBe('');
  });
});

describe('a field left empty or too long on the editing page', () => {
  const badge = metaOf(schemaAt(uiSchema, ['sslBadge']))!;

  it('is refused in the content check’s words, naming the field, never in Decap’s capitals', async () => {
    const before = readFileSync(path.join(copy.dir, 'content/ui.yaml'), 'utf8');
    await openEntry('#/collections/sito/entries/ui');
    const field = page.getByLabel(badge.title, { exact: true });
    await field.waitFor();
    const long = 'x'.repeat(badge.max! + 6);
    await field.fill(long);
    await publish(page);
    const tooLong = notices(page)
      .getByRole('alert')
      .filter({
        hasText: `${badge.title}: è lungo ${long.length} caratteri, il massimo è ${badge.max}. Accorcialo di almeno 6 caratteri.`,
      });
    await tooLong.waitFor({ timeout: 60_000 });
    // As an editor empties it: all selected, then deleted.
    await field.click();
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.press('Backspace');
    await publish(page);
    const empty = notices(page)
      .getByRole('alert')
      .filter({ hasText: `${badge.title}: è vuoto.` });
    await empty.waitFor({ timeout: 60_000 });
    expect(await empty.textContent()).not.toMatch(/sslBadge|ui\.yaml/);
    expect(await page.getByText(/non corrisponde allo schema|è richiesto/i).count()).toBe(0);
    expect(readFileSync(path.join(copy.dir, 'content/ui.yaml'), 'utf8')).toBe(before);
    expect(copy.git('status', '--porcelain')).toBe('');
  });
});

describe('the entry the address names', () => {
  it('is the one in the form, whether opened by URL, typed in the address bar, or reached with Back and Forward', async () => {
    const projectRoot = contentRoot();
    setContentRoot(copy.dir);
    const [first, second] = listFiles(testimonials.folder, '.yaml')
      .slice(0, 2)
      .map((file) => ({ slug: path.basename(file, '.yaml'), name: String(read(file).name) }));
    setContentRoot(projectRoot);
    const nameLabel = metaOf(schemaAt(testimonials.item, ['name']))!.title;
    const shows = (name: string) =>
      until(
        async () =>
          (await page
            .getByLabel(nameLabel, { exact: true })
            .inputValue()
            .catch(() => '')) === name
            ? true
            : undefined,
        `the form of «${name}»`,
        60_000,
      );
    await openEntry(`#/collections/testimonials/entries/${first.slug}`);
    await shows(first.name);
    // Another entry's address, as typed in the address bar.
    await page.evaluate((slug) => (location.hash = `#/collections/testimonials/entries/${slug}`), second.slug);
    await shows(second.name);
    await page.goBack();
    await shows(first.name);
    expect(new URL(page.url()).hash).toBe(`#/collections/testimonials/entries/${first.slug}`);
    await page.goForward();
    await shows(second.name);
    expect(new URL(page.url()).hash).toBe(`#/collections/testimonials/entries/${second.slug}`);
  });
});

describe('«Riordina» on the editing page', () => {
  it('moves a question with the keyboard and publishes the whole new order in one commit named after the list', async () => {
    const before = inOrder();
    const [first, second] = before;
    const commits = Number(runGit(copy.remote, ['rev-list', '--count', 'main']).trim());
    const reorder = page.getByRole('button', { name: fill(words.button, { list: faq.title }), exact: true });
    await openEntry('#/collections/faq', reorder);
    await reorder.click();

    const dialog = page.getByRole('dialog', { name: fill(words.title, { list: faq.title }) });
    await dialog.waitFor();
    // The list in the site's order, each entry with its two buttons named after it.
    expect(await dialog.getByRole('listitem').allTextContents()).toEqual(
      before.map((entry, index) => expect.stringContaining(`${index + 1}.${entry.name}`)),
    );
    // The focus starts on the first entry's «Su»; Tab reaches its «Giù», Enter moves it down.
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe(
      fill(words.up, { name: first.name }),
    );
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe(
      fill(words.down, { name: first.name }),
    );
    await page.keyboard.press('Enter');
    await dialog
      .getByRole('status')
      .filter({ hasText: fill(words.moved, { name: first.name, position: '2', count: String(before.length) }) })
      .waitFor();
    // The focus stayed on the entry moved, now second.
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe(
      fill(words.down, { name: first.name }),
    );
    expect((await dialog.getByRole('listitem').allTextContents()).slice(0, 2)).toEqual([
      expect.stringContaining(second.name),
      expect.stringContaining(first.name),
    ]);

    await dialog.getByRole('button', { name: words.save, exact: true }).click();
    const item = fill(words.item, { list: faq.title });
    const notice = notices(page)
      .getByRole('status')
      .filter({ hasText: fill(words.done, { item }) });
    await notice.waitFor({ timeout: 120_000 });
    expect(await notice.textContent()).toContain('Pubblicato');
    expect(await dialog.count()).toBe(0);

    // Every question has its new position, in the order moved, and the site's order is the new one.
    const after = inOrder();
    expect(after.map((entry) => entry.file)).toEqual([
      second.file,
      first.file,
      ...before.slice(2).map((entry) => entry.file),
    ]);
    expect(after.map((entry) => entry.order)).toEqual(before.map((_entry, index) => index + 1));
    // One commit, on the remote too, named after the list and its editor; the working tree is clean.
    expect(Number(runGit(copy.remote, ['rev-list', '--count', 'main']).trim())).toBe(commits + 1);
    expect(runGit(copy.remote, ['log', '-1', '--format=%s|%an', 'main']).trim()).toBe(
      `${item}: modifica di Maria Rossi (pagina di modifica)|Maria Rossi`,
    );
    const changed = runGit(copy.remote, ['show', '--name-only', '--format=', 'main']).trim().split('\n').sort();
    expect(changed).toEqual(
      before
        .filter((entry) => entry.order !== after.findIndex((moved) => moved.file === entry.file) + 1)
        .map((entry) => entry.file)
        .sort(),
    );
    expect(copy.git('status', '--porcelain')).toBe('');
    await until(
      async () => ((await page.evaluate(() => document.activeElement?.id)) === 'riordina-apri' ? true : undefined),
      'the focus back on «Riordina»',
      5_000,
    );
  });
});

describe('a photo just uploaded on the editing page', () => {
  it('shows a freshly uploaded photo’s thumbnail in the form before publishing', async () => {
    const photoFile = path.join(mkdtempSync(path.join(tmpdir(), 'limenta-miniatura-')), photoName);
    writeFileSync(photoFile, await phonePhoto({ width: 1600, height: 1200 }));
    // As on the live site: the site's own picture addresses hold nothing of what is not yet published.
    await page.route(
      (url) => url.pathname.startsWith(PHOTO_PATH) || url.pathname.startsWith('/art/'),
      (route) => route.fulfill({ status: 404, body: '' }),
    );
    await openEntry('#/collections/recipes/new', page.getByRole('button', { name: "Scegli un'immagine" }));
    await uploadPicture(page, photoFile);
    rmSync(path.dirname(photoFile), { recursive: true, force: true });
    // The form, once the image field holds the new photo.
    const field = page.getByLabel(metaOf(schemaAt(recipes.item, ['image', 'alt']))!.title, { exact: true });
    await field.waitFor();
    // Every picture the page shows, the field's thumbnail among them, is drawn (none an empty frame).
    const pictures = page.locator('img:visible');
    await pictures.first().waitFor({ timeout: 30_000 });
    await page.waitForLoadState('networkidle');
    const drawn = await pictures.evaluateAll((images: HTMLImageElement[]) =>
      images.map((image) => image.complete && image.naturalWidth > 0),
    );
    expect(drawn.length).toBeGreaterThan(0);
    expect(drawn).not.toContain(false);
    mkdirSync(SHOTS, { recursive: true });
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await field.scrollIntoViewIfNeeded();
      await page.screenshot({ path: path.join(SHOTS, `miniatura-${width}.png`) });
    }
  });
});
