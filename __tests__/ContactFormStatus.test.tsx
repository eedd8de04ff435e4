import { screen } from '@testing-library/react';
import { contactFormText } from '@/content/forms';
import { supportPage } from '@/content/pages/contatti-supporto';
import { SLOW_SEND_NOTICE_MS } from '@/lib/contact/delivery';
import { fillTemplate } from '@/lib/format';
import { navigateTo } from '@/lib/contact/navigate';
import {
  confirmation,
  ENDPOINT,
  mockService,
  mockServiceAnswering,
  renderForm,
  REQUEST_NUMBER,
  successToast,
  wait,
  freshPageEachTest,
} from './support/contact-form';

jest.mock('@/lib/contact/navigate', () => ({ navigateTo: jest.fn() }));

/**
 * A slow send says so, and the support form's confirmation stays on the page with the request's
 * number until the visitor writes again.
 */

/** The clock the form reads (performance.now()) follows the fake timers, from a page open for a minute. */
function runningClock() {
  const start = Date.now();
  jest.spyOn(performance, 'now').mockImplementation(() => 60_000 + Date.now() - start);
}

/** The slow-send status as a visitor reads it, or null while there is none. */
const slowStatus = () =>
  screen.queryByText(
    (_, element) =>
      element?.tagName === 'P' &&
      element.parentElement?.getAttribute('role') === 'status' &&
      element.closest('form') !== null,
  );

freshPageEachTest('/contatti-supporto');
afterEach(() => jest.restoreAllMocks());

describe('a slow send', () => {
  it(`says after ${SLOW_SEND_NOTICE_MS / 1000} s that the request is on its way, with the seconds elapsed, while the button keeps «Invio in corso...»`, async () => {
    const fetchMock = mockService(500, 500, 500, 200);
    const { submit, send } = renderForm('order', ENDPOINT);
    runningClock();
    await send();
    await wait(SLOW_SEND_NOTICE_MS - 500);
    expect(slowStatus()).toBeNull();
    await wait(500);
    const [before] = contactFormText.slowSend.split('{seconds}');
    expect(slowStatus()).toHaveTextContent(
      fillTemplate(contactFormText.slowSend, { seconds: SLOW_SEND_NOTICE_MS / 1000 }),
    );
    expect(slowStatus()).toHaveTextContent(before.trim());
    expect(submit).toHaveTextContent(contactFormText.submitting);
    // The seconds are a timer: shown at every tick, not announced at every tick.
    expect(screen.getByRole('timer')).toHaveTextContent(String(SLOW_SEND_NOTICE_MS / 1000));
    await wait(1000);
    expect(screen.getByRole('timer')).toHaveTextContent(String(SLOW_SEND_NOTICE_MS / 1000 + 1));
    // Sent at last (retries after 1, 2 and 4 s): the status goes with the submitting state.
    // Sent at last (retries after 1, 2 and 4 s): the status goes, while the form waits for the
    // thank-you page as it is.
    await wait(2000);
    expect(fetchMock).toHaveBeenCalledTimes(4);
    expect(slowStatus()).toBeNull();
    expect(submit).toHaveTextContent(contactFormText.submitting);
  });

  it('gives way to the failure notice, which keeps its mail link', async () => {
    mockService(500);
    const { send } = renderForm('support', ENDPOINT);
    runningClock();
    await send();
    await wait(SLOW_SEND_NOTICE_MS);
    expect(slowStatus()).not.toBeNull();
    await wait(8000);
    expect(slowStatus()).toBeNull();
    expect(screen.getByText(contactFormText.failure.title)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /^Invia via email/ })).toHaveAttribute(
      'href',
      expect.stringMatching(/^mailto:/),
    );
  });

  it('is never shown for a send of the usual 2 s', async () => {
    mockService(200);
    const { send } = renderForm('support', ENDPOINT);
    runningClock();
    await send();
    for (let step = 0; step < 8; step += 1) {
      await wait(500);
      expect(slowStatus()).toBeNull();
    }
  });
});

