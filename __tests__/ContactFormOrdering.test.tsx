import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { toast } from 'react-hot-toast/headless';
import { ContactForm } from '@/components/forms/ContactForm';
import { notifyError } from '@/components/forms/FormToaster';
import { contactFormText } from '@/content/forms';
import { site } from '@/content/site';
import { contactFormCopy } from '@/lib/contact-form-copy';
import { FIELD_MAX_LENGTH } from '@/lib/contact/fields';
import { MAILTO_MAX_LENGTH } from '@/lib/contact/mailto';
import { navigateTo } from '@/lib/contact/navigate';
import { markSentInHistory, wasSentFromThisEntry } from '@/lib/contact/sent-marker';
import {
  ENDPOINT,
  freshPageEachTest,
  mockService,
  renderForm,
  REQUEST_NUMBER,
  toasts,
  typed,
  wait,
} from './support/contact-form';

jest.mock('@/lib/contact/navigate', () => ({ navigateTo: jest.fn() }));

/** One request per order, nothing lost, and errors that everyone perceives. */
const { messages } = contactFormText;
const describedText = (field: HTMLElement) =>
  (field.getAttribute('aria-describedby') ?? '')
    .split(/\s+/)
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ')
    .trim();

freshPageEachTest();

describe('one request per order', () => {
  it('sends one request, and shows one success, for three submits in the same task', async () => {
    const fetchMock = mockService(200);
    const { fields, fill } = renderForm('support', ENDPOINT);
    await fill();
    act(() => {
      for (let submit = 0; submit < 3; submit += 1) fireEvent.submit(fields.name.form!);
    });
    await wait(2000);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(toasts()).toHaveLength(1);
  });

  it('after a sent order, coming back from the back/forward cache shows the form empty and says it was sent', async () => {
    const fetchMock = mockService(200);
    const { user, fields, submit, send } = renderForm('order', ENDPOINT);
    await send();
    await wait(2000);
    expect(navigateTo).toHaveBeenCalledWith(`/grazie-benvenuto?richiesta=${REQUEST_NUMBER}`);
    const restored = Object.assign(new Event('pageshow'), { persisted: true });
    act(() => {
      window.dispatchEvent(restored);
    });
    for (const field of Object.values(fields)) expect(field).toHaveValue('');
    expect(screen.getAllByText(contactFormText.alreadySent).length).toBeGreaterThan(0);
    expect(submit).toBeEnabled();
    await user.click(submit);
    expect(screen.getByRole('alert')).toHaveTextContent(messages.emptyFields);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('opens empty, saying the request was sent, on a page whose history entry sent it; typing starts a new one', async () => {
    markSentInHistory('ordine');
    const { fields, fill } = renderForm('order');
    expect(screen.getAllByText(contactFormText.alreadySent).length).toBeGreaterThan(0);
    expect(fields.name).toHaveValue('');
    await fill({ name: 'Marco' });
    expect(screen.queryAllByText(contactFormText.alreadySent)).toHaveLength(0);
    expect(wasSentFromThisEntry('ordine')).toBe(false);
  });

  it('gives a resend of the same draft the id of the first try', async () => {
    const fetchMock = mockService(422, 200);
    const { view, send } = renderForm('support', ENDPOINT);
    await send();
    await wait(2000);
    view.unmount();
    act(() => toast.remove());
    const again = renderForm('support', ENDPOINT);
    await again.user.click(again.submit);
    await wait(2000);
    const ids = fetchMock.mock.calls.map(([, init]) => JSON.parse(String((init as RequestInit).body)).submissionId);
    expect(ids).toHaveLength(2);
    expect(ids[1]).toBe(ids[0]);
  });
});

describe('one rule for every input', () => {
  it.each(['name', 'message'] as const)(
    'refuses a %s set by a script past its limit, saying why beside it and in a toast',
    async (field) => {
      const fetchMock = mockService(200);
      const { user, fields, submit, fill } = renderForm('support', ENDPOINT);
      await fill();
      fireEvent.change(fields[field], { target: { value: 'x'.repeat(FIELD_MAX_LENGTH[field] + 1) } });
      expect(fields[field]).toHaveAttribute('aria-invalid', 'true');
      expect(describedText(fields[field])).toContain(contactFormCopy('support').fields[field].overLimit);
      await user.click(submit);
      expect(screen.getByRole('alert')).toHaveTextContent(messages.tooLong);
      expect(fields[field]).toHaveFocus();
      await wait(3000);
      expect(fetchMock).not.toHaveBeenCalled();
    },
  );

  it('gives the no-JavaScript form the same rule: required, maxlength and the email pattern', () => {
    const { fields } = renderForm('order');
    expect(fields.email).toHaveAttribute('pattern');
    expect(new RegExp(`^(?:${fields.email.getAttribute('pattern')})$`, 'v').test('a@b')).toBe(false);
    expect(new RegExp(`^(?:${fields.name.getAttribute('pattern')})$`, 'v').test('   ')).toBe(false);
    for (const field of Object.values(fields)) expect(field).toBeRequired();
  });
});

describe('errors that everyone perceives', () => {
  it('marks each empty field with a message tied to it, focuses the first, and clears each as it is filled', async () => {
    const { user, fields, submit } = renderForm('order');
    await user.type(fields.email, typed.email);
    await user.click(submit);
    expect(screen.getByRole('alert')).toHaveTextContent(messages.emptyFields);
    expect(fields.name).toHaveFocus();
    for (const field of [fields.name, fields.message]) {
      expect(field).toHaveAttribute('aria-invalid', 'true');
      expect(field).toHaveAccessibleDescription(messages.fieldRequired);
    }
    expect(fields.email).not.toHaveAttribute('aria-invalid');
    await user.type(fields.name, typed.name);
    expect(fields.name).not.toHaveAttribute('aria-invalid');
    expect(fields.message).toHaveAttribute('aria-invalid', 'true');
  });

  it('announces the send in progress through a polite region that was on the page before it', async () => {
    const { send } = renderForm('support');
    const region = document.querySelector('form [aria-live="polite"]')!;
    expect(region).toHaveTextContent('');
    await send();
    expect(region).toHaveTextContent(contactFormText.submitting);
    await wait(2000);
    expect(region).toHaveTextContent('');
  });

  it('puts confirmations into a live region present before them, and errors in alerts', async () => {
    const { user, submit, send } = renderForm('support');
    const statusRegion = document.querySelector('[aria-live="polite"]:not(form *)')!;
    expect(statusRegion).toBeEmptyDOMElement();
    await user.click(submit);
    expect(screen.getByRole('alert')).toHaveAttribute('aria-live', 'assertive');
    await send();
    await wait(2000);
    expect(within(statusRegion as HTMLElement).getByRole('status')).toHaveTextContent(messages.sent);
  });

  it('keeps the focus off the page: on the form while sending, then on the form’s heading', async () => {
    render(<h2 id="scrivi">Scrivi</h2>);
    const { submit, send } = renderForm('support', null, 'scrivi');
    await send();
    expect(submit).toBeDisabled();
    expect(document.activeElement?.tagName).toBe('FORM');
    await wait(2000);
    expect(document.getElementById('scrivi')).toHaveFocus();
  });

  it('gives the focus back to the button after a failure', async () => {
    mockService(422);
    const { submit, send } = renderForm('support', ENDPOINT);
    await send();
    await wait(2000);
    expect(submit).toBeEnabled();
    expect(submit).toHaveFocus();
  });

  it('lets the visitor close a toast with a real button named in Italian, or all of them with Escape', async () => {
    const { user, fields, submit } = renderForm('support');
    await user.click(submit);
    await user.click(submit);
    expect(screen.getAllByRole('alert')).toHaveLength(2);
    const close = screen.getAllByRole('button', { name: contactFormText.toastDismiss });
    expect(close[0].tagName).toBe('BUTTON');
    await user.click(close[0]);
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    fields.name.focus();
    await user.keyboard('{Escape}');
    expect(screen.queryAllByRole('alert')).toHaveLength(0);
  });

  it('gives the focus back to the field when the toast that held it is pushed out by newer ones', async () => {
    const { user, fields, submit } = renderForm('support');
    await user.click(submit);
    expect(fields.name).toHaveFocus();
    screen.getByRole('button', { name: contactFormText.toastDismiss }).focus();
    act(() => {
      for (const message of ['Uno', 'Due', 'Tre']) notifyError(message);
    });
    expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toEqual(['Tre', 'Due', 'Uno']);
    expect(fields.name).toHaveFocus();
  });

  it('pauses a toast while it is hovered', async () => {
    const { user, submit } = renderForm('support');
    await user.click(submit);
    const alert = screen.getByRole('alert');
    await user.hover(alert);
    await wait(6000);
    expect(screen.getByRole('alert')).toBeInTheDocument();
    await user.unhover(alert);
    await wait(5000);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('when sending finally fails', () => {
  it('offers an email link of at most 2000 characters with the start of a long message, and says the rest was cut', async () => {
    mockService(422);
    const { user, fields, submit, fill } = renderForm('order', ENDPOINT);
    await fill({ name: typed.name, email: typed.email });
    fireEvent.change(fields.message, { target: { value: 'Perché è così buono? '.repeat(200) } });
    await user.click(submit);
    await wait(2000);
    const failure = fields.name.form!.querySelector('[role="alert"]') as HTMLElement;
    const link = within(failure).getByRole('link', { name: contactFormCopy('order').failure.mailtoLabel });
    const href = link.getAttribute('href')!;
    expect(href.length).toBeLessThanOrEqual(MAILTO_MAX_LENGTH);
    expect(href.startsWith(`mailto:${site.email}?`)).toBe(true);
    const body = new URL(href).searchParams.get('body')!;
    expect(body).toContain('Perché è così buono?');
    expect(body.endsWith(contactFormText.mail.cutNotice)).toBe(true);
    expect(failure).toHaveTextContent(contactFormText.failure.cutNote);
  });
});

describe('as an island', () => {
  it('takes over the server-rendered form keeping what was typed before, with no hydration error', async () => {
    const { renderToString } = await import('react-dom/server');
    const { hydrateRoot } = await import('react-dom/client');
    const props = { variant: 'support' as const, endpoint: ENDPOINT, copy: contactFormCopy('support') };
    const container = document.createElement('div');
    container.innerHTML = renderToString(<ContactForm {...props} />);
    document.body.appendChild(container);
    const name = container.querySelector<HTMLInputElement>('input[name="name"]')!;
    expect(name).toBeEnabled();
    name.value = 'Giulia';
    const errors = jest.spyOn(console, 'error').mockImplementation(() => {});
    const recoverable = jest.fn();
    await act(async () => {
      hydrateRoot(container, <ContactForm {...props} />, { onRecoverableError: recoverable });
    });
    expect(recoverable).not.toHaveBeenCalled();
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
    expect(name).toHaveValue('Giulia');
    fireEvent.change(name, { target: { value: 'Giulia Rossi' } });
    expect(JSON.parse(sessionStorage.getItem('limenta.contact-draft.supporto')!)).toMatchObject({
      name: 'Giulia Rossi',
    });
    container.remove();
  });
});
