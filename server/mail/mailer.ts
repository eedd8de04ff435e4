import { retryDelay } from '@/lib/contact/delivery';
import type { Database } from '../store/database';
import {
  claimNext,
  confirmationsOf,
  groupedTeamMessages,
  hasPendingTeamMessage,
  insertMessage,
  lateConfirmations,
  markDigestSent,
  markSent,
  markUnsent,
  nextDueAt,
  TEAM_KINDS,
  teamMailFailing,
  type MessageKind,
  type OutboxMessage,
} from '../store/outbox';
import { HOUR_MS, requestById, type StoredRequest } from '../store/requests';
import type { ServiceTexts } from '../texts';
import {
  alertEmail,
  confirmationEmail,
  teamEmail,
  type Email,
  type LateConfirmation,
  type MailSettings,
} from './compose';
import { digestEmail, failingEmail, limitNotice, type HourlyCaps } from './notices';
import { describeFailure, type MailTransport } from './transport';

/** The thank-you page's promise: the confirmation arrives within 5 minutes. */
export const CONFIRMATION_PROMISE_MS = 5 * 60 * 1000;

/** A claimed message is ours for this long: long enough to send it, short enough to recover from a crash. */
const LEASE_MS = 2 * 60 * 1000;
/** Even with nothing due, the mailer looks again this often (a confirmation may turn late). */
const IDLE_CHECK_MS = 30_000;
/** When the database fails (a full disk, a read-only file), the mailer waits this long, doubling up to the cap. */
export const DATABASE_BACKOFF = { firstMs: 5_000, maxMs: 5 * 60 * 1000 };
/** A message to the team's own mailbox refused for good is tried again, from 1 minute doubling to 1 hour, for this long. */
export const TEAM_REFUSAL_RETRY = { firstMs: 60_000, maxMs: HOUR_MS, forMs: 24 * HOUR_MS };
const DAY_MS = 24 * HOUR_MS;
const doubling = ({ firstMs, maxMs }: { firstMs: number; maxMs: number }, times: number) =>
  Math.min(firstMs * 2 ** times, maxMs);

/** The operator's log names each email the way the team speaks of it. */
const KIND_NAMES: Record<MessageKind, string> = {
  team: 'la richiesta al team',
  confirmation: 'la conferma al visitatore',
  alert: "l'avviso di conferme in ritardo",
  limit: "l'avviso dei limiti orari",
  digest: "il riepilogo dell'ora",
  failing: "l'avviso ad ALERT_EMAIL",
  reply: 'la risposta del team',
  agenda: 'il riepilogo del mattino',
  deadline: "l'avviso di scadenza",
  proposal: 'la proposta',
  contract: 'la conferma del contratto',
  accepted: "l'avviso di proposta accettata",
};

const describe = (message: OutboxMessage) => `${KIND_NAMES[message.kind]} (email ${message.id})`;

/** What the mailer needs of the settings: the emails' own, the site-wide caps its notices name, and ALERT_EMAIL. */
export interface MailerSettings extends MailSettings {
  hourlyCaps?: HourlyCaps;
  alertEmail?: string;
}

/** Composes the email of an outbox message of a kind the mailer does not know itself; null when there is nothing left to send. */
export type MessageComposer = (message: OutboxMessage, at: number) => Promise<Email | null>;

export interface MailerOptions {
  db: Database;
  texts: ServiceTexts;
  settings: MailerSettings;
  transport: MailTransport;
  now?: () => number;
  log?: (line: string) => void;
  /** The emails of other kinds, by kind: the team's replies and notices (server/team/agenda.ts). */
  composers?: Record<string, MessageComposer>;
}

/**
 * Sends the outbox: at once when a request arrives (nudge), then whenever a message is due again,
 * several at once (as many as the transport's connections), fairest first (server/store/outbox.ts,
 * claimNext). A failure that may pass is retried with back-off, without limit: nothing is dropped
 * while the mail server is down. A message to the team's own mailbox is retried even when refused
 * for good, for a day, and ALERT_EMAIL is told. Confirmations that miss the 5-minute promise are
 * told to the team, in the next email to the team, or in an email of their own when none is on its
 * way. A database that fails is waited for with back-off, each distinct error logged once.
 */
