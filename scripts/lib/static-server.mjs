// @ts-check
// `npm start`'s server: an export folder over HTTP with the hosting configuration the build
// resolved (deploy/server.json), applying the same rules in the same order as deploy/nginx.conf,
// so that the e2e suite can hold both servers to the same answers (e2e/hosting.e2e.ts).
// `send` serves the files (conditional requests, ranges, HEAD) and `compression` gzips them; this
// file decides only what answers a request. Why not serve 14 any more: it answered 500 with a
// stack trace to some paths, dropped every header from its 304s, served POST and TRACE, matched
// redirects in any letter case and took any page on its port as a sign it had started.
// Why not sirv in their place: tried against the same tests, it has none of nginx's request rules (no 301
// to one address, no 400 or 405, hidden files served) and answers 304 without the site's headers.
import { spawn } from 'node:child_process';
import { existsSync, readFileSync, statSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import compression from 'compression';
import send from 'send';
import { isEditingPageAddress, serviceAnswerHeaders, teamAreaAnswerHeaders } from '../../deploy/hosting.config.mjs';
import { mainExport, root, serverConfigFor } from './paths.mjs';

/** @typedef {import('../../deploy/hosting.config.mjs').HostingConfig} HostingConfig */

/**
 * What answers a request: a redirect, a file of the export, or an error status (404 sends the
 * 404 page).
 * @typedef {{ kind: 'redirect', location: string } | { kind: 'file', file: string } | { kind: 'error', status: number }} Answer
 */

/**
 * What a request may carry. nginx's default limits (large_client_header_buffers 4 8k): a request
 * line over 8 KB answers 414, a header line over 8 KB or headers over 32 KB in all answer 400. And
 * at most 100 header lines (Apache's LimitRequestFields; nginx counts bytes only): past that, 400,
 * since Node would otherwise keep the first ones and drop the rest unseen (a second Host included).
 */
export const LIMITS = { requestLine: 8192, headerLine: 8192, headers: 4 * 8192, headerCount: 100 };

/**
 * How long a client may take, so that slow or idle connections cannot hold the server: the request
 * line and headers within 10 s (nginx's client_header_timeout is 60 s), the whole request, a body
 * included, within 30 s, and 5 s of silence between two requests on a kept-alive connection.
 * Node checks them every second.
 */
export const TIMEOUTS = { headers: 10_000, request: 30_000, keepAlive: 5_000, checkEvery: 1_000 };

/**
 * Percent-decodes a path to bytes, read as Latin-1 so that a decoded byte can never form a
 * different character (no file name in the export is outside ASCII). Undefined when a '%' is not
 * followed by two hex digits, which nginx refuses with 400.
 * @param {string} rawPath
 */
function percentDecode(rawPath) {
  if (/%(?![0-9a-f]{2})/i.test(rawPath)) return undefined;
  return rawPath.replace(/%([0-9a-f]{2})/gi, (_, hex) => String.fromCharCode(parseInt(hex, 16)));
}

/**
 * Resolves "." and ".." segments as nginx does; undefined when ".." climbs above the root.
 * @param {string} decodedPath
 */
function resolveDotSegments(decodedPath) {
  /** @type {string[]} */
  const segments = [];
  const parts = decodedPath.split('/').slice(1);
  for (const [index, part] of parts.entries()) {
    const last = index === parts.length - 1;
    if (part === '.' || part === '..') {
      if (part === '..' && segments.pop() === undefined) return undefined;
      if (last) segments.push('');
    } else segments.push(part);
  }
  return `/${segments.join('/')}`;
}

/**
 * The answer to a request, from the configuration alone (and whether a file exists), in nginx's
 * order: what nginx refuses while parsing, the method, the request rules on the raw target, then
 * the exact redirects, the hidden files, and the files themselves.
 * @param {HostingConfig} config
 * @param {string} method
 * @param {string} target the request target exactly as sent
 * @param {(file: string) => boolean} isFile whether a path of the export is a regular file
 * @returns {Answer}
 */
export function answerFor(config, method, target, isFile) {
  // "GET http://host/path" (the absolute form, for proxies) is read as "GET /path", as nginx does.
  const absoluteForm = /^[a-z][a-z0-9+.-]*:\/\/[^/?]*/i.exec(target);
  const requestUri = absoluteForm ? target.slice(absoluteForm[0].length).replace(/^(?!\/)/, '/') : target;
  const queryAt = requestUri.indexOf('?');
  const rawPath = queryAt === -1 ? requestUri : requestUri.slice(0, queryAt);
  const query = queryAt === -1 ? '' : requestUri.slice(queryAt + 1);
  // What nginx's request parser itself refuses.
  const decoded = rawPath.startsWith('/') ? percentDecode(rawPath) : undefined;
  const resolved = decoded === undefined || decoded.includes('\0') ? undefined : resolveDotSegments(decoded);
  if (resolved === undefined) return { kind: 'error', status: 400 };

  const rule = (/** @type {string} */ source) => new RegExp(source, 'i').test(requestUri);
  if (!config.methods.includes(method)) return { kind: 'error', status: 405 };
  if (rule(config.requestRules.badRequest)) return { kind: 'error', status: 400 };
  if (rule(config.requestRules.notFound)) return { kind: 'error', status: 404 };

  const redirect = config.redirects.find(({ from }) => from === resolved);
  if (redirect) {
    const keptQuery = new RegExp(config.requestRules.keptQuery, 'i').test(query) ? `?${query}` : '';
    return { kind: 'redirect', location: redirect.to + keptQuery };
  }
  if (config.hiddenPaths.includes(resolved)) return { kind: 'error', status: 404 };
  if (resolved === '/') return { kind: 'file', file: '/index.html' };
  if (resolved.endsWith('/')) return { kind: 'error', status: 404 };
  for (const candidate of [resolved, `${resolved}.html`]) {
    if (isFile(candidate)) return { kind: 'file', file: candidate };
  }
  return { kind: 'error', status: 404 };
}

/**
 * Cache-Control for a response: immutable only for a file found under the immutable prefix.
 * @param {HostingConfig} config
 * @param {number} status
 * @param {string} file
 */
export function cacheControlFor(config, status, file) {
  const prefix = config.caching.immutable.path.replace(/\*$/, '');
  return [200, 206, 304].includes(status) && file.startsWith(prefix)
    ? config.caching.immutable.cacheControl
    : config.caching.revalidate;
}

/** @param {HostingConfig} config @param {string} file */
export function contentTypeFor(config, file) {
  return config.contentTypes[path.extname(file).slice(1).toLowerCase()] ?? 'application/octet-stream';
}

/**
 * The headers every response carries, errors included.
 * @param {HostingConfig} config
 * @param {number} status
 * @param {string} [file]
 */
function commonHeaders(config, status, file = '') {
  return {
    ...config.securityHeaders,
    'Cache-Control': cacheControlFor(config, status, file),
    ...(status === 405 ? { Allow: config.methods.join(', ') } : {}),
  };
}

/** A short HTML body for a status the server answers itself, as nginx does. @param {number} status */
function errorBody(status) {
  const title = `${status} ${http.STATUS_CODES[status] ?? 'Error'}`;
  return `<!DOCTYPE html>\n<html><head><title>${title}</title></head><body><h1>${title}</h1></body></html>\n`;
}

/**
 * What nginx refuses in a request's lines before looking at its address: a request line or headers
 * beyond its limits, a second Host or a Host with a path (none at all: Node's requireHostHeader, 400).
 * @param {http.IncomingMessage} request
 * @returns {number | undefined} the status to answer
 */
function requestLineProblem(request) {
  if (`${request.method} ${request.url} HTTP/${request.httpVersion}`.length > LIMITS.requestLine) return 414;
  // Node stops reading header lines at maxHeadersCount (one more than the limit): more is too many.
  if (request.rawHeaders.length / 2 > LIMITS.headerCount) return 400;
  let total = 0;
  const hosts = [];
  for (let index = 0; index < request.rawHeaders.length; index += 2) {
    const [name, value] = [request.rawHeaders[index], request.rawHeaders[index + 1]];
    const length = name.length + 2 + value.length;
    total += length;
    if (length > LIMITS.headerLine || total > LIMITS.headers) return 400;
    if (name.toLowerCase() === 'host') hosts.push(value);
  }
  if (hosts.length > 1) return 400;
  if (hosts.some((host) => /[/\\]|\.\./.test(host))) return 400;
  return undefined;
}

/**
 * @typedef {object} ServerOptions
 * @property {(request: http.IncomingMessage, response: http.ServerResponse, hostHeaders: (status: number) => Record<string, string | undefined>) => void} [api]
 *   the request service's listener (server/service.ts): answers every address under
 *   requestService.prefix (/api/), after the checks of the request's lines, with the headers
 *   hostHeaders gives in place of its own (serviceAnswerHeaders: the site's, as nginx sets them);
 *   and the team's area under teamArea.prefix (/team/), with teamAreaAnswerHeaders
 * @property {http.RequestListener} [admin] the editing page on the live site (scripts/editor/live.mjs):
 *   answers /admin and everything under /admin/ with its own headers, after the checks of the request's lines
 * @property {Partial<typeof TIMEOUTS>} [timeouts] shorter limits, for tests
 */

/**
 * The request handler for an export folder.
 * @param {HostingConfig} config
 * @param {string} exportDir absolute
 * @param {ServerOptions} [options]
 * @returns {http.RequestListener}
 */
export function createStaticHandler(config, exportDir, options = {}) {
  const notFoundPage = readFileSync(path.join(exportDir, config.notFoundPage));
  const isFile = (/** @type {string} */ file) => {
    try {
      return statSync(path.join(exportDir, file)).isFile();
    } catch {
      return false; // missing, a name too long, a file used as a folder: not a file either way
    }
  };
  // compression is Express middleware; it needs nothing of Express but the (request, response, next) shape.
  const gzip = /** @type {(request: http.IncomingMessage, response: http.ServerResponse, next: () => void) => void} */ (
    /** @type {unknown} */ (compression())
  );

  /** @param {http.IncomingMessage} request @param {http.ServerResponse} response @param {number} status */
  const answerError = (request, response, status) => {
    const body = status === 404 ? notFoundPage : Buffer.from(errorBody(status));
    response.writeHead(status, {
      ...commonHeaders(config, status),
      'Content-Type': config.contentTypes.html,
      'Content-Length': body.length,
    });
    response.end(request.method === 'HEAD' ? undefined : body);
  };

  /** A file of the export, through send. @param {http.IncomingMessage} request @param {http.ServerResponse} response @param {string} file */
  const answerFile = (request, response, file) => {
    for (const [name, value] of Object.entries(commonHeaders(config, 200, file))) response.setHeader(name, value);
    response.setHeader('Content-Type', contentTypeFor(config, file));
    const encoded = file.split('/').map(encodeURIComponent).join('/');
    send(request, encoded, { root: exportDir, dotfiles: 'allow', index: false, cacheControl: false })
      .on('error', (/** @type {{ status?: number }} */ error) => {
        for (const name of response.getHeaderNames()) response.removeHeader(name);
        answerError(request, response, error.status && error.status < 500 ? error.status : 500);
      })
      .pipe(response);
  };

  return (request, response) => {
    try {
      const refused = requestLineProblem(request);
      if (!refused && options.admin && isEditingPageAddress(request.url ?? '')) return options.admin(request, response);
      // The site's own service answers under its prefix, after the same checks of the request's head
      // (and within the same time limits, its body included), with the site's headers, as nginx sends it.
      if (!refused && options.api && (request.url ?? '').startsWith(config.requestService.prefix)) {
        return options.api(request, response, (status) => serviceAnswerHeaders(config, status));
      }
      // The team's area, the service's own pages: their own policy and referrer rule, the site's other headers.
      if (!refused && options.api && config.teamArea && (request.url ?? '').startsWith(config.teamArea.prefix)) {
        return options.api(request, response, () => teamAreaAnswerHeaders(config));
      }
      const answer = refused
        ? { kind: /** @type {const} */ ('error'), status: refused }
        : answerFor(config, request.method ?? '', request.url ?? '', isFile);
      if (answer.kind === 'redirect') {
        // Like nginx: a short page, not compressed, and no charset on a redirect's type.
        const body = errorBody(301);
        response.writeHead(301, {
          ...commonHeaders(config, 301),
          Location: answer.location,
          'Content-Type': 'text/html',
          'Content-Length': Buffer.byteLength(body),
        });
        response.end(request.method === 'HEAD' ? undefined : body);
      } else if (answer.kind === 'error' && answer.status !== 404) {
        answerError(request, response, answer.status);
      } else {
        // Pages, files and the 404 page are compressed for a client that accepts it, as nginx does.
        gzip(request, response, () =>
          answer.kind === 'file' ? answerFile(request, response, answer.file) : answerError(request, response, 404),
        );
      }
    } catch (error) {
      // Never a stack trace to the visitor, nor a half-written answer.
      console.error(`${request.method} ${request.url}: ${error instanceof Error ? error.message : String(error)}`);
      if (!response.headersSent) answerError(request, response, 500);
      else response.destroy();
    }
  };
}

/**
 * The status for a request the HTTP parser refused, as nginx answers it: 408 when the client was
 * too slow (TIMEOUTS), 414 when its request line is over the limit (the part of it read so far
 * shows that), 400 for anything else (a control character or a byte outside ASCII in the target,
 * headers beyond the limit…).
 * @param {Error & { code?: string, rawPacket?: Buffer }} error
 */
function refusedStatus(error) {
  if (error.code === 'ERR_HTTP_REQUEST_TIMEOUT') return 408;
  if (error.code !== 'HPE_HEADER_OVERFLOW') return 400;
  const head = error.rawPacket ?? Buffer.alloc(0);
  const lineEnd = head.indexOf('\n');
  return lineEnd === -1 || lineEnd > LIMITS.requestLine ? 414 : 400;
}

/**
 * Follows, for each connection, the requests whose answer is not yet fully sent, so that a refusal
 * can wait for them: pipelined requests are answered in order. After a timeout it does not wait for
 * a request whose body never arrived in full: that is the request timing out, and whatever answers
 * it (the request service, under /api/) is waiting for its body, so waiting for it would hold the
 * connection for ever.
 * @param {http.Server} server
 * @returns {(socket: import('node:stream').Duplex, timedOut: boolean) => Promise<void>} resolves once the connection has no answer under way
 */
function trackAnswers(server) {
  /** @type {WeakMap<object, { pending: Set<http.IncomingMessage>, waiters: Array<() => boolean> }>} */
  const connections = new WeakMap();
  server.prependListener('request', (request, response) => {
    const state = connections.get(request.socket) ?? { pending: new Set(), waiters: [] };
    connections.set(request.socket, state);
    state.pending.add(request);
    response.once('close', () => {
      state.pending.delete(request);
      state.waiters = state.waiters.filter((settled) => !settled());
    });
  });
  return (socket, timedOut) => {
    const state = connections.get(socket);
    if (!state) return Promise.resolve();
    return new Promise((resolve) => {
      const settled = () => {
        const done = [...state.pending].every((request) => timedOut && !request.complete);
        if (done) resolve(undefined);
        return done;
      };
      if (!settled()) state.waiters.push(settled);
    });
  };
}

/**
 * Answers a request the HTTP parser refused: 400, 408 or 414 with every header, like nginx, then
 * closes the connection. On a kept-alive connection the answers to the requests before it
 * (pipelined in the same packet) go out first, whole, in order: the refusal waits for them.
 * @param {HostingConfig} config
 * @param {(socket: import('node:stream').Duplex, timedOut: boolean) => Promise<void>} answered
 * @returns {(error: Error & { code?: string, rawPacket?: Buffer }, socket: import('node:stream').Duplex) => void}
 */
function clientErrorHandler(config, answered) {
  return (error, socket) => {
    if (error.code === 'ECONNRESET' || !socket.writable) return socket.destroy();
    const status = refusedStatus(error);
    const body = errorBody(status);
    const headers = {
      ...commonHeaders(config, status),
      'Content-Type': config.contentTypes.html,
      'Content-Length': Buffer.byteLength(body),
      Connection: 'close',
    };
    const head = Object.entries(headers)
      .map(([name, value]) => `${name}: ${value}`)
      .join('\r\n');
    // Closed once written, whatever the client does with its side of the connection.
    void answered(socket, status === 408).then(() =>
      socket.writable
        ? socket.end(`HTTP/1.1 ${status} ${http.STATUS_CODES[status]}\r\n${head}\r\n\r\n${body}`, () =>
            socket.destroy(),
          )
        : socket.destroy(),
    );
  };
}

/**
 * An export folder's hosting configuration, once it is sure the folder holds a site.
 * @param {string} folder absolute
 * @returns {HostingConfig}
 */
function exportConfig(folder) {
  const configFile = serverConfigFor(folder);
  for (const required of [path.join(folder, 'index.html'), configFile]) {
    if (!existsSync(required))
      throw new Error(`${path.relative(root, required)} is missing: run \`npm run build\` first.`);
  }
  return JSON.parse(readFileSync(configFile, 'utf8'));
}

/**
 * The server for an export folder, not yet listening. `server.useExport(folder)` switches it to
 * another export at once (a rebuild published from the editing page): one assignment, so each
 * request is answered wholly from one build or the other.
 * @param {string} [exportDir]
 * @param {ServerOptions} [options]
 * @returns {http.Server & { useExport: (folder: string) => void }}
 */
export function createStaticServer(exportDir = mainExport, options = {}) {
  const folder = path.resolve(root, exportDir);
  const config = exportConfig(folder);
  const timeouts = { ...TIMEOUTS, ...options.timeouts };
  const server = http.createServer(
    {
      // Node's limit is one total, answered with a bare 431: room for nginx's limits (per line, in all, by count), which the handler checks and answers as nginx does.
      maxHeaderSize: LIMITS.requestLine + LIMITS.headers + 1024,
      headersTimeout: timeouts.headers,
      requestTimeout: timeouts.request,
      keepAliveTimeout: timeouts.keepAlive,
      connectionsCheckingInterval: timeouts.checkEvery,
    },
    (request, response) => handle(request, response),
  );
  let handle = createStaticHandler(config, folder, options);
  server.maxHeadersCount = LIMITS.headerCount + 1;
  server.on('clientError', clientErrorHandler(config, trackAnswers(server)));
  return Object.assign(server, {
    useExport(/** @type {string} */ next) {
      const resolved = path.resolve(root, next);
      handle = createStaticHandler(exportConfig(resolved), resolved, options);
    },
  });
}

/**
 * Starts `node scripts/serve.mjs` for an export folder (for the e2e tests and the benchmark) and
 * resolves once it has said it listens, or rejects with what it said instead (a port in use…).
 * @param {number} port
 * @param {{ exportDir?: string, env?: Record<string, string> }} [options] env: added to
 *   this process's environment (the request service's settings: DATABASE_URL, SMTP_URL…)
 * @returns {Promise<{ url: string, process: import('node:child_process').ChildProcess }>}
 */
export function spawnSiteServer(port, options = {}) {
  const { exportDir = mainExport } = options;
  const child = spawn(process.execPath, [path.join(root, 'scripts/serve.mjs'), path.resolve(root, exportDir)], {
    cwd: root,
    env: { ...process.env, ...options.env, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  return new Promise((resolve, reject) => {
    const onData = (/** @type {Buffer} */ chunk) => {
      output += chunk.toString();
      if (/^Limenta: http/m.test(output)) {
        child.stdout?.off('data', onData);
        child.stdout?.resume();
        resolve({ url: `http://127.0.0.1:${port}`, process: child });
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', (/** @type {Buffer} */ chunk) => {
      output += chunk.toString();
      process.stderr.write(chunk);
    });
    child.on('exit', (code) =>
      reject(new Error(`The static server exited with code ${code} before it listened:\n${output.trim()}`)),
    );
  });
}
