// @ts-check
// The pipeline strips every script Next.js writes into the pages, so a client component ships no
// behaviour unless it is an island. Which client components exist is read from the project's
// sources (a 'use client' directive in app/, components/ or lib/), and every one must be in the
// allow-list of island-config.mjs: a new one stops the build instead of shipping a page that
// silently does nothing. An island's component imported by anything but its wrapper (which renders
// the container the loader looks for) and its entry would be a form without behaviour too.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { root } from '../lib/paths.mjs';
import { allowedClientModules, islands } from './island-config.mjs';

const sourceFolders = ['app', 'components', 'lib'];
const sourceFile = /\.(tsx?|jsx?|mjs|cjs)$/;
// A directive comes first in its module, after comments at most.
const useClient = /^(?:\s+|\/\/[^\n]*|\/\*[\s\S]*?\*\/)*(['"])use client\1/;

/** The project's source files, project-relative, sorted. @param {string} projectRoot */
function sourceFiles(projectRoot) {
  return sourceFolders
    .flatMap((folder) => {
      const absolute = path.join(projectRoot, folder);
      let files;
      try {
        files = readdirSync(absolute, { recursive: true, encoding: 'utf8' });
      } catch {
        return [];
      }
      return files
        .filter((file) => sourceFile.test(file))
        .map((file) => path.join(folder, file).split(path.sep).join('/'));
    })
    .sort();
}

/** The project's 'use client' modules, project-relative, sorted. @param {string} [projectRoot] @returns {string[]} */
export function findClientModules(projectRoot = root) {
  return sourceFiles(projectRoot).filter((file) => useClient.test(readFileSync(path.join(projectRoot, file), 'utf8')));
}

// Value imports and re-exports (`import type` and `export type` bring no code).
const importSpecifier = /^\s*(?:import|export)\s+(?!type\s)(?:[^'";]*?\sfrom\s+)?['"]([^'"]+)['"]/gm;

/**
 * The project-relative module an import names, without its extension; null for a package.
 * @param {string} specifier
 * @param {string} fromFile project-relative
 */
function importedModule(specifier, fromFile) {
  const relative = specifier.startsWith('@/')
    ? specifier.slice(2)
    : specifier.startsWith('.')
      ? path.posix.join(path.posix.dirname(fromFile), specifier)
      : null;
  return relative?.replace(sourceFile, '') ?? null;
}

/**
 * The modules that import an island's component other than its wrapper and its entry.
 * @param {string} [projectRoot]
 * @returns {Array<{ file: string, island: import('./island-config.mjs').Island }>}
 */
export function islandComponentsOutsideIslands(projectRoot = root) {
  const files = sourceFiles(projectRoot);
  return islands.flatMap((island) => {
    const component = island.component.replace(sourceFile, '');
    return files
      .filter((file) => file !== island.wrapper && file !== island.entry && file !== island.component)
      .filter((file) =>
        [...readFileSync(path.join(projectRoot, file), 'utf8').matchAll(importSpecifier)].some(
          ([, specifier]) => importedModule(specifier, file) === component,
        ),
      )
      .map((file) => ({ file, island }));
  });
}

/**
 * Stops the build when a 'use client' module is not in the allow-list, or when an island's
 * component is rendered without its wrapper.
 * @param {{ projectRoot?: string, log?: (line: string) => void }} [options]
 * @returns {string[]} the project's client modules
 */
export function checkClientModules(options = {}) {
  const { projectRoot = root, log = console.log } = options;
  const found = findClientModules(projectRoot);
  const unknown = found.filter((file) => !(file in allowedClientModules));
  if (unknown.length > 0) {
    throw new Error(
      `${unknown.join(', ')}: ${unknown.length > 1 ? "'use client' modules" : "a 'use client' module"} the pages would ship without behaviour, since every script Next.js writes is stripped. ` +
        'Make it a server component, or render it inside an island and add it to allowedClientModules in scripts/postbuild/island-config.mjs.',
    );
  }
  const outside = islandComponentsOutsideIslands(projectRoot);
  if (outside.length > 0) {
    throw new Error(
      outside
        .map(
          ({ file, island }) =>
            `${file} imports ${island.component}, which works only as the island "${island.name}": render ${island.wrapper} instead.`,
        )
        .join('\n'),
    );
  }
  log(`Client modules: ${found.length}, all allowed (${found.join(', ')}).`);
  return found;
}
