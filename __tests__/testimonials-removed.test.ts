/** @jest-environment node */
/**
 * Removing every testimonial and every review is an ordinary edit (the owner has none that are
 * true yet): on a copy of the project without content/testimonials/, content/reviews/ and the
 * featured testimonial of /benefici, the content check, the specification report and the go-live
 * check take it as it is.
 */
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseDocument } from 'yaml';
import { copyProject } from '@/scripts/lib/project-copy.mjs';
import { runNode } from './support/node-script';

let copy: { dir: string; remove: () => void };

beforeAll(() => {
  copy = copyProject('testimonials-removed');
  for (const folder of ['content/testimonials', 'content/reviews'])
    rmSync(path.join(copy.dir, folder), { recursive: true });
  const benefits = path.join(copy.dir, 'content/pages/benefici.yaml');
  const document = parseDocument(readFileSync(benefits, 'utf8'));
  document.delete('featured');
  writeFileSync(benefits, document.toString({ lineWidth: 0 }));
});

afterAll(() => copy?.remove());

const node = (script: string) => runNode([script], {}, copy.dir);

it('the content check accepts a site with no testimonial and no review', () => {
  const result = node('scripts/check-content.mjs');
  expect(result.stderr).toBe('');
  expect(result.status).toBe(0);
});

it('the specification report names the difference and exits 0', () => {
  const result = node('scripts/check-spec.mjs');
  expect(result.status).toBe(0);
  expect(result.stdout).toMatch(/Testimonianze della home .*: la specifica dice 3 testimonianze; ora (0|nessuna)/);
});

it('the go-live check has no review left to ask provenance for', () => {
  const result = node('scripts/check-live.mjs');
  expect(result.stderr).toContain('Il sito non è pronto');
  expect(result.stderr).not.toMatch(/recension[ei] .*(esempi|esempio), senza provenienza/);
});
