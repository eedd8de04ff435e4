// @ts-check
// Where the project's servers listen: this machine only (127.0.0.1) unless HOST says otherwise, so
// that `npm start` on a laptop in a café publishes nothing to the café. HOST=0.0.0.0 opens a
// server to every network the machine is on, on purpose (docs/deploy.md). One rule for every server
// of the project: `npm run serve`, `npm run dev`, the hosts' engines the tests run, the editing page.
import { createServer } from 'node:net';

export const LOOPBACK = '127.0.0.1';

/** A host name or an IPv4/IPv6 address, nothing that could carry a port, a path or a space. */
const HOST_SHAPE = /^(?:[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*|[0-9A-Fa-f:.]+)$/;

/**
 * The address and port a server listens on, from HOST and PORT, and the address it announces.
 * Throws with a sentence for the console when either is malformed.
 * @param {{ defaultPort?: number, env?: Record<string, string | undefined> }} [options]
 * @returns {{ host: string, port: number, url: string }}
 */
export function listenAddress({ defaultPort = 3000, env = process.env } = {}) {
  const host = (env.HOST ?? '').trim() || LOOPBACK;
  const port = Number(env.PORT || defaultPort);
  if (!Number.isInteger(port) || port < 1 || port > 65535)
    throw new Error(`PORT deve essere un numero di porta (trovato «${env.PORT}»).`);
  if (!HOST_SHAPE.test(host))
    throw new Error(
      `HOST deve essere un indirizzo su cui ascoltare, come 127.0.0.1 o 0.0.0.0 (trovato «${env.HOST}»).`,
    );
  return { host, port, url: `http://${announced(host)}:${port}` };
}

/**
 * The name to print for a listening address: "localhost" for this machine's own loopback and for
 * every interface (where localhost answers too), the address itself otherwise.
 * @param {string} host
 */
export function announced(host) {
  if (host === LOOPBACK || host === '0.0.0.0' || host === '::' || host === '::1' || host === 'localhost')
    return 'localhost';
  return host.includes(':') ? `[${host}]` : host;
}

/** A sentence for the console when a server is open beyond this machine. @param {string} host */
export function exposureNote(host) {
  return ['0.0.0.0', '::'].includes(host) ? `HOST=${host}: in ascolto su tutte le reti di questa macchina.` : undefined;
}

/**
 * The sentence for the console when a server cannot listen: a port in use, a port that needs
 * privileges, an address that is not this machine's.
 * @param {NodeJS.ErrnoException} error the server's 'error' event
 * @param {{ host: string, port: number, command: string }} where what it tried, and the command to suggest
 */
export function listenFailure(error, { host, port, command }) {
  if (error.code === 'EADDRINUSE') {
    return `La porta ${port} è già usata da un altro programma: fermalo, o scegli un’altra porta, per esempio PORT=${port === 3000 ? 3001 : port + 1} ${command}`;
  }
  if (error.code === 'EACCES')
    return `La porta ${port} richiede permessi che questo utente non ha: scegli una porta sopra 1023, per esempio PORT=${port + 8000} ${command}`;
  if (error.code === 'EADDRNOTAVAIL' || error.code === 'ENOTFOUND') {
    return `HOST=${host} non è un indirizzo di questa macchina: lascia HOST vuoto (solo questa macchina) o usa HOST=0.0.0.0 (tutte le reti).`;
  }
  return `Il server non è partito su ${host}:${port}: ${error.message}`;
}

/**
 * Serves with the request service until SIGINT or SIGTERM (then both close): the service's summary and
 * the banner once listening, or why the server could not listen (`command` is the one to suggest).
 * @param {import('node:http').Server} server
 * @param {{ summary: string[], close: () => Promise<unknown> }} service
 * @param {{ host: string, port: number, command: string, banner: string }} options
 */
export function serveUntilStopped(server, service, { host, port, command, banner }) {
  server.on('error', (/** @type {NodeJS.ErrnoException} */ error) => {
    console.error(listenFailure(error, { host, port, command }));
    void service.close().finally(() => process.exit(1));
  });
  server.listen(port, host, () => {
    for (const line of service.summary) console.log(line);
    console.log([banner, exposureNote(host)].filter(Boolean).join('\n'));
  });
  for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM']))
    process.on(signal, () => {
      server.close(() => void service.close().finally(() => process.exit(0)));
      server.closeAllConnections();
    });
}

/** A port the system picks, free on this machine's loopback. @returns {Promise<number>} */
export function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.on('error', reject);
    probe.listen(0, LOOPBACK, () => {
      const { port } = /** @type {import('node:net').AddressInfo} */ (probe.address());
      probe.close(() => resolve(port));
    });
  });
}
