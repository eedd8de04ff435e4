import { startStaticServer } from './server';

export default async function globalSetup() {
  const port = Number(process.env.E2E_PORT || 4173);
  const server = await startStaticServer(port);
  process.env.E2E_BASE_URL = server.url;
  // Lets the test files of one run share the second export (support/endpoint-build.ts).
  process.env.E2E_RUN_ID = `${process.pid}-${Date.now()}`;
  (globalThis as { __staticServer?: typeof server.process }).__staticServer = server.process;
}
