// The one post-export pipeline over out/, run by `npm run build` after `next build`.
// Order matters: what is not published goes first; the island data leaves the pages for the islands'
// bundles once the framework's scripts are gone, and the island pages get their loaders; the hosting configuration hashes the inline scripts that remain at the end.
import path from 'node:path';
import { checkScriptBudgets } from './budgets.mjs';
import { addCompileHints } from './compile-hints.mjs';
import { addIslandLoaders, buildIslands, takeIslandData } from './islands.mjs';
import { stripFrameworkScripts } from './strip-framework-scripts.mjs';
import { writeHostingConfig } from './hosting-config.mjs';
import { setAsideUnpublished } from './unpublished.mjs';

const outDir = path.resolve(process.argv[2] || 'out');

setAsideUnpublished(outDir);
const { kept, islandPages } = await stripFrameworkScripts(outDir);
const islandData = takeIslandData(outDir);
const builtIslands = await buildIslands(outDir, islandData);
await addIslandLoaders(outDir, islandPages, builtIslands, islandData);
addCompileHints(outDir, Object.keys(kept));
checkScriptBudgets(outDir, islandPages, builtIslands);
await writeHostingConfig(outDir);
