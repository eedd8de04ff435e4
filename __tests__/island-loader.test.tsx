import { act, fireEvent, screen } from '@testing-library/react';
import { toast } from 'react-hot-toast/headless';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { ContactForm } from '@/components/forms/ContactForm';
import { INTENT_EVENTS, ISLAND_WAIT_MS, watchIslands } from '@/components/forms/island/loader';
import {
  ISLAND_KEY_ATTRIBUTE,
  ISLAND_NAME,
  ISLAND_POSTING_ATTRIBUTE,
  SUBMISSION_ID_FIELD,
} from '@/components/forms/island/protocol';
import { contactFormText } from '@/content/forms';
import { contactFormCopy } from '@/lib/contact-form-copy';
import { saveDraft } from '@/lib/contact/draft';
import { markSentInHistory } from '@/lib/contact/sent-marker';
import { ENDPOINT, mockService, pageOpenFor, typed, UUID, wait } from './support/contact-form';

jest.mock('@/lib/contact/navigate', () => ({ navigateTo: jest.fn() }));

/**
 * The form page's first load carries only the islands' loader. It fetches the
 * island at the first sign of intent. A submit before the island has come waits for it, the
 * browser's own check of the fields held back, so the first «Invia» behaves as the form does; an
 * island that cannot come in time leaves the form to the browser, which checks it and posts it as a
 * plain form, with an idempotency key the island then uses for any copy of the same text.
 */
const SRC = '/_next/static/island/contact-form.0123456789abcdef.js';
/** The order form's props, as the page renders it and gives the island its data. */
const props = { variant: 'order', endpoint: ENDPOINT, copy: contactFormCopy('order') } as const;

function serverForm() {
  const container = document.createElement('div');
  container.dataset.island = ISLAND_NAME;
  container.innerHTML = renderToString(<ContactForm {...props} />);
  document.body.append(container);
  const form = container.querySelector('form')!;
  const field = (name: string) => form.elements.namedItem(name) as HTMLInputElement;
  /** Types what a visitor types, as the browser keeps it before any script runs. */
  const fillIn = () => {
    for (const name of ['name', 'email', 'message'] as const) field(name).value = typed[name];
  };
  return { container, form, field, fillIn };
}

function startLoader(importModule: jest.Mock = jest.fn(() => Promise.resolve({}))) {
  watchIslands({ name: ISLAND_NAME, src: SRC, importModule });
  return importModule;
}

/** A submit as the browser dispatches it once the fields passed its check; returns whether a listener took it (preventDefault). */
const submitEvent = (form: HTMLFormElement) =>
  !form.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));

/** An island that never comes (its fetch hangs). */
const neverComes = () => jest.fn(() => new Promise(() => {}));

/**
 * Stands for the browser's navigation: records each submit that no one took (a plain post) and
 * stops it there (jsdom cannot navigate). Listens after the loader, as the browser posts after it.
 */
function plainPosts() {
  /** The idempotency key each plain post carried. */
  const posts: string[] = [];
  const record = (event: Event) => {
    if (event.defaultPrevented) return;
    event.preventDefault();
    const form = event.target as HTMLFormElement;
    posts.push((form.elements.namedItem(SUBMISSION_ID_FIELD) as HTMLInputElement).value);
  };
  window.addEventListener('submit', record);
  afterTest.push(() => window.removeEventListener('submit', record));
  return posts;
}

const afterTest: Array<() => void> = [];
afterEach(() => {
  afterTest.splice(0).forEach((undo) => undo());
  jest.useRealTimers();
});

/** Whether the browser would show its own bubble for a field: its invalid event was not cancelled. */
function browserBubbles(field: HTMLInputElement) {
  const shown: boolean[] = [];
  field.addEventListener('invalid', (event) => shown.push(!event.defaultPrevented));
  return shown;
}

beforeEach(() => {
  document.body.innerHTML = '';
  sessionStorage.clear();
  window.history.replaceState(null, '');
});

