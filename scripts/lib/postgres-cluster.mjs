// @ts-check
// A throwaway PostgreSQL cluster for the tests and the benchmark: Debian's own server binaries
// (apt-get install postgresql), a fresh data folder, our own port on 127.0.0.1, no password
// (trust, local only), fsync off. PostgreSQL refuses to run as root: as root the cluster runs as
// the `postgres` user the Debian package creates.
import { execFileSync, spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { freePort } from './listen-address.mjs';
import { tmpdir } from 'node:os';
import path from 'node:path';

export const POSTGRES_INSTALL = 'apt-get update && apt-get install -y postgresql';

/** The folder of initdb and pg_ctl: PG_BIN, or the newest /usr/lib/postgresql/<version>/bin. */
export function postgresBinaries() {
  const candidates = process.env.PG_BIN
    ? [process.env.PG_BIN]
    : existsSync('/usr/lib/postgresql')
      ? readdirSync('/usr/lib/postgresql')
          .sort((a, b) => Number(b) - Number(a))
          .map((version) => `/usr/lib/postgresql/${version}/bin`)
      : [];
  const found = candidates.find(
    (folder) => existsSync(path.join(folder, 'initdb')) && existsSync(path.join(folder, 'pg_ctl')),
  );
  if (!found) {
    throw new Error(
      `PostgreSQL's server is not installed, and the request service is tested on it as well as on SQLite.\nInstall Debian's: ${POSTGRES_INSTALL}  (another folder of initdb and pg_ctl: PG_BIN=/path/to/bin). CI (bash .ci/run) installs it itself.`,
    );
  }
  return found;
}

/** Runs a PostgreSQL program, as `postgres` when we are root. @param {string} program @param {string[]} args */
function run(program, args) {
  const asRoot = process.getuid?.() === 0;
  const [command, commandArgs] = asRoot ? ['runuser', ['-u', 'postgres', '--', program, ...args]] : [program, args];
  const result = spawnSync(command, commandArgs, { encoding: 'utf8', timeout: 120_000 });
  if (result.status !== 0)
    throw new Error(`${path.basename(program)} failed (${result.status}):\n${result.stdout}${result.stderr}`);
}

/**
 * Starts a cluster; resolves with its URL once it accepts connections.
 * @returns {Promise<{ url: string, port: number, stop: () => void }>}
 */
export async function startPostgres() {
  const bin = postgresBinaries();
  const folder = mkdtempSync(path.join(tmpdir(), 'e2e-postgres-'));
  if (process.getuid?.() === 0) {
    const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim());
    const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim());
    chownSync(folder, uid, gid);
  }
  const data = path.join(folder, 'data');
  const port = await freePort();
  const stop = () => {
    spawnSync(
      process.getuid?.() === 0 ? 'runuser' : path.join(bin, 'pg_ctl'),
      [
        ...(process.getuid?.() === 0 ? ['-u', 'postgres', '--', path.join(bin, 'pg_ctl')] : []),
        '-D',
        data,
        '-m',
        'immediate',
        '-w',
        'stop',
      ],
      { stdio: 'ignore' },
    );
    rmSync(folder, { recursive: true, force: true });
  };
  try {
    run(path.join(bin, 'initdb'), [
      '-D',
      data,
      '-U',
      'limenta',
      '-A',
      'trust',
      '-E',
      'UTF8',
      '--no-locale',
      '--no-sync',
    ]);
    run(path.join(bin, 'pg_ctl'), [
      '-D',
      data,
      '-l',
      path.join(folder, 'server.log'),
      '-w',
      '-t',
      '60',
      '-o',
      `-F -p ${port} -h 127.0.0.1 -k ${folder}`,
      'start',
    ]);
  } catch (error) {
    stop();
    throw error;
  }
  return { url: `postgres://limenta@127.0.0.1:${port}/postgres`, port, stop };
}
