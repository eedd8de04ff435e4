import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { parse } from 'yaml';
import { faq } from '@/content/schemas/cards';
import { inListOrder } from '@/lib/content/collection';
import { editingWords } from '@/lib/content/editing';
import { listFiles, setContentRoot, contentRoot } from '@/lib/content/site-index';
import { runGit, type EditingCopy, type RunningEditor } from './support/editing-copy';
import { openEditingPage, type OpenEditingPage } from './support/editing-page';
import { until } from './support/local';

/**
 * «Riordina» on the editing page (npm run edit), in Chromium, on a copy of the project with a bare
 * remote: a list's entries moved with the keyboard, then the whole new order published in one save,
 * one commit named after the list.
 */
let copy: EditingCopy;
let editor: RunningEditor;
let page: Page;
let opened: OpenEditingPage;

const words = editingWords().reorder;
const fill = (template: string, values: Record<string, string>) =>
  template.replace(/\{(\w+)\}/g, (whole, key: string) => values[key] ?? whole);
const read = (file: string) =>
  parse(readFileSync(path.join(copy.dir, file), 'utf8')) as Record<string, unknown> & { order?: number };

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

beforeAll(async () => {
  opened = await openEditingPage('editor-reorder');
  ({ copy, editor, page } = opened);
}, 180_000);

afterAll(() => opened?.close());

it('moves a question with the keyboard and publishes the whole new order in one commit named after the list', async () => {
  const before = inOrder();
  const [first, second] = before;
  const commits = Number(runGit(copy.remote, ['rev-list', '--count', 'main']).trim());
  await page.goto(`${editor.url}#/collections/faq`);
  const login = page.getByRole('button', { name: 'Accedi' });
  await login
    .or(page.getByRole('button', { name: fill(words.button, { list: faq.title }), exact: true }))
    .first()
    .waitFor({ timeout: 60_000 });
  if (await login.isVisible()) await login.click();
  await page.getByRole('button', { name: fill(words.button, { list: faq.title }), exact: true }).click();

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
  const notice = page
    .getByRole('region', { name: 'Avvisi della pagina di modifica' })
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
