// @ts-check
// The one way this project serves out/: serve 14 with the hosting configuration the build
// generated (headers, redirects, caching), so `npm start`, the e2e tests and the benchmark
// all see what production sends.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';

/** npm runs every script, Jest included, from the project root. */
const root = process.cwd();

/** Written by the post-export step; outside out/ so it is never published as a page. */
export const serveConfigFile = path.join(root, 'deploy', 'serve.json');

/**
 * @param {number} port
 * @param {string} [folder] the export to serve, from the project root (the e2e tests serve a second one)
 * @param {string} [configFile] its serve configuration
 */
export function serveArguments(port, folder = 'out', configFile = serveConfigFile) {
  return [
    path.join(root, 'node_modules/serve/build/main.js'),
    path.join(root, folder),
    '--listen', String(port),
    '--no-clipboard',
    '--no-port-switching',
    '--config', configFile,
  ];
}

/**
 * Starts the server and resolves once it answers.
 * @param {number} port
 * @param {{ quiet?: boolean, folder?: string, configFile?: string }} [options]
 * @returns {Promise<{ url: string, process: import('node:child_process').ChildProcess }>}
 */
export async function startStaticServer(port, options = {}) {
  const { folder = 'out', configFile = serveConfigFile } = options;
  for (const required of [path.join(root, folder, 'index.html'), configFile]) {
    if (!existsSync(required)) throw new Error(`${path.relative(root, required)} is missing: run \`npm run build\` first.`);
  }
  const child = spawn(process.execPath, serveArguments(port, folder, configFile), {
    cwd: root,
    stdio: ['ignore', options.quiet === false ? 'inherit' : 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 20_000;
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
  throw new Error(`The static server did not answer on ${url} within 20 s.`);
}
