import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { recipes } from '@/content/schemas/recipes';
import { metaOf, schemaAt } from '@/lib/content/meta';
import { PHOTO_PATH } from '@/lib/photos';
import { phonePhoto } from '../scripts/lib/test-photo.mjs';
import { type RunningEditor } from './support/editing-copy';
import { openEditingPage, uploadPicture, type OpenEditingPage } from './support/editing-page';

/**
 * A photo just uploaded on the editing page shows its thumbnail before anything is published. On
 * the live site (/admin/ on the request service's origin) the site's own /foto/ and /art/ addresses
 * serve only the built site (AVIF and WebP made at the last build): the page must show its pictures
 * from its own folder, /admin/foto/ and /admin/art/, which the live site serves behind the login
 * like the rest of the page. Here on `npm run edit`, with the site's addresses answering nothing as
 * on the live site. Photographed at 390 and 1280 px into .e2e-artifacts/editor-thumbnail-shots/.
 */
const SHOTS = path.resolve('.e2e-artifacts/editor-thumbnail-shots');
const photoName = 'limonata-appena-scattata.jpg';
let opened: OpenEditingPage;
let editor: RunningEditor;
let page: Page;
let photoFile: string;

beforeAll(async () => {
  opened = await openEditingPage('editor-thumbnail');
  ({ editor, page } = opened);
  photoFile = path.join(mkdtempSync(path.join(tmpdir(), 'limenta-miniatura-')), photoName);
  writeFileSync(photoFile, await phonePhoto({ width: 1600, height: 1200 }));
  // As on the live site: the site's own picture addresses hold nothing of what is not yet published.
  await page.route(
    (url) => url.pathname.startsWith(PHOTO_PATH) || url.pathname.startsWith('/art/'),
    (route) => route.fulfill({ status: 404, body: '' }),
  );
}, 180_000);

afterAll(async () => {
  await opened?.close();
  if (photoFile) rmSync(path.dirname(photoFile), { recursive: true, force: true });
});

it('shows a freshly uploaded photo’s thumbnail in the form before publishing', async () => {
  await page.goto(`${editor.url}#/collections/recipes/new`);
  const login = page.getByRole('button', { name: 'Accedi' });
  const choose = page.getByRole('button', { name: "Scegli un'immagine" });
  await login.or(choose).first().waitFor({ timeout: 60_000 });
  if (await login.isVisible()) await login.click();
  await uploadPicture(page, photoFile);
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
