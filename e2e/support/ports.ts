/**
 * The ports of the end-to-end suite, all from E2E_PORT. The default is one no common tool
 * listens on by default (4173 was Vite's preview server); never 3000, which `npm start` uses.
 */
export const DEFAULT_E2E_PORT = 4931;

export function e2ePorts(base = Number(process.env.E2E_PORT || DEFAULT_E2E_PORT)) {
  return {
    /** out/ served like `npm start` */
    site: base,
    /**
     * the contact endpoint the second build posts to: the local stand-in delivery service
     * (contact-delivery.e2e.ts), or the request service alone (static-host-service.e2e.ts); test
     * files run one at a time (jest.e2e.config.mjs), so they share the build and take turns
     */
    endpoint: base + 10,
    /** the second build, with the stand-in endpoint */
    endpointSite: base + 11,
    /** nginx serving out/ with deploy/nginx.conf: HTTPS, and the plain-HTTP redirect */
    nginxHttps: base + 20,
    nginxHttp: base + 21,
    /** taken on purpose by the test of a busy port */
    busy: base + 22,
    /** Cloudflare Pages' engine (wrangler pages dev) and its inspector */
    cloudflare: base + 23,
    cloudflareInspector: base + 24,
    /** Netlify's engine (scripts/hosts/netlify-engine.mjs) */
    netlify: base + 25,
    /** static-host-service.e2e.ts: the second build on Cloudflare Pages' engine (and its inspector) and Netlify's */
    staticCloudflare: base + 26,
    staticCloudflareInspector: base + 27,
    staticNetlify: base + 28,
    /** request-service.e2e.ts: `npm start`'s server with its own SMTP server, and nginx in front of it */
    service: base + 30,
    serviceNginxHttps: base + 31,
    serviceNginxHttp: base + 32,
  };
}
