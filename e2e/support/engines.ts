import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { HostingConfig } from '../../deploy/hosting.config.mjs';
import { headersFile, redirectsFile } from '../../scripts/postbuild/hosting-formats.mjs';
import { serverConfigFor } from '../../scripts/lib/paths.mjs';
import { stopProcess } from './stop-process';

/**
 * The hosts' own engines, run offline on this machine against the export: Cloudflare Pages
 * through `wrangler pages dev` (workerd, the runtime Cloudflare runs), Netlify through its own
 * redirect, header and file packages (scripts/hosts/netlify-engine.mjs). Each gets the rule
 * files in its own dialect, written by the same functions as the build's.
 */
export interface RunningEngine {
  url: string;
  process: ChildProcess;
  /** Everything it printed so far. */
  output: () => string;
  stop: () => Promise<void>;
}

const root = path.resolve(__dirname, '../..');

/**
 * workerd's release is its date ("1.20260426.1"): the newest compatibility date it knows. Cloudflare
 * asks for one; a later date than the runtime's is refused, and today's is later than the runtime
 * bundled with the wrangler release that runs on Node 20.
 */
export function workerdCompatibilityDate(): string {
  const version: string = createRequire(__filename)('workerd/package.json').version;
  const date = /^\d+\.(\d{4})(\d{2})(\d{2})\./.exec(version);
  if (!date) throw new Error(`workerd ${version}: no date in its version.`);
  return `${date[1]}-${date[2]}-${date[3]}`;
}

/** Spawns a server and resolves once a line of its output says it is ready. */
export function startUntilReady(
  command: string,
  args: string[],
  env: Record<string, string>,
  ready: RegExp,
  url: string,
  cleanup: () => void,
  cwd = root,
): Promise<RunningEngine> {
  const child = spawn(command, args, { cwd, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  const stop = async () => {
    await stopProcess(child);
    cleanup();
  };
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      void stop();
      reject(new Error(`${path.basename(command)} did not say it was ready within 90 s:\n${output.trim()}`));
    }, 90_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (ready.test(output)) {
        clearTimeout(timer);
        child.stdout?.off('data', onData);
        child.stdout?.resume();
        resolve({ url, process: child, output: () => output, stop });
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('exit', () => {
      clearTimeout(timer);
      reject(new Error(`${path.basename(command)} exited before it was ready:\n${output.trim()}`));
    });
  });
}

/** Cloudflare Pages: `wrangler pages dev` on the export as built (Cloudflare's dialect is the default). */
export function startCloudflare(exportDir: string, ports: { http: number; inspector: number }): Promise<RunningEngine> {
  const state = mkdtempSync(path.join(tmpdir(), 'e2e-wrangler-'));
  const wrangler = path.join(root, 'node_modules/wrangler/bin/wrangler.js');
  return startUntilReady(
    process.execPath,
    [
      wrangler,
      'pages',
      'dev',
      path.resolve(root, exportDir),
      '--ip',
      '127.0.0.1',
      '--port',
      String(ports.http),
      '--inspector-port',
      String(ports.inspector),
      '--compatibility-date',
      workerdCompatibilityDate(),
      '--persist-to',
      state,
      '--show-interactive-dev-session=false',
    ],
    // No metrics, and wrangler's own files (logs, settings) in the temporary folder, not the user's.
    { WRANGLER_SEND_METRICS: 'false', WRANGLER_LOG_PATH: state, XDG_CONFIG_HOME: state, CI: 'true' },
    /Ready on http/,
    `http://127.0.0.1:${ports.http}`,
    () => rmSync(state, { recursive: true, force: true }),
    // wrangler writes its bundles under the folder it runs in (.wrangler/tmp): the temporary one.
    state,
  );
}

/**
 * A publish folder as Netlify builds it: the export, with out/_redirects and out/_headers in
 * Netlify's dialect (what the build writes when NETLIFY=true).
 */
export function netlifyPublishFolder(exportDir: string): string {
  const folder = mkdtempSync(path.join(tmpdir(), 'e2e-netlify-'));
  cpSync(path.resolve(root, exportDir), folder, { recursive: true });
  const config = JSON.parse(readFileSync(serverConfigFor(exportDir), 'utf8')) as HostingConfig;
  writeFileSync(path.join(folder, '_redirects'), redirectsFile(config, 'netlify'));
  writeFileSync(path.join(folder, '_headers'), headersFile(config, 'netlify'));
  return folder;
}

/** Netlify: its packages' request chain on a publish folder of Netlify's dialect. */
export function startNetlify(exportDir: string, port: number): Promise<RunningEngine> {
  const folder = netlifyPublishFolder(exportDir);
  return startUntilReady(
    process.execPath,
    [path.join(root, 'scripts/hosts/netlify-engine.mjs'), folder],
    { PORT: String(port), HOST: '127.0.0.1' },
    /Netlify engine: http/,
    `http://127.0.0.1:${port}`,
    () => rmSync(folder, { recursive: true, force: true }),
  );
}
