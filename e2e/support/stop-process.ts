import type { ChildProcess } from 'node:child_process';

/** Ends a process (SIGTERM) and resolves once it has exited; at once if it already has. */
export function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}
