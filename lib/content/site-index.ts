import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { aliases, LEGAL_FILES, routes } from '@/content/routes';
import { outlineMarkdown } from './markdown';

/**
 * What the checks need to know about the rest of the site: which pages exist, which anchors
 * each page has, which files are in public/. Read from disk when asked (never bundled: only
 * the content checks, the editing page and the tests use it).
 */

let root = process.cwd();

/** The project folder the checks read; the tests point it at a temporary copy. */
export function setContentRoot(folder: string): void {
  root = folder;
}

export function contentRoot(): string {
  return root;
}

export const RECIPE_ANCHOR_PREFIX = 'ricetta-';

const RECIPES_ROUTE = '/ricette-salutari';

/** The recipe a page address belongs to (/ricette-salutari/<file name>), if its file exists. */
function recipeFileOf(pathOnly: string): string | undefined {
  const slug = pathOnly.startsWith(`${RECIPES_ROUTE}/`) ? pathOnly.slice(RECIPES_ROUTE.length + 1) : '';
  const file = `content/recipes/${slug}.yaml`;
  return /^[a-z0-9-]+$/.test(slug) && existsSync(path.join(root, file)) ? file : undefined;
}

/** A page of the site: a route of content/routes.ts, an old address, or a recipe's own page. */
export function isKnownPath(pathOnly: string): boolean {
  return (
    (routes as readonly string[]).includes(pathOnly) || pathOnly in aliases || recipeFileOf(pathOnly) !== undefined
  );
}

/** The ids written in source files (id="…"). */
function literalIds(...files: string[]): string[] {
  return files.flatMap((file) =>
    [...(readIfExists(file) ?? '').matchAll(/\bid="([A-Za-z0-9_-]+)"/g)].map((match) => match[1]),
  );
}

function readIfExists(file: string): string | null {
  const full = path.join(root, file);
  return existsSync(full) ? readFileSync(full, 'utf8') : null;
}

/** The anchors (#…) a page offers: legal sections, recipe cards, and the ids written in its route file. */
export function anchorsOf(route: string): string[] {
  const target = (aliases as Record<string, string>)[route] ?? route;
  const legal = (LEGAL_FILES as Record<string, string>)[target];
  if (legal) {
    const source = readIfExists(legal) ?? '';
    const body = source.replace(/^---\r?\n[\s\S]*?\r?\n---\r?\n?/, '');
    return outlineMarkdown(body).headings.flatMap((heading) => (heading.id ? [heading.id] : []));
  }
  const recipe = recipeFileOf(target);
  if (recipe) {
    // A recipe page: its sections, and one anchor per step ("passo-2", from labels.stepAnchor).
    const steps =
      (readIfExists(recipe) ?? '').match(/^steps:\n((?:(?: {2}- | {4}).*\n)*)/m)?.[1].match(/^ {2}- /gm)?.length ?? 0;
    const template =
      /^ {2}stepAnchor: (.*)$/m.exec(readIfExists('content/pages/ricette-salutari.yaml') ?? '')?.[1].trim() ??
      'passo-{number}';
    const components = listFiles('components/sections').filter((file) => /\/Recipe\w*\.tsx$/.test(file));
    return [
      ...literalIds(...components),
      ...Array.from({ length: steps }, (_, index) => template.replace('{number}', String(index + 1))),
    ];
  }
  const anchors: string[] = [];
  if (target === '/ricette-salutari') {
    anchors.push(
      ...listFiles('content/recipes', '.yaml').map((file) => RECIPE_ANCHOR_PREFIX + path.basename(file, '.yaml')),
    );
  }
  anchors.push(...literalIds(path.join('app', target === '/' ? '' : target, 'page.tsx')));
  return anchors;
}

export function publicFileExists(src: string): boolean {
  const file = path.join(root, 'public', decodeURI(src.split(/[?#]/)[0]));
  return file.startsWith(path.join(root, 'public')) && existsSync(file) && statSync(file).isFile();
}

/** The files of a folder under the project with the given extension, sorted, as project-relative paths. */
export function listFiles(folder: string, extension?: string): string[] {
  const full = path.join(root, folder);
  if (!existsSync(full)) return [];
  return readdirSync(full, { withFileTypes: true })
    .filter((entry) => entry.isFile() && (!extension || entry.name.endsWith(extension)))
    .map((entry) => `${folder}/${entry.name}`)
    .sort();
}

/** Images an editor can pick: every file under public/art, as site paths ("/art/lemon.svg"). */
export function publicImages(): string[] {
  return listFiles('public/art').map((file) => file.slice('public'.length));
}
