import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Which routes render a client component, read from the source code alone, route by route
 * (independently of the post-export step, which finds the islands by their containers in the pages
 * and checks the 'use client' modules against its allow-list): the 'use client' modules reachable
 * through imports from the page, the root layout and the not-found page, a library's included.
 */
const root = path.resolve(__dirname, '../..');
const extensions = ['.tsx', '.ts', '.jsx', '.js', '/index.tsx', '/index.ts'];

function resolveImport(specifier: string, fromFile: string): string | null {
  const base = specifier.startsWith('@/')
    ? path.join(root, specifier.slice(2))
    : specifier.startsWith('.')
      ? path.resolve(path.dirname(fromFile), specifier)
      : null;
  if (base === null) return null;
  for (const candidate of [base, ...extensions.map((extension) => base + extension)]) {
    if (existsSync(candidate) && /\.(tsx?|jsx?)$/.test(candidate)) return candidate;
  }
  return null;
}

/** A package module counts when its entry declares 'use client' (Next.js's own ones are the framework). */
function isClientPackage(specifier: string): boolean {
  if (specifier === 'next' || specifier.startsWith('next/') || specifier.startsWith('node:')) return false;
  try {
    return /^\s*(['"])use client\1/.test(readFileSync(require.resolve(specifier, { paths: [root] }), 'utf8'));
  } catch {
    return false;
  }
}

function clientModulesFrom(file: string, seen = new Set<string>()): string[] {
  if (seen.has(file)) return [];
  seen.add(file);
  const source = readFileSync(file, 'utf8');
  if (/^\s*(['"])use client\1/.test(source)) return [path.relative(root, file)];
  const found: string[] = [];
  for (const match of source.matchAll(/^\s*(?:import|export)\s+(?!type\s)(?:[^'"]*?\sfrom\s+)?['"]([^'"]+)['"]/gm)) {
    const specifier = match[1];
    if (/\.(css|scss|svg|md)$/.test(specifier)) continue;
    const resolved = resolveImport(specifier, file);
    if (resolved) found.push(...clientModulesFrom(resolved, seen));
    else if (!specifier.startsWith('.') && !specifier.startsWith('@/') && isClientPackage(specifier))
      found.push(specifier);
  }
  return found;
}

/**
 * The page file of a route: '/' → app/page.tsx, '/prodotto' → app/prodotto/page.tsx, and a page
 * generated from a dynamic segment, '/ricette-salutari/spaghetti' → app/ricette-salutari/[slug]/page.tsx.
 */
export function pageFile(route: string): string {
  const file = path.join(root, 'app', route, 'page.tsx');
  if (existsSync(file)) return file;
  const parent = path.join(root, 'app', path.dirname(route));
  const dynamic = existsSync(parent) ? readdirSync(parent).find((entry) => /^\[[^.\]]+\]$/.test(entry)) : undefined;
  return dynamic ? path.join(parent, dynamic, 'page.tsx') : file;
}

/** The client modules a route renders (empty for a zero-JS page); `null` is the 404 page. */
export function clientComponentsOf(route: string | null): string[] {
  const shared = [path.join(root, 'app/layout.tsx'), path.join(root, 'app/not-found.tsx')];
  const entries = [...(route === null ? [] : [pageFile(route)]), ...shared].filter(existsSync);
  return [...new Set(entries.flatMap((entry) => clientModulesFrom(entry)))];
}
