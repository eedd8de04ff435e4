import { mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { startCloudflare, startNetlify, type RunningEngine } from './engines';
import { startNginx, type RunningNginx } from './nginx';
import { e2ePorts } from './ports';
import { spawnSiteServer } from '../../scripts/lib/static-server.mjs';

/**
 * The request service's database for the shared servers (no SMTP: their emails stay in the outbox),
 * one per E2E_PORT, so that two runs of the suite on different ports can go at the same time.
 */
const sharedDatabase = (port: number) =>
  path.resolve(__dirname, `../../.e2e-artifacts/shared-richieste-${port}.sqlite`);

export interface SharedServers {
  staticServer?: Awaited<ReturnType<typeof spawnSiteServer>>;
  nginx?: RunningNginx;
  cloudflare?: RunningEngine;
  netlify?: RunningEngine;
}

/**
 * The servers the suite drives: out/ as `npm start` serves it (with the request service), nginx
 * with the generated deploy/nginx.conf (passing /api/ to that service), and the hosts' own engines,
 * Cloudflare Pages' and Netlify's, which serve files only (e2e/hosting.e2e.ts holds them all to the
 * same answers). Their addresses reach the test files through the environment, the ports too (so
 * that every file agrees on the default).
 */
export default async function globalSetup() {
  const ports = e2ePorts();
  process.env.E2E_PORT = String(ports.site);
  const shared = globalThis as SharedServers;
  const database = sharedDatabase(ports.site);
  mkdirSync(path.dirname(database), { recursive: true });
  for (const suffix of ['', '-wal', '-shm']) rmSync(database + suffix, { force: true });
  // Lets the test files of one run share the second export (support/endpoint-site.ts).
  process.env.E2E_RUN_ID = `${process.pid}-${Date.now()}`;
  try {
    shared.staticServer = await spawnSiteServer(ports.site, {
      env: {
        DATABASE_URL: database,
        // Requests through nginx come from its origin, which the service knows as the site's.
        SITE_URL: `https://127.0.0.1:${ports.nginxHttps}`,
        // Every test file sends from 127.0.0.1: the limit per address is tested on its own.
        REQUESTS_PER_IP_PER_HOUR: '100000',
        CONFIRMATIONS_PER_ADDRESS_PER_DAY: '100000',
        // The whole suite sends more than the site's hourly limits allow: they are tested on their own.
        REQUESTS_PER_HOUR: '100000',
        CONFIRMATIONS_PER_HOUR: '100000',
        SMTP_URL: '',
      },
    });
    process.env.E2E_BASE_URL = shared.staticServer.url;
    // Started together; each one that started is kept, so that a failure stops the others too.
    const started = await Promise.allSettled([
      startNginx('out', { https: ports.nginxHttps, http: ports.nginxHttp, service: ports.site }),
      startCloudflare('out', { http: ports.cloudflare, inspector: ports.cloudflareInspector }),
      startNetlify('out', ports.netlify),
    ]);
    const [nginx, cloudflare, netlify] = started.map((result) =>
      result.status === 'fulfilled' ? result.value : undefined,
    );
    Object.assign(shared, { nginx, cloudflare, netlify });
    const failed = started.find((result): result is PromiseRejectedResult => result.status === 'rejected');
    if (failed) throw failed.reason;
  } catch (error) {
    const { default: globalTeardown } = await import('./global-teardown');
    await globalTeardown();
    throw error;
  }
  process.env.E2E_NGINX_URL = shared.nginx?.url;
  process.env.E2E_NGINX_HTTP_URL = shared.nginx?.httpUrl;
  process.env.E2E_CLOUDFLARE_URL = shared.cloudflare?.url;
  process.env.E2E_NETLIFY_URL = shared.netlify?.url;
}
