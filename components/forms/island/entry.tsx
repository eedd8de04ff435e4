import { startTransition, useLayoutEffect, type ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { ContactForm } from '../ContactForm';
import { provideCssModules } from './css-modules';
import { ISLAND_KEY_ATTRIBUTE, ISLAND_NAME, type IslandData } from './protocol';

/** Every island page's data by its key, written into the bundle by scripts/postbuild/islands.mjs. */
declare const ISLAND_DATA: Record<string, IslandData>;

/** Calls `done` once React has taken over the server's markup of its children. */
function Hydrated({ done, children }: { done: () => void; children: ReactNode }) {
  useLayoutEffect(done, [done]);
  return children;
}

/**
 * The contact form's island: hydrates the server-rendered form in place (nothing typed is lost),
 * as a transition so it never blocks the page for long. `hydrated` tells the loader when the forms
 * are React's: a submit made before that (which alone would not make React finish) is handed over then.
 */
export const hydrated: Promise<void> = Promise.all(
  [...document.querySelectorAll<HTMLElement>(`[data-island="${ISLAND_NAME}"]`)].map((container) => {
    const data = ISLAND_DATA[container.getAttribute(ISLAND_KEY_ATTRIBUTE) ?? ''];
    if (!data) return;
    const { props, cssModules } = data;
    provideCssModules(cssModules);
    return new Promise<void>((resolve) => {
      startTransition(() => {
        hydrateRoot(
          container,
          <Hydrated done={resolve}>
            <ContactForm {...props} />
          </Hydrated>,
        );
      });
    });
  }),
).then(() => undefined);
