import { fireEvent, screen, within } from '@testing-library/react';
import { contactFormText, contactFormVariants } from '@/content/forms';
import { site } from '@/content/site';
import { fillTemplate } from '@/content/ui';
import { navigateTo } from '@/lib/contact/navigate';
import type { ContactFormVariant } from '@/lib/contact/variants';
import {
  confirmation,
  ENDPOINT,
  mockService,
  pageOpenFor,
  renderForm,
  REQUEST_NUMBER,
  successToast,
  toasts,
  typed,
  UUID,
  wait,
  freshPageEachTest,
} from './support/contact-form';

jest.mock('@/lib/contact/navigate', () => ({ navigateTo: jest.fn() }));

// The texts come from content/forms.yaml; `npm run check:spec` compares them with the specification's.
const { emptyFields: EMPTY, invalidEmail: INVALID, sent: SENT, sendFailed: FAILED } = contactFormText.messages;
const variants: ContactFormVariant[] = ['order', 'support'];

/** What a visitor sees once the service took the request: the thank-you page with its number, or the success toast and the number. */
function expectSent(variant: ContactFormVariant, number: string | null = REQUEST_NUMBER) {
  if (variant === 'order')
    expect(navigateTo).toHaveBeenCalledWith(number ? `/grazie-benvenuto?richiesta=${number}` : '/grazie-benvenuto');
  else {
    expect(successToast()).toHaveTextContent(SENT);
    expect(confirmation().shown).toBe(true);
    if (number) expect(confirmation().element).toHaveTextContent(number);
  }
}

freshPageEachTest();

