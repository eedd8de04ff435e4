import { spawnSync } from 'node:child_process';

/**
 * Node on these arguments as a fresh shell runs a project script: only PATH and the variables given
 * (none of Jest's own, no colours), in `cwd` (the project by default).
 */
export const runNode = (args: string[], env: Record<string, string> = {}, cwd?: string) =>
  spawnSync(process.execPath, args, {
    cwd,
    encoding: 'utf8',
    env: { PATH: process.env.PATH ?? '', FORCE_COLOR: '0', ...env } as unknown as NodeJS.ProcessEnv,
  });
