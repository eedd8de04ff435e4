import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { parse } from 'yaml';
import { recipes } from '@/content/schemas/recipes';
import { testimonials } from '@/content/schemas/cards';
import { homeTestimonials } from '@/content/testimonials';
import { checkFile } from '@/lib/content/check';
import { metaOf, schemaAt } from '@/lib/content/meta';
import { openBrowser, type BrowserSession } from './support/browser';
import { freePort, until } from './support/local';
import { buildSecondSite } from './support/second-build';
import { startStaticServer } from './support/server';

/**
 * The editing page (npm run edit) as an editor uses it: change a home testimonial's text and add
 * a recipe through Decap CMS in Chromium, find both in the files, build the site again (into
 * .e2e-artifacts/editor-site) and see both on its pages. The files are put back afterwards.
 * The editor and the second site listen on free ports the system picks.
 */
const root = path.resolve(__dirname, '..');
const testimonial = homeTestimonials[0];
const testimonialFile = `content/testimonials/${testimonial.slug}.yaml`;
const newText = `${testimonial.text.replace(/[.!]$/, '')}, e lo consiglio a tutti.`;
const recipe = {
  name: 'Granita di Prova al Limone',
  description: 'Una granita al limone fatta in casa, con zucchero e qualche foglia di menta, mescolata a mano in freezer.',
  category: 'Dolce',
  prepMinutes: 15,
  cookMinutes: 5,
  servings: 6,
  benefits: ['Fresca d’estate', 'Pochi ingredienti', 'Senza gelatiera'],
  ingredients: ['250 ml di succo di limone', '100 g di zucchero', '500 ml di acqua'],
  steps: ["Sciogli lo zucchero nell'acqua calda e lascia raffreddare.", 'Unisci il succo, congela e gratta ogni 30 minuti.'],
  datePublished: '2025-07-01',
  keywords: ['granita al limone', 'granita fatta in casa'],
  image: { src: '/art/recipes/limonata-zenzero-miele.svg', alt: 'Una coppa di granita al limone con una foglia di menta.' },
};
const recipeFile = 'content/recipes/granita-di-prova-al-limone.yaml';
const originalTestimonial = readFileSync(path.join(root, testimonialFile), 'utf8');

/** The Italian name the editing page gives a field (from the schema, like the page itself). */
const label = (item: Parameters<typeof schemaAt>[0], key: string) => metaOf(schemaAt(item, [key]))?.title ?? key;
const recipeLabel = (key: keyof typeof recipe) => label(recipes.item, key);
type ListKey = 'benefits' | 'ingredients' | 'steps' | 'keywords';


function startEditor(): Promise<{ url: string; process: ChildProcess }> {
  const child = spawn(process.execPath, ['scripts/editor/server.mjs', '--no-preview'], { cwd: root, env: { ...process.env, EDIT_PORT: '0' }, stdio: ['ignore', 'pipe', 'inherit'] });
  return new Promise((resolve, reject) => {
    let output = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      output += String(chunk);
      const url = /(http:\/\/localhost:\d+\/admin\/)/.exec(output)?.[1];
      if (url) resolve({ url, process: child });
    });
    child.on('exit', (code) => reject(new Error(`The editing server exited (${code}): ${output}`)));
  });
}


/** Decap's own Italian: publish the entry now (the file is written at once). */
async function publish(page: Page) {
  await page.getByRole('button', { name: 'Pubblica', exact: true }).click();
  await page.getByText('Pubblica ora', { exact: true }).click();
}

/** Publishes and waits for Decap to confirm («Voce salvata»), so the next step starts from a settled page. */
async function publishAndWait(page: Page) {
  await publish(page);
  await page.getByText('Voce salvata').first().waitFor({ timeout: 60_000 });
}

/** Opens a view of the editing page afresh (a reload, so no earlier view's work can still change it). */
async function openView(page: Page, hash: string) {
  await page.goto(`${editor!.url}${hash}`);
  await page.reload();
  // Decap keeps the local login across reloads; if it asks again, log in.
  const login = page.getByRole('button', { name: 'Accedi' });
  await login.or(page.getByRole('textbox').first()).first().waitFor({ timeout: 60_000 });
  if (await login.isVisible()) await login.click();
}

async function fillList(page: Page, item: string, values: string[], noun: string) {
  for (const [index, value] of values.entries()) {
    await page.getByRole('button', { name: `Aggiungi ${noun}` }).click();
    await page.getByLabel(item, { exact: true }).nth(index).fill(value);
  }
}

let editor: { url: string; process: ChildProcess } | undefined;
let site: { url: string; process: ChildProcess } | undefined;
let browser: BrowserSession;

beforeAll(async () => {
  expect(existsSync(path.join(root, recipeFile))).toBe(false);
  editor = await startEditor();
  browser = await openBrowser({ width: 1280 });
});

afterAll(async () => {
  writeFileSync(path.join(root, testimonialFile), originalTestimonial);
  rmSync(path.join(root, recipeFile), { force: true });
  await browser?.close();
  editor?.process.kill();
  site?.process.kill();
});

