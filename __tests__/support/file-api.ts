import type { AddressInfo } from 'node:net';
import express from 'express';
import { checkAll, formatForEditingPage, sourceOf } from '@/lib/content/check';
import { describeEntry, describeReorder } from '@/lib/content/editing';
import { photoUploadProblem } from '@/lib/content/images';
import { mergeContent } from '@/lib/content/merge';
import { fileApi } from '@/scripts/editor/file-api.mjs';

/** The editing page's helpers from lib/, as scripts/editor/routes.mjs gives them to the file API. */
export const fileApiLib = {
  sourceOf,
  checkAll,
  formatForEditingPage,
  mergeContent,
  photoUploadProblem,
  describeEntry,
  describeReorder,
};

/**
 * The file API (scripts/editor/file-api.mjs) at /api/v1 on a project folder, over HTTP as the page
 * calls it, with its real «Pubblica»; decap: what it passes on goes to decap-server, in that folder,
 * as in scripts/editor/server.mjs.
 */
export async function serveFileApi(
  root: string,
  options: { lib?: typeof fileApiLib; decap?: boolean } = {},
): Promise<{ base: string; close: () => Promise<void> }> {
  const app = express();
  app.use(express.json({ limit: '40mb' }));
  app.post('/api/v1', fileApi({ root, lib: options.lib ?? fileApiLib }));
  if (options.decap) {
    process.env.GIT_REPO_DIRECTORY = root;
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const { registerLocalFs } = require('decap-server/dist/middlewares.js');
    await registerLocalFs(app, { logLevel: 'error' });
  }
  const server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  return {
    base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
