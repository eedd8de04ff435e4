import type { ChildProcess } from 'node:child_process';
import { openBrowser, type BrowserSession } from './browser';
import { watchPolicyViolations } from './csp';
import { buildSiteWithEndpoint } from './endpoint-build';
import { e2ePorts } from './ports';
import { spawnSiteServer } from '../../scripts/lib/static-server.mjs';
import { startTestEndpoint, type TestEndpoint } from './test-endpoint';

/**
 * The site built with NEXT_PUBLIC_CONTACT_ENDPOINT pointing at a local stand-in service that
 * records what it receives, on the ports of support/ports.ts.
 * Call once at the top of a test file; the build is shared by the files of one run.
 */
export function setUpEndpointSite(options: { backForwardCache?: boolean } = {}) {
  const ports = e2ePorts();
  const site = {} as { endpoint: TestEndpoint; url: string; browser: BrowserSession };
  let server: ChildProcess | undefined;

  beforeAll(async () => {
    site.endpoint = await startTestEndpoint(ports.endpoint);
    const started = await spawnSiteServer(ports.endpointSite, { exportDir: buildSiteWithEndpoint(site.endpoint.url) });
    server = started.process;
    site.url = started.url;
    site.browser = await openBrowser({ width: 390, backForwardCache: options.backForwardCache });
    // The site's Content-Security-Policy must let the forms reach the endpoint (connect-src).
    await watchPolicyViolations(site.browser.context);
  }, 300_000);

  afterAll(async () => {
    await site.browser?.close();
    server?.kill();
    await site.endpoint?.close();
  });

  return site;
}
