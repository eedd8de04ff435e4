import type { StoredRequest } from '../store/requests';
import type { ServiceTexts } from '../texts';
import type { Email, MailSettings } from './compose';
import { composeEmail, fillTemplate, list, paragraph } from './layout';

/**
 * The service's notices about itself (content/richieste.yaml → limits): to the team when the
 * site-wide hourly limits are passed, the hour's requests beyond them in one digest, and to
 * ALERT_EMAIL when the team's own mailbox refuses the service's emails.
 */
export interface HourlyCaps {
  requests: number;
  confirmations: number;
}

/** The digest lists this many requests at most (the team's command shows them all). */
export const DIGEST_MAX_LINES = 200;
const EXCERPT_LENGTH = 80;

/** The hourly limits are passed: told once an hour, whatever the flood. */
export function limitNotice(caps: HourlyCaps, texts: ServiceTexts, settings: MailSettings): Email {
  const { notice } = texts.requests.limits;
  return composeEmail(
    { to: settings.teamEmail, subject: notice.subject },
    [paragraph(fillTemplate(notice.text, { requests: caps.requests, confirmations: caps.confirmations }))],
    texts,
    settings,
  );
}

function excerpt(message: string): string {
  const line = message.replace(/\s+/g, ' ').trim();
  return line.length > EXCERPT_LENGTH ? `${line.slice(0, EXCERPT_LENGTH - 1)}…` : line;
}

/** The requests that arrived beyond the hourly limit, in one email instead of one each. */
export function digestEmail(
  requests: StoredRequest[],
  caps: HourlyCaps,
  texts: ServiceTexts,
  settings: MailSettings,
): Email {
  const { digest } = texts.requests.limits;
  const subject = fillTemplate(digest.subject, { count: requests.length });
  const lines = requests.slice(0, DIGEST_MAX_LINES).map((request) =>
    fillTemplate(digest.line, {
      number: request.number,
      form: texts.requests.formNames[request.form],
      name: request.name,
      email: request.email,
      excerpt: excerpt(request.message),
    }),
  );
  const rest = requests.length - lines.length;
  return composeEmail(
    { to: settings.teamEmail, subject },
    [
      paragraph(fillTemplate(digest.intro, { requests: caps.requests })),
      list(lines),
      ...(rest > 0 ? [paragraph(fillTemplate(digest.more, { count: rest }))] : []),
    ],
    texts,
    settings,
  );
}

/** To ALERT_EMAIL: the team's mailbox refuses the service's emails for good. */
export function failingEmail(alertEmail: string, error: string, texts: ServiceTexts, settings: MailSettings): Email {
  const { failing } = texts.requests.limits;
  return composeEmail(
    { to: alertEmail, subject: failing.subject },
    [paragraph(fillTemplate(failing.text, { team: settings.teamEmail, error }))],
    texts,
    settings,
  );
}
