import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(__dirname, '../..');
const artifacts = path.join(root, '.e2e-artifacts');

function run(args: string[], env: NodeJS.ProcessEnv): void {
  try {
    execFileSync(process.execPath, args, { cwd: root, env, stdio: 'pipe', maxBuffer: 64 * 1024 * 1024 });
  } catch (error) {
    const { stdout = '', stderr = '' } = error as { stdout?: Buffer; stderr?: Buffer };
    throw new Error(`${args.join(' ')} failed:\n${String(stdout).slice(-4000)}\n${String(stderr).slice(-4000)}`);
  }
}

/**
 * `next build` keeps its work files in .next whatever the export folder, and other tests read
 * .next as the build of out/. So out/'s .next is parked during a second build, which keeps its
 * own (and its cache) under .e2e-artifacts/<name>-next for next time, and is put back afterwards,
 * even after a failure or a crash.
 */
function withSecondNextDir(name: string, build: () => void): void {
  const nextDir = path.join(root, '.next');
  const parked = path.join(artifacts, 'next-of-out');
  const secondNextDir = path.join(artifacts, `${name}-next`);
  mkdirSync(artifacts, { recursive: true });
  if (existsSync(parked)) {
    // An earlier run stopped mid-build: its .next is a second build's.
    rmSync(nextDir, { recursive: true, force: true });
    renameSync(parked, nextDir);
  }
  if (existsSync(nextDir)) renameSync(nextDir, parked);
  if (existsSync(secondNextDir)) renameSync(secondNextDir, nextDir);
  try {
    build();
  } finally {
    if (existsSync(nextDir)) renameSync(nextDir, secondNextDir);
    if (existsSync(parked)) renameSync(parked, nextDir);
  }
}

/**
 * Builds the whole site a second time into .e2e-artifacts/<name>-site (next.config.mjs reads
 * NEXT_EXPORT_DIR) as `npm run build:demo` does: the content check, `next build` (the demonstration
 * site, lib/site-mode.ts, as out/ is for the tests), then the post-export pipeline, which writes
 * that export's host files to '<folder>.deploy/'. out/, .next and the hosting files written for out/
 * stay as they are. Returns the export folder.
 */
export function buildSecondSite(name: string, env: Record<string, string> = {}): string {
  const exportDir = `.e2e-artifacts/${name}-site`;
  const buildEnv = { ...process.env, ...env, NEXT_EXPORT_DIR: exportDir, NEXT_TELEMETRY_DISABLED: '1' };
  withSecondNextDir(name, () => {
    run(['scripts/check-content.mjs', '--build'], buildEnv);
    run([require.resolve('next/dist/bin/next'), 'build'], buildEnv);
    run(['scripts/postbuild/run.mjs', exportDir], buildEnv);
  });
  return exportDir;
}
