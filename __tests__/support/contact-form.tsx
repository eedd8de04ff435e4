import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'react-hot-toast/headless';
import { ContactForm } from '@/components/forms/ContactForm';
import { contactFormCopy } from '@/lib/contact-form-copy';
import type { ContactFormVariant } from '@/lib/contact/variants';
import { newRequestCode } from '@/lib/request-code';

/** Helpers of the contact form's component tests (each test file mocks '@/lib/contact/navigate' itself). */
export const ENDPOINT = 'https://moduli.esempio.it/f/limenta';
export const typed = { name: 'Giulia Rossi', email: 'giulia@esempio.it', message: 'Vorrei 6 bottiglie a Torino.' };
export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

/**
 * How long the page has been open when a test starts using the form (performance.now()): past the
 * 2 s a form is held back after its page starts loading, unless a test says otherwise.
 */
export function pageOpenFor(ms: number) {
  jest.spyOn(performance, 'now').mockReturnValue(ms);
}

export function renderForm(variant: ContactFormVariant, endpoint: string | null = null, labelledBy?: string) {
  pageOpenFor(60_000);
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  const view = render(
    <ContactForm variant={variant} endpoint={endpoint} copy={contactFormCopy(variant)} labelledBy={labelledBy} />,
  );
  const fields = {
    name: screen.getByLabelText(/^Nome/) as HTMLInputElement,
    email: screen.getByLabelText(/^Email/) as HTMLInputElement,
    message: screen.getByLabelText(/^Messaggio/) as HTMLTextAreaElement,
  };
  const submit = screen.getByRole('button');
  const fill = async (values: Partial<typeof typed> = typed) => {
    for (const [field, value] of Object.entries(values)) await user.type(fields[field as keyof typeof fields], value);
  };
  /** Fills the form (with `typed` unless told otherwise) and presses its button. */
  const send = async (values?: Partial<typeof typed>) => {
    await fill(values);
    await user.click(submit);
  };
  return { user, view, fields, submit, fill, send };
}

/** React applies what happened inside one act() at its end: long waits are cut into steps. */
export async function wait(ms: number, step = 500) {
  let waited = 0;
  do {
    const next = Math.min(step, ms - waited);
    await act(() => jest.advanceTimersByTimeAsync(next));
    waited += next;
  } while (waited < ms);
}

/** The toasts on screen (the form's own status regions and failure notice are not toasts). */
export const toasts = () => document.querySelectorAll('[data-toast]');

/** The confirmation toast's message (role="status" inside a toast). */
export const successToast = () => document.querySelector<HTMLElement>('[data-toast] [role="status"]');

/**
 * The support form's confirmation that stays on the page, whether the form shows it, and whether it
 * shows the text for a confirmation email held back in place of the one that says what it holds.
 */
export function confirmation() {
  const element = document.getElementById('richiesta-inviata')!;
  const classes = element.className.split(' ');
  return {
    element,
    shown: classes.some((name) => /shown/.test(name)),
    held: classes.some((name) => /^held/.test(name)),
  };
}

/** The number the fake service gives every request it accepts. */
export const REQUEST_NUMBER = newRequestCode();

/** A fake request service answering each call in turn with these statuses (jsdom has no Response). */
export function mockService(...statuses: number[]) {
  return mockServiceAnswering({}, ...statuses);
}

/** The same, adding these fields to its 2xx answers (e.g. confirmationHeld). */
export function mockServiceAnswering(accepted: Record<string, unknown>, ...statuses: number[]) {
  const fetchMock: jest.Mock = jest.fn(async () => {
    const status: number = statuses[Math.min(fetchMock.mock.calls.length - 1, statuses.length - 1)];
    const ok = status >= 200 && status < 300;
    return {
      ok,
      status,
      headers: { get: () => null },
      json: async () => (ok ? { ok, requestNumber: REQUEST_NUMBER, ...accepted } : { ok, errors: [] }),
    };
  });
  global.fetch = fetchMock as unknown as typeof fetch;
  return fetchMock;
}

/** Each test on the fake clock, with an empty session and history (at `address`), and no toast or mock call left behind. */
export function freshPageEachTest(address?: string) {
  beforeEach(() => {
    jest.useFakeTimers();
    sessionStorage.clear();
    window.history.replaceState(null, '', address);
  });
  afterEach(() => {
    act(() => toast.remove());
    jest.useRealTimers();
    jest.clearAllMocks();
  });
}
