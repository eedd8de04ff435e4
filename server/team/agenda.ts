import { addWorkingMs, isOpenAt, nextOpening, type WorkingSchedule } from '@/lib/working-hours';
import type { MailSettings } from '../mail/compose';
import type { MessageComposer } from '../mail/mailer';
import type { Database } from '../store/database';
import {
  awaitingReply,
  dueForAlert,
  fillDeadlines,
  REPLY_KIND,
  replyOfMessage,
  teamRequestById,
} from '../store/lifecycle';
import { insertMessage, type MessageKind } from '../store/outbox';
import { purgeLogins } from '../auth/store';
import { retentionCutoff } from '../retention';
import type { ServiceTexts } from '../texts';
import { deadlineAlertEmail, digestEmail, replyEmail } from './mail';
import { AREA_PATHS } from './pages';
import { acceptedEmail, acceptedProposalOf, contractEmail, proposalMessage } from './proposal';

/**
 * The team's clock: at each opening of the customer service (content/site.yaml) one email with
 * the requests still awaiting a reply, the most urgent first; and one alert per request when it
 * has ALERT_WORKING_HOURS of working time left without a reply. Each is queued at most once, by
 * any process (a marker in team_notices, inserted with the email in one transaction), and sent
 * through the outbox like every other email. The clock is injected, so tests move time at will.
 */
export const ALERT_WORKING_HOURS = 4;
/** A request whose deadline passed longer ago than this gets no alert (the service was down, or it came before the area): the digest lists it. */
export const ALERT_LATE_MS = 24 * 60 * 60 * 1000;
/** How often the agenda looks: an alert or the digest leaves at most this late. */
export const AGENDA_EVERY_MS = 60_000;

/** The outbox kinds of the team's notices (MessageKind is widened here, not in the outbox, so the outbox's own lists stay as they are). */
export const DIGEST_KIND: MessageKind = 'agenda';
export const ALERT_KIND: MessageKind = 'deadline';

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

/** The latest opening at or before `at`, within the last day; null if the service has not opened since. */
export function latestOpening(at: number, schedule: WorkingSchedule): number | null {
  let latest: number | null = null;
  for (let opening = nextOpening(at - DAY, schedule); opening <= at; opening = nextOpening(opening, schedule))
    latest = opening;
  return latest;
}

export interface AgendaOptions {
  db: Database;
  texts: ServiceTexts;
  settings: MailSettings;
  /** The retention of content/richieste.yaml, also the team's log's. */
  retentionMonths: number;
  now?: () => number;
  /** Told when something was queued (the mailer sends it). */
  onQueued?: () => void;
  log?: (line: string) => void;
}

/** A service that was down at the opening sends the digest when it starts, up to this long after. */
export const DIGEST_LATE_MS = 2 * HOUR;

/** The emails of the team's replies and notices, composed when they leave (createMailer's composers). */
export function teamComposers({
  db,
  texts,
  settings,
  serviceUrl,
}: Pick<AgendaOptions, 'db' | 'texts' | 'settings'> & { serviceUrl: string }): Record<string, MessageComposer> {
  return {
    [REPLY_KIND]: async (message) => {
      const reply = await replyOfMessage(db, message.id);
      return reply ? replyEmail(reply.request, reply.note, texts, settings) : null;
    },
    [DIGEST_KIND]: async (_message, at) => {
      const requests = await awaitingReply(db);
      return requests.length === 0
        ? null
        : digestEmail(requests, at, `${serviceUrl}${AREA_PATHS.home}`, texts, settings);
    },
    [ALERT_KIND]: async (message, at) => {
      const request = message.requestId === null ? null : await teamRequestById(db, message.requestId);
      // Answered meanwhile: nothing left to say.
      if (!request || request.status !== 'new') return null;
      return deadlineAlertEmail(
        request,
        ALERT_WORKING_HOURS,
        at,
        `${serviceUrl}${AREA_PATHS.request(request.id)}`,
        texts,
        settings,
      );
    },
    proposal: (message) => proposalMessage(db, message.id, texts, settings),
    contract: async (message) => {
      const accepted = message.requestId === null ? null : await acceptedProposalOf(db, message.requestId);
      return (
        accepted &&
        contractEmail(
          accepted.request,
          accepted.proposal.sections,
          accepted.proposal.acceptedAt ?? message.createdAt,
          texts,
          settings,
        )
      );
    },
    accepted: async (message) => {
      const accepted = message.requestId === null ? null : await acceptedProposalOf(db, message.requestId);
      return (
        accepted &&
        acceptedEmail(
          accepted.request,
          accepted.proposal,
          `${serviceUrl}${AREA_PATHS.request(accepted.request.id)}`,
          texts,
          settings,
        )
      );
    },
  };
}

