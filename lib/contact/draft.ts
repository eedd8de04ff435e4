import { CONTACT_FIELDS, FIELD_MAX_LENGTH, type ContactValues } from './fields';
import type { ContactFormId } from './payload';

/**
 * What a visitor typed, kept in sessionStorage until the request is sent, so a reload or
 * an accidental navigation loses nothing. Storage may be unavailable (private modes,
 * blocked cookies): then the form simply works without a draft.
 */
function storageKey(form: ContactFormId): string {
  return `limenta.contact-draft.${form}`;
}

function sessionStore(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

export function loadDraft(form: ContactFormId, storage: Storage | null = sessionStore()): ContactValues | null {
  try {
    const saved: unknown = JSON.parse(storage?.getItem(storageKey(form)) ?? 'null');
    if (!saved || typeof saved !== 'object') return null;
    const record = saved as Record<string, unknown>;
    const values = {} as ContactValues;
    for (const field of CONTACT_FIELDS) {
      const value = record[field];
      values[field] = typeof value === 'string' ? value.slice(0, FIELD_MAX_LENGTH[field]) : '';
    }
    return CONTACT_FIELDS.some((field) => values[field] !== '') ? values : null;
  } catch {
    return null;
  }
}

export function saveDraft(form: ContactFormId, values: ContactValues, storage: Storage | null = sessionStore()): void {
  try {
    if (CONTACT_FIELDS.every((field) => values[field] === '')) storage?.removeItem(storageKey(form));
    else storage?.setItem(storageKey(form), JSON.stringify(values));
  } catch {
    // Full or blocked storage: the draft is a convenience, not a requirement.
  }
}

export function clearDraft(form: ContactFormId, storage: Storage | null = sessionStore()): void {
  try {
    storage?.removeItem(storageKey(form));
  } catch {
    // see saveDraft
  }
}
