import type { ContactFormProps } from '../ContactForm';

/**
 * How the exported page hands the contact form to its island script (scripts/postbuild/islands.mjs):
 * the server renders the form inside an element marked data-island, and next to it a JSON data
 * block (never executed, so no concern of the Content-Security-Policy) with everything needed to
 * render the same markup in the browser: the props, and the class names Next.js gave each CSS
 * Module of the form, which a bundle built outside Next.js could not know.
 */
export const ISLAND_NAME = 'contact-form';

export const ISLAND_DATA_SELECTOR = 'script[type="application/json"][data-island-data]';

export type CssModuleClasses = Record<string, string>;

export interface IslandData {
  props: ContactFormProps;
  /** Project-relative path of each CSS Module → its class names, as Next.js built them. */
  cssModules: Record<string, CssModuleClasses>;
}

/** JSON that is safe inside a <script> element: no "</script>" or "<!--" can close it early. */
export function islandDataJson(data: IslandData): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}
