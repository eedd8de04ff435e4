import { execFileSync } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(__dirname, '../..');

/** Where the second export goes; ignored by git and lint. */
export const ENDPOINT_BUILD_DIR = '.e2e-artifacts/endpoint-site';

function run(args: string[], env: NodeJS.ProcessEnv): void {
  try {
    execFileSync(process.execPath, args, { cwd: root, env, stdio: 'pipe', maxBuffer: 64 * 1024 * 1024 });
  } catch (error) {
    const { stdout = '', stderr = '' } = error as { stdout?: Buffer; stderr?: Buffer };
    throw new Error(`${args.join(' ')} failed:\n${String(stdout).slice(-4000)}\n${String(stderr).slice(-4000)}`);
  }
}

/**
 * Builds the whole site a second time with NEXT_PUBLIC_CONTACT_ENDPOINT set, as a real
 * deployment would, into ENDPOINT_BUILD_DIR (next.config.mjs reads NEXT_EXPORT_DIR), then runs
 * the same post-export pipeline as `npm run build`. out/ is left as it is.
 */
export function buildSiteWithEndpoint(endpoint: string): string {
  const env = { ...process.env, NEXT_PUBLIC_CONTACT_ENDPOINT: endpoint, NEXT_EXPORT_DIR: ENDPOINT_BUILD_DIR, NEXT_TELEMETRY_DISABLED: '1' };
  run([require.resolve('next/dist/bin/next'), 'build'], env);
  run(['scripts/postbuild/run.mjs', ENDPOINT_BUILD_DIR], env);
  return ENDPOINT_BUILD_DIR;
}
