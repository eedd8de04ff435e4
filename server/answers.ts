import { FIELD_MAX_LENGTH } from '@/lib/contact/fields';
import { fillTemplate } from '@/lib/format';
import { MAX_BODY_BYTES } from './body';
import { escapeHtml } from './mail/layout';
import type { Problem } from './submission';
import type { ServiceTexts } from './texts';

/**
 * Every answer of the service, in Italian from content/: JSON for the island and any program,
 * and for a browser posting the form without JavaScript a redirect, or a short page that names
 * what to correct (its Back button brings the form back as it was).
 */
export interface FieldError {
  field: string;
  label: string;
  message: string;
}

/** Headers of every answer: never cached, never sniffed, never framed, nothing to load. */
export const BASE_HEADERS = {
  'Cache-Control': 'no-store',
  'X-Content-Type-Options': 'nosniff',
  'Content-Security-Policy': "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'",
  'Referrer-Policy': 'no-referrer',
};

export function json(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { ...BASE_HEADERS, 'Content-Type': 'application/json; charset=utf-8', ...headers },
  });
}

export function fieldErrors(problems: Problem[], texts: ServiceTexts): FieldError[] {
  const { fields, messages } = texts.forms.contactFormText;
  const { answers } = texts.requests;
  return problems.map((found) => {
    if (found.field === 'form') return { field: 'form', label: answers.formLabel, message: answers.unknownForm };
    if (found.field === 'key') return { field: 'submissionId', label: answers.keyLabel, message: answers.invalidKey };
    const message = {
      required: messages.fieldRequired,
      invalidEmail: messages.invalidEmail,
      invalidCharacters: messages.invalidCharacters,
      tooLong: fillTemplate(messages.overLimit, { max: FIELD_MAX_LENGTH[found.field] }),
    }[found.problem];
    return { field: found.field, label: fields[found.field].label, message };
  });
}

/** The summary of a refusal, by status. */
export function refusalMessage(status: number, texts: ServiceTexts, extra: { minutes?: number } = {}): string {
  const { answers } = texts.requests;
  const email = texts.site.email;
  const messages: Record<number, string> = {
    403: answers.unsupported,
    404: answers.notFound,
    405: answers.methodNotAllowed,
    413: fillTemplate(answers.tooLarge, { kilobytes: MAX_BODY_BYTES / 1024 }),
    415: answers.unsupported,
    422: answers.invalid,
    429: fillTemplate(answers.tooMany, { minutes: extra.minutes ?? 60, email }),
    503: fillTemplate(answers.unavailable, { email }),
  };
  return messages[status] ?? answers.unreadable;
}

/** A refusal as the client wants it: JSON, or a short Italian page for a browser without JavaScript. */
export function refusal(
  status: number,
  message: string,
  errors: FieldError[],
  options: { html: boolean; backTo: string | null; texts: ServiceTexts; headers?: Record<string, string> },
): Response {
  const headers = options.headers ?? {};
  if (!options.html) return json(status, { ok: false, message, errors }, headers);
  return new Response(errorPage(options.texts.requests.answers.errorPage, message, errors, options.backTo), {
    status,
    headers: {
      ...BASE_HEADERS,
      'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'",
      'Content-Type': 'text/html; charset=utf-8',
      ...headers,
    },
  });
}

function errorPage(
  pageTexts: { title: string; back: string },
  message: string,
  errors: FieldError[],
  backTo: string | null,
): string {
  const items = errors
    .map((error) => `<li><strong>${escapeHtml(error.label)}</strong>: ${escapeHtml(error.message)}</li>`)
    .join('');
  const back = backTo ? `<p><a href="${escapeHtml(backTo)}">${escapeHtml(pageTexts.back)}</a></p>` : '';
  return (
    `<!DOCTYPE html><html lang="it"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(pageTexts.title)}</title>` +
    `<style>body{font-family:system-ui,sans-serif;max-width:40rem;margin:2rem auto;padding:0 1rem;line-height:1.5;color:#1f2a24}a{color:#1E6B4F}</style></head>` +
    `<body><main><h1>${escapeHtml(pageTexts.title)}</h1><p>${escapeHtml(message)}</p>${items ? `<ul>${items}</ul>` : ''}${back}</main></body></html>`
  );
}