export function createMailer({
  db,
  texts,
  settings,
  transport,
  now = Date.now,
  log = console.error,
  composers = {},
}: MailerOptions) {
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<void> | null = null;
  let again = false;
  let stopped = false;
  let databaseFailures = 0;
  const loggedErrors = new Set<string>();
  const parallel = Math.max(1, transport.parallel ?? 1);

  async function lateList(at: number): Promise<LateConfirmation[]> {
    const late = await lateConfirmations(db, at, CONFIRMATION_PROMISE_MS);
    const described = await Promise.all(
      late.map(async (message) => {
        const request = message.requestId === null ? null : await requestById(db, message.requestId);
        if (!request) return null;
        const waiting = message.status !== 'sent';
        const minutes = Math.floor(((waiting ? at : (message.sentAt ?? at)) - message.createdAt) / 60_000);
        return {
          outboxId: message.id,
          number: request.number,
          email: request.email,
          minutes,
          error: waiting ? (message.lastError ?? '—') : null,
        };
      }),
    );
    return described.filter((one): one is LateConfirmation => one !== null);
  }

  /** The email for one outbox message, and what it reports; null when there is nothing left to send. */
  async function compose(
    message: OutboxMessage,
    at: number,
  ): Promise<{ email: Email; reports: LateConfirmation[]; carried?: number[] } | null> {
    const composer = Object.hasOwn(composers, message.kind) ? composers[message.kind] : undefined;
    if (composer) {
      const email = await composer(message, at);
      return email && { email, reports: [] };
    }
    if (message.kind === 'alert') {
      const late = await lateList(at);
      return late.length === 0 ? null : { email: alertEmail(late, texts, settings), reports: late };
    }
    if (message.kind === 'limit')
      return settings.hourlyCaps ? { email: limitNotice(settings.hourlyCaps, texts, settings), reports: [] } : null;
    if (message.kind === 'digest') {
      const grouped = await groupedTeamMessages(db, (message.period ?? at) + HOUR_MS);
      const requests = (
        await Promise.all(grouped.map((one) => (one.requestId === null ? null : requestById(db, one.requestId))))
      ).filter((one): one is StoredRequest => one !== null);
      if (grouped.length === 0) return null;
      const caps = settings.hourlyCaps ?? { requests: 0, confirmations: 0 };
      return {
        email: digestEmail(requests, caps, texts, settings),
        reports: [],
        carried: grouped.map((one) => one.id),
      };
    }
    if (message.kind === 'failing') {
      const [refused] = await db.query(
        `SELECT last_error FROM outbox WHERE refused_at IS NOT NULL AND kind <> 'failing' ORDER BY refused_at DESC LIMIT 1`,
      );
      if (!(await teamMailFailing(db)) || !refused) return null;
      return { email: failingEmail(message.recipient, String(refused.last_error ?? ''), texts, settings), reports: [] };
    }
    const request = message.requestId === null ? null : await requestById(db, message.requestId);
    if (!request) return null;
    if (message.kind === 'confirmation') return { email: confirmationEmail(request, texts, settings), reports: [] };
    const confirmation = (await confirmationsOf(db, request.id))[0] ?? null;
    const late = await lateList(at);
    return { email: teamEmail(request, confirmation, late, texts, settings), reports: late };
  }

  /** The team's own mailbox refused a message for good: tried again for a day, and told to ALERT_EMAIL once a day. */
  async function teamRefused(message: OutboxMessage, reason: string): Promise<void> {
    const at = now();
    if (at - message.scheduledAt >= TEAM_REFUSAL_RETRY.forMs) {
      log(`Posta: ${describe(message)} rifiutata dalla casella del team per 24 ore, abbandonata: ${reason}`);
      await markUnsent(db, message.id, reason, { refusedAt: at });
    } else {
      const delay = doubling(TEAM_REFUSAL_RETRY, Math.min(message.attempts, 10));
      log(
        `Posta: ${describe(message)} rifiutata dalla casella del team (tentativo ${message.attempts + 1}), riprovo tra ${Math.round(delay / 60_000)} min: ${reason}`,
      );
      await markUnsent(db, message.id, reason, { retryAt: at + delay, refusedAt: at });
    }
    if (settings.alertEmail) {
      await insertMessage(db, {
        requestId: null,
        kind: 'failing',
        recipient: settings.alertEmail,
        status: 'pending',
        now: at,
        period: Math.floor(at / DAY_MS) * DAY_MS,
      });
    } else if (message.refusedAt === null) {
      log(
        'Posta: ALERT_EMAIL non è impostato, quindi solo questo registro e GET /api/richieste/stato (teamMailFailing) dicono che il team non riceve le richieste.',
      );
    }
  }

  async function sendOne(message: OutboxMessage): Promise<void> {
    const at = now();
    const composed = await compose(message, at);
    if (!composed) return markSent(db, message.id, at, []);
    try {
      await transport.send(composed.email);
    } catch (error) {
      const failure = describeFailure(error);
      if (failure.permanent && TEAM_KINDS.includes(message.kind)) return teamRefused(message, failure.reason);
      if (failure.permanent) {
        log(`Posta: ${describe(message)} rifiutata definitivamente dal server di posta: ${failure.reason}`);
        return markUnsent(db, message.id, failure.reason, { refusedAt: now() });
      }
      // The specification's back-off, doubling from 1 s up to 30 s, for as long as the mail server is down.
      const delay = retryDelay(message.attempts + 1);
      // One line per message, at its first failure: a server down for an hour would otherwise fill the log.
      if (message.attempts === 0)
        log(
          `Posta: ${describe(message)} aspetta il server di posta, che non risponde (${failure.reason}); riprovo finché risponde.`,
        );
      return markUnsent(db, message.id, failure.reason, { retryAt: now() + delay });
    }
    if (composed.carried) await markDigestSent(db, message.id, now(), composed.carried);
    else
      await markSent(
        db,
        message.id,
        now(),
        composed.reports.map((late) => late.outboxId),
      );
  }

  /** Late confirmations with no email to the team on its way get one of their own. */
  async function alertIfLate(at: number): Promise<void> {
    if ((await lateList(at)).length === 0 || (await hasPendingTeamMessage(db))) return;
    await insertMessage(db, {
      requestId: null,
      kind: 'alert',
      recipient: settings.teamEmail,
      status: 'pending',
      now: at,
    });
  }

  /** One of the parallel senders: the fairest due message, one at a time, until none is due. */
  async function worker(): Promise<void> {
    while (!stopped) {
      const message = await claimNext(db, now(), LEASE_MS);
      if (!message) return;
      await sendOne(message);
    }
  }

  async function drain(): Promise<void> {
    do {
      again = false;
      await alertIfLate(now());
      const workers = await Promise.allSettled(Array.from({ length: parallel }, worker));
      const failed = workers.find((result): result is PromiseRejectedResult => result.status === 'rejected');
      if (failed) throw failed.reason;
    } while (again && !stopped);
  }

  function schedule(delay: number): void {
    if (stopped) return;
    if (timer) clearTimeout(timer);
    timer = setTimeout(() => void run(), Math.max(0, delay));
    timer.unref?.();
  }

  /** A failing database: each distinct error once, and the next try later and later (never a busy loop). */
  function databaseFailed(error: unknown): number {
    databaseFailures += 1;
    const delay = doubling(DATABASE_BACKOFF, databaseFailures - 1);
    const text = error instanceof Error ? error.message : String(error);
    if (!loggedErrors.has(text)) {
      loggedErrors.add(text);
      log(
        `Posta: il database non risponde (${text}); le email aspettano, riprovo tra ${Math.round(delay / 1000)} s e poi a intervalli doppi fino a ${DATABASE_BACKOFF.maxMs / 60_000} min (scritto una volta sola).`,
      );
    }
    return delay;
  }

  async function run(): Promise<void> {
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      let backoff: number | null = null;
      try {
        await drain();
        if (databaseFailures > 0) log('Posta: il database risponde di nuovo; le email in attesa partono.');
        databaseFailures = 0;
        loggedErrors.clear();
      } catch (error) {
        backoff = databaseFailed(error);
      } finally {
        running = null;
        if (!stopped) {
          if (backoff !== null) schedule(backoff);
          else {
            const due = await nextDueAt(db).catch(() => null);
            schedule(due === null ? IDLE_CHECK_MS : Math.min(due - now(), IDLE_CHECK_MS));
          }
        }
      }
    })();
    return running;
  }

  return {
    /** Send what is due now (a request has just arrived, so the database takes writes again). */
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
