// The one post-export pipeline over out/, run by `npm run build` after `next build`.
// Order matters: the hosting configuration hashes the inline scripts that remain after stripping.
import path from 'node:path';
import { stripFrameworkScripts } from './strip-framework-scripts.mjs';
import { writeHostingConfig } from './hosting-config.mjs';

const outDir = path.resolve(process.argv[2] || 'out');

await stripFrameworkScripts(outDir);
await writeHostingConfig(outDir);
