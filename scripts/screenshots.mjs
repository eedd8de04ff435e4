// Screenshots of routes at 390 px and 1280 px into screenshots/ (for people to look at; not a test).
// Usage: npm run build && node scripts/screenshots.mjs [/route ...]   (serve out/ first, or set BASE_URL)
import { mkdirSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './lib/chromium.mjs';

const base = process.env.BASE_URL || 'http://localhost:3000';
const routes = process.argv.slice(2).length ? process.argv.slice(2) : ['/'];
const outDir = path.resolve('screenshots');
mkdirSync(outDir, { recursive: true });

const context = await chromium.launchPersistentContext(mkdtempSync(path.join(tmpdir(), 'shots-')), {
  executablePath: CHROMIUM_PATH,
  headless: true,
  args: [...CHROMIUM_ARGS],
});
const page = await context.newPage();
page.on('response', (r) => r.status() >= 400 && console.log('HTTP', r.status(), r.url()));
page.on('console', (m) => m.type() === 'error' && console.log('console:', m.text()));
for (const route of routes) {
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(base + route, { waitUntil: 'networkidle' });
    const name = (route === '/' ? 'home' : route.slice(1).replaceAll('/', '_')) + `-${width}.png`;
    // Lazy images only load when scrolled to: scroll through once so the full-page shot has them all.
    await page.evaluate(async () => {
      for (let y = 0; y < document.body.scrollHeight; y += 600) {
        window.scrollTo(0, y);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      window.scrollTo(0, 0);
    });
    await page.screenshot({ path: path.join(outDir, name), fullPage: true });
    console.log(path.join('screenshots', name));
    // Long phone pages are also cut into readable 1600 px slices.
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    if (width < 600 && height > 2000) {
      for (let y = 0, part = 1; y < height; y += 1600, part += 1) {
        const slice = name.replace('.png', `-part${part}.png`);
        await page.screenshot({
          path: path.join(outDir, slice),
          fullPage: true,
          clip: { x: 0, y, width, height: Math.min(1600, height - y) },
        });
        console.log(path.join('screenshots', slice));
      }
    }
  }
}
await context.close();