export function createAgenda({
  db,
  texts,
  settings,
  retentionMonths,
  now = Date.now,
  onQueued = () => {},
  log = console.error,
}: AgendaOptions) {
  const schedule: WorkingSchedule = texts.site;
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<{ digest: boolean; alerts: number }> | null = null;
  let again = false;
  let stopped = false;

  /**
   * Inserts a marker and, if it was not there and the email is still `wanted`, the email to the team
   * it stands for (an alert of the request `ref`, the digest of the opening `ref`), in one
   * transaction: whether the email was queued.
   */
  const queueOnce = (
    marker: 'digest' | 'alert',
    ref: number,
    at: number,
    wanted: (tx: Database) => Promise<boolean> = async () => true,
  ) =>
    db.transaction(async (tx) => {
      const inserted = await tx.query(
        'INSERT INTO team_notices (kind, ref, at) VALUES (?, ?, ?) ON CONFLICT (kind, ref) DO NOTHING RETURNING ref',
        [marker, ref, at],
      );
      if (inserted.length === 0 || !(await wanted(tx))) return false;
      const alert = marker === 'alert';
      await insertMessage(tx, {
        kind: alert ? ALERT_KIND : DIGEST_KIND,
        requestId: alert ? ref : null,
        recipient: settings.teamEmail,
        status: 'pending',
        now: at,
      });
      return true;
    });

  /** One look at the clock: deadlines filled in, alerts and the digest queued when due, old logins purged. */
  async function tick(): Promise<{ digest: boolean; alerts: number }> {
    const at = now();
    await fillDeadlines(db, schedule);
    let alerts = 0;
    for (const request of await dueForAlert(
      db,
      addWorkingMs(at, ALERT_WORKING_HOURS * HOUR, schedule),
      at - ALERT_LATE_MS,
    )) {
      if (await queueOnce('alert', request.id, at)) alerts += 1;
    }
    let digest = false;
    const opening = isOpenAt(at, schedule) ? latestOpening(at, schedule) : null;
    if (opening !== null && at - opening <= DIGEST_LATE_MS) {
      // A digest of nothing is not sent; its marker is, so a request arriving later waits for the next opening.
      digest = await queueOnce('digest', opening, at, async (tx) => (await awaitingReply(tx, 1)).length > 0);
    }
    await purgeLogins(db, at, retentionCutoff(at, retentionMonths));
    if (digest || alerts > 0) onQueued();
    return { digest, alerts };
  }

  /** One tick at a time; a call during a tick asks for one more after it (a request may have arrived meanwhile). */
  const run = (): Promise<{ digest: boolean; alerts: number }> => {
    if (stopped) return Promise.resolve({ digest: false, alerts: 0 });
    if (running) {
      again = true;
      return running;
    }
    running = tick()
      .catch((error) => {
        log(`Agenda: ${error instanceof Error ? error.message : String(error)}`);
        return { digest: false, alerts: 0 };
      })
      .finally(() => {
        running = null;
        if (again) {
          again = false;
          void run();
        }
      });
    return running;
  };

  return {
    tick: run,
    /** Looks now, then every AGENDA_EVERY_MS (the timer never keeps the process alive). */
    start(): void {
      void run();
      timer = setInterval(() => void run(), AGENDA_EVERY_MS);
      timer.unref();
    },
    /** A request has just arrived: its deadline is filled in now. */
    nudge: () => void run(),
    async stop(): Promise<void> {
      stopped = true;
      if (timer) clearInterval(timer);
      timer = null;
      await running;
    },
  };
}
