// @ts-check
// Lets the build scripts (plain Node, no TypeScript loader) read the typed content modules,
// so content/routes.ts stays the one list of routes. Works for modules without imports.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/**
 * @param {string} file path from the project root, e.g. 'content/routes.ts'
 * @returns {Promise<Record<string, unknown>>}
 */
export async function loadTsModule(file) {
  const source = readFileSync(path.resolve(file), 'utf8');
  const { outputText } = ts.transpileModule(source, {
    compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022 },
    fileName: file,
  });
  if (/^\s*import\s/m.test(outputText)) throw new Error(`${file}: loadTsModule only reads modules without imports.`);
  return import(`data:text/javascript;base64,${Buffer.from(outputText).toString('base64')}`);
}

/** The routes and aliases of content/routes.ts. */
export async function loadRoutes() {
  const routesModule = await loadTsModule('content/routes.ts');
  return {
    routes: /** @type {readonly string[]} */ (routesModule.routes),
    aliases: /** @type {Readonly<Record<string, string>>} */ (routesModule.aliases),
  };
}
