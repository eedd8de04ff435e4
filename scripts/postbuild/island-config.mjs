// @ts-check
// What ships as JavaScript, decided by the project's own markers and never by the framework's
// internals (its inline data, manifests or module ids, which any release may change): every script
// Next.js writes into a page goes (strip-framework-scripts.mjs), and a page gets an island's loader
// for each island container it carries, `<div data-island="…">`, which only the island's wrapper
// renders (islands.mjs). A 'use client' module outside the list below stops the build
// (client-modules.mjs): its behaviour would silently not ship. Read by the pipeline and the tests.

/**
 * @typedef {object} Island
 * @property {string} name the value of data-island on its container
 * @property {string} component the 'use client' module the island hydrates (project-relative)
 * @property {string} wrapper the server component that renders its container and island data
 * @property {string} entry the browser entry that hydrates it
 */

/** @type {Island[]} */
export const islands = [
  {
    name: 'contact-form',
    component: 'components/forms/ContactForm.tsx',
    wrapper: 'components/forms/ContactFormIsland.tsx',
    entry: 'components/forms/island/entry.tsx',
  },
];

/**
 * Every 'use client' module the project may have, and why its behaviour is not lost when the
 * framework's scripts go.
 * @type {Record<string, string>}
 */
export const allowedClientModules = {
  'components/forms/ContactForm.tsx': 'the contact-form island, hydrated by its own bundle',
  'components/forms/FormToaster.tsx': "the forms' toasts, rendered inside the contact-form island",
  'app/error.tsx':
    'an error boundary (Next.js requires a client component): only referenced, it would take over only if rendering failed in the browser',
  'app/global-error.tsx': 'the root error boundary, for the same reason',
  'components/sections/RenderErrorNotice.tsx': 'what the error boundaries render',
  'app/error-screen-preview/page.tsx':
    'the error screen drawn as a page for the tests, never published (unpublished.mjs)',
};

/** Where the island bundles are written (immutable, like all of /_next/static/). */
export const islandScriptsPath = '/_next/static/island/';

/** The island a client component is, by its project-relative path. @param {string} component */
export function islandOf(component) {
  return islands.find((island) => island.component === component);
}
