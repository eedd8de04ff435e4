// @ts-check
// `npm run serve`: out/ at http://localhost:3000 (or $PORT) with the generated headers and redirects.
import { startStaticServer } from './lib/static-server.mjs';

const port = Number(process.env.PORT || 3000);
const server = await startStaticServer(port, { quiet: false });
console.log(`Limenta: ${server.url.replace('127.0.0.1', 'localhost')}`);
for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM'])) process.on(signal, () => server.process.kill(signal));
