import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { copyProject } from '../../scripts/lib/project-copy.mjs';
import { freePort } from './local';
import { stopProcess } from './stop-process';

/**
 * The editing page as an editor runs it, on a throwaway copy of the project (the working tree is
 * never written): the copy is a git repository with a local bare repository as its remote
 * ("origin"), so «Pubblica» commits and pushes for real. Each test file makes its own copy.
 */
export interface EditingCopy {
  /** The copy's folder (its content/, public/, .git). */
  dir: string;
  /** The bare repository the copy publishes to. */
  remote: string;
  git: (...args: string[]) => string;
  remove: () => void;
}

const testIdentity = {
  GIT_AUTHOR_NAME: 'Prova',
  GIT_AUTHOR_EMAIL: 'prova@example.invalid',
  GIT_COMMITTER_NAME: 'Prova',
  GIT_COMMITTER_EMAIL: 'prova@example.invalid',
};

export function runGit(cwd: string, args: string[]): string {
  return execFileSync('git', args, {
    cwd,
    encoding: 'utf8',
    env: { ...process.env, ...testIdentity, GIT_TERMINAL_PROMPT: '0' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
}

export function makeEditingCopy(name: string): EditingCopy {
  const { dir, remove } = copyProject(name);
  const remote = `${dir}.git`;
  rmSync(remote, { recursive: true, force: true });
  const git = (...args: string[]) => runGit(dir, args);
  git('init', '-q', '-b', 'main');
  git('add', '-A');
  git('commit', '-q', '-m', 'Copia del sito per il test');
  runGit(path.dirname(dir), ['init', '-q', '--bare', '-b', 'main', remote]);
  git('remote', 'add', 'origin', remote);
  git('push', '-q', '-u', 'origin', 'main');
  return {
    dir,
    remote,
    git,
    remove: () => {
      remove();
      rmSync(remote, { recursive: true, force: true });
    },
  };
}

export interface RunningEditor {
  url: string;
  origin: string;
  port: number;
  preview?: string;
  output: () => string;
  /** Stops the editing page; resolves once it has exited, its preview (`next dev`) with it. */
  stop: () => Promise<void>;
}

/** `npm run edit` in the copy, on ports the system picks; resolves with the addresses it prints. */
export async function startEditor(
  dir: string,
  options: { preview?: boolean; env?: Record<string, string> } = {},
): Promise<RunningEditor> {
  // HOST unset (as on an editor's computer) unless the test sets it.
  const { HOST: _unset, ...inherited } = process.env;
  void _unset;
  const env = {
    ...inherited,
    EDIT_PORT: '0',
    PREVIEW_PORT: options.preview ? String(await freePort()) : '0',
    NEXT_TELEMETRY_DISABLED: '1',
    ...options.env,
  };
  const child: ChildProcess = spawn(
    process.execPath,
    ['scripts/editor/server.mjs', ...(options.preview ? [] : ['--no-preview'])],
    { cwd: dir, env, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let output = '';
  child.stderr!.on('data', (chunk: Buffer) => {
    output += String(chunk);
  });
  return new Promise((resolve, reject) => {
    child.stdout!.on('data', (chunk: Buffer) => {
      output += String(chunk);
      const url = /Pagina di modifica: (http:\/\/[^/\s]+\/admin\/)/.exec(output)?.[1];
      if (url && /Per chiudere/.test(output)) {
        const origin = new URL(url).origin;
        resolve({
          url,
          origin,
          port: Number(new URL(url).port),
          preview: /Anteprima del sito: (http:\/\/\S+)/.exec(output)?.[1],
          output: () => output,
          stop: () => stopProcess(child),
        });
      }
    });
    child.on('exit', (code) => reject(new Error(`The editing server exited (${code}): ${output}`)));
  });
}

/** Builds the copy as `npm run build:demo` does, in its own folder (its out/ and its host files). */
export function buildCopy(dir: string): void {
  // The copy's own out/, whatever export folder this run builds elsewhere.
  const { NEXT_EXPORT_DIR: _elsewhere, ...inherited } = process.env;
  void _elsewhere;
  const env = { ...inherited, NEXT_TELEMETRY_DISABLED: '1' };
  for (const args of [
    ['scripts/check-content.mjs', '--build'],
    ['node_modules/next/dist/bin/next', 'build'],
    ['scripts/postbuild/run.mjs'],
  ]) {
    try {
      execFileSync(process.execPath, args, { cwd: dir, env, stdio: 'pipe', maxBuffer: 64 * 1024 * 1024 });
    } catch (error) {
      const { stdout = '', stderr = '' } = error as { stdout?: Buffer; stderr?: Buffer };
      throw new Error(
        `${args.join(' ')} failed in the copy:\n${String(stdout).slice(-3000)}\n${String(stderr).slice(-3000)}`,
      );
    }
  }
}

/** The copy's out/ served by the copy's own `npm run serve`. */
export async function serveCopy(dir: string): Promise<{ url: string; stop: () => void }> {
  const port = await freePort();
  const child = spawn(process.execPath, ['scripts/serve.mjs'], {
    cwd: dir,
    env: { ...process.env, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  return new Promise((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += String(chunk);
      if (/http:\/\//.test(output)) resolve({ url: `http://127.0.0.1:${port}`, stop: () => child.kill() });
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.on('exit', (code) => reject(new Error(`The copy's server exited (${code}): ${output}`)));
  });
}

/**
 * A raw request to the editing server, as its own page sends it unless `headers` says otherwise
 * (a hostile page, a neighbour on the Wi-Fi…). The editor's name is "Prova".
 */
export function sendToEditor(
  port: number,
  body: unknown,
  headers: Record<string, string> = {},
  pathname = '/api/v1',
): Promise<{ status: number; text: string; headers: IncomingHttpHeaders }> {
  return new Promise((resolve, reject) => {
    const payload = Buffer.from(JSON.stringify(body));
    const request = httpRequest(
      {
        host: '127.0.0.1',
        port,
        method: 'POST',
        path: pathname,
        headers: {
          Host: `localhost:${port}`,
          'Content-Type': 'application/json',
          'Content-Length': payload.length,
          'X-Limenta-Editor': 'Prova',
          ...headers,
        },
      },
      (response) => {
        let text = '';
        response.on('data', (chunk) => (text += chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, text, headers: response.headers }));
      },
    );
    request.on('error', reject);
    request.end(payload);
  });
}

/** The notice the editing page shows after a save (scripts/editor/publish.mjs). */
export function noticeOf(
  headers: IncomingHttpHeaders,
): { kind: string; title: string; text: string; retry?: boolean } | undefined {
  const value = headers['x-limenta-notice'];
  return typeof value === 'string' ? JSON.parse(decodeURIComponent(value)) : undefined;
}
