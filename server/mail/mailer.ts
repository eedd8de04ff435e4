import { retryDelay } from '@/lib/contact/delivery';
import type { Database } from '../store/database';
import {
  claimDue,
  hasPendingTeamMessage,
  insertMessage,
  lateConfirmations,
  markFailed,
  markRetry,
  markSent,
  messagesOfRequest,
  nextDueAt,
  type OutboxMessage,
} from '../store/outbox';
import { requestById } from '../store/requests';
import type { ServiceTexts } from '../texts';
import { alertEmail, confirmationEmail, teamEmail, type Email, type LateConfirmation, type MailSettings } from './compose';
import { describeFailure, type MailTransport } from './transport';

/** The thank-you page's promise: the confirmation arrives within 5 minutes. */
export const CONFIRMATION_PROMISE_MS = 5 * 60 * 1000;

/** A claimed message is ours for this long: long enough to send it, short enough to recover from a crash. */
const LEASE_MS = 2 * 60 * 1000;
const BATCH = 10;
/** Even with nothing due, the mailer looks again this often (a confirmation may turn late). */
const IDLE_CHECK_MS = 30_000;

/** Composes the email of an outbox message of a kind the mailer does not know itself; null when there is nothing left to send. */
export type MessageComposer = (message: OutboxMessage, at: number) => Promise<Email | null>;

export interface MailerOptions {
  db: Database;
  texts: ServiceTexts;
  settings: MailSettings;
  transport: MailTransport;
  now?: () => number;
  log?: (line: string) => void;
  /** The emails of other kinds, by kind: the team's replies and notices (server/team/agenda.ts). */
  composers?: Record<string, MessageComposer>;
}

/**
 * Sends the outbox: at once when a request arrives (nudge), then whenever a message is due again.
 * A failure that may pass is retried with back-off, without limit: nothing is dropped while the
 * mail server is down. Confirmations that miss the 5-minute promise are told to the team, in the
 * next email to the team, or in an email of their own when none is on its way.
 */
export function createMailer({ db, texts, settings, transport, now = Date.now, log = console.error, composers = {} }: MailerOptions) {
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<void> | null = null;
  let again = false;
  let stopped = false;

  async function lateList(at: number): Promise<LateConfirmation[]> {
    const late = await lateConfirmations(db, at, CONFIRMATION_PROMISE_MS);
    const described = await Promise.all(
      late.map(async (message) => {
        const request = message.requestId === null ? null : await requestById(db, message.requestId);
        if (!request) return null;
        const waiting = message.status !== 'sent';
        const minutes = Math.floor(((waiting ? at : (message.sentAt ?? at)) - message.createdAt) / 60_000);
        return { outboxId: message.id, number: request.number, email: request.email, minutes, error: waiting ? (message.lastError ?? '—') : null };
      }),
    );
    return described.filter((one): one is LateConfirmation => one !== null);
  }

  /** The email for one outbox message, and the late confirmations it tells the team about; null when there is nothing left to send. */
  async function compose(message: OutboxMessage, at: number): Promise<{ email: Email; reports: LateConfirmation[] } | null> {
    const composer = Object.hasOwn(composers, message.kind) ? composers[message.kind] : undefined;
    if (composer) {
      const email = await composer(message, at);
      return email && { email, reports: [] };
    }
    if (message.kind === 'alert') {
      const late = await lateList(at);
      return late.length === 0 ? null : { email: alertEmail(late, texts, settings), reports: late };
    }
    const request = message.requestId === null ? null : await requestById(db, message.requestId);
    if (!request) return null;
    if (message.kind === 'confirmation') return { email: confirmationEmail(request, texts, settings), reports: [] };
    const confirmation = (await messagesOfRequest(db, request.id)).find((one) => one.kind === 'confirmation') ?? null;
    const late = await lateList(at);
    return { email: teamEmail(request, confirmation, late, texts, settings), reports: late };
  }

  async function sendOne(message: OutboxMessage): Promise<void> {
    const at = now();
    const composed = await compose(message, at);
    if (!composed) return markSent(db, message.id, at, []);
    try {
      await transport.send(composed.email);
      await markSent(db, message.id, now(), composed.reports.map((late) => late.outboxId));
    } catch (error) {
      const failure = describeFailure(error);
      if (failure.permanent) {
        log(`Email ${message.kind} #${message.id} refused for good: ${failure.reason}`);
        await markFailed(db, message.id, failure.reason);
      } else {
        // The specification's back-off, doubling from 1 s up to 30 s, for as long as the mail server is down.
        const delay = retryDelay(message.attempts + 1);
        log(`Email ${message.kind} #${message.id} not sent (attempt ${message.attempts + 1}), next try in ${Math.round(delay / 1000)} s: ${failure.reason}`);
        await markRetry(db, message.id, now() + delay, failure.reason);
      }
    }
  }

  /** Late confirmations with no email to the team on its way get one of their own. */
  async function alertIfLate(at: number): Promise<void> {
    if ((await lateList(at)).length === 0 || (await hasPendingTeamMessage(db))) return;
    await insertMessage(db, { requestId: null, kind: 'alert', recipient: settings.teamEmail, status: 'pending', now: at });
  }

  async function drain(): Promise<void> {
    do {
      again = false;
      await alertIfLate(now());
      let batch: OutboxMessage[];
      do {
        batch = await claimDue(db, now(), LEASE_MS, BATCH);
        for (const message of batch) await sendOne(message);
      } while (batch.length === BATCH && !stopped);
    } while (again && !stopped);
  }

  function schedule(delay: number): void {
    if (stopped) return;
    if (timer) clearTimeout(timer);
    timer = setTimeout(() => void run(), Math.max(0, Math.min(delay, IDLE_CHECK_MS)));
    timer.unref?.();
  }

  async function run(): Promise<void> {
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      try {
        await drain();
      } catch (error) {
        log(`Mailer: ${error instanceof Error ? error.message : String(error)}`);
      } finally {
        running = null;
        if (!stopped) {
          const due = await nextDueAt(db).catch(() => null);
          schedule(due === null ? IDLE_CHECK_MS : due - now());
        }
      }
    })();
    return running;
  }

  return {
    /** Send what is due now (a request has just arrived). */
    nudge: () => void run(),
    /** Resolves once the outbox holds nothing due (for the tests and the command). */
    runOnce: () => run(),
    async stop(): Promise<void> {
      stopped = true;
      if (timer) clearTimeout(timer);
      await running;
      transport.close();
    },
  };
}

export type Mailer = ReturnType<typeof createMailer>;
