import path from 'node:path';
import { startUntilReady, type RunningEngine } from './engines';

/**
 * `npm run service` (scripts/service.mjs), the request service alone, as a static host's site
 * reaches it, or nginx in front of it: on its own port, with the settings in `env` (HOST left to its
 * default, 127.0.0.1; no SMTP unless given), in this project or a copy of it (`dir`). Resolves once
 * it says where it listens.
 */
export function startServiceAlone(
  port: number,
  env: Record<string, string>,
  dir = path.resolve(__dirname, '../..'),
): Promise<RunningEngine> {
  return startUntilReady(
    process.execPath,
    [path.join(dir, 'scripts/service.mjs')],
    { HOST: '', SMTP_URL: '', ...env, PORT: String(port) },
    /^Richieste: http/m,
    `http://127.0.0.1:${port}`,
    () => undefined,
    dir,
  );
}
