import { execFileSync, spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { connect } from 'node:tls';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ONLINE_SITE, SERVICE_FOLDER } from '../../deploy/hosting.config.mjs';
import { deployDirFor } from '../../scripts/lib/paths.mjs';
import { stopProcess } from './stop-process';

/**
 * nginx serving an export folder with the configuration the build generated for it
 * (deploy/nginx.conf), as a server of one's own would: a throwaway main configuration and a
 * self-signed certificate in a temporary folder, run as the current user on our own ports. The
 * generated file is used as written, but for the lines a test server must change (ports,
 * certificate, root), each of which must be found exactly where expected.
 */
export const NGINX_INSTALL = 'apt-get update && apt-get install -y nginx openssl';

/** The root the generated file names. */
const SITE_ROOT = `${SERVICE_FOLDER}/${ONLINE_SITE}`;

export function nginxBinary(): string {
  const candidates = [
    process.env.NGINX_PATH,
    '/usr/sbin/nginx',
    '/usr/local/sbin/nginx',
    '/usr/local/nginx/sbin/nginx',
  ].filter(Boolean) as string[];
  const found = candidates.find((candidate) => existsSync(candidate));
  if (found) return found;
  try {
    return execFileSync('sh', ['-c', 'command -v nginx'], { encoding: 'utf8' }).trim();
  } catch {
    throw new Error(
      `nginx is not installed, and the hosting tests run against it as well as against \`npm start\`.\n` +
        `Install Debian's: ${NGINX_INSTALL}  (another binary: NGINX_PATH=/path/to/nginx). CI (bash .ci/run) installs it itself.`,
    );
  }
}

/** "1.22.1" (nginx -v writes to stderr). */
export function nginxVersion(binary = nginxBinary()): string {
  const { stderr, stdout } = spawnSync(binary, ['-v'], { encoding: 'utf8' });
  const version = /nginx\/(\d+\.\d+\.\d+)/.exec(`${stderr}${stdout}`)?.[1];
  if (!version) throw new Error(`${binary} -v did not print a version: ${stderr}${stdout}`);
  return version;
}

/** Replaces exactly `count` occurrences of a line, or throws: the generated file changed shape. */
function replaceLine(text: string, line: string, replacement: string, count: number): string {
  const lines = text.split('\n');
  const found = lines.filter((candidate) => candidate.trim() === line).length;
  if (found !== count) throw new Error(`deploy/nginx.conf: expected ${count} line(s) "${line}", found ${found}.`);
  return lines
    .filter((candidate) => !(candidate.trim() === line && replacement === ''))
    .map((candidate) => (candidate.trim() === line ? candidate.replace(line, replacement) : candidate))
    .join('\n');
}

export interface NginxTestSite {
  generated: string;
  serverName: string;
  root: string;
  httpsPort: number;
  httpPort: number;
  certificate: string;
  key: string;
  /** Where the request service listens (the generated file says 127.0.0.1:3100, deploy/limenta-richieste.service). */
  servicePort: number;
}

/** The generated site file with a test certificate in place of Let's Encrypt's. */
function withCertificate(text: string, serverName: string, { certificate, key }: { certificate: string; key: string }) {
  const live = `/etc/letsencrypt/live/${serverName}`;
  text = replaceLine(text, `ssl_certificate     ${live}/fullchain.pem;`, `ssl_certificate     ${certificate};`, 1);
  return replaceLine(text, `ssl_certificate_key ${live}/privkey.pem;`, `ssl_certificate_key ${key};`, 1);
}

/** The generated site file with the test server's ports (IPv4 loopback only), certificate, root and request service. */
export function testSiteConfig({
  generated,
  serverName,
  root,
  httpsPort,
  httpPort,
  certificate,
  key,
  servicePort,
}: NginxTestSite): string {
  let text = generated;
  // The request service, the team's area and the editing page (with and without its slash), one upstream.
  text = replaceLine(text, 'proxy_pass http://127.0.0.1:3100;', `proxy_pass http://127.0.0.1:${servicePort};`, 4);
  text = replaceLine(text, 'listen 80;', `listen 127.0.0.1:${httpPort};`, 1);
  text = replaceLine(text, 'listen [::]:80;', '', 1);
  text = replaceLine(text, 'listen 443 ssl http2;', `listen 127.0.0.1:${httpsPort} ssl http2;`, 1);
  text = replaceLine(text, 'listen [::]:443 ssl http2;', '', 1);
  text = withCertificate(text, serverName, { certificate, key });
  // The request service's link to the site online (deploy/hosting.config.mjs), or the export tested.
  text = replaceLine(text, `root ${SITE_ROOT};`, `root ${root};`, 1);
  return text;
}

/** A main configuration in `folder` that includes the site file, with every path nginx writes inside the folder. */
function mainConfig(folder: string, siteFile: string): string {
  const runningAsRoot = process.getuid?.() === 0;
  return [
    // As root nginx would hand its workers to "nobody"; they stay with the current user instead.
    runningAsRoot ? 'user root;' : '',
    'worker_processes 1;',
    `pid ${folder}/nginx.pid;`,
    `error_log ${folder}/error.log warn;`,
    'events { worker_connections 256; }',
    'http {',
    `  access_log ${folder}/access.log;`,
    ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(
      (name) => `  ${name}_temp_path ${folder}/${name}_temp;`,
    ),
    `  include ${siteFile};`,
    '}',
    '',
  ].join('\n');
}

function selfSignedCertificate(folder: string, serverName: string): { certificate: string; key: string } {
  const certificate = path.join(folder, 'certificate.pem');
  const key = path.join(folder, 'key.pem');
  try {
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'rsa:2048',
        '-nodes',
        '-days',
        '2',
        '-subj',
        `/CN=${serverName}`,
        '-keyout',
        key,
        '-out',
        certificate,
      ],
      { stdio: 'pipe' },
    );
  } catch (error) {
    throw new Error(
      `openssl could not make a test certificate (${(error as Error).message}). Install it: ${NGINX_INSTALL}`,
    );
  }
  return { certificate, key };
}

