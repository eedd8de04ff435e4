import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';

const axeSource = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: Array<{ target: string[] }>;
}

/** Runs axe-core with the WCAG 2.0–2.2 A and AA rules and returns readable violations. */
export async function axeViolations(page: Page): Promise<string[]> {
  await page.evaluate(axeSource);
  const violations = await page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: { run: (context: Document, options: object) => Promise<{ violations: AxeViolation[] }> };
      }
    ).axe;
    const result = await axe.run(document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'] },
    });
    return result.violations;
  });
  return violations.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.help} → ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
  );
}

/**
 * axe at 360 and 1280 px, nothing wider than the screen, and a full-page photograph at each width
 * into `folder` as `<name>-<width>.png`; the page is left at 390 px, the tests' phone width.
 */
export async function checkPage(page: Page, folder: string, name: string): Promise<void> {
  mkdirSync(folder, { recursive: true });
  for (const width of [360, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    expect({ page: name, width, violations: await axeViolations(page) }).toEqual({ page: name, width, violations: [] });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await page.screenshot({ path: path.join(folder, `${name}-${width}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 390, height: 900 });
}
