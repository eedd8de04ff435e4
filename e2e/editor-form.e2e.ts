import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { parse } from 'yaml';
import { testimonials } from '@/content/schemas/cards';
import { foodInformationSchema } from '@/content/schemas/food-information';
import { siteSchema, uiSchema } from '@/content/schemas/site';
import { metaOf, schemaAt } from '@/lib/content/meta';
import { listFiles, setContentRoot, contentRoot } from '@/lib/content/site-index';
import { runGit, type EditingCopy, type RunningEditor } from './support/editing-copy';
import { openEditingPage, type OpenEditingPage } from './support/editing-page';
import { until } from './support/local';

/**
 * The editing page's form (npm run edit), in Chromium, on a copy of the project: numbers typed as
 * Italians write them («6.500», «0,5») and stored in the file as real numbers (6500, 0.5); a figure
 * changed by more than half waits for the editor's answer on the page; a dot where decimals are
 * allowed is refused, asking for the comma; a field left empty or too long is refused in the content
 * check's words; the entry edited is always the one the address names.
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
const notices = () => page.getByRole('region', { name: 'Avvisi della pagina di modifica' });

/** Opens an entry afresh, as a new visit of its address (never a hash change from another entry: the page reloads on those). */
async function openEntry(hash: string) {
  await page.goto('about:blank');
  await page.goto(`${editor.url}${hash}`);
  await page.reload();
  const login = page.getByRole('button', { name: 'Accedi' });
  await login.or(page.getByRole('textbox').first()).first().waitFor({ timeout: 60_000 });
  if (await login.isVisible()) await login.click();
}

async function publishAndWait() {
  const before = await notices().getByText('Pubblicato', { exact: true }).count();
  await page.getByRole('button', { name: 'Pubblica', exact: true }).click();
  await page.getByText('Pubblica ora', { exact: true }).click();
  await until(
    async () => ((await notices().getByText('Pubblicato', { exact: true }).count()) > before ? true : undefined),
    'the «Pubblicato» notice',
    120_000,
  );
}

/** Types into a field and leaves it, as an editor does before looking at the next one. */
async function type(label: string, text: string) {
  const field = page.getByLabel(label, { exact: true });
  await field.fill(text);
  await field.blur();
  return field;
}

beforeAll(async () => {
  opened = await openEditingPage('editor-numbers');
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
    await publishAndWait();
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
    await publishAndWait();
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
    await page.getByRole('button', { name: 'Pubblica', exact: true }).click();
    await page.getByText('Pubblica ora', { exact: true }).click();
    const tooLong = notices()
      .getByRole('alert')
      .filter({
        hasText: `${badge.title}: è lungo ${long.length} caratteri, il massimo è ${badge.max}. Accorcialo di almeno 6 caratteri.`,
      });
    await tooLong.waitFor({ timeout: 60_000 });
    // As an editor empties it: all selected, then deleted.
    await field.click();
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.press('Backspace');
    await page.getByRole('button', { name: 'Pubblica', exact: true }).click();
    await page.getByText('Pubblica ora', { exact: true }).click();
    const empty = notices()
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
