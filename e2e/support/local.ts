import { createServer } from 'node:net';

/** A port no one is listening on, picked by the system (so a test never takes someone else's). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('No free port.')),
      );
    });
  });
}

/** Asks again every 300 ms until `read` gives a value (errors count as not yet), or gives up. */
export async function until<T>(
  read: () => T | undefined | Promise<T | undefined>,
  what: string,
  timeout = 60_000,
): Promise<T> {
  const deadline = Date.now() + timeout;
  for (;;) {
    const value = await Promise.resolve()
      .then(read)
      .catch(() => undefined);
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`Timed out after ${timeout / 1000} s waiting for ${what}.`);
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
}
