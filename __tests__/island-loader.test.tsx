import { act, fireEvent, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { ContactForm } from '@/components/forms/ContactForm';
import { INTENT_EVENTS, watchIslands } from '@/components/forms/island/loader';
import { ISLAND_NAME, ISLAND_POSTING_ATTRIBUTE, SUBMISSION_ID_FIELD } from '@/components/forms/island/protocol';
import { contactFormText } from '@/content/forms';
import { contactFormCopy } from '@/lib/contact-form-copy';
import { saveDraft } from '@/lib/contact/draft';
import { markSentInHistory } from '@/lib/contact/sent-marker';
import { ENDPOINT, mockService, pageOpenFor, typed, UUID, wait } from './support/contact-form';

jest.mock('@/lib/contact/navigate', () => ({ navigateTo: jest.fn() }));

/**
 * Issue #24, item 1: the form page's first load carries only the islands' loader. It fetches the
 * island at the first sign of intent; until the island has taken the form, the form posts as a
 * plain form, with an idempotency key the island then uses for any copy of the same text.
 */
const SRC = '/_next/static/island/contact-form.0123456789abcdef.js';

function serverForm() {
  const container = document.createElement('div');
  container.dataset.island = ISLAND_NAME;
  container.innerHTML = renderToString(<ContactForm variant="order" endpoint={ENDPOINT} copy={contactFormCopy('order')} />);
  document.body.append(container);
  const form = container.querySelector('form')!;
  const field = (name: string) => form.elements.namedItem(name) as HTMLInputElement;
  return { container, form, field };
}

function startLoader(importModule = jest.fn(() => Promise.resolve({}))) {
  watchIslands({ name: ISLAND_NAME, src: SRC, importModule });
  return importModule;
}

/** A submit as the browser dispatches it; returns whether a listener took it (preventDefault). */
const submitEvent = (form: HTMLFormElement) => !form.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));

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

  it('fetches at once when the focus is already in the form, or when the form cannot post without it', () => {
    const { field } = serverForm();
    field('name').focus();
    expect(startLoader()).toHaveBeenCalledTimes(1);

    document.body.innerHTML = '';
    const { form } = serverForm();
    form.removeAttribute('action');
    expect(startLoader()).toHaveBeenCalledTimes(1);
  });

  it('fetches at once when only the island can give back what the visitor left: a draft in this tab, or a request sent from this page', () => {
    serverForm();
    saveDraft('ordine', { ...typed, email: '' });
    expect(startLoader()).toHaveBeenCalledTimes(1);

    document.body.innerHTML = '';
    sessionStorage.clear();
    serverForm();
    markSentInHistory('ordine');
    expect(startLoader()).toHaveBeenCalledTimes(1);
  });

  it('lets a submit before the island go as a plain post, with a fresh key, kept for a second copy of the same text', () => {
    const { container, form, field } = serverForm();
    startLoader();
    expect(submitEvent(form)).toBe(false);
    const key = field(SUBMISSION_ID_FIELD).value;
    expect(key).toMatch(UUID);
    expect(Number(container.getAttribute(ISLAND_POSTING_ATTRIBUTE))).toBeGreaterThanOrEqual(0);
    submitEvent(form);
    expect(field(SUBMISSION_ID_FIELD).value).toBe(key);
    // Another text is another request.
    fireEvent.input(field('message'));
    expect(field(SUBMISSION_ID_FIELD).value).toBe('');
  });

  it('leaves a submit the island took alone', () => {
    const { container, form, field } = serverForm();
    startLoader();
    container.addEventListener('submit', (event) => event.preventDefault());
    expect(submitEvent(form)).toBe(true);
    expect(field(SUBMISSION_ID_FIELD).value).toBe('');
    expect(container).not.toHaveAttribute(ISLAND_POSTING_ATTRIBUTE);
  });

  it('forgets the post once the visitor comes back from where it led (back/forward cache)', () => {
    const { container, form } = serverForm();
    startLoader();
    submitEvent(form);
    window.dispatchEvent(Object.assign(new Event('pageshow'), { persisted: true }));
    expect(container).not.toHaveAttribute(ISLAND_POSTING_ATTRIBUTE);
  });
});

describe('the island arriving after a plain post', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => {
    jest.useRealTimers();
    jest.restoreAllMocks();
  });

  /** The page as the visitor left it: typed, posted with a key, the post under way; then the island hydrates. */
  function postedThenHydrated() {
    pageOpenFor(60_000);
    const fetchMock = mockService(200);
    const { container, form, field } = serverForm();
    field('name').value = typed.name;
    field('email').value = typed.email;
    field('message').value = typed.message;
    const key = '6f1c1a52-3f5e-4d5b-9a43-0c1e2f3a4b5c';
    field(SUBMISSION_ID_FIELD).value = key;
    container.setAttribute(ISLAND_POSTING_ATTRIBUTE, '59000');
    act(() => {
      hydrateRoot(container, <ContactForm variant="order" endpoint={ENDPOINT} copy={contactFormCopy('order')} />);
    });
    return { fetchMock, form, field, key, submit: screen.getByRole('button', { name: contactFormText.submitting }) };
  }

  it('waits for that post’s answer, showing «Invio in corso...», and sends nothing itself', async () => {
    const { fetchMock, form, field, submit } = postedThenHydrated();
    expect(submit).toBeDisabled();
    expect(field('name')).toBeDisabled();
    expect(field('name')).toHaveValue(typed.name);
    act(() => {
      fireEvent.submit(form);
    });
    await wait(3000);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends a later copy of the same text with the same key, so the service keeps one request', async () => {
    const { fetchMock, form, key, submit } = postedThenHydrated();
    act(() => {
      window.dispatchEvent(Object.assign(new Event('pageshow'), { persisted: true }));
    });
    expect(submit).toBeEnabled();
    act(() => {
      fireEvent.submit(form);
    });
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
