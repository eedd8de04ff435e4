// The one post-export pipeline over out/, run by `npm run build` after `next build`.
// Order matters: the client modules are checked on the sources first; what is not published goes;
// the framework's scripts go; the island data leaves the pages for the islands' bundles, and the
// pages with an island container get their loaders, checked against what was built; the hosting
// configuration hashes the inline scripts that remain at the end.
import path from 'node:path';
import { checkScriptBudgets } from './budgets.mjs';
import { checkClientModules } from './client-modules.mjs';
import { addIslandLoaders, buildIslands, checkIslandPages, takeIslandData } from './islands.mjs';
import { stripFrameworkScripts } from './strip-framework-scripts.mjs';
import { writeHostingConfig } from './hosting-config.mjs';
import { setAsideUnpublished } from './unpublished.mjs';

const outDir = path.resolve(process.argv[2] || 'out');

checkClientModules();
setAsideUnpublished(outDir);
const { islandPages } = stripFrameworkScripts(outDir);
const islandData = takeIslandData(outDir);
const builtIslands = await buildIslands(outDir, islandData);
await addIslandLoaders(outDir, islandPages, builtIslands, islandData);
checkScriptBudgets(outDir, checkIslandPages(outDir, builtIslands), builtIslands);
await writeHostingConfig(outDir);
