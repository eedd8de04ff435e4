// @ts-check
// The request service (server/, TypeScript) for the plain-Node scripts: `npm start` / `npm run
// serve` mount it under /api/ beside the site, `npm run service` runs it alone, `npm run
// richieste` reads its database. jiti compiles the TypeScript once and keeps it in its cache.
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const { importLib } = require('../content/load-lib.cjs');

/**
 * @param {NodeJS.ProcessEnv} [env]
 * @param {import('../../server/service').ServiceOptions} [options] exportDir: the site it serves beside (out/ unless told)
 * @returns {Promise<import('../../server/service').RequestService>}
 */
export async function startRequestService(env = process.env, options = {}) {
  const { startRequestService: start } = await importLib('server/service.ts');
  return start(env, process.cwd(), options);
}

/**
 * A module of server/ (for the team's command).
 * @param {string} file e.g. 'server/cli.ts'
 */
export function importServerModule(file) {
  return importLib(file);
}
