import { readFileSync } from 'node:fs';
import path from 'node:path';

let cache: Map<string, string> | undefined;

/** The custom properties declared in app/tokens.css, read once, e.g. "--color-mint-700" → "#1e6b4f". */
function tokens(): Map<string, string> {
  if (!cache) {
    const css = readFileSync(path.join(process.cwd(), 'app', 'tokens.css'), 'utf8');
    cache = new Map([...css.matchAll(/(--[\w-]+):\s*([^;]+);/g)].map(([, name, value]) => [name, value.trim()]));
  }
  return cache;
}

/**
 * A colour token's value, for drawings that cannot read CSS variables (the generated
 * sharing image and app icons), so they stay in the palette of app/tokens.css.
 */
export function colorToken(name: `color-${string}`): string {
  const value = tokens().get(`--${name}`);
  if (!value || !/^#[0-9a-f]{3,8}$/i.test(value))
    throw new Error(`app/tokens.css: --${name} is not a hex colour token`);
  return value;
}
