// @ts-check
// The client components that are hydrated as islands (see islands.mjs), read by the post-export
// pipeline and by the end-to-end tests. A page whose only client components are islands loads
// none of the framework's scripts; any other client component keeps them, and fails the budget.

/**
 * @typedef {object} Island
 * @property {string} name the value of data-island on its container
 * @property {string} component the 'use client' module the pages render (project-relative)
 * @property {string} wrapper the server component that renders it with its island data
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

/** Where the island bundles are written (immutable, like all of /_next/static/). */
export const islandScriptsPath = '/_next/static/island/';

/**
 * The island a client component is, by its source path as the build's manifests name it
 * ('[project]/components/forms/ContactForm.tsx') or project-relative.
 * @param {string} source
 */
export function islandOf(source) {
  const relative = source.replace(/^\[project\]\//, '');
  return islands.find((island) => island.component === relative);
}
