import type { StoredRequest } from '../store/requests';
import type { OutboxMessage } from '../store/outbox';
import { withReplyBy } from '../team/mail';
import type { ServiceTexts } from '../texts';
import {
  composeEmail,
  fillTemplate,
  heading,
  linkParagraph,
  list,
  panel,
  paragraph,
  table,
  toTeam,
  toVisitor,
  type Part,
} from './layout';

/** An email ready for nodemailer: addresses, subject, and the same body as HTML and plain text. */
export interface Email {
  to: string;
  from: string;
  replyTo?: { name: string; address: string };
  subject: string;
  text: string;
  html: string;
}

export interface MailSettings {
  /** MAIL_FROM, e.g. "Limenta <info@limenta.it>". */
  from: string;
  /** TEAM_EMAIL: where requests go. */
  teamEmail: string;
  /** The site's address, for the links of the emails. */
  siteUrl: string;
  /** How many confirmations one address gets in a day (named when one is held). */
  confirmationsPerAddress: number;
}

/** A confirmation that has not left in time, as the team is told. */
export interface LateConfirmation {
  outboxId: number;
  number: string;
  email: string;
  /** Since the request arrived: until now when still waiting, until it left otherwise. */
  minutes: number;
  /** The last error when still waiting; null once it has left. */
  error: string | null;
}

const italianTime = new Intl.DateTimeFormat('it-IT', {
  timeZone: 'Europe/Rome',
  dateStyle: 'long',
  timeStyle: 'short',
});
const italianClock = new Intl.DateTimeFormat('it-IT', { timeZone: 'Europe/Rome', hour: '2-digit', minute: '2-digit' });

function hours({ site, ui }: ServiceTexts): string[] {
  const clock = (time: string) => time.replace(/^0(\d)/, '$1');
  return site.hours.map(
    ({ days, opens, closes }) => `${days}: ${opens && closes ? `${clock(opens)} – ${clock(closes)}` : ui.closed}`,
  );
}

/**
 * The visitor's confirmation: the number, the form, when it arrived, when the team answers, where
 * the privacy notice is. Nothing the visitor typed (name, message, address) is in it: anyone can
 * type someone else's address into the form, so whatever the email repeated would reach that
 * person from our address, as a phishing relay. The team's email carries everything instead.
 */
export function confirmationEmail(request: StoredRequest, texts: ServiceTexts, settings: MailSettings): Email {
  const { confirmation, formNames, team } = texts.requests;
  const subject = fillTemplate(confirmation.subject, { number: request.number });
  return composeEmail(
    { ...toVisitor(request.email, texts, settings), subject },
    [
      paragraph(confirmation.greeting),
      paragraph(fillTemplate(confirmation.intro, { number: request.number })),
      table([
        [team.labels.number, request.number],
        [team.labels.form, formNames[request.form]],
        [team.labels.received, italianTime.format(request.createdAt)],
      ]),
      heading(confirmation.replyTitle),
      paragraph(texts.site.replyPromise),
      paragraph(confirmation.reply),
      paragraph(texts.ui.contactDetails.hours),
      list(hours(texts)),
      paragraph(confirmation.notYou),
      linkParagraph(
        confirmation.privacy,
        confirmation.privacyLink,
        new URL(texts.forms.contactFormText.privacy.href, settings.siteUrl).toString(),
      ),
      paragraph(confirmation.signature),
    ],
    texts,
    settings,
  );
}

function lateWarning(late: LateConfirmation[], texts: ServiceTexts): Part[] {
  if (late.length === 0) return [];
  const { title, text, waiting, leftLate } = texts.requests.team.late;
  const line = ({ number, email, minutes, error }: LateConfirmation) =>
    fillTemplate(error === null ? leftLate : waiting, { number, email, minutes, error: error ?? '' });
  return [panel([heading(title), paragraph(text), list(late.map(line))])];
}

/** What the team is told of the visitor's confirmation, as it stands when this email leaves. */
function confirmationState(message: OutboxMessage | null, texts: ServiceTexts, settings: MailSettings): string {
  const states = texts.requests.team.confirmation;
  if (message?.status === 'pending' && message.attempts === 0 && message.scheduledAt > message.createdAt) {
    return fillTemplate(texts.requests.limits.deferred, { time: italianTime.format(message.scheduledAt) });
  }
  if (!message || (message.status === 'pending' && message.attempts === 0)) return states.pending;
  if (message.status === 'pending') return fillTemplate(states.retrying, { error: message.lastError ?? '' });
  if (message.status === 'sent')
    return fillTemplate(states.sent, { time: italianClock.format(message.sentAt ?? message.createdAt) });
  if (message.status === 'held') return fillTemplate(states.held, { max: settings.confirmationsPerAddress });
  return fillTemplate(states.failed, { error: message.lastError ?? '' });
}

/** The request for the team, Reply-To the visitor; with any confirmation that is late. */
export function teamEmail(
  request: StoredRequest,
  confirmation: OutboxMessage | null,
  late: LateConfirmation[],
  texts: ServiceTexts,
  settings: MailSettings,
): Email {
  const { team, formNames } = texts.requests;
  const subject = withReplyBy(
    fillTemplate(team.subject, { number: request.number, form: formNames[request.form], name: request.name }),
    request,
    texts,
  );
  return composeEmail(
    { ...toTeam(request, settings), subject },
    [
      ...lateWarning(late, texts),
      paragraph(fillTemplate(team.intro, { name: request.name })),
      table([
        [team.labels.number, request.number],
        [team.labels.form, formNames[request.form]],
        [team.labels.name, request.name],
        [team.labels.email, request.email],
        [team.labels.received, italianTime.format(request.createdAt)],
        [team.labels.confirmation, confirmationState(confirmation, texts, settings)],
      ]),
      heading(team.labels.message),
      panel([paragraph(request.message)]),
    ],
    texts,
    settings,
  );
}

/** For the team when confirmations are late and no other email to the team is on its way to say so. */
export function alertEmail(late: LateConfirmation[], texts: ServiceTexts, settings: MailSettings): Email {
  const subject = fillTemplate(texts.requests.team.alertSubject, { count: late.length });
  return composeEmail({ to: settings.teamEmail, subject }, lateWarning(late, texts), texts, settings);
}
