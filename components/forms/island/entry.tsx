import { startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { ContactForm } from '../ContactForm';
import { provideCssModules } from './css-modules';
import { ISLAND_DATA_SELECTOR, type IslandData } from './protocol';

/**
 * The contact form's island: the only script of the form pages, bundled with esbuild after the
 * export (scripts/postbuild/islands.mjs) and imported once the page has loaded. It hydrates the
 * server-rendered form in place, so nothing typed before it arrived is lost. As a transition the
 * hydration is done in slices of a few milliseconds, so it never blocks the page for long.
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