describe('the islands’ loader', () => {
  it('fetches nothing until the visitor shows intent, then the island once', async () => {
    const { container, field } = serverForm();
    const importModule = startLoader();
    expect(importModule).not.toHaveBeenCalled();
    fireEvent.pointerOver(field('name'));
    fireEvent.focusIn(field('email'));
    fireEvent.input(field('message'));
    expect(importModule).toHaveBeenCalledTimes(1);
    expect(importModule).toHaveBeenCalledWith(SRC);
    expect(container).not.toHaveAttribute(ISLAND_POSTING_ATTRIBUTE);
  });

  it.each(INTENT_EVENTS)('takes %s on the form as intent', (type) => {
    const { field } = serverForm();
    const importModule = startLoader();
    field('name').dispatchEvent(new Event(type, { bubbles: true }));
    expect(importModule).toHaveBeenCalledTimes(1);
  });

  it('ignores what happens elsewhere on the page', () => {
    serverForm();
    const importModule = startLoader();
    fireEvent.pointerOver(document.body);
    fireEvent.focusIn(document.body);
    expect(importModule).not.toHaveBeenCalled();
  });

  it('tries again at the next sign of intent when the fetch failed', async () => {
    const { field } = serverForm();
    const importModule = startLoader(jest.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue({}));
    fireEvent.pointerOver(field('name'));
    await act(() => Promise.resolve());
    fireEvent.pointerOver(field('name'));
    expect(importModule).toHaveBeenCalledTimes(2);
  });

  it.each<[string, (form: ReturnType<typeof serverForm>) => void]>([
    ['the focus is already in the form', ({ field }) => field('name').focus()],
    ['the form cannot post without it', ({ form }) => form.removeAttribute('action')],
    // Only the island can give back what the visitor left: a draft in this tab, or a request sent from this page.
    ['a draft is in this tab', () => saveDraft('ordine', { ...typed, email: '' })],
    ['a request was sent from this page', () => markSentInHistory('ordine')],
  ])('fetches at once when %s', (_, setUp) => {
    setUp(serverForm());
    expect(startLoader()).toHaveBeenCalledTimes(1);
  });

  it('holds a submit before the island back and hands it to the island once it has come', async () => {
    const { container, form, field } = serverForm();
    const taken: Event[] = [];
    let arrive = () => {};
    const importModule = startLoader(
      jest.fn(
        () =>
          new Promise<void>((resolve) => {
            arrive = () => {
              // What the island does: its own handler takes the form's submits.
              container.addEventListener('submit', (event) => {
                event.preventDefault();
                taken.push(event);
              });
              resolve();
            };
          }),
      ),
    );
    const posts = plainPosts();
    expect(submitEvent(form)).toBe(true);
    expect(importModule).toHaveBeenCalledTimes(1);
    expect(taken).toHaveLength(0);
    await act(async () => arrive());
    expect(taken).toHaveLength(1);
    expect(posts).toEqual([]);
    expect(field(SUBMISSION_ID_FIELD).value).toBe('');
    expect(container).not.toHaveAttribute(ISLAND_POSTING_ATTRIBUTE);
  });

  it('holds back the browser’s own check of an empty form: the island, once come, shows the form’s toast', async () => {
    const { container, form, field } = serverForm();
    container.setAttribute(ISLAND_KEY_ATTRIBUTE, 'order');
    const bubbles = browserBubbles(field('name'));
    // The island's own module, as the build bundles it, with the page's data; React hydrates the
    // form on its own schedule (a transition), as in the browser.
    const reactInTests = (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT;
    afterTest.push(() => {
      toast.remove();
      Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: reactInTests });
    });
    Object.assign(globalThis, {
      IS_REACT_ACT_ENVIRONMENT: false,
      ISLAND_DATA: {
        order: { props, cssModules: {} },
      },
    });
    startLoader(jest.fn(() => import('@/components/forms/island/entry')));
    // The first tap on «Invia», before any sign of intent.
    form.requestSubmit(form.querySelector('button'));
    expect(bubbles).toEqual([false]);
    expect(await screen.findByRole('alert')).toHaveTextContent(contactFormText.messages.emptyFields);
    expect(bubbles).toEqual([false]);
    expect(document.activeElement).toBe(field('name'));
    expect(field('name')).toHaveAttribute('aria-invalid', 'true');
  });

  it('leaves the form to the browser when the island cannot come in time: it checks the fields, then posts them with a fresh key, kept for a second copy of the same text', async () => {
    jest.useFakeTimers();
    const { container, form, field, fillIn } = serverForm();
    startLoader(neverComes());
    const posts = plainPosts();
    const bubbles = browserBubbles(field('name'));
    form.requestSubmit();
    await wait(ISLAND_WAIT_MS - 100, 100);
    expect(bubbles).toEqual([false]);
    await wait(200, 100);
    // Empty: the browser says so, and nothing is posted.
    expect(bubbles).toEqual([false, true]);
    expect(posts).toEqual([]);

    fillIn();
    form.requestSubmit();
    expect(posts).toHaveLength(1);
    const key = posts[0];
    expect(key).toMatch(UUID);
    expect(Number(container.getAttribute(ISLAND_POSTING_ATTRIBUTE))).toBeGreaterThanOrEqual(0);
    form.requestSubmit();
    expect(posts).toEqual([key, key]);
    // Another text is another request.
    fireEvent.input(field('message'));
    expect(field(SUBMISSION_ID_FIELD).value).toBe('');
  });

  it('posts a valid form at once when the island’s fetch fails', async () => {
    const { container, form, fillIn } = serverForm();
    fillIn();
    startLoader(jest.fn().mockRejectedValue(new Error('offline')));
    const posts = plainPosts();
    form.requestSubmit();
    expect(posts).toEqual([]);
    await act(() => Promise.resolve());
    expect(posts).toHaveLength(1);
    expect(posts[0]).toMatch(UUID);
    expect(container).toHaveAttribute(ISLAND_POSTING_ATTRIBUTE);
  });

  it('drops a submit still waiting for the island once the visitor types again', async () => {
    jest.useFakeTimers();
    const { form, field, fillIn } = serverForm();
    startLoader(neverComes());
    const posts = plainPosts();
    fillIn();
    form.requestSubmit();
    fireEvent.input(field('message'));
    await wait(ISLAND_WAIT_MS + 1000, 500);
    expect(posts).toEqual([]);
  });

  it('leaves a submit the island took alone', () => {
    const { container, form, field } = serverForm();
    startLoader();
    container.addEventListener('submit', (event) => event.preventDefault());
    expect(submitEvent(form)).toBe(true);
    expect(field(SUBMISSION_ID_FIELD).value).toBe('');
    expect(container).not.toHaveAttribute(ISLAND_POSTING_ATTRIBUTE);
  });

  it('forgets the post once the visitor comes back from where it led (back/forward cache), and waits for the island again', async () => {
    const { container, form, fillIn } = serverForm();
    fillIn();
    const importModule = startLoader(
      jest
        .fn()
        .mockRejectedValueOnce(new Error('offline'))
        .mockReturnValue(new Promise(() => {})),
    );
    const posts = plainPosts();
    form.requestSubmit();
    await act(() => Promise.resolve());
    expect(posts).toHaveLength(1);
    window.dispatchEvent(Object.assign(new Event('pageshow'), { persisted: true }));
    expect(container).not.toHaveAttribute(ISLAND_POSTING_ATTRIBUTE);
    form.requestSubmit();
    expect(posts).toHaveLength(1);
    expect(importModule).toHaveBeenCalledTimes(2);
  });
});

