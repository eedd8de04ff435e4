// @ts-check
// npm run docs:hosting: rewrites the engine-difference table of docs/deploy.md (scripts/hosts/engine-table.mjs).
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { withEngineTable } from './engine-table.mjs';

const page = path.join(process.cwd(), 'docs/deploy.md');
writeFileSync(page, withEngineTable(readFileSync(page, 'utf8')));
console.log('docs/deploy.md: engine-difference table rewritten from deploy/engine-differences.mjs.');