describe('the support form’s confirmation', () => {
  it('stays after the success toast, with the request’s number, until the visitor writes again', async () => {
    mockService(200);
    const { user, fields, send } = renderForm('support', ENDPOINT);
    expect(confirmation().shown).toBe(false);
    await send();
    await wait(2000);
    expect(successToast()).toHaveTextContent(contactFormText.messages.sent);
    expect(confirmation().shown).toBe(true);
    expect(confirmation().element).toHaveTextContent(supportPage.sentNotice.title);
    expect(confirmation().element).toHaveTextContent(
      `${supportPage.sentNotice.numberLabel} ${REQUEST_NUMBER}${supportPage.sentNotice.numberHint}`,
    );
    // The toast goes after 4 s; the confirmation stays.
    await wait(10_000);
    expect(successToast()).toBeNull();
    expect(confirmation().shown).toBe(true);
    await user.type(fields.name, 'G');
    expect(confirmation().shown).toBe(false);
  });

  it('is in a live region that is on the page before it appears', async () => {
    mockService(200);
    const { send } = renderForm('support', ENDPOINT);
    const region = confirmation().element.parentElement!;
    expect(region).toHaveAttribute('role', 'status');
    await send();
    await wait(2000);
    expect(confirmation().element.parentElement).toBe(region);
  });

  it('is the one a post without the island comes back to (#richiesta-inviata), shown with its number until the visitor writes', async () => {
    window.history.replaceState(null, '', `/contatti-supporto?richiesta=${REQUEST_NUMBER}#richiesta-inviata`);
    const { user, fields } = renderForm('support', ENDPOINT);
    expect(confirmation().shown).toBe(true);
    expect(confirmation().element).toHaveTextContent(REQUEST_NUMBER);
    await user.type(fields.email, 'g');
    expect(confirmation().shown).toBe(false);
    expect(confirmation().element.className).toMatch(/hidden/);
    // A reload would not confirm that request again.
    expect(window.location.href).toBe(`${window.location.origin}/contatti-supporto`);
  });

  it('says what the confirmation email holds, or, when the service held it back, that none was sent and the team still answers', async () => {
    const { heldText, text } = supportPage.sentNotice;
    mockService(200);
    const { send } = renderForm('support', ENDPOINT);
    // Both are in the page (CSS shows one): without JavaScript, the address decides.
    expect(confirmation().element).toHaveTextContent(text);
    expect(confirmation().element).toHaveTextContent(heldText);
    await send();
    await wait(2000);
    expect(confirmation()).toMatchObject({ shown: true, held: false });
    mockServiceAnswering({ confirmationHeld: true }, 200);
    await send();
    await wait(2000);
    expect(confirmation()).toMatchObject({ shown: true, held: true });
    expect(document.getElementById('conferma-non-inviata')).toHaveTextContent(heldText);
    expect(confirmation().element).toHaveTextContent(`${supportPage.sentNotice.numberLabel} ${REQUEST_NUMBER}`);
  });

  it('is the one a post without the island comes back to when no confirmation email left (#conferma-non-inviata)', () => {
    window.history.replaceState(null, '', `/contatti-supporto?richiesta=${REQUEST_NUMBER}#conferma-non-inviata`);
    renderForm('support', ENDPOINT);
    expect(confirmation()).toMatchObject({ shown: true, held: true });
    expect(confirmation().element).toHaveTextContent(REQUEST_NUMBER);
  });

  it('sends an order whose confirmation was held back to the thank-you page’s held notice', async () => {
    mockServiceAnswering({ confirmationHeld: true }, 201);
    const { send } = renderForm('order', ENDPOINT);
    await send();
    await wait(2000);
    expect(navigateTo).toHaveBeenCalledWith(`/grazie-benvenuto?richiesta=${REQUEST_NUMBER}#conferma-non-inviata`);
  });

  it('is not on the order form, which leads to the thank-you page', () => {
    renderForm('order', ENDPOINT);
    expect(document.getElementById('richiesta-inviata')).toBeNull();
  });

  it('ignores a number that is not one of ours', () => {
    window.history.replaceState(null, '', '/contatti-supporto?richiesta=%3Cb%3E#richiesta-inviata');
    renderForm('support', ENDPOINT);
    expect(confirmation().shown).toBe(true);
    expect(confirmation().element.querySelector('[data-request-number]')).toBeEmptyDOMElement();
  });
});
