// @ts-check
// Issue #14: the performance budgets, in one place for the build (scripts/postbuild/budgets.mjs),
// the end-to-end tests (e2e/budgets.e2e.ts) and the benchmark. Sizes are gzipped bytes.

export const budgets = {
  /** A page with an island (the two form pages): its JavaScript. */
  islandPageScriptBytes: 80 * 1024,
  /** A page with an island: everything it loads (HTML, CSS, JavaScript, fonts, images, manifest). */
  islandPageTotalBytes: 110 * 1024,
  /** Any other page: no JavaScript file at all (an inline `<script data-keep>` is its own business). */
  otherPageScriptBytes: 0,
  /**
   * Any other page: everything it loads at a phone's width, lazy pictures Chromium fetches included.
   * Content pages measure 31–41 KB (the recipe list, with its drawings, the heaviest); half of the
   * 100 KB aimed at for the home page since the performance work, so a heavy picture or font shows.
   */
  otherPageTotalBytes: 50 * 1024,
  /**
   * The content's photos (the AVIF/WebP versions of content/foto, lib/photos.ts), counted apart from
   * the totals above: on a 390 px phone a page loads at most this much of them (a recipe page with
   * its photo about 4–20 KB). An editor adding a photo never pushes a page over its budget.
   */
  photoBytes: 50 * 1024,
};

/** @param {number} bytes */
export const kilobytes = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
