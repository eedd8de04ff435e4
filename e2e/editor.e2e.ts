import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { parse } from 'yaml';
import { recipes } from '@/content/schemas/recipes';
import { testimonials } from '@/content/schemas/cards';
import { checkFile } from '@/lib/content/check';
import { metaOf, schemaAt } from '@/lib/content/meta';
import { contentRoot, setContentRoot } from '@/lib/content/site-index';
import { CAMERA_SERIAL, phonePhoto, withCameraData } from '../scripts/lib/test-photo.mjs';
import { openBrowser, type BrowserSession } from './support/browser';
import {
  buildCopy,
  makeEditingCopy,
  runGit,
  serveCopy,
  startEditor,
  type EditingCopy,
  type RunningEditor,
} from './support/editing-copy';
import { notices, openView, publish, publishAndWait, uploadPicture } from './support/editing-page';

/**
 * The editing page (npm run edit) as an editor uses it, in Chromium, on a copy of the project whose
 * remote is a local bare repository: the name asked once; a home testimonial's text changed (one
 * value, one file, published with a commit naming it and the editor); a recipe added with a photo
 * straight from a phone (a 4032 × 3024 JPG of about 3 MB, lying down with the note to turn it, and
 * where it was taken), uploaded and used in the same save, and published upright without its
 * metadata; a mistake refused with a plain Italian notice that stays until closed; a drawing with a
 * script refused the same way. Then the copy is built and
 * served: the new text and recipe are on the site, the recipe page shows the photo as AVIF and
 * loads at most 50 KB of image on a 390 px phone.
 */
let copy: EditingCopy;
let editor: RunningEditor;
let browser: BrowserSession;
let photoFile: string;
const EDITOR_NAME = 'Maria Rossi';

const recipe = {
  name: 'Granita di Prova al Limone',
  description:
    'Una granita al limone fatta in casa, con zucchero e qualche foglia di menta, mescolata a mano in freezer.',
  category: 'Dolce',
  prepMinutes: 15,
  cookMinutes: 5,
  servings: 6,
  benefits: ['Fresca d’estate', 'Pochi ingredienti', 'Senza gelatiera'],
  ingredients: ['250 ml di succo di limone', '100 g di zucchero', '500 ml di acqua'],
  steps: [
    "Sciogli lo zucchero nell'acqua calda e lascia raffreddare.",
    'Unisci il succo, congela e gratta ogni 30 minuti.',
  ],
  datePublished: '2025-07-01',
  keywords: ['granita al limone', 'granita fatta in casa'],
  alt: 'Una coppa di granita al limone con una foglia di menta.',
};
const recipeFile = 'content/recipes/granita-di-prova-al-limone.yaml';
const photoName = 'granita-dal-telefono.jpg';

/** The Italian name the editing page gives a field (from the schema, like the page itself). */
const label = (item: Parameters<typeof schemaAt>[0], key: string) => metaOf(schemaAt(item, [key]))?.title ?? key;
const recipeLabel = (key: string) => label(recipes.item, key);
type ListKey = 'benefits' | 'ingredients' | 'steps' | 'keywords';

const firstTestimonial = () => {
  const file = readdirSync(path.join(copy.dir, 'content/testimonials'))
    .filter((name) => name.endsWith('.yaml'))
    .sort()[0];
  return { file: `content/testimonials/${file}`, slug: file.replace(/\.yaml$/, '') };
};

async function fillList(page: Page, item: string, values: string[], noun: string) {
  for (const [index, value] of values.entries()) {
    await page.getByRole('button', { name: `Aggiungi ${noun}` }).click();
    await page.getByLabel(item, { exact: true }).nth(index).fill(value);
  }
}

const projectRoot = contentRoot();

beforeAll(async () => {
  copy = makeEditingCopy('editor-page');
  // The checks this file runs read the copy, where the editing page writes.
  setContentRoot(copy.dir);
  editor = await startEditor(copy.dir);
  browser = await openBrowser({ width: 1280 });
  photoFile = path.join(mkdtempSync(path.join(tmpdir(), 'limenta-foto-')), photoName);
  writeFileSync(photoFile, await withCameraData(await phonePhoto()));
}, 180_000);

