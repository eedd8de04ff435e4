import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(__dirname, '../..');

/** Serves out/ (or another export folder) exactly as `npm run serve` does, on its own port, and waits until it answers. */
export async function startStaticServer(port: number, folder = 'out'): Promise<{ url: string; process: ChildProcess }> {
  if (!existsSync(path.join(root, folder, 'index.html'))) {
    throw new Error(`${folder}/ is missing: run \`npm run build\` before the end-to-end tests.`);
  }
  const child = spawn(
    process.execPath,
    [path.join(root, 'node_modules/serve/build/main.js'), folder, '--listen', String(port), '--no-clipboard', '--no-port-switching'],
    { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] },
  );
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(`${url}/`);
      if (response.ok) return { url, process: child };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  child.kill();
  throw new Error(`The static server did not answer on ${url} within 20 s.`);
}
