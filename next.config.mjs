import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { writeDisplayFontSubset } from './scripts/fonts/display-font.mjs';

const projectRoot = path.dirname(fileURLToPath(import.meta.url));

// Before Next.js compiles app/fonts.ts: the headings' font, cut to the characters the texts use.
await writeDisplayFontSubset(projectRoot);

/** A rule for content files: in `next dev` (check) each file is checked as it loads. */
const contentRule = (check) => ({
  condition: { all: [check ? 'development' : { not: 'development' }, { path: /^content\// }] },
  loaders: [{ loader: './scripts/content/loader.cjs', options: { check } }],
  as: '*.js',
});

/** @type {import('next').NextConfig} */
const nextConfig = {
  output: 'export',
  // Clean URLs: /prodotto is exported as out/prodotto.html and served without the extension.
  trailingSlash: false,
  images: { unoptimized: true },
  poweredByHeader: false,
  reactStrictMode: true,
  // Which site this build makes (lib/site-mode.ts): the published one only when scripts/build.mjs
  // says so after the go-live check; any other build, `next dev` and a `next build` by hand, the
  // demonstration site. Inlined, so the browser's code (the error screen) knows it too.
  env: { SITE_MODE: process.env.SITE_MODE === 'production' ? 'production' : 'demo' },
  experimental: {
    // The CSS goes into each page's <head> instead of render-blocking <link>s: on a phone over a
    // mobile network this brings the first paint from about 0.95 s to 0.7 s (npm run bench).
    inlineCss: true,
    // With the CSS inlined a stylesheet costs no request, so each page should carry only its own
    // rules: Turbopack's graph chunking with a request cost of zero (the default merged every
    // component's CSS into one 30 KB block that each page inlined).
    cssChunking: { type: 'graph', requestCost: 0 },
    // `next dev` only. With server Fast Refresh (on by default since Next 16), a module changed on
    // disk is updated in place only for the pages already open; a page compiled for the first time
    // afterwards reuses the instance evaluated before the change. So the first view of a page after
    // an edit showed the old text (a content file or any shared module: the address in the footer,
    // a review), until some other, already open page was requested. Without it, the server chunks
    // of a change are evaluated afresh, and every first view shows the file as it is on disk
    // (e2e/dev.e2e.ts; upstream report: vercel/next.js#96705).
    turbopackServerFastRefresh: false,
  },
  turbopack: {
    // The project is this folder, whatever lock files are above it: the tests build throwaway copies
    // of it inside .e2e-artifacts/, where the rules below must still see content/ as content/.
    root: projectRoot,
    // Content files are modules (docs/architecture.md). In `next dev` each one is checked as it
    // loads; `npm run build` checks them all before Next.js starts.
    rules: {
      '*.yaml': [contentRule(true), contentRule(false)],
      '*.md': [contentRule(true), contentRule(false)],
    },
  },
  // With output: 'export', distDir names the export folder. The end-to-end tests build a second
  // copy of the site there (with a test delivery endpoint) without touching out/.
  ...(process.env.NEXT_EXPORT_DIR ? { distDir: process.env.NEXT_EXPORT_DIR } : {}),
};

export default nextConfig;
