import { startNginx, type RunningNginx } from './nginx';
import { e2ePorts } from './ports';
import { startStaticServer } from './server';

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
  shared.staticServer = await startStaticServer(ports.site);
  process.env.E2E_BASE_URL = shared.staticServer.url;
  // Lets the test files of one run share the second export (support/endpoint-site.ts).
  process.env.E2E_RUN_ID = `${process.pid}-${Date.now()}`;
  try {
    shared.nginx = await startNginx('out', { https: ports.nginxHttps, http: ports.nginxHttp });
  } catch (error) {
    shared.staticServer.process.kill();
    throw error;
  }
  process.env.E2E_NGINX_URL = shared.nginx.url;
  process.env.E2E_NGINX_HTTP_URL = shared.nginx.httpUrl;
}
