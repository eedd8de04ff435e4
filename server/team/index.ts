import { mailSettingsOf, type ServiceConfig } from '../config';
import type { Client, RequestHandler } from '../handler';
import type { MailSettings } from '../mail/compose';
import { describeFailure, smtpTransport, type MailTransport } from '../mail/transport';
import { LINK_TTL_MS } from '../auth/store';
import type { Database } from '../store/database';
import type { ServiceTexts } from '../texts';
import { createAgenda, teamComposers } from './agenda';
import { createTeamArea, isTeamPath } from './area';
import { loginEmail } from './mail';

/**
 * The team's part of the request service: the area at /team/ beside /api/, the clock of the
 * digest and the alerts, and the emails they send. server/service.ts starts it.
 */

/** Within the link's 15 minutes: tried at once, then after these waits (a link is worth nothing later). */
export const LOGIN_RETRY_MS = [5_000, 30_000, 2 * 60_000];

/**
 * Sends a login link straight through SMTP, not through the outbox: the outbox would have to keep
 * the link in clear until it leaves, and the database keeps only its hash. A mail server that is
 * down is tried again a few times within the link's life. Without SMTP_URL (on a machine of one's
 * own) the link is written on the service's console.
 */
export function loginSender({
  transport,
  texts,
  config,
  log = console.error,
  waits = LOGIN_RETRY_MS,
}: {
  transport: MailTransport | null;
  texts: ServiceTexts;
  config: ServiceConfig;
  log?: (line: string) => void;
  waits?: number[];
}) {
  return async (email: string, link: string): Promise<void> => {
    if (!transport) {
      log(
        `Area del team: SMTP_URL non è impostato, quindi il link di accesso per ${email} non parte per email. Eccolo (vale ${LINK_TTL_MS / 60_000} minuti): ${link}`,
      );
      return;
    }
    const message = loginEmail(email, link, LINK_TTL_MS / 60_000, texts, mailSettingsOf(config));
    for (let attempt = 0; ; attempt += 1) {
      try {
        await transport.send(message);
        return;
      } catch (error) {
        const failure = describeFailure(error);
        if (failure.permanent || attempt >= waits.length) {
          log(`Team login link to ${email} not sent: ${failure.reason}`);
          return;
        }
        await new Promise((resolve) => setTimeout(resolve, waits[attempt]).unref());
      }
    }
  };
}

export interface TeamPart {
  /** The service's handler with /team/ answered by the team's area. */
  route(handler: RequestHandler): RequestHandler;
  /** A request has just been stored: its deadline now. */
  nudge(): void;
  /** What the service says about the area when it starts. */
  summary: string;
  stop(): Promise<void>;
}

export function startTeamPart({
  db,
  texts,
  config,
  settings = mailSettingsOf(config),
  root,
  nudgeMailer,
}: {
  db: Database;
  texts: ServiceTexts;
  config: ServiceConfig;
  settings?: MailSettings;
  root?: string;
  nudgeMailer: () => void;
}): TeamPart {
  const transport = config.smtpUrl ? smtpTransport(config.smtpUrl) : null;
  const area = createTeamArea({
    db,
    texts,
    config,
    root,
    sendLoginLink: loginSender({ transport, texts, config }),
    onReply: nudgeMailer,
  });
  const agenda = createAgenda({ db, texts, settings, retentionMonths: config.retentionMonths, onQueued: nudgeMailer });
  agenda.start();
  const people = config.teamEmails.length;
  return {
    route: (handler) => (request: Request, client: Client) =>
      isTeamPath(new URL(request.url).pathname) ? area(request, client) : handler(request, client),
    nudge: () => agenda.nudge(),
    summary:
      people > 0
        ? `Area del team: /team/, per ${people} ${people === 1 ? 'indirizzo' : 'indirizzi'} di TEAM_EMAILS${config.editorEmails.length > 0 ? ` (e ${config.editorEmails.length} di EDITOR_EMAILS)` : ''}; ` +
          `i link di accesso portano a ${config.serviceUrl} (SERVICE_URL o SITE_URL), o all’indirizzo di questa macchina se chiesti da qui senza proxy.`
        : 'Area del team: TEAM_EMAILS non è impostato, quindi nessuno può entrare in /team/.',
    async stop() {
      await agenda.stop();
      transport?.close();
    },
  };
}

/** The mailer's composers for the team's emails (the replies, the digest, the alerts). */
export function teamMailComposers(
  db: Database,
  texts: ServiceTexts,
  config: ServiceConfig,
  settings: MailSettings = mailSettingsOf(config),
) {
  return teamComposers({ db, texts, settings, serviceUrl: config.serviceUrl });
}
