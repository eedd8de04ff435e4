import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { connect as connectTcp, createServer, type Socket } from 'node:net';
import path from 'node:path';
import ipaddr from 'ipaddr.js';
import { connect } from 'node:tls';
import { createStaticServer } from '../scripts/lib/static-server.mjs';
import { freePort, until } from './support/local';
import { site } from '@/content/site';
import { checkGeneratedConfig, nginxVersion } from './support/nginx';
import { e2ePorts } from './support/ports';
import { rawRequest } from './support/raw-http';
import { startServiceAlone } from './support/service-alone';

/**
 * What only one of the two servers does: nginx's plain-HTTP side and its configuration check;
 * `npm start`'s start-up (a busy port, the address it prints) and its log. (Everything both
 * answer is in hosting.e2e.ts.)
 */
const ports = e2ePorts();
const siteHost = new URL(site.url).host;

describe('nginx', () => {
  test('deploy/nginx.conf, as an owner installs it (only the certificate paths changed), passes nginx -t without a warning', () => {
    const output = checkGeneratedConfig('out');
    expect(output).toContain('test is successful');
    const [major, minor, patch] = nginxVersion().split('.').map(Number);
    const deprecatedListenHttp2 = major > 1 || minor > 25 || (minor === 25 && patch >= 1);
    const warnings = output.split('\n').filter((line) => /\[(warn|emerg|alert|crit)\]/.test(line));
    // From 1.25.1 nginx warns that "listen … http2" is deprecated; the file still loads, and must load on 1.22.
    expect(
      warnings.filter((line) => !(deprecatedListenHttp2 && /"listen \.\.\. http2" directive is deprecated/.test(line))),
    ).toEqual([]);
  });

  test('speaks HTTP/2 over TLS', async () => {
    const { hostname, port } = new URL(process.env.E2E_NGINX_URL ?? '');
    const protocol = await new Promise<string | false | null>((resolve, reject) => {
      const socket = connect(
        { host: hostname, port: Number(port), rejectUnauthorized: false, ALPNProtocols: ['h2', 'http/1.1'] },
        () => {
          resolve(socket.alpnProtocol);
          socket.end();
        },
      );
      socket.on('error', reject);
    });
    expect(protocol).toBe('h2');
  });

  test.each([
    ['/prodotto', `https://${siteHost}/prodotto`],
    ['/prodotto/?utm_source=x', `https://${siteHost}/prodotto/?utm_source=x`],
    ['//evil.example/', `https://${siteHost}//evil.example/`],
    ['/x?q="><script>', `https://${siteHost}/`],
  ])('plain HTTP: %s, whatever the Host, answers 301 to %s on the site’s own host', async (target, location) => {
    const response = await rawRequest(process.env.E2E_NGINX_HTTP_URL ?? '', target, {
      headers: { Host: 'evil.example' },
    });
    expect(response.status).toBe(301);
    expect(response.header('location')).toBe(location);
    expect(response.header('strict-transport-security')).toBe('max-age=63072000; includeSubDomains');
    expect(response.header('content-security-policy')).toContain("frame-ancestors 'none'");
  });
});

