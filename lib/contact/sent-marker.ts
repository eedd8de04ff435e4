import { requestNumberInAddress } from './request-number';
import type { ContactFormId } from './payload';

/**
 * After a successful send, the page's own history entry remembers it: coming back to that entry
 * (back/forward, or a reload, when the browser may fill the fields in again) shows the form as
 * already sent instead of the sent request ready to go a second time. A new visit is a new
 * entry, without the mark; nothing is stored anywhere else.
 */
const STATE_KEY = 'limentaContactSent';

function currentState(): Record<string, unknown> {
  const state: unknown = window.history.state;
  return state && typeof state === 'object' ? (state as Record<string, unknown>) : {};
}

function replaceState(state: Record<string, unknown>, url?: string): void {
  try {
    window.history.replaceState(state, '', url);
  } catch {
    // A browser that refuses (too many calls, sandboxed frame): the mark is a convenience.
  }
}

export function markSentInHistory(form: ContactFormId): void {
  replaceState({ ...currentState(), [STATE_KEY]: form });
}

export function wasSentFromThisEntry(form: ContactFormId): boolean {
  return currentState()[STATE_KEY] === form;
}

export function clearSentMark(): void {
  const state = currentState();
  if (!(STATE_KEY in state)) return;
  const rest = { ...state };
  delete rest[STATE_KEY];
  replaceState(rest);
}

/**
 * Once the visitor writes again, the address loses the number and the #richiesta-inviata of a
 * post sent without the island, so that a reload does not confirm that request again.
 */
export function forgetReturnAddress(): void {
  if (requestNumberInAddress(window.location)) replaceState(currentState(), window.location.pathname);
}
