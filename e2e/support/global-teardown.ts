import type { SharedServers } from './global-setup';

export default async function globalTeardown() {
  const shared = globalThis as SharedServers;
  shared.staticServer?.process.kill();
  await shared.nginx?.stop();
}
