import { useEffect, useLayoutEffect, useRef, useState, useSyncExternalStore, type FormEvent } from 'react';
import { deliver, MIN_FILL_MS, RETRY_POLICY, type DeliveryOutcome } from '@/lib/contact/delivery';
import { adoptSubmissionId, clearDraft, loadDraft, saveDraft, submissionIdFor } from '@/lib/contact/draft';
import { CONTACT_FIELDS, EMPTY_VALUES, type ContactField, type ContactValues } from '@/lib/contact/fields';
import { navigateTo } from '@/lib/contact/navigate';
import { buildPayload } from '@/lib/contact/payload';
import { addressAfterSending, requestNumberInAddress } from '@/lib/contact/request-number';
import { clearSentMark, forgetReturnAddress, markSentInHistory, wasSentFromThisEntry } from '@/lib/contact/sent-marker';
import {
  fieldProblem,
  firstFieldWith,
  hasInlineEmailError,
  submitProblem,
  type FieldProblem,
} from '@/lib/contact/validation';
import type { ContactFormSettings } from '@/lib/contact/variants';
import type { ContactFormCopy } from './copy';
import { dismissToasts, notifyError, notifySuccess } from './FormToaster';
import { postedBeforeIsland } from './island/protocol';
import type { ConfirmationState } from './SentConfirmation';

const subscribeToNothing = () => () => {};

/** False in the exported HTML and until React has taken over the page, true after. */
function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
}

/** What the fields hold in the page: typed before the script took over, or filled in again by the browser. */
function valuesInPage(form: HTMLFormElement | null): ContactValues {
  const valueOf = (field: ContactField) => {
    const control = form?.elements.namedItem(field);
    return control instanceof HTMLInputElement || control instanceof HTMLTextAreaElement ? control.value : '';
  };
  return { name: valueOf('name'), email: valueOf('email'), message: valueOf('message') };
}

interface ContactFormOptions {
  settings: ContactFormSettings;
  endpoint: string | null;
  copy: ContactFormCopy;
  /** The id of the form's heading: where the focus goes once a request is sent and the form emptied. */
  labelledBy?: string;
}

