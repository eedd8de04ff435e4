import { CONTACT_FIELDS, FIELD_MAX_LENGTH, type ContactValues } from './fields';
import type { ContactFormId } from './payload';

/**
 * What a visitor typed, kept in sessionStorage until sent, so a reload loses nothing (without
 * storage the form works without a draft). It keeps the id of its last submit too, so a resend of
 * the same text carries the same id and the service recognises the copy.
 */
function storageKey(form: ContactFormId): string {
  return `limenta.contact-draft.${form}`;
}

interface PendingSubmission {
  id: string;
  /** Of the values that were submitted with this id. */
  fingerprint: string;
}

type DraftRecord = Partial<ContactValues> & { submission?: PendingSubmission };

/** A storage call, or `fallback` when the storage is blocked, full or holds something unreadable: the draft is a convenience, not a requirement. */
function quietly<T>(call: () => T, fallback: T): T {
  try {
    return call();
  } catch {
    return fallback;
  }
}

const sessionStore = () => quietly(() => (typeof window === 'undefined' ? null : window.sessionStorage), null);

function readRecord(form: ContactFormId, storage: Storage | null): Record<string, unknown> | null {
  const saved: unknown = quietly(() => JSON.parse(storage?.getItem(storageKey(form)) ?? 'null'), null);
  return saved && typeof saved === 'object' ? (saved as Record<string, unknown>) : null;
}

function writeRecord(form: ContactFormId, record: DraftRecord, storage: Storage | null): void {
  quietly(() => storage?.setItem(storageKey(form), JSON.stringify(record)), undefined);
}

/** Whether this tab keeps a draft of the form (read without parsing it: the islands' loader asks before the island arrives). */
export function hasDraft(form: ContactFormId, storage: Storage | null = sessionStore()): boolean {
  return quietly(() => Boolean(storage?.getItem(storageKey(form))), false);
}

export function loadDraft(form: ContactFormId, storage: Storage | null = sessionStore()): ContactValues | null {
  const record = readRecord(form, storage);
  if (!record) return null;
  const values = {} as ContactValues;
  for (const field of CONTACT_FIELDS) {
    const value = record[field];
    values[field] = typeof value === 'string' ? value.slice(0, FIELD_MAX_LENGTH[field]) : '';
  }
  return CONTACT_FIELDS.some((field) => values[field] !== '') ? values : null;
}

/** Keeps the id of the last submission while the text is still the one that was submitted. */
export function saveDraft(form: ContactFormId, values: ContactValues, storage: Storage | null = sessionStore()): void {
  if (CONTACT_FIELDS.every((field) => values[field] === '')) {
    clearDraft(form, storage);
    return;
  }
  const pending = readRecord(form, storage)?.submission as PendingSubmission | undefined;
  writeRecord(
    form,
    { ...values, ...(pending?.fingerprint === fingerprint(values) && { submission: pending }) },
    storage,
  );
}

export function clearDraft(form: ContactFormId, storage: Storage | null = sessionStore()): void {
  quietly(() => storage?.removeItem(storageKey(form)), undefined);
}

/** A random version-4 UUID (crypto.randomUUID exists only on https and localhost). */
export function newSubmissionId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6] & 0x0f) | 0x40;
  bytes[8] = (bytes[8] & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** What is sent, after trimming, as one string (the draft keeps no second copy of the text). */
function fingerprint(values: ContactValues): string {
  const text = JSON.stringify(CONTACT_FIELDS.map((field) => values[field].trim()));
  // FNV-1a, 32 bits, twice with different seeds: enough to tell two drafts of one visitor apart.
  const hash = (seed: number) => {
    let h = seed;
    for (let index = 0; index < text.length; index += 1) h = Math.imul(h ^ text.charCodeAt(index), 0x01000193) >>> 0;
    return h.toString(16).padStart(8, '0');
  };
  return `${text.length}-${hash(0x811c9dc5)}${hash(0x01000193)}`;
}

/**
 * The id of a submission of these values: the one they were given before if they are the same
 * text, otherwise a new one, remembered with the draft.
 */
export function submissionIdFor(
  form: ContactFormId,
  values: ContactValues,
  storage: Storage | null = sessionStore(),
): string {
  const current = fingerprint(values);
  const pending = readRecord(form, storage)?.submission as PendingSubmission | undefined;
  if (pending && pending.fingerprint === current && typeof pending.id === 'string') return pending.id;
  const submission = { id: newSubmissionId(), fingerprint: current };
  writeRecord(form, { ...values, submission }, storage);
  return submission.id;
}

/**
 * Gives these values the id a copy of them already left with (posted as a plain form before the
 * island arrived), so that any later copy of the same text is recognised as the same request.
 */
export function adoptSubmissionId(
  form: ContactFormId,
  values: ContactValues,
  id: string,
  storage: Storage | null = sessionStore(),
): void {
  writeRecord(form, { ...values, submission: { id, fingerprint: fingerprint(values) } }, storage);
}
