// @ts-check
// npm run docs:content: rewrites the field tables of docs/modifica-contenuti.md from the schemas
// (lib/content/field-docs.ts). A unit test fails when they are out of date.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const { importLib, root } = require('./load-lib.cjs');
const { withFieldTables } = await importLib('lib/content/field-docs.ts');
const guide = path.join(root, 'docs/modifica-contenuti.md');
writeFileSync(guide, withFieldTables(readFileSync(guide, 'utf8')));
console.log('docs/modifica-contenuti.md: field tables rewritten from content/schemas.');
