import { mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { startNginx, type RunningNginx } from './nginx';
import { e2ePorts } from './ports';
import { startStaticServer } from './server';

/** The request service's database for the shared servers (no SMTP: their emails stay in the outbox). */
export const SHARED_DATABASE = path.resolve(__dirname, '../../.e2e-artifacts/shared-richieste.sqlite');

export interface SharedServers {
  staticServer?: Awaited<ReturnType<typeof startStaticServer>>;
  nginx?: RunningNginx;
}

/**
 * The two servers the suite drives: out/ as `npm start` serves it, and nginx with the generated
 * deploy/nginx.conf (e2e/hosting.e2e.ts holds both to the same answers). Their addresses reach the
 * test files through the environment, the ports too (so that every file agrees on the default).
 */
export default async function globalSetup() {
  const ports = e2ePorts();
  process.env.E2E_PORT = String(ports.site);
  const shared = globalThis as SharedServers;
  mkdirSync(path.dirname(SHARED_DATABASE), { recursive: true });
  for (const suffix of ['', '-wal', '-shm']) rmSync(SHARED_DATABASE + suffix, { force: true });
  shared.staticServer = await startStaticServer(ports.site, 'out', {
    DATABASE_URL: SHARED_DATABASE,
    // Requests through nginx come from its origin, which the service knows as the site's.
    SITE_URL: `https://127.0.0.1:${ports.nginxHttps}`,
    // Every test file sends from 127.0.0.1: the limit per address is tested on its own.
    REQUESTS_PER_IP_PER_HOUR: '100000',
    CONFIRMATIONS_PER_ADDRESS_PER_DAY: '100000',
    SMTP_URL: '',
  });
  process.env.E2E_BASE_URL = shared.staticServer.url;
  // Lets the test files of one run share the second export (support/endpoint-site.ts).
  process.env.E2E_RUN_ID = `${process.pid}-${Date.now()}`;
  try {
    shared.nginx = await startNginx('out', { https: ports.nginxHttps, http: ports.nginxHttp, service: ports.site });
  } catch (error) {
    shared.staticServer.process.kill();
    throw error;
  }
  process.env.E2E_NGINX_URL = shared.nginx.url;
  process.env.E2E_NGINX_HTTP_URL = shared.nginx.httpUrl;
}
