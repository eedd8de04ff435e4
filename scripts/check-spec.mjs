// @ts-check
// npm run check:spec: where the content differs from the specification's launch content (texts,
// counts, ratings, hours, legal sections and dates), in Italian, for the owner to read. It never
// fails on content (exit 0): after launch the business owns it. The specification's behaviours
// are tests (__tests__/specification.test.ts); the points and the comparison are in
// lib/content/specification.ts.
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const { importLib } = require('./content/load-lib.cjs');

const { compareWithSpecification, readLaunchContent, specificationReport } =
  await importLib('lib/content/specification.ts');
try {
  console.log(specificationReport(compareWithSpecification(readLaunchContent())));
} catch (error) {
  // A file YAML cannot read: the content check names it; this report has nothing to compare.
  console.log(
    `Contenuti e specifica: confronto non possibile, un file dei contenuti non si legge (${error instanceof Error ? error.message : String(error)}). Esegui npm run check:content per correggerlo.`,
  );
}