afterAll(async () => {
  setContentRoot(projectRoot);
  await browser?.close();
  await editor?.stop();
  copy?.remove();
  rmSync(path.dirname(photoFile), { recursive: true, force: true });
});

describe('the editing page (npm run edit)', () => {
  let page: Page;

  beforeAll(async () => {
    page = await browser.context.newPage();
  });

  it('asks the editor’s name once, in Italian, and says whose name the publications carry', async () => {
    await page.goto(editor.url);
    await page.getByRole('heading', { name: 'La pagina di modifica di Limenta' }).waitFor();
    await page.getByRole('button', { name: 'Continua' }).click();
    expect(await page.getByRole('alert').textContent()).toBe('Scrivi il tuo nome per continuare.');
    await page.getByLabel('Nome e cognome').fill(EDITOR_NAME);
    await page.getByRole('button', { name: 'Continua' }).click();
    await page.getByRole('button', { name: 'Accedi' }).click();
    await page.reload();
    await page.getByRole('link', { name: recipes.title, exact: true }).first().waitFor({ timeout: 60_000 });
    expect(await page.getByRole('heading', { name: 'La pagina di modifica di Limenta' }).count()).toBe(0);
    expect(await page.getByText(`Pubblichi come ${EDITOR_NAME}`).count()).toBe(1);
  });

  it('is in Italian, lists the collections by their Italian names, and is not indexed', async () => {
    expect(await page.locator('html').getAttribute('lang')).toBe('it');
    expect(await page.locator('meta[name="robots"]').getAttribute('content')).toContain('noindex');
    for (const collection of [testimonials, recipes])
      expect(await page.getByRole('link', { name: collection.title, exact: true }).count()).toBeGreaterThan(0);
  });

  it("changes a home testimonial's text: that value and nothing else in its file, published naming the entry and the editor", async () => {
    const { file, slug } = firstTestimonial();
    const before = parse(readFileSync(path.join(copy.dir, file), 'utf8'));
    const newText = `${String(before.text).replace(/[.!]$/, '')}, e lo consiglio a tutti.`;
    await openView(page, `${editor.url}#/collections/testimonials/entries/${slug}`);
    const text = page.getByLabel(label(testimonials.item, 'text'), { exact: true });
    await text.waitFor();
    await text.fill(newText);
    await publishAndWait(page);
    const after = parse(readFileSync(path.join(copy.dir, file), 'utf8'));
    expect(after).toEqual({ ...before, text: newText });
    expect(Object.keys(after)).toEqual(Object.keys(before));
    expect(checkFile(file)).toEqual([]);
    const [added, , changedFile] = runGit(copy.remote, ['show', '--numstat', '--format=', 'main']).trim().split('\t');
    expect([added, changedFile]).toEqual(['1', file]);
    expect(runGit(copy.remote, ['log', '-1', '--format=%s|%an', 'main']).trim()).toBe(
      `Testimonianza «${before.name}»: modifica di ${EDITOR_NAME} (pagina di modifica)|${EDITOR_NAME}`,
    );
  });

  it('adds a recipe with a photo from a phone, uploaded and used in the same save', async () => {
    await openView(page, `${editor.url}#/collections/recipes/new`);
    await page.getByLabel(recipeLabel('name'), { exact: true }).fill(recipe.name);
    await page.getByLabel(recipeLabel('description'), { exact: true }).fill(recipe.description);
    await page.getByLabel(recipeLabel('category'), { exact: true }).click();
    await page.getByRole('option', { name: recipe.category, exact: true }).click();
    for (const key of ['prepMinutes', 'cookMinutes', 'servings'] as const)
      await page.getByLabel(recipeLabel(key), { exact: true }).fill(String(recipe[key]));
    const listItem = (key: ListKey) => metaOf(schemaAt(recipes.item, [key, 0]))!.title;
    const noun = (key: ListKey) => metaOf(schemaAt(recipes.item, [key]))!.itemNoun!;
    for (const key of ['benefits', 'ingredients', 'steps', 'keywords'] as const)
      await fillList(page, listItem(key), recipe[key], noun(key));
    await page.getByLabel(recipeLabel('datePublished'), { exact: true }).fill(recipe.datePublished);
    // The picture: the media library opens on the photos' folder; «Carica» takes the phone's JPG.
    await uploadPicture(page, photoFile);
    await page.getByLabel(metaOf(schemaAt(recipes.item, ['image', 'alt']))!.title, { exact: true }).fill(recipe.alt);
    await publishAndWait(page);
    const saved = parse(readFileSync(path.join(copy.dir, recipeFile), 'utf8'));
    const { alt, ...fields } = recipe;
    expect(saved).toEqual({ ...fields, image: { src: `/foto/${photoName}`, alt } });
    expect(checkFile(recipeFile)).toEqual([]);
    const published = runGit(copy.remote, ['show', '--name-only', '--format=%s', 'main']).trim().split('\n');
    expect(published[0]).toBe(`Ricetta «${recipe.name}»: aggiunta di ${EDITOR_NAME} (pagina di modifica)`);
    expect(published).toEqual(expect.arrayContaining([recipeFile, `content/foto/${photoName}`]));
    // The phone's file told where it was taken and lay on its side; the published one is upright and tells nothing.
    const original = await sharp(readFileSync(photoFile)).metadata();
    expect([original.width, original.height, original.orientation, original.exif?.includes(CAMERA_SERIAL)]).toEqual([
      4032,
      3024,
      6,
      true,
    ]);
    const sent = execFileSync('git', ['show', `main:content/foto/${photoName}`], {
      cwd: copy.remote,
      maxBuffer: 64 * 1024 * 1024,
    });
    expect(sent.includes(CAMERA_SERIAL)).toBe(false);
    const { format, width, height, orientation, exif, xmp, iptc } = await sharp(sent).metadata();
    expect({ format, width, height, orientation, exif, xmp, iptc }).toEqual({
      format: 'jpeg',
      width: 3024,
      height: 4032,
      orientation: undefined,
      exif: undefined,
      xmp: undefined,
      iptc: undefined,
    });
    expect(readFileSync(path.join(copy.dir, 'content/foto', photoName)).equals(sent)).toBe(true);
  });

  it('refuses what the content check rejects with a plain Italian notice that stays until closed, and saves nothing', async () => {
    await openView(page, `${editor.url}#/collections/recipes/entries/${path.basename(recipeFile, '.yaml')}`);
    const description = page.getByLabel(recipeLabel('description'), { exact: true });
    await description.waitFor();
    await description.fill(`${recipe.description} TODO`);
    await publish(page);
    const notice = notices(page).getByRole('alert').filter({ hasText: 'segnaposto «TODO»' });
    await notice.waitFor({ timeout: 60_000 });
    const text = (await notice.textContent())!;
    expect(text).toMatch(/^Non salvato/);
    expect(text).toContain(`Ricetta «${recipe.name}», ${recipeLabel('description')}: contiene il segnaposto «TODO»`);
    expect(text).not.toMatch(/API_ERROR|content\/|\.yaml|description \(|:\d+ ›/);
    // Decap's own notices vanished after 8.5 s; this one is still there.
    await page.waitForTimeout(10_000);
    expect(await notice.isVisible()).toBe(true);
    await notice.getByRole('button', { name: /^Chiudi/ }).click();
    expect(await notice.count()).toBe(0);
    expect(parse(readFileSync(path.join(copy.dir, recipeFile), 'utf8')).description).toBe(recipe.description);
    expect(copy.git('status', '--porcelain')).toBe('');
  });

  it('refuses a drawing with a script in it, naming what it found in a notice that stays, and keeps nothing', async () => {
    // A drawing that, opened on the editing page's address, would read and save through its file API.
    const hostile = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100" onload="fetch('/api/v1', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ action: 'getEntry', params: { path: 'content/site.yaml' } }) })"><circle cx="50" cy="50" r="40" fill="#F6D23A"/></svg>`;
    await openView(page, `${editor.url}#/collections/recipes`);
    await page.getByRole('button', { name: 'Media', exact: true }).click();
    const chooser = page.waitForEvent('filechooser');
    await page.getByText('Carica', { exact: true }).click();
    await (
      await chooser
    ).setFiles({ name: 'disegno-con-script.svg', mimeType: 'image/svg+xml', buffer: Buffer.from(hostile) });
    const notice = notices(page).getByRole('alert').filter({ hasText: 'disegno-con-script.svg' });
    await notice.waitFor({ timeout: 60_000 });
    const text = (await notice.textContent())!;
    expect(text).toMatch(/^Non salvatoImmagine non caricata \(disegno-con-script\.svg\): /);
    expect(text).toContain('onload="fetch(');
    expect(text).not.toMatch(/API_ERROR|public\/art/);
    expect(existsSync(path.join(copy.dir, 'public/art/disegno-con-script.svg'))).toBe(false);
    expect(copy.git('status', '--porcelain')).toBe('');
    // Told above the media library, still open: the editor reads it and closes it there (a click
    // waits for nothing to cover the button).
    await notice.getByRole('button', { name: /^Chiudi/ }).click({ timeout: 5_000 });
    expect(await notice.count()).toBe(0);
  });
});

