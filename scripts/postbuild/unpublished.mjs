// @ts-check
// What Next.js exports but no host may publish, taken out of the export folder first of all, so
// that no later step and no host sees it.
import { existsSync, mkdirSync, readdirSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fixturesDirFor } from '../lib/paths.mjs';

/** The error screen drawn as a page (app/error-screen-preview), kept for the e2e tests. */
export const ERROR_SCREEN_PREVIEW = 'error-screen-preview';

/** The empty file app/foto/[file]/route.ts exports when the content has no photo (an export route needs one). */
const NO_PHOTO = 'foto/nessuna-foto.avif';

/**
 * - Next.js exports the 404 page twice: 404.html, which every host sends for a missing address,
 *   and _not-found.html with its payload files, which a host would serve at /_not-found with
 *   status 200. Only the first is kept.
 * - The error-screen preview is moved to the build cache, where the e2e tests read it.
 * - Without photos in the content, the photos' route exports one empty placeholder: removed.
 * @param {string} outDir
 */
export function setAsideUnpublished(outDir) {
  for (const name of ['_not-found.html', '_not-found.txt', '_not-found', NO_PHOTO])
    rmSync(path.join(outDir, name), { recursive: true, force: true });
  if (existsSync(path.join(outDir, 'foto')) && readdirSync(path.join(outDir, 'foto')).length === 0)
    rmSync(path.join(outDir, 'foto'), { recursive: true });
  const preview = path.join(outDir, `${ERROR_SCREEN_PREVIEW}.html`);
  if (!existsSync(preview))
    throw new Error(
      `${path.relative(process.cwd(), preview)} is missing: app/${ERROR_SCREEN_PREVIEW}/page.tsx must export it (or the export has been through the post-export pipeline already: run \`npm run build\`).`,
    );
  const fixtures = fixturesDirFor(outDir);
  mkdirSync(fixtures, { recursive: true });
  renameSync(preview, path.join(fixtures, `${ERROR_SCREEN_PREVIEW}.html`));
  for (const name of [`${ERROR_SCREEN_PREVIEW}.txt`, ERROR_SCREEN_PREVIEW])
    rmSync(path.join(outDir, name), { recursive: true, force: true });
}
