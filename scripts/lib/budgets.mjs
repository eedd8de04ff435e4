// @ts-check
// The performance budgets, in one place for the build (scripts/postbuild/budgets.mjs),
// the end-to-end tests (e2e/budgets.e2e.ts) and the benchmark. Sizes are gzipped bytes.
// A form page loads like a content page; its island comes only when the visitor is
// about to use the form, and is counted on its own.

export const budgets = {
  /**
   * A page's first load, at a phone's width, before anyone touches it: no JavaScript file at all
   * (inline scripts are part of the HTML, which is counted).
   */
  firstLoadScriptFiles: 0,
  /**
   * A form page's first load in all (HTML, CSS, fonts, images, manifest; the islands' inline loader
   * in the HTML). It measures 35 KB: the budget leaves room for the content that editors add.
   */
  formPageFirstLoadBytes: 45 * 1024,
  /**
   * Any other page's first load in all, lazy pictures Chromium fetches included. Content pages
   * measure 31–41 KB (the recipe list, with its drawings, the heaviest); half of the 100 KB aimed
   * at for the home page since the performance work, so a heavy picture or font shows.
   */
  otherPageTotalBytes: 50 * 1024,
  /**
   * An island's script, fetched at the first sign of intent: the contact form's is React and the
   * form (76.5 KB) with the data of each page that renders it (about 1 KB each, its texts included),
   * 78.5 KB; the budget leaves room for the texts and form pages that editors add.
   */
  islandScriptBytes: 90 * 1024,
  /**
   * The content's photos (the AVIF/WebP versions of content/foto, lib/photos.ts), counted apart from
   * the totals above: on a 390 px phone a page loads at most this much of them (a recipe page with
   * its photo about 4–20 KB). An editor adding a photo never pushes a page over its budget.
   */
  photoBytes: 50 * 1024,
};

/** @param {number} bytes */
export const kilobytes = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