/** The form's state and what happens on change and submit; the component only draws it. */
export function useContactForm({ settings, endpoint, copy, labelledBy }: ContactFormOptions) {
  const [values, setValues] = useState<ContactValues>(EMPTY_VALUES);
  // Read by submit and change: a burst of events in one task must see each other's values.
  const latest = useRef<ContactValues>(EMPTY_VALUES);
  const [showRequired, setShowRequired] = useState(false);
  // The submitting state: since when (performance.now()), and whether the answer came (an order
  // stays in it while the thank-you page loads).
  const [sending, setSending] = useState<{ since: number; answered: boolean } | null>(null);
  const [failed, setFailed] = useState(false);
  const [alreadySent, setAlreadySent] = useState(false);
  // The request just sent from the support form, which stays on the page, with the number the
  // service gave it and whether its confirmation email was held back: confirmed until the visitor types again.
  const [sent, setSent] = useState<{ number: string | null; confirmationHeld: boolean } | null>(null);
  // Opened at the confirmation of a post sent without the island (#richiesta-inviata), which the
  // page shows by itself (CSS :target) until the form hides it.
  const [openedAtConfirmation, setOpenedAtConfirmation] = useState(false);
  // The single-flight guard: set before anything awaits, so a second submit in the same task
  // (a double click, requestSubmit() three times) finds it set, whatever React has rendered.
  const inFlight = useRef(false);
  const leftAfterSending = useRef(false);
  // Posted as a plain form before the island arrived: the page is waiting for that answer.
  const postedAsForm = useRef(false);
  const pendingFocus = useRef<(() => void) | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const honeypot = useRef<HTMLInputElement>(null);
  const hydrated = useHydrated();

  function replaceValues(next: ContactValues) {
    latest.current = next;
    setValues(next);
  }

  useLayoutEffect(() => {
    // Runs once React has taken over the server-rendered form, before the browser paints again:
    // what the page's fields hold is kept, so nothing typed before the script arrived is lost.
    /* eslint-disable react-hooks/set-state-in-effect -- the page and the tab's storage exist only in the browser */
    if (wasSentFromThisEntry(settings.form)) {
      // Back to a page whose request was sent: whatever the browser put back is that request.
      setAlreadySent(true);
      return;
    }
    const returned = settings.thankYouPage ? null : requestNumberInAddress(window.location);
    setOpenedAtConfirmation(returned !== null);
    const inPage = valuesInPage(formRef.current);
    if (CONTACT_FIELDS.some((field) => inPage[field] !== '')) {
      replaceValues(inPage);
      saveDraft(settings.form, inPage);
      // Sent as a plain form before the island arrived: a later copy of the same text keeps its
      // key, and while that post is under way the form shows it and sends nothing else.
      const posted = postedBeforeIsland(formRef.current);
      if (posted.id) adoptSubmissionId(settings.form, inPage, posted.id);
      if (posted.since !== null) {
        inFlight.current = true;
        postedAsForm.current = true;
        setSending({ since: posted.since, answered: false });
      }
      return;
    }
    if (returned) {
      // Back on this page after a post without the island, nothing typed since: its confirmation stays.
      setSent(returned);
      return;
    }
    const draft = loadDraft(settings.form);
    if (draft) replaceValues(draft);
    /* eslint-enable react-hooks/set-state-in-effect */
  }, [settings.form, settings.thankYouPage]);

  useEffect(() => {
    // Coming back from the back/forward cache to the page that sent the request and left.
    const restored = (event: PageTransitionEvent) => {
      if (!event.persisted) return;
      if (postedAsForm.current) {
        // The plain post's answer led away and the visitor came back: whatever its outcome, the
        // text is still here, and a copy sent now carries the same key.
        postedAsForm.current = false;
        inFlight.current = false;
        setSending(null);
        return;
      }
      if (!leftAfterSending.current) return;
      leftAfterSending.current = false;
      inFlight.current = false;
      setSending(null);
      setShowRequired(false);
      replaceValues(EMPTY_VALUES);
      setAlreadySent(true);
    };
    window.addEventListener('pageshow', restored);
    return () => window.removeEventListener('pageshow', restored);
  }, []);

  useEffect(() => {
    // A plain post the browser gave up on, or that the visitor stopped, leaves no trace in the
    // page: after the longest a send may take, the visitor is told, as when the island's own send
    // fails, and has the form back (a copy sent now carries the same key).
    const since = sending?.since;
    if (since === undefined || !postedAsForm.current) return;
    const timer = setTimeout(
      () => {
        postedAsForm.current = false;
        inFlight.current = false;
        setSending(null);
        setFailed(true);
        notifyError(copy.messages.sendFailed);
      },
      Math.max(0, since + RETRY_POLICY.deadlineMs - performance.now()),
    );
    return () => clearTimeout(timer);
  }, [sending?.since, copy.messages.sendFailed]);

  useEffect(() => {
    // Focus moves once the controls it goes to are enabled again.
    const move = pendingFocus.current;
    pendingFocus.current = null;
    move?.();
  });

  function control(name: string): HTMLElement | null {
    const element = formRef.current?.elements.namedItem(name);
    return element instanceof HTMLElement ? element : null;
  }

  function focusHeading() {
    const heading = labelledBy ? document.getElementById(labelledBy) : null;
    if (heading && !heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
    (heading ?? formRef.current)?.focus();
  }

  function change(field: ContactField, value: string) {
    const next = { ...latest.current, [field]: value };
    replaceValues(next);
    saveDraft(settings.form, next);
    setAlreadySent(false);
    setSent(null);
    clearSentMark();
    forgetReturnAddress();
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (inFlight.current) return;
    const current = latest.current;
    const problem = submitProblem(current);
    if (problem) {
      if (problem === 'emptyFields') setShowRequired(true);
      const field = firstFieldWith(problem, current);
      if (field) control(field)?.focus();
      notifyError(copy.messages[problem]);
      return;
    }
    inFlight.current = true;
    // The button (or field) that has the focus is about to be disabled: the form holds it instead.
    if (formRef.current?.contains(document.activeElement)) formRef.current.focus({ preventScroll: true });
    // Earlier complaints no longer apply to what is being sent now.
    dismissToasts();
    setFailed(false);
    setAlreadySent(false);
    setSent(null);
    setSending({ since: performance.now(), answered: false });
    // Never sooner than a person could fill the form in (the service takes that for a robot's):
    // held back within the submitting state, which lasts 2000 ms anyway.
    const holdMs = Math.max(0, MIN_FILL_MS - performance.now());
    const fillTimeMs = Math.round(performance.now() + holdMs);
    // A filled honeypot is a bot: it is shown success and nothing is sent.
    const outcome: DeliveryOutcome = honeypot.current?.value
      ? { sent: true, requestNumber: null, confirmationHeld: false }
      : await deliver(
          buildPayload(current, settings.form, settings.page, submissionIdFor(settings.form, current), fillTimeMs),
          { endpoint, holdMs },
        );
    if (!outcome.sent) {
      inFlight.current = false;
      setSending(null);
      setFailed(true);
      notifyError(copy.messages.sendFailed);
      pendingFocus.current = () => formRef.current?.querySelector<HTMLButtonElement>('button[type="submit"]')?.focus();
      return;
    }
    clearDraft(settings.form);
    markSentInHistory(settings.form);
    if (settings.thankYouPage) {
      // The form stays as it is (and disabled) while the thank-you page loads.
      leftAfterSending.current = true;
      setSending((current) => current && { ...current, answered: true });
      // The thank-you page shows the request's number, which it reads from its address (and the
      // held notice, at its fragment, when no confirmation left).
      navigateTo(addressAfterSending(settings, outcome.requestNumber, outcome.confirmationHeld));
      return;
    }
    inFlight.current = false;
    setSending(null);
    setShowRequired(false);
    replaceValues(EMPTY_VALUES);
    setSent({ number: outcome.requestNumber, confirmationHeld: outcome.confirmationHeld });
    notifySuccess(copy.messages.sent);
    pendingFocus.current = focusHeading;
  }

  /** The problem shown beside a field: an empty one only once the visitor tried to send. */
  function shownProblem(field: ContactField): FieldProblem | null {
    const problem = fieldProblem(field, values[field]);
    return problem === 'required' && !showRequired ? null : problem;
  }

  // As exported (shown only at #richiesta-inviata) until the island decides.
  const confirmation: ConfirmationState = !hydrated
    ? 'page'
    : sent
      ? 'shown'
      : openedAtConfirmation
        ? 'hidden'
        : 'page';

  return {
    formRef,
    honeypot,
    values,
    change,
    submit,
    submitting: sending !== null,
    /** Since when the form waits for the service's answer, or null. */
    waitingSince: sending && !sending.answered ? sending.since : null,
    failed,
    alreadySent,
    sent,
    confirmation,
    hydrated,
    problems: Object.fromEntries(CONTACT_FIELDS.map((field) => [field, shownProblem(field)])) as Record<
      ContactField,
      FieldProblem | null
    >,
    emailError: hasInlineEmailError(values.email),
  };
}
