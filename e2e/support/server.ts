import type { ChildProcess } from 'node:child_process';
import { startStaticServer as start } from '../../scripts/lib/static-server.mjs';

/**
 * Serves out/ exactly as `npm start` does (same server, same generated headers and redirects), on its own port;
 * or another export with its own serve configuration.
 */
export async function startStaticServer(port: number, site?: { folder: string; configFile: string }): Promise<{ url: string; process: ChildProcess }> {
  return start(port, site);
}