describe('the site built from the published edits', () => {
  let site: { url: string; stop: () => void };

  beforeAll(async () => {
    buildCopy(copy.dir);
    site = await serveCopy(copy.dir);
  }, 900_000);

  afterAll(() => site?.stop());

  it('shows the new testimonial text on the home page and the new recipe on /ricette-salutari', async () => {
    const { file } = firstTestimonial();
    const { text } = parse(readFileSync(path.join(copy.dir, file), 'utf8'));
    const page = await browser.context.newPage();
    try {
      await page.goto(`${site.url}/`);
      expect(await page.getByText(text.replace(/'/g, '’')).count()).toBeGreaterThan(0);
      await page.goto(`${site.url}/ricette-salutari`);
      expect(await page.getByRole('heading', { level: 3, name: recipe.name }).count()).toBe(1);
    } finally {
      await page.close();
    }
  });

  it.each([1, 3])(
    'the recipe page with the phone photo loads at most 50 KB of image on a 390 px phone (%i× pixels), as AVIF',
    async (scale) => {
      const phone = await openBrowser({ width: 390, deviceScaleFactor: scale });
      const page = await phone.context.newPage();
      const images: Array<{ url: string; bytes: number; type: string }> = [];
      page.on('response', async (response) => {
        if (response.request().resourceType() !== 'image') return;
        images.push({
          url: response.url(),
          bytes: (await response.body()).length,
          type: response.headers()['content-type'] ?? '',
        });
      });
      try {
        await page.goto(`${site.url}/ricette-salutari/granita-di-prova-al-limone`, { waitUntil: 'networkidle' });
        const hero = page.getByRole('img', { name: recipe.alt });
        expect(await hero.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);
        const photo = images.filter((image) => image.url.includes('/foto/'));
        expect(photo).toHaveLength(1);
        expect(photo[0].type).toBe('image/avif');
        const total = images.reduce((sum, image) => sum + image.bytes, 0);
        expect(total).toBeLessThanOrEqual(50 * 1024);
        expect(images.some((image) => image.url.endsWith('.jpg'))).toBe(false);
      } finally {
        await phone.close();
      }
    },
  );

  it('gives search engines the recipe’s pictures made from the same photo, as JPEGs', async () => {
    const html = await (await fetch(`${site.url}/ricette-salutari/granita-di-prova-al-limone`)).text();
    const recipeData = [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)]
      .map(([, json]) => JSON.parse(json))
      .flatMap((data) => (Array.isArray(data['@graph']) ? data['@graph'] : [data]))
      .find((item) => item['@type'] === 'Recipe');
    expect(recipeData.image.length).toBeGreaterThan(0);
    for (const url of recipeData.image as string[]) {
      expect(url).toMatch(/\.jpg$/);
      const response = await fetch(`${site.url}${new URL(url).pathname}`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('image/jpeg');
    }
  });

  it('has nothing of the editing page in it, nor the phone’s original photo', () => {
    const files = readdirSync(path.join(copy.dir, 'out'), { recursive: true }).map(String);
    expect(files.filter((file) => /admin|decap|config\.js$/i.test(file))).toEqual([]);
    expect(files.filter((file) => file.endsWith(photoName))).toEqual([]);
    expect(readFileSync(path.join(copy.dir, 'out', 'sitemap.xml'), 'utf8')).not.toMatch(/admin/);
  });
});