describe('the island arriving after a plain post', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.restoreAllMocks());

  /** The page as the visitor left it: typed, posted with a key, the post under way; then the island hydrates. */
  function postedThenHydrated() {
    pageOpenFor(60_000);
    const fetchMock = mockService(200);
    const { container, form, field, fillIn } = serverForm();
    fillIn();
    const key = '6f1c1a52-3f5e-4d5b-9a43-0c1e2f3a4b5c';
    field(SUBMISSION_ID_FIELD).value = key;
    container.setAttribute(ISLAND_POSTING_ATTRIBUTE, '59000');
    act(() => {
      hydrateRoot(container, <ContactForm {...props} />);
    });
    return { fetchMock, form, field, key, submit: screen.getByRole('button', { name: contactFormText.submitting }) };
  }

  it('waits for that post’s answer, showing «Invio in corso...», and sends nothing itself', async () => {
    const { fetchMock, form, field, submit } = postedThenHydrated();
    expect(submit).toBeDisabled();
    expect(field('name')).toBeDisabled();
    expect(field('name')).toHaveValue(typed.name);
    // Testing Library's fireEvent runs inside act() already.
    fireEvent.submit(form);
    await wait(3000);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends a later copy of the same text with the same key, so the service keeps one request', async () => {
    const { fetchMock, form, key, submit } = postedThenHydrated();
    act(() => {
      window.dispatchEvent(Object.assign(new Event('pageshow'), { persisted: true }));
    });
    expect(submit).toBeEnabled();
    fireEvent.submit(form);
    await wait(2000);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const body = JSON.parse(String((fetchMock.mock.calls[0] as unknown as [string, RequestInit])[1].body));
    expect(body).toMatchObject({ ...typed, submissionId: key });
  });

  it('gives the form back, with the failure notice, if that post never led anywhere', async () => {
    const { fetchMock, submit } = postedThenHydrated();
    await wait(40_000, 1000);
    expect(submit).toBeEnabled();
    expect(screen.getByText(contactFormText.failure.title)).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
