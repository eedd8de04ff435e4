import { useEffect, useRef, useState, useSyncExternalStore, type FormEvent } from 'react';
import { contactFormText } from '@/content/forms';
import { deliver, type DeliveryOutcome } from '@/lib/contact/delivery';
import { clearDraft, loadDraft, saveDraft } from '@/lib/contact/draft';
import { EMPTY_VALUES, type ContactField, type ContactValues } from '@/lib/contact/fields';
import { navigateTo } from '@/lib/contact/navigate';
import { buildPayload } from '@/lib/contact/payload';
import { hasInlineEmailError, submitProblem } from '@/lib/contact/validation';
import type { ContactFormSettings } from '@/lib/contact/variants';
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

/** The form's state and what happens on change and submit; the component only draws it. */
export function useContactForm(settings: ContactFormSettings, endpoint: string | null) {
  const [values, setValues] = useState<ContactValues>(EMPTY_VALUES);
  const [submitting, setSubmitting] = useState(false);
  const [failed, setFailed] = useState(false);
  const honeypot = useRef<HTMLInputElement>(null);
  const hydrated = useHydrated();

  useEffect(() => {
    const draft = loadDraft(settings.form);
    // The draft lives in this tab's storage, which the exported HTML cannot know about:
    // it can only be restored once the page runs in the browser.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    if (draft) setValues(draft);
  }, [settings.form]);

  useEffect(() => {
    // Coming back to a page kept in the back/forward cache, after leaving for the thank-you page.
    const reset = (event: PageTransitionEvent) => event.persisted && setSubmitting(false);
    window.addEventListener('pageshow', reset);
    return () => window.removeEventListener('pageshow', reset);
  }, []);

  function change(field: ContactField, value: string) {
    const next = { ...values, [field]: value };
    setValues(next);
    saveDraft(settings.form, next);
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting) return;
    const problem = submitProblem(values);
    if (problem) {
      notifyError(contactFormText.messages[problem]);
      return;
    }
    // Earlier complaints no longer apply to what is being sent now.
    dismissToasts();
    setFailed(false);
    setSubmitting(true);
    // A filled honeypot is a bot: it is shown success and nothing is sent.
    const outcome: DeliveryOutcome = honeypot.current?.value
      ? { sent: true }
      : await deliver(buildPayload(values, settings.form, settings.page), { endpoint });
    if (!outcome.sent) {
      setSubmitting(false);
      setFailed(true);
      notifyError(contactFormText.messages.sendFailed);
      return;
    }
    clearDraft(settings.form);
    if (settings.thankYouPage) {
      // The form stays as it is (and disabled) while the thank-you page loads.
      navigateTo(settings.thankYouPage);
      return;
    }
    setSubmitting(false);
    setValues(EMPTY_VALUES);
    notifySuccess(contactFormText.messages.sent);
  }

  return {
    values,
    change,
    submit,
    submitting,
    failed,
    honeypot,
    hydrated,
    emailError: hasInlineEmailError(values.email),
  };
}
