import { CONTACT_FIELDS, FIELD_MAX_LENGTH, type ContactField, type ContactValues } from './fields';

/*
 * One rule for every input: the same checks run while typing, on submit and, as the fields'
 * required/maxlength/pattern attributes, in the browser when the form works without JavaScript.
 */

/**
 * RFC 5322 "atext": what a local part holds between its dots. ASCII only, as in the HTML
 * standard's valid email address, which browsers enforce on type="email" without JavaScript: a
 * wider rule here would accept what the no-JavaScript form refuses, and an address with a
 * non-ASCII local part needs SMTPUTF8 at every mail server on its way, which is not a given.
 */
const ATEXT = "[A-Za-z0-9!#$%&'*+\\/=?^_`\\{\\|\\}~\\-]";
/**
 * A domain label as typed, in any script: letters, digits, combining marks and inner hyphens, at
 * most 63 characters (an ASCII label exactly as DNS allows; a label in another script also needs
 * its ASCII form to fit, which only the script checks).
 */
const TYPED_LABEL = '[\\p{L}\\p{N}](?:[\\p{L}\\p{N}\\p{M}\\-]{0,61}[\\p{L}\\p{N}\\p{M}])?';
/** A DNS label in its ASCII form ("xn--perch-fsa" for «perché»): at most 63 characters. */
const ASCII_LABEL = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;

/**
 * The specification's shape (a local part without spaces or at-signs, one at-sign, a domain
 * containing a dot), made strict enough for a mail server to deliver to: at most 254 characters,
 * a local part of at most 64 without a leading, trailing or double dot, domain labels that are
 * not empty, and nothing invisible (zero-width spaces, direction overrides: they are neither
 * letters nor digits). Internationalised domains (mario@perché.it) pass as typed. Valid both in
 * JavaScript and in an HTML `pattern` attribute, which browsers compile with the `v` flag.
 * Chromium checks the pattern against the domain's ASCII form (its field's value is
 * mario@xn--perch-fsa.it), other browsers against the typed one: the pattern accepts both.
 */
export const EMAIL_PATTERN_SOURCE = `(?=.{1,254}$)(?=[^@]{1,64}@)${ATEXT}+(?:\\.${ATEXT}+)*@${TYPED_LABEL}(?:\\.${TYPED_LABEL})+`;

export const EMAIL_PATTERN = new RegExp(`^(?:${EMAIL_PATTERN_SOURCE})$`, 'u');

/** For the single-line text fields without JavaScript: at least one character that is not a space. */
export const NOT_BLANK_PATTERN_SOURCE = '.*\\S.*';

/**
 * A domain in its ASCII form, as DNS and mail servers read it (IDNA, through the URL parser that
 * browsers and Node share), or null when it has none. ASCII domains are only lower-cased: the URL
 * parser would read "1.2" as an IPv4 address.
 */
function asciiDomain(domain: string): string | null {
  let ascii = domain.toLowerCase();
  if (/[^\x00-\x7f]/.test(domain)) {
    try {
      ascii = new URL(`http://${domain}`).hostname;
    } catch {
      return null;
    }
  }
  const labels = ascii.split('.');
  return labels.length > 1 && labels.every((label) => ASCII_LABEL.test(label)) ? ascii : null;
}

/**
 * The address as mail servers read it, the domain in its ASCII form (mario@xn--perch-fsa.it), or
 * null when it is not valid. Surrounding spaces never count: browsers trim an email field's value too.
 */
export function asciiEmail(email: string): string | null {
  const trimmed = email.trim();
  if (!EMAIL_PATTERN.test(trimmed)) return null;
  const at = trimmed.lastIndexOf('@');
  const domain = asciiDomain(trimmed.slice(at + 1));
  const address = domain && `${trimmed.slice(0, at)}@${domain}`;
  return address && address.length <= 254 ? address : null;
}

/** One rule for the browser and the request service: the pattern's shape, checked on the domain's ASCII form. */
export function isValidEmail(email: string): boolean {
  return asciiEmail(email) !== null;
}

/** The inline message shows while a non-empty email is invalid, and clears when it is empty or valid. */
export function hasInlineEmailError(email: string): boolean {
  return email.trim() !== '' && !isValidEmail(email);
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

export type FieldProblem = 'required' | 'invalidCharacters' | 'tooLong' | 'invalidEmail';

/** What is wrong with one field's value, or null. The email's own length limit is part of its rule. */
export function fieldProblem(field: ContactField, value: string): FieldProblem | null {
  if (value.trim() === '') return 'required';
  if (FORBIDDEN_CHARACTERS[field].test(value)) return 'invalidCharacters';
  if (field === 'email') return isValidEmail(value) ? null : 'invalidEmail';
  return isOverLimit(field, value) ? 'tooLong' : null;
}

export type SubmitProblem = 'emptyFields' | 'invalidCharacters' | 'tooLong' | 'invalidEmail';

const fieldProblemOf: Record<SubmitProblem, FieldProblem> = {
  emptyFields: 'required',
  invalidCharacters: 'invalidCharacters',
  tooLong: 'tooLong',
  invalidEmail: 'invalidEmail',
};

/** Why a request cannot be sent yet, in the order the visitor is told; null when it can. A field of only spaces is empty. */
export function submitProblem(values: ContactValues): SubmitProblem | null {
  const problems = CONTACT_FIELDS.map((field) => fieldProblem(field, values[field]));
  return (
    (['emptyFields', 'invalidCharacters', 'tooLong', 'invalidEmail'] as const).find((problem) =>
      problems.includes(fieldProblemOf[problem]),
    ) ?? null
  );
}

/** The first field (in the form's order) that has this problem: where the focus goes. */
export function firstFieldWith(problem: SubmitProblem, values: ContactValues): ContactField | undefined {
  return CONTACT_FIELDS.find((field) => fieldProblem(field, values[field]) === fieldProblemOf[problem]);
}
