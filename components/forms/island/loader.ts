import { hasDraft, newSubmissionId } from '@/lib/contact/draft';
import type { ContactFormId } from '@/lib/contact/payload';
import { wasSentFromThisEntry } from '@/lib/contact/sent-marker';
import { ISLAND_POSTING_ATTRIBUTE, SUBMISSION_ID_FIELD } from './protocol';

/**
 * The islands' loader: the only script of a form page's first load, inline (allowed by its hash in
 * the Content-Security-Policy), built by scripts/postbuild/islands.mjs from loader-entry.ts. The
 * form is server-rendered and works as a plain form; its island (React and the form's behaviour,
 * some 75 KB) is fetched only at the first sign that the visitor is about to use it, and hydrates
 * over what was typed meanwhile. Most visitors of a form page never touch the form.
 */

/** A pointer over the form or a touch on it, the focus in it, typing (or an autofill) in it. */
export const INTENT_EVENTS = ['pointerover', 'pointerdown', 'touchstart', 'focusin', 'input', 'change'] as const;

export interface IslandLoaderOptions {
  /** The value of data-island on the containers this island hydrates. */
  name: string;
  /** The island's module. */
  src: string;
  importModule: (src: string) => Promise<unknown>;
  doc?: Document;
}

export function watchIslands({ name, src, importModule, doc = document }: IslandLoaderOptions): void {
  const containers = [...doc.querySelectorAll<HTMLElement>(`[data-island="${name}"]`)];
  let loading: Promise<unknown> | null = null;
  const load = () => {
    // A fetch that failed (the network dropped) is tried again at the next sign of intent.
    loading ??= importModule(src).catch(() => (loading = null));
  };
  const keyOf = (form: EventTarget | null) => {
    const field = form instanceof HTMLFormElement ? form.elements.namedItem(SUBMISSION_ID_FIELD) : null;
    return field instanceof HTMLInputElement ? field : null;
  };

  for (const container of containers) {
    for (const type of INTENT_EVENTS) container.addEventListener(type, load, { passive: true });
    // Another text is another request: its copies get a key of their own.
    container.addEventListener('input', (event) => {
      const key = keyOf((event.target as HTMLInputElement).form);
      if (key) key.value = '';
    });
    const form = container.querySelector('form');
    const formId = (form?.elements.namedItem('form') as HTMLInputElement | null)?.value as ContactFormId;
    // No reason to wait: the focus already in the form (the page was slow to arrive whole), a
    // form that cannot post without its island (the simulated send), or something only the
    // island can give back (a draft after a reload, the notice of a request already sent).
    if (container.contains(doc.activeElement) || !form?.getAttribute('action') || hasDraft(formId) || wasSentFromThisEntry(formId)) load();
  }

  // On the window, so after the island's own handler: a submit it did not take goes as a plain
  // post, with a key the island and the service will recognise.
  doc.defaultView?.addEventListener('submit', (event) => {
    const container = containers.find((candidate) => candidate.contains(event.target as Node));
    if (!container || event.defaultPrevented) return;
    const key = keyOf(event.target);
    if (key && !key.value) key.value = newSubmissionId();
    container.setAttribute(ISLAND_POSTING_ATTRIBUTE, String(Math.round(performance.now())));
  });
  // Back from the page the post led to: that post is over, whatever its outcome.
  doc.defaultView?.addEventListener('pageshow', (event) => {
    if (event.persisted) for (const container of containers) container.removeAttribute(ISLAND_POSTING_ATTRIBUTE);
  });
}
