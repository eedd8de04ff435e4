import { startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { ContactForm } from '../ContactForm';
import { provideCssModules } from './css-modules';
import { ISLAND_KEY_ATTRIBUTE, ISLAND_NAME, type IslandData } from './protocol';

/** Every island page's data by its key, written into the bundle by scripts/postbuild/islands.mjs. */
declare const ISLAND_DATA: Record<string, IslandData>;

/**
 * The contact form's island, bundled with esbuild after the export (scripts/postbuild/islands.mjs)
 * and imported by the islands' loader (loader.ts) at the first sign that the visitor is about to
 * use the form. It hydrates the server-rendered form in place, so nothing typed before it arrived
 * is lost, nor the focus. As a transition the hydration is done in slices of a few milliseconds,
 * so it never blocks the page for long; a submit meanwhile makes React finish it at once.
 */
for (const container of document.querySelectorAll<HTMLElement>(`[data-island="${ISLAND_NAME}"]`)) {
  const data = ISLAND_DATA[container.getAttribute(ISLAND_KEY_ATTRIBUTE) ?? ''];
  if (!data) continue;
  const { props, cssModules } = data;
  provideCssModules(cssModules);
  startTransition(() => {
    hydrateRoot(container, <ContactForm {...props} />);
  });
}