/**
 * `nginx -t` on the generated file exactly as an owner installs it, only the certificate paths
 * pointing at a test certificate (nginx -t reads the certificate; it binds no port): its output.
 */
export function checkGeneratedConfig(exportDir: string): string {
  const binary = nginxBinary();
  const folder = mkdtempSync(path.join(tmpdir(), 'e2e-nginx-check-'));
  try {
    const generated = readFileSync(path.join(deployDirFor(exportDir), 'nginx.conf'), 'utf8');
    const serverName = /^\s*server_name (\S+);/m.exec(generated)?.[1] ?? '';
    const site = withCertificate(generated, serverName, selfSignedCertificate(folder, serverName));
    writeFileSync(path.join(folder, 'site.conf'), site);
    writeFileSync(path.join(folder, 'nginx.conf'), mainConfig(folder, path.join(folder, 'site.conf')));
    return testNginxConfig({
      folder,
      binary,
      mainConfigFile: path.join(folder, 'nginx.conf'),
      args: ['-p', folder, '-c', path.join(folder, 'nginx.conf'), '-e', path.join(folder, 'error.log')],
    });
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

export interface NginxFolder {
  folder: string;
  mainConfigFile: string;
  binary: string;
  /** nginx's own arguments for this folder (prefix, configuration, early error log). */
  args: string[];
}

/**
 * Where nginx takes its file and what it serves: by default the export folder's own (its generated
 * file, and the folder itself as root); a project's copy names its deploy/nginx.conf and the link its
 * request service keeps (.limenta/sito-online).
 */
export interface NginxSource {
  generatedFile?: string;
  root?: string;
}

/** Writes the certificate, the site file and the main configuration for an export folder. */
export function prepareNginx(
  exportDir: string,
  ports: { https: number; http: number; service: number },
  source: NginxSource = {},
): NginxFolder {
  const binary = nginxBinary();
  const folder = mkdtempSync(path.join(tmpdir(), 'e2e-nginx-'));
  const generatedFile = source.generatedFile ?? path.join(deployDirFor(exportDir), 'nginx.conf');
  if (!existsSync(generatedFile)) throw new Error(`${generatedFile} is missing: run \`npm run build\` first.`);
  const generated = readFileSync(generatedFile, 'utf8');
  const serverName = /^\s*server_name (\S+);/m.exec(generated)?.[1];
  if (!serverName) throw new Error(`${generatedFile}: no server_name.`);
  const { certificate, key } = selfSignedCertificate(folder, serverName);
  const siteFile = path.join(folder, 'site.conf');
  writeFileSync(
    siteFile,
    testSiteConfig({
      generated,
      serverName,
      root: source.root ?? path.resolve(exportDir),
      httpsPort: ports.https,
      httpPort: ports.http,
      certificate,
      key,
      servicePort: ports.service,
    }),
  );
  const mainConfigFile = path.join(folder, 'nginx.conf');
  writeFileSync(mainConfigFile, mainConfig(folder, siteFile));
  return {
    folder,
    mainConfigFile,
    binary,
    args: ['-p', folder, '-c', mainConfigFile, '-e', path.join(folder, 'error.log')],
  };
}

/** `nginx -t` on the prepared folder: its output, or an error carrying it. */
export function testNginxConfig(prepared: NginxFolder): string {
  // nginx -t writes its verdict and any warning to stderr.
  const { status, stdout, stderr } = spawnSync(prepared.binary, [...prepared.args, '-t'], { encoding: 'utf8' });
  if (status !== 0) throw new Error(`nginx -t failed on the generated configuration:\n${stdout}${stderr}`);
  return `${stdout}${stderr}`;
}

function answersTls(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ host: '127.0.0.1', port, rejectUnauthorized: false }, () => {
      socket.end();
      resolve(true);
    });
    socket.on('error', () => resolve(false));
  });
}

export interface RunningNginx {
  url: string;
  httpUrl: string;
  process: ChildProcess;
  folder: string;
  stop: () => Promise<void>;
}

/** Starts nginx in the foreground for an export folder; resolves when it answers over TLS. */
export async function startNginx(
  exportDir: string,
  ports: { https: number; http: number; service: number },
  source: NginxSource = {},
): Promise<RunningNginx> {
  const prepared = prepareNginx(exportDir, ports, source);
  testNginxConfig(prepared);
  const child = spawn(prepared.binary, [...prepared.args, '-g', 'daemon off;'], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const errorLog = () =>
    existsSync(path.join(prepared.folder, 'error.log'))
      ? readFileSync(path.join(prepared.folder, 'error.log'), 'utf8')
      : '';
  const stop = async () => {
    await stopProcess(child);
    rmSync(prepared.folder, { recursive: true, force: true });
  };
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) {
      const log = `${stderr}${errorLog()}`.trim();
      await stop();
      throw new Error(`nginx exited with code ${child.exitCode} before it listened on ${ports.https}:\n${log}`);
    }
    // The pid file is written once nginx holds its ports: an answer before that may be another program's.
    if (
      existsSync(path.join(prepared.folder, 'nginx.pid')) &&
      child.exitCode === null &&
      (await answersTls(ports.https))
    ) {
      return {
        url: `https://127.0.0.1:${ports.https}`,
        httpUrl: `http://127.0.0.1:${ports.http}`,
        process: child,
        folder: prepared.folder,
        stop,
      };
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await stop();
  throw new Error(`nginx did not answer on port ${ports.https} within 30 s.`);
}