describe('the editing page (npm run edit)', () => {
  let page: Page;

  beforeAll(async () => {
    page = await browser.context.newPage();
    await page.goto(editor!.url);
    await page.getByRole('button', { name: 'Accedi' }).click();
  });

  it('is in Italian, lists the collections by their Italian names, and is not indexed', async () => {
    await page.getByRole('link', { name: recipes.title, exact: true }).first().waitFor();
    expect(await page.locator('html').getAttribute('lang')).toBe('it');
    expect(await page.locator('meta[name="robots"]').getAttribute('content')).toContain('noindex');
    for (const collection of [testimonials, recipes]) expect(await page.getByRole('link', { name: collection.title, exact: true }).count()).toBeGreaterThan(0);
  });

  it("changes a home testimonial's text, saved to its file", async () => {
    await openView(page, `#/collections/testimonials/entries/${testimonial.slug}`);
    const text = page.getByLabel(label(testimonials.item, 'text'), { exact: true });
    await text.waitFor();
    expect(await text.inputValue()).toBe(testimonial.text);
    await text.fill(newText);
    await publishAndWait(page);
    const saved = await until(() => {
      const data = parse(readFileSync(path.join(root, testimonialFile), 'utf8'));
      return data.text === newText ? data : undefined;
    }, 'the testimonial file to change');
    expect(saved).toMatchObject({ name: testimonial.name, city: testimonial.city, rating: testimonial.rating });
    expect(checkFile(testimonialFile)).toEqual([]);
  });

  it('adds a recipe, saved as a new file that passes the content check', async () => {
    await openView(page, '#/collections/recipes/new');
    await page.getByLabel(recipeLabel('name'), { exact: true }).fill(recipe.name);
    await page.getByLabel(recipeLabel('description'), { exact: true }).fill(recipe.description);
    await page.getByLabel(recipeLabel('category'), { exact: true }).click();
    await page.getByRole('option', { name: recipe.category, exact: true }).click();
    for (const key of ['prepMinutes', 'cookMinutes', 'servings'] as const) await page.getByLabel(recipeLabel(key), { exact: true }).fill(String(recipe[key]));
    const listItem = (key: ListKey) => metaOf(schemaAt(recipes.item, [key, 0]))!.title;
    const noun = (key: ListKey) => metaOf(schemaAt(recipes.item, [key]))!.itemNoun!;
    for (const key of ['benefits', 'ingredients', 'steps', 'keywords'] as const) await fillList(page, listItem(key), recipe[key], noun(key));
    await page.getByLabel(recipeLabel('datePublished'), { exact: true }).fill(recipe.datePublished);
    // The drawing is picked from the media library, which opens on public/art/recipes.
    await page.getByRole('button', { name: "Scegli un'immagine" }).click();
    await page.getByText(path.basename(recipe.image.src), { exact: true }).click();
    await page.getByRole('button', { name: 'Prendi selezionato' }).click();
    await page.getByLabel(metaOf(schemaAt(recipes.item, ['image', 'alt']))!.title, { exact: true }).fill(recipe.image.alt);
    await publishAndWait(page);
    const saved = await until(() => (existsSync(path.join(root, recipeFile)) ? parse(readFileSync(path.join(root, recipeFile), 'utf8')) : undefined), `${recipeFile} to be written`);
    expect(saved).toEqual(recipe);
    expect(checkFile(recipeFile)).toEqual([]);
  });

  it('refuses to save what the content check rejects, with its Italian message', async () => {
    await openView(page, `#/collections/recipes/entries/${path.basename(recipeFile, '.yaml')}`);
    const description = page.getByLabel(recipeLabel('description'), { exact: true });
    await description.waitFor();
    await description.fill(`${recipe.description} TODO`);
    await publish(page);
    await page.getByText(/segnaposto «TODO»/).waitFor();
    expect(parse(readFileSync(path.join(root, recipeFile), 'utf8')).description).toBe(recipe.description);
  });
});

describe('the site built after the edits', () => {
  beforeAll(async () => {
    const exportDir = buildSecondSite('editor');
    site = await startStaticServer(await freePort(), exportDir);
  }, 600_000);

  it('shows the new testimonial text on the home page and the new recipe on /ricette-salutari', async () => {
    const page = await browser.context.newPage();
    try {
      await page.goto(`${site!.url}/`);
      expect(await page.getByText(newText).count()).toBeGreaterThan(0);
      await page.goto(`${site!.url}/ricette-salutari`);
      expect(await page.getByRole('heading', { level: 3, name: recipe.name }).count()).toBe(1);
      expect(await page.locator('article', { hasText: recipe.name }).textContent()).toContain(recipe.description);
    } finally {
      await page.close();
    }
  });

  it('has nothing of the editing page in it, nor has the published site', () => {
    for (const folder of ['out', '.e2e-artifacts/editor-site']) {
      const files = readdirSync(path.join(root, folder), { recursive: true }).map(String);
      expect(files.filter((file) => /admin|decap|config\.js$/i.test(file))).toEqual([]);
      expect(readFileSync(path.join(root, folder, 'sitemap.xml'), 'utf8')).not.toMatch(/admin/);
    }
  });
});
