import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { contentFiles, expectedCounts } from '@/content/index';
import { aliases } from '@/content/routes';
import { RECIPE_ART } from './recipe-images';
import { isSitePage } from './site-pages';

export interface ContentProblem {
  file: string;
  field: string;
  message: string;
}

const PLACEHOLDER = /\b(lorem ipsum|todo|tbd|xxx)\b/i;
const EXTERNAL = /^(https?:|mailto:|tel:)/;
const DESCRIPTION_LENGTH = { min: 70, max: 160 };
/** Fields that become a page's meta description: content/pages.ts, and each recipe's description. */
const META_DESCRIPTION = /^(pages\.[^.]+|recipes\[\d+\])\.description$/;
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
/** Whole numbers: minutes may be 0 (no cooking), the others start at 1. */
const WHOLE_NUMBERS: Record<string, number> = { prepMinutes: 0, cookMinutes: 0, servings: 1, caloriesPerServing: 1 };

function isInternalTarget(href: string): boolean {
  const pathOnly = href.split(/[?#]/)[0] || '/';
  return isSitePage(pathOnly) || pathOnly in aliases;
}

function publicFileExists(src: string): boolean {
  return existsSync(path.join(process.cwd(), 'public', src));
}

/** Walks one value and reports every rule it breaks, naming the field by its path. */
function checkValue(file: string, field: string, key: string, value: unknown, problems: ContentProblem[]): void {
  const report = (message: string) => problems.push({ file, field, message });

  if (typeof value === 'string') {
    if (value.trim() === '') report('è vuoto');
    else if (PLACEHOLDER.test(value)) report(`contiene un segnaposto: "${value}"`);
    if (key === 'href' && value.startsWith('/') && !isInternalTarget(value)) {
      report(`punta a "${value}", che non è una pagina del sito (vedi content/routes.ts)`);
    }
    if (key === 'href' && !value.startsWith('/') && !value.startsWith('#') && !EXTERNAL.test(value)) {
      report(`"${value}" non è un link valido: usa un percorso come /contatti, mailto: o https://`);
    }
    if (key === 'src' && value.startsWith('/') && !publicFileExists(value)) {
      report(`l'immagine "${value}" non esiste in public/`);
    }
    if ((key === 'date' || key === 'datePublished') && !(/^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(value)))) {
      report(`"${value}" non è una data valida: scrivila come AAAA-MM-GG, per esempio 2025-03-12`);
    }
    if (key === 'slug' && !SLUG.test(value)) {
      report(`"${value}" non va bene come indirizzo: usa parole minuscole senza accenti unite da trattini, per esempio torta-di-mele`);
    }
    if (key === 'description' && META_DESCRIPTION.test(field)) {
      const { min, max } = DESCRIPTION_LENGTH;
      if (value.length < min || value.length > max) report(`deve avere da ${min} a ${max} caratteri (ne ha ${value.length})`);
    }
    return;
  }
  if (key in WHOLE_NUMBERS && !(typeof value === 'number' && Number.isInteger(value) && value >= WHOLE_NUMBERS[key])) {
    report(`deve essere un numero intero da ${WHOLE_NUMBERS[key]} in su (trovato ${JSON.stringify(value)})`);
    return;
  }
  if (key === 'rating' && !(typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= 5)) {
    report(`deve essere un numero intero da 1 a 5 (trovato ${JSON.stringify(value)})`);
    return;
  }
  if (Array.isArray(value)) {
    if (value.length === 0) report('è un elenco vuoto');
    value.forEach((item, index) => checkValue(file, `${field}[${index}]`, key, item, problems));
    return;
  }
  if (value && typeof value === 'object') {
    for (const [childKey, child] of Object.entries(value)) {
      checkValue(file, `${field}.${childKey}`, childKey, child, problems);
    }
  }
}

/** Whether every tag of an SVG is closed in order: a broken drawing would draw nothing, silently. */
function tagsBalance(svg: string): boolean {
  const open: string[] = [];
  for (const [, closing, name, selfClosing] of svg.replace(/<!--[\s\S]*?-->|<\?[\s\S]*?\?>/g, '').matchAll(/<(\/?)([\w:-]+)[^>]*?(\/?)>/g)) {
    if (selfClosing) continue;
    if (!closing) open.push(name);
    else if (open.pop() !== name) return false;
  }
  return open.length === 0;
}

interface RecipeFields {
  slug?: unknown;
  name?: unknown;
  image?: { src?: unknown };
}

/** Each recipe has its own page and pictures: its address and name are unique, its drawing is 800 × 600. */
function checkRecipes(file: string, recipes: unknown, problems: ContentProblem[]): void {
  if (!Array.isArray(recipes)) return;
  const seen = { slug: new Set<unknown>(), name: new Set<unknown>() };
  (recipes as RecipeFields[]).forEach((recipe, index) => {
    for (const key of ['slug', 'name'] as const) {
      if (seen[key].has(recipe[key])) problems.push({ file, field: `recipes[${index}].${key}`, message: `"${recipe[key]}" è già usato da un'altra ricetta` });
      seen[key].add(recipe[key]);
    }
    const src = recipe.image?.src;
    if (typeof src !== 'string' || !src.startsWith('/') || !publicFileExists(src)) return;
    const { width, height } = RECIPE_ART;
    const svg = readFileSync(path.join(process.cwd(), 'public', src), 'utf8');
    const viewBox = /<svg[^>]*\sviewBox="([^"]+)"/.exec(svg)?.[1];
    const field = `recipes[${index}].image.src`;
    if (!src.endsWith('.svg') || viewBox !== `0 0 ${width} ${height}`) {
      problems.push({ file, field, message: `"${src}" deve essere un disegno SVG con viewBox="0 0 ${width} ${height}" (il piatto al centro)` });
    } else if (!tagsBalance(svg)) {
      problems.push({ file, field, message: `"${src}" è un SVG rovinato (un tag aperto non è chiuso): riesportalo dal programma di disegno` });
    }
  });
}

export function checkContent(files: Record<string, Record<string, unknown>> = contentFiles): ContentProblem[] {
  const problems: ContentProblem[] = [];
  for (const [file, exports] of Object.entries(files)) {
    for (const [name, value] of Object.entries(exports)) checkValue(file, name, name, value, problems);
    if ('recipes' in exports) checkRecipes(file, exports.recipes, problems);
  }
  for (const [file, field, expected] of expectedCounts) {
    const value = field.split('.').reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], files[file]);
    const actual = Array.isArray(value) ? value.length : 0;
    if (actual !== expected) problems.push({ file, field, message: `deve contenere ${expected} elementi (ne contiene ${actual})` });
  }
  return problems;
}

export function formatProblems(problems: ContentProblem[]): string {
  return problems.map((p) => `${p.file} › ${p.field}: ${p.message}`).join('\n');
}

/** Throws at build time, so a broken content file never reaches the site. */
export function assertValidContent(): void {
  const problems = checkContent();
  if (problems.length > 0) {
    throw new Error(`Errori nei contenuti:\n${formatProblems(problems)}`);
  }
}
