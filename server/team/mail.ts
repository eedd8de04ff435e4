import { colorToken } from '@/lib/design-tokens';
import { fillTemplate } from '@/lib/format';
import { deadlineLabel, replyDeadline, timeLeftLabel } from '@/lib/working-hours';
import type { Email, MailSettings } from '../mail/compose';
import { composeEmail, escapeHtml, list, paragraph, toTeam, toVisitor, type Part } from '../mail/layout';
import type { StoredRequest } from '../store/requests';
import type { TeamRequest } from '../store/lifecycle';
import type { ServiceTexts } from '../texts';

/**
 * The emails of a request's life, in the words of content/team.yaml: the deadline in the team's
 * subject, the login link, the team's reply to a visitor, the morning digest and the alert of a
 * deadline drawing near.
 */

/** «[L-7KQ4M] Richiesta d’ordine da Giulia Rossi · rispondi entro lun 1 dic, 12:00»: the team's subject with the reply deadline. */
export function withReplyBy(subject: string, request: Pick<StoredRequest, 'createdAt'>, texts: ServiceTexts): string {
  const { deadlines } = texts.team;
  const replyBy = fillTemplate(deadlines.replyBy, {
    date: deadlineLabel(replyDeadline(request.createdAt, texts.site), deadlines),
  });
  return fillTemplate(deadlines.teamSubject, { subject, replyBy });
}

/** A link as the emails write it: a button in HTML, the address on a line of its own in text. */
export function action(label: string, href: string): Part {
  return {
    html:
      `<p style="margin:0 0 16px"><a href="${escapeHtml(href)}" style="display:inline-block;padding:10px 18px;background:${colorToken('color-mint-700')};` +
      `color:${colorToken('color-text-inverse')};border-radius:8px;text-decoration:none;font-weight:600">${escapeHtml(label)}</a></p>`,
    text: `${label}:\n${href}`,
  };
}

export function loginEmail(
  to: string,
  link: string,
  minutes: number,
  texts: ServiceTexts,
  settings: MailSettings,
): Email {
  const { loginEmail: words } = texts.team.area;
  return composeEmail(
    { to, subject: words.subject },
    [
      paragraph(fillTemplate(words.intro, { site: texts.site.name, minutes })),
      action(words.action, link),
      paragraph(words.notYou),
    ],
    texts,
    settings,
  );
}

/** What the team wrote to a visitor, sent by the service: the number in the subject, Reply-To the team. */
export function replyEmail(request: StoredRequest, reply: string, texts: ServiceTexts, settings: MailSettings): Email {
  const { replyEmail: words } = texts.team.area;
  const subject = fillTemplate(words.subject, { number: request.number });
  return composeEmail(
    { ...toVisitor(request.email, texts, settings), subject },
    [paragraph(reply), paragraph(fillTemplate(words.footer, { number: request.number }))],
    texts,
    settings,
  );
}

/** At the opening: the requests still awaiting a reply, the most urgent first. */
export function digestEmail(
  requests: TeamRequest[],
  now: number,
  areaUrl: string,
  texts: ServiceTexts,
  settings: MailSettings,
): Email {
  const { digest } = texts.team.area;
  const { deadlines } = texts.team;
  const subject = fillTemplate(digest.subject, { count: requests.length });
  const lines = requests.map((request) =>
    fillTemplate(digest.line, {
      number: request.number,
      name: request.name,
      left: request.deadlineAt === null ? '' : timeLeftLabel(request.deadlineAt, now, deadlines),
      deadline: request.deadlineAt === null ? '' : deadlineLabel(request.deadlineAt, deadlines),
    }),
  );
  return composeEmail(
    { to: settings.teamEmail, subject },
    [paragraph(digest.intro), list(lines), paragraph(fillTemplate(digest.link, { url: areaUrl }))],
    texts,
    settings,
  );
}

/** A request awaiting its reply with few working hours left. */
export function deadlineAlertEmail(
  request: TeamRequest,
  hours: number,
  now: number,
  requestUrl: string,
  texts: ServiceTexts,
  settings: MailSettings,
): Email {
  const { alert } = texts.team.area;
  const { deadlines } = texts.team;
  const deadline = request.deadlineAt ?? now;
  const subject = fillTemplate(alert.subject, { number: request.number, hours });
  const text = fillTemplate(alert.text, {
    number: request.number,
    name: request.name,
    left: timeLeftLabel(deadline, now, deadlines),
    deadline: deadlineLabel(deadline, deadlines),
  });
  return teamNotice(request, subject, text, fillTemplate(alert.link, { url: requestUrl }), texts, settings);
}

/** A short notice to the team about one request: its text, the link to it, Reply-To the visitor. */
export function teamNotice(
  request: StoredRequest,
  subject: string,
  text: string,
  link: string,
  texts: ServiceTexts,
  settings: MailSettings,
): Email {
  return composeEmail({ ...toTeam(request, settings), subject }, [paragraph(text), paragraph(link)], texts, settings);
}
