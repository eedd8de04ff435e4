// @ts-check
// The one way this project serves out/: serve 14 with the hosting configuration the build
// generated (headers, redirects, caching), so `npm start`, the e2e tests and the benchmark
// all see what production sends.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { mainExport, root, serveConfigFor } from './paths.mjs';

/**
 * @param {number} port
 * @param {string} exportDir
 */
export function serveArguments(port, exportDir) {
  return [
    path.join(root, 'node_modules/serve/build/main.js'),
    path.resolve(root, exportDir),
    '--listen', String(port),
    '--no-clipboard',
    '--no-port-switching',
    '--config', serveConfigFor(exportDir),
  ];
}

/**
 * Starts the server and resolves once it answers.
 * @param {number} port
 * @param {{ exportDir?: string, quiet?: boolean }} [options]
 * @returns {Promise<{ url: string, process: import('node:child_process').ChildProcess }>}
 */
export async function startStaticServer(port, options = {}) {
  const { exportDir = mainExport } = options;
  for (const required of [path.resolve(root, exportDir, 'index.html'), serveConfigFor(exportDir)]) {
    if (!existsSync(required)) throw new Error(`${path.relative(root, required)} is missing: run \`npm run build\` first.`);
  }
  const child = spawn(process.execPath, serveArguments(port, exportDir), {
    cwd: root,
    stdio: ['ignore', options.quiet === false ? 'inherit' : 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000; // generous: a loaded CI machine can be slow to start node
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`serve exited with code ${child.exitCode}.`);
    try {
      const response = await fetch(`${url}/`);
      if (response.ok) return { url, process: child };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  child.kill();
  throw new Error(`The static server did not answer on ${url} within 60 s.`);
}