/** Runs `node scripts/serve.mjs` on a port; resolves with its output when it exits or prints its address. */
function runServe(
  port: number,
  env: Record<string, string> = {},
): Promise<{ code: number | null; output: string; stop: () => Promise<string> }> {
  const service = { DATABASE_URL: path.resolve('.e2e-artifacts/servers-richieste.sqlite'), SMTP_URL: '' };
  const child = spawn(process.execPath, [path.resolve('scripts/serve.mjs')], {
    env: { ...process.env, HOST: '', ...service, ...env, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  const stop = async () => {
    child.kill('SIGTERM');
    await exited;
    return output;
  };
  return new Promise((resolve) => {
    const collect = (chunk: Buffer) => {
      output += chunk.toString();
      if (/^Limenta: /m.test(output)) resolve({ code: null, output, stop });
    };
    child.stdout.on('data', collect);
    child.stderr.on('data', collect);
    exited.then((code) => resolve({ code, output, stop }));
  });
}

describe('npm start', () => {
  test('a port another program uses: it says so and exits with an error, instead of announcing that program’s page', async () => {
    const other = createServer().listen(ports.busy);
    await new Promise((resolve) => other.once('listening', resolve));
    try {
      const { code, output } = await runServe(ports.busy);
      expect(code).toBe(1);
      expect(output).toContain(`La porta ${ports.busy} è già usata`);
      expect(output).not.toMatch(/Limenta: http/);
    } finally {
      await new Promise((resolve) => other.close(resolve));
    }
  });

  test('a free port: it prints where requests are kept, once where the unsent emails are, the address it serves, and logs no stack trace whatever it is sent', async () => {
    const server = await runServe(ports.busy);
    try {
      expect(server.code).toBeNull();
      const lines = server.output.trim().split('\n');
      expect(lines.at(-1)).toBe(`Limenta: http://localhost:${ports.busy}`);
      expect(lines[0]).toMatch(/^Richieste: SQLite .*servers-richieste\.sqlite; conservate \d+ mesi\.$/);
      expect(lines.filter((line) => line.includes('SMTP_URL non è impostato'))).toEqual([
        expect.stringContaining('npm run richieste -- coda'),
      ]);
      const url = `http://127.0.0.1:${ports.busy}`;
      for (const target of ['/%00', `/${'a'.repeat(300)}`, '/%zz', '/..%2f', `/${'a'.repeat(20_000)}`, '/\u00e9']) {
        expect([400, 404, 414]).toContain((await rawRequest(url, target)).status);
      }
    } finally {
      const output = await server.stop();
      expect(output).not.toMatch(/^\s+at /m);
    }
  });
});

/**
 * The addresses a port is listened on, read from the kernel's own table (/proc/net/tcp and tcp6):
 * what any other machine on the network could reach.
 */
function listeningAddresses(port: number): string[] {
  const addresses: string[] = [];
  for (const table of ['/proc/net/tcp', '/proc/net/tcp6']) {
    for (const line of readFileSync(table, 'utf8').split('\n').slice(1)) {
      const [, local, , state] = line.trim().split(/\s+/);
      if (state !== '0A' || !local) continue; // 0A: LISTEN
      const [hex, portHex] = local.split(':');
      // The kernel writes the address as 32-bit words in the machine's (little-endian) byte order.
      if (parseInt(portHex, 16) === port)
        addresses.push(ipaddr.fromByteArray([...Buffer.from(hex, 'hex').swap32()]).toString());
    }
  }
  return addresses.sort();
}

describe('where the servers listen', () => {
  test('npm run serve (and so npm start): 127.0.0.1 only; HOST=0.0.0.0 opens it to every network, and says so', async () => {
    const port = await freePort();
    for (const host of ['127.0.0.1', '0.0.0.0']) {
      const server = await runServe(port, host === '0.0.0.0' ? { HOST: host } : {});
      try {
        expect(listeningAddresses(port)).toEqual([host]);
        expect(server.output.includes('HOST=0.0.0.0: in ascolto su tutte le reti')).toBe(host === '0.0.0.0');
      } finally {
        await server.stop();
      }
    }
  });

  test('npm run service (the request service alone): 127.0.0.1 only, and it answers there', async () => {
    const port = await freePort();
    const service = await startServiceAlone(port, {
      DATABASE_URL: path.resolve('.e2e-artifacts/service-alone-richieste.sqlite'),
    });
    try {
      expect(service.output()).toContain(`Richieste: http://localhost:${port}/api/richieste`);
      expect(listeningAddresses(port)).toEqual(['127.0.0.1']);
      // The service's own answer: GET is not one of its methods.
      const response = await fetch(`${service.url}/api/richieste`);
      expect([response.status, response.headers.get('allow')]).toEqual([405, 'POST, OPTIONS']);
    } finally {
      await service.stop();
    }
  });

  test('npm run dev: 127.0.0.1 only', async () => {
    const port = await freePort();
    const dev = spawn(process.execPath, [path.resolve('scripts/dev.mjs')], {
      env: { ...process.env, HOST: '', PORT: String(port), NEXT_TELEMETRY_DISABLED: '1' },
      stdio: 'ignore',
      detached: true,
    });
    try {
      const addresses = await until(
        () => (listeningAddresses(port).length > 0 ? listeningAddresses(port) : undefined),
        'npm run dev to listen',
        120_000,
      );
      expect(addresses).toEqual(['127.0.0.1']);
    } finally {
      // next dev starts workers of its own: the whole process group goes.
      process.kill(-(dev.pid ?? 0), 'SIGTERM');
    }
  }, 180_000);

  test("the hosts' engines the tests start: 127.0.0.1 only", () => {
    for (const variable of ['E2E_CLOUDFLARE_URL', 'E2E_NETLIFY_URL']) {
      const { port } = new URL(process.env[variable] ?? '');
      expect([variable, listeningAddresses(Number(port))]).toEqual([variable, ['127.0.0.1']]);
    }
  });
});

/** Writes bytes on one connection and reads everything until the server closes it (or 20 s pass). */
function exchange(url: string, request: string): Promise<string> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const socket: Socket = connectTcp({ host: hostname, port: Number(port) }, () => socket.write(request));
    socket.setTimeout(20_000, () => socket.destroy(new Error('The server kept the connection open for 20 s.')));
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('close', () => resolve(Buffer.concat(chunks).toString('latin1')));
    socket.on('error', reject);
  });
}

