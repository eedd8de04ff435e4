import { useEffect, useLayoutEffect, useRef, useState, useSyncExternalStore, type FormEvent } from 'react';
import { deliver, MIN_FILL_MS, type DeliveryOutcome } from '@/lib/contact/delivery';
import { clearDraft, loadDraft, saveDraft, submissionIdFor } from '@/lib/contact/draft';
import { CONTACT_FIELDS, EMPTY_VALUES, type ContactField, type ContactValues } from '@/lib/contact/fields';
import { navigateTo } from '@/lib/contact/navigate';
import { buildPayload } from '@/lib/contact/payload';
import { withRequestNumber } from '@/lib/contact/request-number';
import { clearSentMark, markSentInHistory, wasSentFromThisEntry } from '@/lib/contact/sent-marker';
import { fieldProblem, firstFieldWith, hasInlineEmailError, submitProblem, type FieldProblem } from '@/lib/contact/validation';
import type { ContactFormSettings } from '@/lib/contact/variants';
import type { ContactFormCopy } from './copy';
import { dismissToasts, notifyError, notifySuccess } from './FormToaster';

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
  const [submitting, setSubmitting] = useState(false);
  const [failed, setFailed] = useState(false);
  const [alreadySent, setAlreadySent] = useState(false);
  // The number the service gave the request just sent (support form, which stays on the page).
  const [sentNumber, setSentNumber] = useState<string | null>(null);
  // The single-flight guard: set before anything awaits, so a second submit in the same task
  // (a double click, requestSubmit() three times) finds it set, whatever React has rendered.
  const inFlight = useRef(false);
  const leftAfterSending = useRef(false);
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
    const inPage = valuesInPage(formRef.current);
    if (CONTACT_FIELDS.some((field) => inPage[field] !== '')) {
      replaceValues(inPage);
      saveDraft(settings.form, inPage);
      return;
    }
    const draft = loadDraft(settings.form);
    if (draft) replaceValues(draft);
    /* eslint-enable react-hooks/set-state-in-effect */
  }, [settings.form]);

  useEffect(() => {
    // Coming back from the back/forward cache to the page that sent the request and left.
    const restored = (event: PageTransitionEvent) => {
      if (!event.persisted || !leftAfterSending.current) return;
      leftAfterSending.current = false;
      inFlight.current = false;
      setSubmitting(false);
      setShowRequired(false);
      replaceValues(EMPTY_VALUES);
      setAlreadySent(true);
    };
    window.addEventListener('pageshow', restored);
    return () => window.removeEventListener('pageshow', restored);
  }, []);

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
    setSentNumber(null);
    clearSentMark();
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
    setSentNumber(null);
    setSubmitting(true);
    // Never sooner than a person could fill the form in (the service takes that for a robot's):
    // held back within the submitting state, which lasts 2000 ms anyway.
    const holdMs = Math.max(0, MIN_FILL_MS - performance.now());
    const fillTimeMs = Math.round(performance.now() + holdMs);
    // A filled honeypot is a bot: it is shown success and nothing is sent.
    const outcome: DeliveryOutcome = honeypot.current?.value
      ? { sent: true, requestNumber: null }
      : await deliver(buildPayload(current, settings.form, settings.page, submissionIdFor(settings.form, current), fillTimeMs), { endpoint, holdMs });
    if (!outcome.sent) {
      inFlight.current = false;
      setSubmitting(false);
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
      // The thank-you page shows the request's number, which it reads from its address.
      navigateTo(withRequestNumber(settings.thankYouPage, outcome.requestNumber));
      return;
    }
    inFlight.current = false;
    setSubmitting(false);
    setShowRequired(false);
    replaceValues(EMPTY_VALUES);
    setSentNumber(outcome.requestNumber);
    notifySuccess(copy.messages.sent);
    pendingFocus.current = focusHeading;
  }

  /** The problem shown beside a field: an empty one only once the visitor tried to send. */
  function shownProblem(field: ContactField): FieldProblem | null {
    const problem = fieldProblem(field, values[field]);
    return problem === 'required' && !showRequired ? null : problem;
  }

  return {
    formRef,
    honeypot,
    values,
    change,
    submit,
    submitting,
    failed,
    alreadySent,
    sentNumber,
    hydrated,
    problems: Object.fromEntries(CONTACT_FIELDS.map((field) => [field, shownProblem(field)])) as Record<ContactField, FieldProblem | null>,
    emailError: hasInlineEmailError(values.email),
  };
}
