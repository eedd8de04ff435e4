import type { ContactFormProps } from '../ContactForm';

/**
 * How the exported page hands the contact form to its island: the form inside an element marked
 * data-island, beside a JSON block with the props and the CSS Modules' class names (which a bundle
 * built outside Next.js could not know). After the export the block moves into the island's bundle
 * and the container keeps its key (ISLAND_KEY_ATTRIBUTE).
 */
export const ISLAND_NAME = 'contact-form';

export const ISLAND_KEY_ATTRIBUTE = 'data-island-key';

/**
 * Before its island arrives, a form posts as a plain form (the request service takes it), and
 * the islands' loader (loader.ts) leaves two marks for the island: the hidden field below, filled
 * with a fresh idempotency key for the copy that left (emptied again when the text changes), and
 * this attribute on the island's container while the post is under way (its value: when it left,
 * in performance.now() milliseconds). The island that arrives meanwhile waits for that answer
 * instead of sending a second copy, and sends any later copy of the same text with the same key.
 */
export const SUBMISSION_ID_FIELD = 'submissionId';
export const ISLAND_POSTING_ATTRIBUTE = 'data-island-posting';

/** What the loader left on a form that was posted before its island arrived. */
export function postedBeforeIsland(form: HTMLFormElement | null): { id: string | null; since: number | null } {
  const field = form?.elements.namedItem(SUBMISSION_ID_FIELD);
  const since = form?.closest(`[${ISLAND_POSTING_ATTRIBUTE}]`)?.getAttribute(ISLAND_POSTING_ATTRIBUTE);
  return { id: (field instanceof HTMLInputElement && field.value) || null, since: since ? Number(since) : null };
}

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