describe('npm run serve, strict as nginx on a connection', () => {
  const url = () => process.env.E2E_BASE_URL ?? '';

  test('pipelined requests are answered in order; a malformed one after them gets a 400 and the connection closes', async () => {
    const ok = (target: string) => `GET ${target} HTTP/1.1\r\nHost: localhost\r\n\r\n`;
    const answer = await exchange(url(), `${ok('/')}${ok('/prodotto')}GET /\x01 HTTP/1.1\r\nHost: localhost\r\n\r\n`);
    // The answers one after the other, each as long as its Content-Length says.
    const answers: Array<{ status: string; head: string; body: string }> = [];
    for (let rest = answer; rest.length > 0;) {
      const headEnd = rest.indexOf('\r\n\r\n');
      const head = rest.slice(0, headEnd);
      const length = Number(/^content-length: (\d+)$/im.exec(head)?.[1]);
      answers.push({ status: head.slice(9, 12), head, body: rest.slice(headEnd + 4, headEnd + 4 + length) });
      rest = rest.slice(headEnd + 4 + length);
    }
    expect(answers.map(({ status }) => status)).toEqual(['200', '200', '400']);
    expect(answers[0].body).toContain(`<link rel="canonical" href="${site.url}"/>`);
    expect(answers[1].body).toContain(`<link rel="canonical" href="${site.url}/prodotto"/>`);
    expect(answers[2].head).toContain('Connection: close');
  });

  test('1,000 idle or half-sent connections neither stop it answering nor stay open past the time limits (a bounded loopback test)', async () => {
    const server = createStaticServer('out', {
      timeouts: { headers: 3000, request: 6000, keepAlive: 1000, checkEvery: 250 },
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const address = server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    const sockets: Socket[] = [];
    let closed = 0;
    try {
      for (let index = 0; index < 1000; index += 1) {
        const socket = connectTcp({ host: '127.0.0.1', port });
        // Half of them start a request and never finish its headers.
        if (index % 2) socket.on('connect', () => socket.write('GET / HTTP/1.1\r\nHost: localhost\r\n'));
        socket.on('close', () => (closed += 1));
        socket.on('error', () => undefined);
        // Read what the server sends (its 408), so that its close is seen.
        socket.resume();
        sockets.push(socket);
      }
      await until(
        () => (sockets.every((socket) => !socket.connecting) ? true : undefined),
        'the 1,000 connections to open',
        30_000,
      );
      const response = await fetch(`http://127.0.0.1:${port}/prodotto`, { signal: AbortSignal.timeout(10_000) });
      expect(response.status).toBe(200);
      // Answered while the slow connections were held (on a loaded machine the first may already be timed out).
      expect(closed).toBeLessThan(1000);
      await until(
        () => (closed === 1000 ? true : undefined),
        'the server to close the 1,000 slow connections',
        30_000,
      ).catch((error: Error) => {
        throw new Error(`${error.message} (${closed} closed)`);
      });
    } finally {
      for (const socket of sockets) socket.destroy();
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
  }, 90_000);
});
