import { CONTACT_FIELDS, FIELD_MAX_LENGTH, type ContactField, type ContactValues } from './fields';

/** A local part with no spaces or at-signs, one at-sign, then a domain containing a dot. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Surrounding spaces never count: browsers trim an email field's value too. */
export function isValidEmail(email: string): boolean {
  return EMAIL_PATTERN.test(email.trim());
}

/** The inline message shows while a non-empty email is invalid, and clears when it is empty or valid. */
export function hasInlineEmailError(email: string): boolean {
  return email.trim() !== '' && !isValidEmail(email);
}

export type SubmitProblem = 'emptyFields' | 'invalidEmail';

/** Why a request cannot be sent yet, in the order the visitor is told; null when it can. A field of only spaces is empty. */
export function submitProblem(values: ContactValues): SubmitProblem | null {
  if (CONTACT_FIELDS.some((field) => values[field].trim() === '')) return 'emptyFields';
  if (!isValidEmail(values.email)) return 'invalidEmail';
  return null;
}

export function hasReachedLimit(field: ContactField, value: string): boolean {
  return value.length >= FIELD_MAX_LENGTH[field];
}
