import { CONTACT_FIELDS, FIELD_MAX_LENGTH, type ContactField, type ContactValues } from './fields';

/*
 * One rule for every input: the same checks run while typing, on submit and, as the fields'
 * required/maxlength/pattern attributes, in the browser when the form works without JavaScript.
 */

/** RFC 5322 "atext": what a local part holds between its dots (ASCII only, as browsers accept). */
const ATEXT = "[A-Za-z0-9!#$%&'*+\\/=?^_`\\{\\|\\}~\\-]";
/** A DNS label: letters, digits and inner hyphens, at most 63 characters. */
const LABEL = '[A-Za-z0-9](?:[A-Za-z0-9\\-]{0,61}[A-Za-z0-9])?';

/**
 * The specification's shape (a local part without spaces or at-signs, one at-sign, a domain
 * containing a dot), made strict enough for a mail server to deliver to: at most 254 characters,
 * a local part of at most 64 without a leading, trailing or double dot, domain labels that are
 * not empty, and nothing invisible (zero-width spaces, direction overrides). Written to be valid
 * both in JavaScript and in an HTML `pattern` attribute, which browsers compile with the `v` flag.
 */
export const EMAIL_PATTERN_SOURCE = `(?=.{1,254}$)(?=[^@]{1,64}@)${ATEXT}+(?:\\.${ATEXT}+)*@${LABEL}(?:\\.${LABEL})+`;

export const EMAIL_PATTERN = new RegExp(`^(?:${EMAIL_PATTERN_SOURCE})$`, 'u');

/** For the single-line text fields without JavaScript: at least one character that is not a space. */
export const NOT_BLANK_PATTERN_SOURCE = '.*\\S.*';

/** Surrounding spaces never count: browsers trim an email field's value too. */
export function isValidEmail(email: string): boolean {
  return EMAIL_PATTERN.test(email.trim());
}

/** The inline message shows while a non-empty email is invalid, and clears when it is empty or valid. */
export function hasInlineEmailError(email: string): boolean {
  return email.trim() !== '' && !isValidEmail(email);
}

export function hasReachedLimit(field: ContactField, value: string): boolean {
  return value.length >= FIELD_MAX_LENGTH[field];
}

/** Longer than the field allows: only a script (autofill tools, extensions) gets past maxlength. */
export function isOverLimit(field: ContactField, value: string): boolean {
  return value.length > FIELD_MAX_LENGTH[field];
}

/**
 * Control characters a field may not hold: none at all on one line (a line break in a name or an
 * address would start a new header in an email), only tab and line breaks in the message.
 */
const FORBIDDEN_CHARACTERS: Record<ContactField, RegExp> = {
  name: /[\u0000-\u001f\u007f\u2028\u2029]/u,
  email: /[\u0000-\u001f\u007f\u2028\u2029]/u,
  message: /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/u,
};

export function hasForbiddenCharacters(field: ContactField, value: string): boolean {
  return FORBIDDEN_CHARACTERS[field].test(value);
}

export type FieldProblem = 'required' | 'invalidCharacters' | 'tooLong' | 'invalidEmail';

/** What is wrong with one field's value, or null. The email's own length limit is part of its rule. */
export function fieldProblem(field: ContactField, value: string): FieldProblem | null {
  if (value.trim() === '') return 'required';
  if (hasForbiddenCharacters(field, value)) return 'invalidCharacters';
  if (field === 'email') return isValidEmail(value) ? null : 'invalidEmail';
  return isOverLimit(field, value) ? 'tooLong' : null;
}

export type SubmitProblem = 'emptyFields' | 'invalidCharacters' | 'tooLong' | 'invalidEmail';

const fieldProblemOf: Record<SubmitProblem, FieldProblem> = { emptyFields: 'required', invalidCharacters: 'invalidCharacters', tooLong: 'tooLong', invalidEmail: 'invalidEmail' };

/** Why a request cannot be sent yet, in the order the visitor is told; null when it can. A field of only spaces is empty. */
export function submitProblem(values: ContactValues): SubmitProblem | null {
  const problems = CONTACT_FIELDS.map((field) => fieldProblem(field, values[field]));
  return (['emptyFields', 'invalidCharacters', 'tooLong', 'invalidEmail'] as const).find((problem) => problems.includes(fieldProblemOf[problem])) ?? null;
}

/** The first field (in the form's order) that has this problem: where the focus goes. */
export function firstFieldWith(problem: SubmitProblem, values: ContactValues): ContactField | undefined {
  return CONTACT_FIELDS.find((field) => fieldProblem(field, values[field]) === fieldProblemOf[problem]);
}
