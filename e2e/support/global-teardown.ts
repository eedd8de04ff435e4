import type { SharedServers } from './global-setup';

export default async function globalTeardown() {
  const shared = globalThis as SharedServers;
  shared.staticServer?.process.kill();
  await Promise.all([shared.nginx?.stop(), shared.cloudflare?.stop(), shared.netlify?.stop()]);
}