describe.each(variants)('%s form', (variant) => {
  it('has name, email and message, each required, marked * and with a visible label', () => {
    const { fields } = renderForm(variant);
    for (const [label, field] of [
      ['Nome', fields.name],
      ['Email', fields.email],
      ['Messaggio', fields.message],
    ] as const) {
      const labelElement = document.querySelector(`label[for="${field.id}"]`);
      expect(labelElement).toHaveTextContent(`${label} *`);
      expect(labelElement).toBeVisible();
      expect(field).toBeRequired();
    }
    expect(fields.email).toHaveAttribute('type', 'email');
    expect(screen.getByText(contactFormText.requiredNote)).toBeInTheDocument();
  });

  it('shows the inline email error while a non-empty email is invalid, tied to the field, with submit disabled', async () => {
    const { user, fields, submit } = renderForm(variant);
    await user.type(fields.email, 'giulia@esempio');
    const error = screen.getByText(INVALID);
    expect(fields.email).toHaveAttribute('aria-describedby', error.id);
    expect(fields.email).toHaveAttribute('aria-invalid', 'true');
    expect(fields.email).toHaveAccessibleDescription(INVALID);
    expect(submit).toBeDisabled();

    await user.type(fields.email, '.it');
    expect(screen.queryByText(INVALID)).not.toBeInTheDocument();
    expect(fields.email).not.toHaveAttribute('aria-describedby');
    expect(submit).toBeEnabled();

    await user.type(fields.email, ' x');
    expect(screen.getByText(INVALID)).toBeInTheDocument();
    await user.clear(fields.email);
    expect(screen.queryByText(INVALID)).not.toBeInTheDocument();
    expect(submit).toBeEnabled();
  });

  it.each([
    ['every field empty', {}],
    ['the name empty', { email: typed.email, message: typed.message }],
    ['the message of only spaces', { ...typed, message: '   ' }],
  ])('with %s, submit gives the empty-fields error toast and sends nothing', async (_, values) => {
    const fetchMock = mockService(200);
    const { user, submit, fill } = renderForm(variant, ENDPOINT);
    await fill(values);
    await user.click(submit);
    expect(await screen.findByRole('alert')).toHaveTextContent(EMPTY);
    expect(submit).toHaveTextContent(variant === 'order' ? 'Invia la richiesta' : 'Invia il messaggio');
    await wait(5000);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('with an invalid email, submit gives the invalid-email error toast', async () => {
    const { fields, fill } = renderForm(variant);
    await fill({ ...typed, email: 'giulia@esempio' });
    // The disabled button blocks clicks and Enter; a script can still submit the form.
    fireEvent.submit(fields.name.form!);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(INVALID);
    expect(screen.getAllByText(INVALID)).toHaveLength(2);
  });

  it('disables every field and the button, reading "Invio in corso...", for the simulated 2000 ms', async () => {
    const { fields, submit, send } = renderForm(variant);
    await send();
    expect(submit).toHaveTextContent('Invio in corso...');
    for (const control of [fields.name, fields.email, fields.message, submit]) expect(control).toBeDisabled();
    await wait(1999);
    expect(submit).toHaveTextContent('Invio in corso...');
    expect(navigateTo).not.toHaveBeenCalled();
    expect(screen.queryByText(SENT)).not.toBeInTheDocument();
    await wait(1);
    expectSent(variant, null);
  });

  it('keeps what was typed across a reload until the request is sent', async () => {
    const { fill, view } = renderForm(variant);
    await fill({ name: 'Giulia', message: 'Una bozza' });
    view.unmount();
    const again = renderForm(variant);
    expect(again.fields.name).toHaveValue('Giulia');
    expect(again.fields.message).toHaveValue('Una bozza');
    expect(again.fields.email).toHaveValue('');
  });

  it('drops a request whose honeypot a bot filled, silently', async () => {
    const fetchMock = mockService(200);
    const { user, submit, fill } = renderForm(variant, ENDPOINT);
    const honeypot = screen.getByLabelText(contactFormText.honeypotLabel);
    expect(honeypot).toHaveAttribute('type', 'text');
    expect(honeypot).toHaveAttribute('tabindex', '-1');
    expect(honeypot).toHaveAttribute('autocomplete', 'off');
    expect(honeypot.closest('[aria-hidden="true"]')).toHaveClass('visually-hidden');
    await fill();
    fireEvent.change(honeypot, { target: { value: 'https://spam.example' } });
    await user.click(submit);
    await wait(0);
    expect(fetchMock).not.toHaveBeenCalled();
    expectSent(variant, null);
    await wait(20_000);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it.each([
    ['name', 100],
    ['email', 254],
    ['message', 5000],
  ] as const)('caps the %s at %i characters and says so when the limit is reached', async (field, max) => {
    const { fields } = renderForm(variant);
    const control = fields[field];
    expect(control).toHaveAttribute('maxlength', String(max));
    fireEvent.change(control, { target: { value: 'a'.repeat(max - 1) } });
    expect(screen.queryByText(`Hai raggiunto il limite massimo di ${max} caratteri.`)).not.toBeInTheDocument();
    fireEvent.change(control, { target: { value: 'a'.repeat(max) } });
    const message = screen.getByText(`Hai raggiunto il limite massimo di ${max} caratteri.`);
    expect(message).toHaveAttribute('aria-live', 'polite');
    expect(control.getAttribute('aria-describedby')).toContain(message.id);
  });

  it('links the privacy notice next to the submit button', () => {
    const { submit } = renderForm(variant);
    const link = within(submit.parentElement!).getByRole('link', { name: 'informativa privacy' });
    expect(link).toHaveAttribute('href', '/privacy');
  });

  it('without an endpoint, the form posts nowhere', () => {
    const { fields } = renderForm(variant);
    expect(fields.name.form).not.toHaveAttribute('action');
  });

  it('with an endpoint, works as a plain form too: it posts every field, which form and the honeypot there', () => {
    const { fields } = renderForm(variant, ENDPOINT);
    const form = fields.name.form!;
    expect(form).toHaveAttribute('action', ENDPOINT);
    expect(form).toHaveAttribute('method', 'post');
    const posted = Object.fromEntries(new FormData(form).entries());
    expect(Object.keys(posted).sort()).toEqual(['_gotcha', 'email', 'form', 'message', 'name', 'page', 'submissionId']);
    expect(posted.form).toBe(variant === 'order' ? 'ordine' : 'supporto');
    // Filled by the islands' loader when the form posts before its island arrives.
    expect(posted.submissionId).toBe('');
  });

  describe('with an endpoint', () => {
    it('POSTs the JSON request once and treats a 2xx as sent', async () => {
      const fetchMock = mockService(200);
      const { send } = renderForm(variant, ENDPOINT);
      await send();
      await wait(0);
      expect(fetchMock).toHaveBeenCalledTimes(1);
      const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
      expect(url).toBe(ENDPOINT);
      expect(init.headers).toMatchObject({ Accept: 'application/json', 'Content-Type': 'application/json' });
      const body = JSON.parse(String(init.body));
      expect(body).toEqual({
        ...typed,
        form: variant === 'order' ? 'ordine' : 'supporto',
        page: variant === 'order' ? '/come-ordinare' : '/contatti-supporto',
        submissionId: expect.stringMatching(UUID),
        fillTimeMs: expect.any(Number),
      });
      expect(init.headers).toMatchObject({ 'Idempotency-Key': body.submissionId });
    });

    it('retries a 500 after 1 s, staying in "Invio in corso..." for at least the 2000 ms, and succeeds', async () => {
      const fetchMock = mockService(500, 200);
      const { submit, send } = renderForm(variant, ENDPOINT);
      await send();
      await wait(999);
      expect(fetchMock).toHaveBeenCalledTimes(1);
      expect(submit).toHaveTextContent('Invio in corso...');
      await wait(1);
      expect(fetchMock).toHaveBeenCalledTimes(2);
      await wait(990);
      expect(submit).toHaveTextContent('Invio in corso...');
      await wait(10);
      expectSent(variant);
    });

    it('holds a send made just after the page loaded until 2 s from the start of the page (a robot sends sooner), within the 2000 ms', async () => {
      const fetchMock = mockService(201);
      const { user, submit, fill } = renderForm(variant, ENDPOINT);
      await fill();
      pageOpenFor(500);
      await user.click(submit);
      await wait(1490);
      expect(fetchMock).not.toHaveBeenCalled();
      await wait(10);
      expect(fetchMock).toHaveBeenCalledTimes(1);
      expect(JSON.parse(String((fetchMock.mock.calls[0] as unknown as [string, RequestInit])[1].body)).fillTimeMs).toBe(
        2000,
      );
      await wait(500);
      expectSent(variant);
    });

    it('a 2xx at once still shows "Invio in corso..." for the specification’s 2000 ms', async () => {
      mockService(201);
      const { submit, send } = renderForm(variant, ENDPOINT);
      await send();
      await wait(1990);
      expect(submit).toHaveTextContent('Invio in corso...');
      expect(navigateTo).not.toHaveBeenCalled();
      await wait(10);
      expectSent(variant);
    });

    it('after 3 failed retries: error toast, a lasting alert, every value kept and a filled-in mailto link', async () => {
      const fetchMock = mockService(500);
      const { fields, submit, send } = renderForm(variant, ENDPOINT);
      await send();
      await wait(7000);
      expect(fetchMock).toHaveBeenCalledTimes(4);
      expect(submit).toBeEnabled();
      expect(fields.name).toHaveValue(typed.name);
      expect(fields.email).toHaveValue(typed.email);
      expect(fields.message).toHaveValue(typed.message);
      expect(navigateTo).not.toHaveBeenCalled();

      const lasting = fields.name.form!.querySelector('[role="alert"]') as HTMLElement;
      expect(lasting).toHaveTextContent(contactFormText.failure.title);
      const mailto = within(lasting).getByRole('link', {
        name: fillTemplate(contactFormText.failure.mailtoLabel, { email: site.email }),
      });
      const href = new URL(mailto.getAttribute('href')!);
      expect(href.protocol).toBe('mailto:');
      expect(href.pathname).toBe(site.email);
      expect(href.searchParams.get('subject')).toBe(contactFormVariants[variant].mailSubject);
      expect(href.searchParams.get('body')).toBe(
        `Nome: ${typed.name}\r\nEmail: ${typed.email}\r\n\r\n${typed.message}`,
      );
      expect(screen.getByText(FAILED)).toBeInTheDocument();

      await wait(10_000);
      expect(screen.queryByText(FAILED)).not.toBeInTheDocument();
      expect(lasting).toBeInTheDocument();
      expect(sessionStorage.length).toBe(1);
    });

    it('does not retry a 422 and reports it once the 2000 ms of "Invio in corso..." are over', async () => {
      const fetchMock = mockService(422);
      const { send } = renderForm(variant, ENDPOINT);
      await send();
      await wait(2000);
      expect(fetchMock).toHaveBeenCalledTimes(1);
      expect(screen.getByText(contactFormText.failure.title)).toBeInTheDocument();
    });
  });
});

describe('after a successful send', () => {
  it.each([null, ENDPOINT])(
    'on /come-ordinare (endpoint %p) goes to /grazie-benvenuto without clearing the form',
    async (endpoint) => {
      mockService(200);
      const { fields, send } = renderForm('order', endpoint);
      await send();
      await wait(2000);
      expect(navigateTo).toHaveBeenCalledWith(
        endpoint ? `/grazie-benvenuto?richiesta=${REQUEST_NUMBER}` : '/grazie-benvenuto',
      );
      expect(fields.name).toHaveValue(typed.name);
      expect(fields.message).toHaveValue(typed.message);
      expect(screen.queryByText(SENT)).not.toBeInTheDocument();
      expect(sessionStorage.length).toBe(0);
    },
  );

  it.each([null, ENDPOINT])(
    'on /contatti-supporto (endpoint %p) shows the success toast and empties the fields',
    async (endpoint) => {
      mockService(200);
      const { fields, submit, send } = renderForm('support', endpoint);
      await send();
      await wait(2000);
      expect(successToast()).toHaveTextContent(SENT);
      for (const field of Object.values(fields)) expect(field).toHaveValue('');
      expect(submit).toHaveTextContent('Invia il messaggio');
      expect(submit).toBeEnabled();
      expect(navigateTo).not.toHaveBeenCalled();
      expect(sessionStorage.length).toBe(0);
    },
  );

  it('a new attempt clears the earlier failure', async () => {
    mockService(500, 500, 500, 500, 200);
    const { user, submit, send } = renderForm('support', ENDPOINT);
    await send();
    await wait(7000);
    expect(screen.getByText(contactFormText.failure.title)).toBeInTheDocument();
    await user.click(submit);
    expect(screen.queryByText(contactFormText.failure.title)).not.toBeInTheDocument();
  });
});

describe('toasts', () => {
  it('show at most 3 at once', async () => {
    const { user, submit } = renderForm('support');
    for (let press = 0; press < 5; press += 1) await user.click(submit);
    expect(toasts()).toHaveLength(3);
  });

  it('last 4000 ms and are announced (errors as alerts, confirmations as status)', async () => {
    const { user, submit, send } = renderForm('support');
    await user.click(submit);
    const error = screen.getByRole('alert');
    expect(error).toHaveTextContent(EMPTY);
    expect(error).toHaveAttribute('aria-live', 'assertive');
    await wait(3990, 10);
    expect(screen.getByText(EMPTY)).toBeInTheDocument();
    await wait(1100, 10);
    expect(screen.queryByText(EMPTY)).not.toBeInTheDocument();

    await send();
    await wait(2000);
    const status = successToast();
    expect(status).toHaveTextContent(SENT);
    expect(status).toHaveAttribute('aria-live', 'polite');
    await wait(3990, 10);
    expect(screen.getByText(SENT)).toBeInTheDocument();
    await wait(1100, 10);
    expect(screen.queryByText(SENT)).not.toBeInTheDocument();
  });
});

it('clears earlier error toasts once a send starts', async () => {
  const { user, submit, send } = renderForm('support');
  await user.click(submit);
  expect(screen.getByText(EMPTY)).toBeInTheDocument();
  await send();
  await wait(1100, 10);
  expect(screen.queryByText(EMPTY)).not.toBeInTheDocument();
});
