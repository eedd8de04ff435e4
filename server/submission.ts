import { createHash } from 'node:crypto';
import { CONTACT_FIELDS, type ContactField, type ContactValues } from '@/lib/contact/fields';
import type { ContactFormId } from '@/lib/contact/payload';
import { fieldProblem, type FieldProblem } from '@/lib/contact/validation';
import { contactFormSettings } from '@/lib/contact/variants';
import type { BodyFormat } from './body';
import type { NewRequest } from './store/requests';

/**
 * What a form sent, checked with the browser's own rule (lib/contact/validation.ts): the
 * service accepts exactly what the form lets through, and names each field it refuses.
 */
export const FORMS = Object.values(contactFormSettings).map((settings) => settings.form);

/** A field the service refuses: a contact field with the form's own problem, or the form's name, or the key. */
export type Problem =
  | { field: ContactField; problem: FieldProblem }
  | { field: 'form'; problem: 'unknownForm' }
  | { field: 'key'; problem: 'invalidKey' };

export type Checked = { ok: true; request: NewRequest; robot: boolean } | { ok: false; problems: Problem[] };

const KEY = /^[A-Za-z0-9._:-]{8,100}$/;

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** The same for every copy of one request: sha256 of its form and fields, as stored. */
export function fingerprintOf(form: ContactFormId, values: ContactValues): string {
  return createHash('sha256')
    .update(JSON.stringify([form, ...CONTACT_FIELDS.map((field) => values[field])]))
    .digest('hex');
}

/**
 * The idempotency key: the Idempotency-Key header and the body's submissionId (the island sends
 * both, equal). The form without JavaScript sends none: its key is the text itself on that day,
 * so a double click or a resubmitted page stores one request.
 */
function keyOf(header: string | null, bodyKey: unknown, fingerprint: string, now: number): string | null {
  const fromBody = typeof bodyKey === 'string' && bodyKey !== '' ? bodyKey : null;
  if (header !== null && fromBody !== null && header !== fromBody) return null;
  const key = header ?? fromBody;
  if (key === null) return `form:${new Date(now).toISOString().slice(0, 10)}:${fingerprint}`;
  return KEY.test(key) ? key : null;
}

/** The page a request came from, for the team: the form's own page unless it names one of the site's. */
function pageOf(form: ContactFormId, page: unknown): string {
  const own = Object.values(contactFormSettings).find((settings) => settings.form === form)!.page;
  return typeof page === 'string' && /^\/[a-z0-9/-]{0,100}$/.test(page) ? page : own;
}

/**
 * How long the form took to fill in, as the island says (fillTimeMs), or NaN when it is not a
 * person's: in JSON it must be a number (the island always sends it), never missing, a string or
 * negative. The page without JavaScript can time nothing: there the honeypot is the check, unless
 * a fillTimeMs field is there, which must then be all digits.
 */
function fillTimeOf(fields: Record<string, unknown>, format: BodyFormat): number {
  const value = fields.fillTimeMs;
  if (format === 'json') return typeof value === 'number' && Number.isFinite(value) && value >= 0 ? value : Number.NaN;
  if (value === undefined) return Number.POSITIVE_INFINITY;
  return typeof value === 'string' && /^\d{1,12}$/.test(value) ? Number(value) : Number.NaN;
}

export function checkSubmission(
  fields: Record<string, unknown>,
  format: BodyFormat,
  idempotencyKey: string | null,
  minFillMs: number,
  now: number,
): Checked {
  const values = Object.fromEntries(CONTACT_FIELDS.map((field) => [field, text(fields[field])])) as ContactValues;
  const problems: Problem[] = [];
  for (const field of CONTACT_FIELDS) {
    const problem = fieldProblem(field, values[field]);
    if (problem) problems.push({ field, problem });
  }
  const form = text(fields.form) as ContactFormId;
  if (!FORMS.includes(form)) problems.push({ field: 'form', problem: 'unknownForm' });
  if (problems.length > 0) return { ok: false, problems };

  const trimmed = Object.fromEntries(CONTACT_FIELDS.map((field) => [field, values[field].trim()])) as ContactValues;
  const fingerprint = fingerprintOf(form, trimmed);
  const key = keyOf(idempotencyKey, fields.submissionId, fingerprint, now);
  if (key === null) return { ok: false, problems: [{ field: 'key', problem: 'invalidKey' }] };
  // Filled in by robots only: the honeypot (hidden from people), or a form sent faster than a person types, or with no timing at all.
  const fillTime = fillTimeOf(fields, format);
  const robot = text(fields._gotcha) !== '' || Number.isNaN(fillTime) || fillTime < minFillMs;
  return {
    ok: true,
    robot,
    request: { idempotencyKey: key, fingerprint, form, page: pageOf(form, fields.page), ...trimmed },
  };
}
