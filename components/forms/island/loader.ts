import { hasDraft, newSubmissionId } from '@/lib/contact/draft';
import type { ContactFormId } from '@/lib/contact/payload';
import { wasSentFromThisEntry } from '@/lib/contact/sent-marker';
import { ISLAND_POSTING_ATTRIBUTE, SUBMISSION_ID_FIELD } from './protocol';

/**
 * The islands' loader, the only script of a form page's first load: it fetches the form's island
 * (some 75 KB) at the first sign that the visitor is about to use it, since most never do. A submit
 * before the island has come waits for it (ISLAND_WAIT_MS), then falls back to the plain form.
 * The whole behaviour: docs/architecture.md (the post-export pipeline, 3).
 */

/** A pointer over the form or a touch on it, the focus in it, typing (or an autofill) in it. */
export const INTENT_EVENTS = ['pointerover', 'pointerdown', 'touchstart', 'focusin', 'input', 'change'] as const;

/** How long a submit waits for the island before the form posts as a plain form. */
export const ISLAND_WAIT_MS = 3000;

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
  let loading: Promise<boolean> | null = null;
  /** Fetches the island once; resolves whether it came and took the forms (island/entry.tsx says when). */
  const load = () =>
    (loading ??= importModule(src).then(
      async (island) => {
        await (island as { hydrated?: Promise<void> } | null)?.hydrated;
        return true;
      },
      () => {
        // A fetch that failed (the network dropped) is tried again at the next sign of intent.
        loading = null;
        return false;
      },
    ));
  const keyOf = (form: EventTarget | null) => {
    const field = form instanceof HTMLFormElement ? form.elements.namedItem(SUBMISSION_ID_FIELD) : null;
    return field instanceof HTMLInputElement ? field : null;
  };
  const formOf = (target: EventTarget | null) =>
    target instanceof HTMLFormElement ? target : ((target as HTMLInputElement | null)?.form ?? null);

  // Forms the island could not take in time: the browser checks and posts them.
  const plain = new Set<HTMLFormElement>();
  // Submits waiting for the island, with the button that sent each.
  const waiting = new Map<HTMLFormElement, HTMLElement | null>();
  let replaying = false;

  /** The submit again, for the island's own handler; whether it took it. */
  const replay = (form: HTMLFormElement, submitter: HTMLElement | null) => {
    const init = { bubbles: true, cancelable: true, submitter };
    replaying = true;
    try {
      return !form.dispatchEvent(
        typeof SubmitEvent === 'function' ? new SubmitEvent('submit', init) : new Event('submit', init),
      );
    } finally {
      replaying = false;
    }
  };
  const postPlainly = (form: HTMLFormElement, submitter: HTMLElement | null) => {
    plain.add(form);
    try {
      form.requestSubmit(submitter);
    } catch {
      // The button is no longer the form's.
      form.requestSubmit();
    }
  };
  const waitForIsland = (form: HTMLFormElement, submitter: HTMLElement | null) => {
    const alreadyWaiting = waiting.has(form);
    waiting.set(form, submitter);
    if (alreadyWaiting) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const tooLate = new Promise<boolean>((resolve) => (timer = setTimeout(resolve, ISLAND_WAIT_MS, false)));
    void Promise.race([load(), tooLate]).then((came) => {
      clearTimeout(timer);
      // Typed into since: the visitor will send the new text when ready.
      if (!waiting.has(form)) return;
      const button = waiting.get(form) ?? null;
      waiting.delete(form);
      if (!came || !replay(form, button)) postPlainly(form, button);
    });
  };

  for (const container of containers) {
    for (const type of INTENT_EVENTS) container.addEventListener(type, load, { passive: true });
    container.addEventListener('input', (event) => {
      const form = formOf(event.target);
      // Another text is another request: its copies get a key of their own.
      const key = keyOf(form);
      if (key) key.value = '';
      if (form) waiting.delete(form);
    });
    // The browser checks the fields before a submit, and its bubble would pre-empt the island's own
    // messages: until the island has the form (it turns the browser's check off), a submit that
    // fails the check waits for the island instead.
    container.addEventListener(
      'invalid',
      (event) => {
        const form = formOf(event.target);
        if (!form || plain.has(form)) return;
        event.preventDefault();
        waitForIsland(form, null);
      },
      true,
    );
    const form = container.querySelector('form');
    const formId = (form?.elements.namedItem('form') as HTMLInputElement | null)?.value as ContactFormId;
    // No reason to wait: the focus already in the form (the page was slow to arrive whole), a
    // form that cannot post without its island (the simulated send), or something only the
    // island can give back (a draft after a reload, the notice of a request already sent).
    if (
      container.contains(doc.activeElement) ||
      !form?.getAttribute('action') ||
      hasDraft(formId) ||
      wasSentFromThisEntry(formId)
    )
      load();
  }

  // On the window, so after the island's own handler: a submit it did not take waits for it, or,
  // once it cannot come, goes as a plain post, with a key the island and the service will recognise.
  doc.defaultView?.addEventListener('submit', (event) => {
    const container = containers.find((candidate) => candidate.contains(event.target as Node));
    const form = formOf(event.target);
    if (!container || !form || event.defaultPrevented || replaying) return;
    if (!plain.has(form)) {
      event.preventDefault();
      waitForIsland(form, (event as SubmitEvent).submitter ?? null);
      return;
    }
    const key = keyOf(form);
    if (key && !key.value) key.value = newSubmissionId();
    container.setAttribute(ISLAND_POSTING_ATTRIBUTE, String(Math.round(performance.now())));
  });
  // Back from the page the post led to: that post is over, whatever its outcome, and the island
  // may come now.
  doc.defaultView?.addEventListener('pageshow', (event) => {
    if (!event.persisted) return;
    plain.clear();
    waiting.clear();
    for (const container of containers) container.removeAttribute(ISLAND_POSTING_ATTRIBUTE);
  });
}
