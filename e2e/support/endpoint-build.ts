import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(__dirname, '../..');
const artifacts = path.join(root, '.e2e-artifacts');

/** The second export; ignored by git and lint. The post-export step writes its host files beside it. */
export const ENDPOINT_SITE = '.e2e-artifacts/endpoint-site';

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
 * .next as the build of out/. So out/'s .next is parked during the second build, which keeps its
 * own (and its cache) for next time, and is put back afterwards, even after a failure or a crash.
 */
function withSecondNextDir(build: () => void): void {
  const nextDir = path.join(root, '.next');
  const parked = path.join(artifacts, 'next-of-out');
  const secondNextDir = path.join(artifacts, 'endpoint-next');
  mkdirSync(artifacts, { recursive: true });
  if (existsSync(parked)) {
    // An earlier run stopped mid-build: its .next is the second build's.
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
 * Builds the whole site a second time with NEXT_PUBLIC_CONTACT_ENDPOINT set, as a real deployment
 * would, into ENDPOINT_SITE (next.config.mjs reads NEXT_EXPORT_DIR), then runs the same post-export
 * pipeline as `npm run build`, which writes that export's host files to '<ENDPOINT_SITE>.deploy/'.
 * out/, .next and the hosting files written for out/ stay as they are. Within one run of the suite
 * (E2E_RUN_ID, set by global-setup.ts) the test files that ask for the same endpoint share one build.
 */
export function buildSiteWithEndpoint(endpoint: string): string {
  const stamp = path.join(artifacts, 'endpoint-site.stamp');
  const wanted = `${process.env.E2E_RUN_ID ?? 'no run id'} ${endpoint}`;
  if (process.env.E2E_RUN_ID && existsSync(stamp) && readFileSync(stamp, 'utf8') === wanted) return ENDPOINT_SITE;
  rmSync(stamp, { force: true });
  const env = { ...process.env, NEXT_PUBLIC_CONTACT_ENDPOINT: endpoint, NEXT_EXPORT_DIR: ENDPOINT_SITE, NEXT_TELEMETRY_DISABLED: '1' };
  withSecondNextDir(() => {
    run([require.resolve('next/dist/bin/next'), 'build'], env);
    run(['scripts/postbuild/run.mjs', ENDPOINT_SITE], env);
  });
  writeFileSync(stamp, wanted);
  return ENDPOINT_SITE;
}
