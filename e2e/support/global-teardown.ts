import type { ChildProcess } from 'node:child_process';

export default async function globalTeardown() {
  (globalThis as { __staticServer?: ChildProcess }).__staticServer?.kill();
}
