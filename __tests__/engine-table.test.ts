import { readFileSync } from 'node:fs';
import path from 'node:path';
import { engineDifferences } from '@/deploy/engine-differences.mjs';
import { engineTable, withEngineTable } from '@/scripts/hosts/engine-table.mjs';

describe('the engine-difference table', () => {
  it('docs/deploy.md shows it as deploy/engine-differences.mjs has it (npm run docs:hosting rewrites it)', () => {
    const page = readFileSync(path.join(process.cwd(), 'docs/deploy.md'), 'utf8');
    expect(withEngineTable(page)).toBe(page);
  });

  it('has a row for every difference, each with its reason', () => {
    const lines = engineTable().split('\n').slice(2);
    expect(lines).toHaveLength(engineDifferences.length);
    for (const row of engineDifferences) expect(row.reason.length).toBeGreaterThan(40);
  });
});
