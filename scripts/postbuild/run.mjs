// The one post-export pipeline over out/, run by `npm run build` after `next build`.
// Order matters: what is not published goes first; the hosting configuration hashes the inline
// scripts that remain after stripping.
import path from 'node:path';
import { addCompileHints } from './compile-hints.mjs';
import { stripFrameworkScripts } from './strip-framework-scripts.mjs';
import { writeHostingConfig } from './hosting-config.mjs';
import { setAsideUnpublished } from './unpublished.mjs';

const outDir = path.resolve(process.argv[2] || 'out');

setAsideUnpublished(outDir);
const { kept } = await stripFrameworkScripts(outDir);
addCompileHints(outDir, Object.keys(kept));
await writeHostingConfig(outDir);
