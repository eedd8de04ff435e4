// The one post-export pipeline over out/, run by `npm run build` after `next build`.
// Order matters: what is not published goes first; the island pages get their loaders once the
// framework's scripts are gone; the hosting configuration hashes the inline scripts that remain at the end.
import path from 'node:path';
import { checkScriptBudgets } from './budgets.mjs';
import { addCompileHints } from './compile-hints.mjs';
import { addIslandLoaders, buildIslands } from './islands.mjs';
import { stripFrameworkScripts } from './strip-framework-scripts.mjs';
import { writeHostingConfig } from './hosting-config.mjs';
import { setAsideUnpublished } from './unpublished.mjs';

const outDir = path.resolve(process.argv[2] || 'out');

setAsideUnpublished(outDir);
const builtIslands = await buildIslands(outDir);
const { kept, islandPages } = await stripFrameworkScripts(outDir);
await addIslandLoaders(outDir, islandPages, builtIslands);
addCompileHints(outDir, Object.keys(kept));
checkScriptBudgets(outDir, islandPages, builtIslands);
await writeHostingConfig(outDir);
