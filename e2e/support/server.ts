import type { ChildProcess } from 'node:child_process';
import { startStaticServer as start } from '../../scripts/lib/static-server.mjs';

/**
 * Serves out/ (or another export folder) exactly as `npm start` does: the same server with the
 * headers and redirects the build generated for that folder, and the request service under
 * /api/ with the settings in `env` (DATABASE_URL, SMTP_URL…), on its own port.
 */
export async function startStaticServer(port: number, folder = 'out', env: Record<string, string> = {}): Promise<{ url: string; process: ChildProcess }> {
  return start(port, { exportDir: folder, env });
}
