import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';
import { connect } from 'node:tls';
import { site } from '@/content/site';
import { checkGeneratedConfig, nginxVersion } from './support/nginx';
import { e2ePorts } from './support/ports';
import { rawRequest } from './support/raw-http';

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
    expect(warnings.filter((line) => !(deprecatedListenHttp2 && /"listen \.\.\. http2" directive is deprecated/.test(line)))).toEqual([]);
  });

  test('speaks HTTP/2 over TLS', async () => {
    const { hostname, port } = new URL(process.env.E2E_NGINX_URL ?? '');
    const protocol = await new Promise<string | false | null>((resolve, reject) => {
      const socket = connect({ host: hostname, port: Number(port), rejectUnauthorized: false, ALPNProtocols: ['h2', 'http/1.1'] }, () => {
        resolve(socket.alpnProtocol);
        socket.end();
      });
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
    const response = await rawRequest(process.env.E2E_NGINX_HTTP_URL ?? '', target, { headers: { Host: 'evil.example' } });
    expect(response.status).toBe(301);
    expect(response.header('location')).toBe(location);
    expect(response.header('strict-transport-security')).toBe('max-age=63072000; includeSubDomains');
    expect(response.header('content-security-policy')).toContain("frame-ancestors 'none'");
  });
});

/** Runs `node scripts/serve.mjs` on a port; resolves with its output when it exits or prints its address. */
function runServe(port: number): Promise<{ code: number | null; output: string; stop: () => Promise<string> }> {
  const env = { ...process.env, PORT: String(port), DATABASE_URL: path.resolve('.e2e-artifacts/servers-richieste.sqlite'), SMTP_URL: '' };
  const child = spawn(process.execPath, [path.resolve('scripts/serve.mjs')], { env, stdio: ['ignore', 'pipe', 'pipe'] });
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
      expect(output).toContain(`Port ${ports.busy} is already in use`);
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
      expect(lines.filter((line) => line.includes('SMTP_URL non è impostato'))).toEqual([expect.stringContaining('npm run richieste -- coda')]);
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
