import { startCloudflare, startNetlify, type RunningEngine } from './engines';
import { startNginx, type RunningNginx } from './nginx';
import { e2ePorts } from './ports';
import { startStaticServer } from './server';

export interface SharedServers {
  staticServer?: Awaited<ReturnType<typeof startStaticServer>>;
  nginx?: RunningNginx;
  cloudflare?: RunningEngine;
  netlify?: RunningEngine;
}

/**
 * The servers the suite drives: out/ as `npm start` serves it, nginx with the generated
 * deploy/nginx.conf, and the hosts' own engines, Cloudflare Pages' and Netlify's
 * (e2e/hosting.e2e.ts holds them all to the same answers). Their addresses reach the test files
 * through the environment, the ports too (so that every file agrees on the default).
 */
export default async function globalSetup() {
  const ports = e2ePorts();
  process.env.E2E_PORT = String(ports.site);
  const shared = globalThis as SharedServers;
  // Lets the test files of one run share the second export (support/endpoint-site.ts).
  process.env.E2E_RUN_ID = `${process.pid}-${Date.now()}`;
  try {
    shared.staticServer = await startStaticServer(ports.site);
    process.env.E2E_BASE_URL = shared.staticServer.url;
    // Started together; each one that started is kept, so that a failure stops the others too.
    const started = await Promise.allSettled([
      startNginx('out', { https: ports.nginxHttps, http: ports.nginxHttp }),
      startCloudflare('out', { http: ports.cloudflare, inspector: ports.cloudflareInspector }),
      startNetlify('out', ports.netlify),
    ]);
    const [nginx, cloudflare, netlify] = started.map((result) => (result.status === 'fulfilled' ? result.value : undefined));
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
