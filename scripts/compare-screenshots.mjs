// Compares the PNGs of screenshots/ (npm run screenshots) with a folder of earlier ones, pixel by
// pixel, and writes a picture of each difference to screenshots/diff/. For people checking that a
// change looks as intended; not a test.
// Usage: node scripts/compare-screenshots.mjs <folder-of-earlier-screenshots> [name-filter]
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import pixelmatch from 'pixelmatch';
import { PNG } from 'pngjs';

const [before, filter = ''] = process.argv.slice(2);
if (!before) {
  console.error('Usage: node scripts/compare-screenshots.mjs <folder-of-earlier-screenshots> [name-filter]');
  process.exit(2);
}
const after = path.resolve('screenshots');
const diffDir = path.join(after, 'diff');
mkdirSync(diffDir, { recursive: true });

let changed = 0;
for (const name of readdirSync(after)
  .filter((file) => file.endsWith('.png') && file.includes(filter))
  .sort()) {
  const earlier = path.join(before, name);
  if (!existsSync(earlier)) {
    console.log(`${name}: new (no earlier screenshot)`);
    continue;
  }
  const a = PNG.sync.read(readFileSync(earlier));
  const b = PNG.sync.read(readFileSync(path.join(after, name)));
  if (a.width !== b.width || a.height !== b.height) {
    changed += 1;
    console.log(`${name}: size ${a.width}×${a.height} → ${b.width}×${b.height}`);
    continue;
  }
  const diff = new PNG({ width: a.width, height: a.height });
  const pixels = pixelmatch(a.data, b.data, diff.data, a.width, a.height, { threshold: 0 });
  if (pixels === 0) {
    console.log(`${name}: identical`);
  } else {
    changed += 1;
    writeFileSync(path.join(diffDir, name), PNG.sync.write(diff));
    console.log(
      `${name}: ${pixels} pixels differ (${((100 * pixels) / (a.width * a.height)).toFixed(3)} %), see screenshots/diff/${name}`,
    );
  }
}
console.log(changed === 0 ? 'No differences.' : `${changed} screenshot(s) differ.`);
