import { startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { ContactForm } from '../ContactForm';
import { provideCssModules } from './css-modules';
import { ISLAND_DATA_SELECTOR, type IslandData } from './protocol';

/**
 * The contact form's island, bundled with esbuild after the export (scripts/postbuild/islands.mjs)
 * and imported by the islands' loader (loader.ts) at the first sign that the visitor is about to
 * use the form. It hydrates the server-rendered form in place, so nothing typed before it arrived
 * is lost, nor the focus. As a transition the hydration is done in slices of a few milliseconds,
 * so it never blocks the page for long; a submit meanwhile makes React finish it at once.
 */
for (const script of document.querySelectorAll<HTMLScriptElement>(ISLAND_DATA_SELECTOR)) {
  const container = document.getElementById(script.dataset.islandData ?? '');
  if (!container) continue;
  const { props, cssModules } = JSON.parse(script.textContent ?? '') as IslandData;
  provideCssModules(cssModules);
  startTransition(() => {
    hydrateRoot(container, <ContactForm {...props} />);
  });
}
