import path from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { openBrowser, type BrowserSession } from './browser';
import { makeEditingCopy, startEditor, type EditingCopy, type RunningEditor } from './editing-copy';
import { until } from './local';

export interface OpenEditingPage {
  copy: EditingCopy;
  editor: RunningEditor;
  browser: BrowserSession;
  page: Page;
  /** Closes the browser, stops the editing page and removes the copy. */
  close: () => Promise<void>;
}

/** `npm run edit` on a fresh copy (with its bare remote), open in Chromium with the editor's name given once. */
export async function openEditingPage(
  name: string,
  options: { width?: number; editorName?: string } = {},
): Promise<OpenEditingPage> {
  const copy = makeEditingCopy(name);
  const editor = await startEditor(copy.dir);
  const browser = await openBrowser({ width: options.width ?? 1280 });
  const page = await browser.context.newPage();
  await page.goto(editor.url);
  await page.getByLabel('Nome e cognome').fill(options.editorName ?? 'Maria Rossi');
  await page.getByRole('button', { name: 'Continua' }).click();
  return {
    copy,
    editor,
    browser,
    page,
    close: async () => {
      await browser.close();
      await editor.stop();
      copy.remove();
    },
  };
}

/**
 * An image field's «Scegli un'immagine», then «Carica» with a file of this computer and «Prendi
 * selezionato», as an editor does it: the media library opens on the field's folder.
 */
export async function uploadPicture(page: Page, file: string): Promise<void> {
  const name = path.basename(file);
  await page.getByRole('button', { name: "Scegli un'immagine" }).click();
  const chooser = page.waitForEvent('filechooser');
  await page.getByText('Carica', { exact: true }).click();
  await (await chooser).setFiles(file);
  await page.getByText(name, { exact: true }).first().waitFor({ timeout: 60_000 });
  // Decap selects a file just uploaded; otherwise a click selects it.
  const choose = page.getByRole('button', { name: 'Prendi selezionato' });
  if (await choose.isDisabled()) await page.getByText(name, { exact: true }).first().click();
  await choose.click();
}

/** The notices of the editing page (scripts/editor/editing-page.js). */
export const notices = (page: Page) => page.getByRole('region', { name: 'Avvisi della pagina di modifica' });

/** «Pubblica» → «Pubblica ora», as Decap words it in Italian. */
export async function publish(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Pubblica', exact: true }).click();
  await page.getByText('Pubblica ora', { exact: true }).click();
}

/** Publishes and waits for the page's notice that the change went out. */
export async function publishAndWait(page: Page): Promise<void> {
  const published = () => notices(page).getByText('Pubblicato', { exact: true }).count();
  const before = await published();
  await publish(page);
  await until(async () => ((await published()) > before ? true : undefined), 'the «Pubblicato» notice', 120_000);
}

/**
 * Opens an address of the editing page afresh: a new visit (never a hash change from another entry,
 * on which the page reloads) and a reload, so no earlier view's work can still change it; then
 * Decap's «Accedi» if it asks, until `ready` shows.
 */
export async function openView(page: Page, url: string, ready: Locator = page.getByRole('textbox').first()) {
  await page.goto('about:blank');
  await page.goto(url);
  await page.reload();
  const login = page.getByRole('button', { name: 'Accedi' });
  await login.or(ready).first().waitFor({ timeout: 60_000 });
  if (await login.isVisible()) await login.click();
}
