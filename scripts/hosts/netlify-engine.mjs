// @ts-check
// Netlify's own request chain, offline: a publish folder served through Netlify's packages
// (@netlify/redirects, @netlify/static, @netlify/headers) in the order its local emulator runs them.
// Ours is only the HTTP plumbing: Node's server, the engine's own origin for every request (as on a
// CDN), and the 404 page with Netlify's default Cache-Control.
//
//   node scripts/hosts/netlify-engine.mjs <publish folder>   (PORT, HOST as for npm run serve)
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { HeadersHandler } from '@netlify/headers';
import { RedirectsHandler } from '@netlify/redirects';
import { StaticHandler } from '@netlify/static';
import { listenAddress } from '../lib/listen-address.mjs';

const publishDir = path.resolve(process.argv[2] ?? 'out');
if (!existsSync(path.join(publishDir, '_redirects'))) {
  console.error(`${publishDir}/_redirects is missing: build first.`);
  process.exit(1);
}
// Netlify also reads `_redirects` and `_headers` beside netlify.toml; an empty folder stands for a
// project root that has neither, so only the publish folder's files count (as in production).
const projectDir = mkdtempSync(path.join(tmpdir(), 'netlify-project-'));
const notFoundPage = path.join(publishDir, '404.html');
const logger = { error: console.error, log: console.log, warn: console.warn };

// With the Cache-Control Netlify sends on everything it serves by default (as @netlify/static does).
const notFound = async () =>
  new Response(existsSync(notFoundPage) ? readFileSync(notFoundPage) : 'Not Found', {
    status: 404,
    headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'public, max-age=0, must-revalidate' },
  });

const redirects = new RedirectsHandler({
  configRedirects: [],
  jwtRoleClaim: '',
  jwtSecret: '',
  notFoundHandler: notFound,
  projectDir,
  publicDir: publishDir,
});
const headers = new HeadersHandler({ projectDir, publishDir, logger });
const files = new StaticHandler({ directory: publishDir });

/** The response Netlify's chain gives a request: redirect rules, then files, then the 404 page. @param {Request} request */
async function respond(request) {
  const match = await redirects.match(request);
  if (match) {
    const response = await redirects.handle(request, match, async (maybeStatic) => {
      const file = await files.match(maybeStatic);
      if (!file) return undefined;
      return async () => {
        const served = await file.handle();
        await headers.apply(new Request(match.target), served);
        return served;
      };
    });
    if (response) return response;
  }
  const file = await files.match(request);
  if (file) {
    const served = await file.handle();
    await headers.apply(request, served);
    return served;
  }
  const missing = await notFound();
  await headers.apply(request, missing);
  return missing;
}

const { host, port, url } = listenAddress({ defaultPort: 8888 });
const origin = `http://${host.includes(':') ? `[${host}]` : host}:${port}`;

const server = http.createServer(async (incoming, outgoing) => {
  let request;
  try {
    // The engine's own origin, as a CDN knows the site's: the request's Host never names it. A target
    // in absolute form ("GET http://host/path") counts by its path, as everywhere else.
    const target = incoming.url ?? '/';
    const url = new URL(
      target.startsWith('/') ? `${origin}${target}` : `${origin}${new URL(target).pathname}${new URL(target).search}`,
    );
    const requestHeaders = new Headers();
    for (const [name, value] of Object.entries(incoming.headers)) {
      for (const item of [value ?? []].flat()) requestHeaders.append(name, item);
    }
    request = new Request(url, { method: incoming.method, headers: requestHeaders });
  } catch {
    outgoing.writeHead(400, { 'content-type': 'text/plain' }).end('Bad Request');
    return;
  }
  try {
    const response = await respond(request);
    outgoing.writeHead(response.status, Object.fromEntries(response.headers));
    if (response.body && incoming.method !== 'HEAD')
      Readable.fromWeb(/** @type {import('node:stream/web').ReadableStream} */ (response.body)).pipe(outgoing);
    else {
      await response.body?.cancel();
      outgoing.end();
    }
  } catch (error) {
    console.error(`${incoming.method} ${incoming.url}: ${error instanceof Error ? error.message : String(error)}`);
    if (!outgoing.headersSent) outgoing.writeHead(500).end();
    else outgoing.destroy();
  }
});

server.listen(port, host, () => console.log(`Netlify engine: ${url}`));
for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM'])) {
  process.on(signal, () => {
    rmSync(projectDir, { recursive: true, force: true });
    server.close(() => process.exit(0));
    server.closeAllConnections();
  });
}
