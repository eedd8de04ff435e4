import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fillTemplate, countedText } from '@/lib/format';
import { AWAITING_REPLY, REQUEST_STATUSES, type RequestStatus } from '@/lib/request-status';
import { deadlineLabel, timeLeftLabel } from '@/lib/working-hours';
import type { CommandTexts } from '@/content/schemas/team';
import { mailSettingsOf, readServiceConfig, serviceEnvironment, SERVICE_SETTINGS_FILE } from './config';
import { csvFile } from './csv';
import { confirmationEmail, teamEmail } from './mail/compose';
import { createMailer } from './mail/mailer';
import { smtpTransport } from './mail/transport';
import {
  confirmationsOf,
  insertMessage,
  messagesOfRequest,
  messagesWithStatus,
  type OutboxMessage,
} from './store/outbox';
import { eventsOf, recentTeamRequests, teamRequestById, type TeamRequest } from './store/lifecycle';
import {
  deleteRequests,
  findRequest,
  requestById,
  requestsBetween,
  requestsOf,
  type StoredRequest,
} from './store/requests';
import { openStore, type Database } from './store';
import { loadServiceTexts, type ServiceTexts } from './texts';
import { personData } from './team/person';

/**
 * `npm run richieste`: the team's command on the service's database and settings, in the words of
 * content/team.yaml (command).
 */

/** A confirmation sent again sooner than this after the last one is a double, not a help. */
export const RESEND_AFTER_MS = 10 * 60 * 1000;

const when = new Intl.DateTimeFormat('it-IT', { timeZone: 'Europe/Rome', dateStyle: 'short', timeStyle: 'short' });
const date = (time: number | null) => (time === null ? '' : when.format(time));
/** 2026-11-24 09:30, Italian time: the form spreadsheets read as a date everywhere. */
const sortableDate = (time: number) => new Date(time).toLocaleString('sv-SE', { timeZone: 'Europe/Rome' }).slice(0, 16);

function describeMessage(message: OutboxMessage, C: CommandTexts): string {
  const line = fillTemplate(C.message, {
    kind: C.messageKinds[message.kind],
    recipient: message.recipient,
    status: C.messageStatuses[message.status],
  });
  if (message.status === 'sent') return fillTemplate(C.messageSent, { message: line, date: date(message.sentAt) });
  return message.lastError
    ? fillTemplate(C.messageError, { message: line, attempts: message.attempts, error: message.lastError })
    : line;
}

export function toCsv(requests: StoredRequest[], texts: ServiceTexts): string {
  const cells = (request: StoredRequest) => ({
    number: request.number,
    received: sortableDate(request.createdAt),
    form: texts.requests.formNames[request.form],
    name: request.name,
    email: request.email,
    message: request.message,
    page: request.page,
  });
  const order = ['number', 'received', 'form', 'name', 'email', 'message', 'page'] as const;
  const { columns } = texts.team.command.csv;
  return csvFile([order.map((key) => columns[key]), ...requests.map(cells).map((row) => order.map((key) => row[key]))]);
}

/** Where the CSV goes when the command writes to a terminal: a file under data/ (ignored by git), named by the time it was made. */
function writeCsvFile(csv: string, count: number, root: string, C: CommandTexts): string {
  const stamp = new Date()
    .toLocaleString('sv-SE', { timeZone: 'Europe/Rome' })
    .slice(0, 19)
    .replace(' ', '-')
    .replaceAll(':', '');
  const file = path.join('data', `richieste-${stamp}.csv`);
  mkdirSync(path.join(root, 'data'), { recursive: true });
  writeFileSync(path.join(root, file), csv);
  return fillTemplate(C.csv.written, { requests: countedText(C.requests, count), file });
}

class UsageError extends Error {}

function parseDay(value: string | undefined, fallback: number, C: CommandTexts): number {
  if (!value) return fallback;
  const time = Date.parse(`${value}T00:00:00+01:00`);
  if (Number.isNaN(time)) throw new UsageError(fillTemplate(C.csv.badDate, { value }));
  return time;
}

function option(args: string[], name: string): string | undefined {
  const index = args.indexOf(name);
  return index === -1 ? undefined : args[index + 1];
}

/** The status a person typed: its Italian name as the team's area writes it («nuova», «Risposta inviata»), or its code. */
function statusTyped(typed: string, texts: ServiceTexts): RequestStatus {
  const wanted = typed.trim().toLowerCase();
  const found = REQUEST_STATUSES.find(
    (status) => status === wanted || texts.team.area.statuses[status].toLowerCase() === wanted,
  );
  if (!found)
    throw new UsageError(
      fillTemplate(texts.team.command.recent.badStatus, { status: typed, statuses: statusNames(texts) }),
    );
  return found;
}

const statusNames = (texts: ServiceTexts) =>
  REQUEST_STATUSES.map((status) => texts.team.area.statuses[status]).join(texts.team.command.statusesSeparator);

async function findOrRefuse(
  db: Database,
  number: string | undefined,
  command: string,
  C: CommandTexts,
): Promise<TeamRequest> {
  if (!number) throw new UsageError(fillTemplate(C.numberMissing, { command }));
  const request = await findRequest(db, number);
  const full = request && (await teamRequestById(db, request.id));
  if (!full) throw new UsageError(fillTemplate(C.notFound, { number }));
  return full;
}

async function show(db: Database, number: string | undefined, texts: ServiceTexts, now: number): Promise<string> {
  const C = texts.team.command;
  const S = texts.team.area.statuses;
  const request = await findOrRefuse(db, number, 'mostra', C);
  const emails = await messagesOfRequest(db, request.id);
  const history = await eventsOf(db, request.id);
  const D = texts.team.deadlines;
  const due =
    request.status === AWAITING_REPLY && request.deadlineAt !== null
      ? [
          fillTemplate(C.show.deadline, {
            deadline: `${deadlineLabel(request.deadlineAt, D)} · ${timeLeftLabel(request.deadlineAt, now, D)}`,
          }),
        ]
      : [];
  return [
    fillTemplate(C.show.head, {
      number: request.number,
      form: texts.requests.formNames[request.form],
      date: date(request.createdAt),
    }),
    fillTemplate(C.show.status, { status: S[request.status] }),
    ...due,
    fillTemplate(C.show.name, { name: request.name }),
    fillTemplate(C.show.email, { email: request.email }),
    fillTemplate(C.show.page, { page: request.page }),
    '',
    request.message,
    '',
    ...history.map(
      (event) =>
        `- ${fillTemplate(C.show.history, { date: date(event.at), actor: event.actor, from: S[event.from], to: S[event.to] })}`,
    ),
    ...emails.map((message) => `- ${describeMessage(message, C)}`),
  ].join('\n');
}

export interface CliResult {
  output: string;
  code: number;
}

export interface CliOptions {
  /** Standard output is a terminal: the CSV goes to a file under data/ instead (redirected, it goes there as it is). */
  terminal?: boolean;
  /** The clock (the tests move it). */
  now?: () => number;
}

export async function runCli(
  args: string[],
  shellEnv: Readonly<Record<string, string | undefined>> = process.env,
  root = process.cwd(),
  { terminal = false, now = Date.now }: CliOptions = {},
): Promise<CliResult> {
  const [command = 'recenti', ...rest] = args;
  const ok = (output: string): CliResult => ({ output, code: 0 });
  const texts = loadServiceTexts(root);
  const C = texts.team.command;
  const { env, file: settingsFile } = serviceEnvironment(shellEnv);
  const help = fillTemplate(C.help, {
    minutes: RESEND_AFTER_MS / 60_000,
    statuses: statusNames(texts),
    file: shellEnv.RICHIESTE_ENV?.trim() || SERVICE_SETTINGS_FILE,
  });
  if (['aiuto', 'help', '--help', '-h'].includes(command)) return ok(help);
  const config = readServiceConfig(env, texts);
  const db = await openStore(config.databaseUrl, root);
  try {
    switch (command) {
      case 'recenti': {
        const typedCount = rest[0] && !rest[0].startsWith('--') ? rest[0] : '20';
        const count = Number(typedCount);
        if (!Number.isInteger(count) || count < 1) throw new UsageError(C.recent.badCount);
        const typedStatus = option(rest, '--stato');
        const requests = await recentTeamRequests(
          db,
          count,
          typedStatus === undefined ? null : statusTyped(typedStatus, texts),
        );
        if (requests.length === 0) return ok(fillTemplate(C.recent.none, { database: db.description }));
        const lines = await Promise.all(
          requests.map(async (request) => {
            const [confirmation] = await confirmationsOf(db, request.id);
            return fillTemplate(C.recent.line, {
              number: request.number,
              date: date(request.createdAt),
              form: texts.requests.formNames[request.form],
              name: request.name,
              email: request.email,
              status: texts.team.area.statuses[request.status],
              confirmation: confirmation ? C.messageStatuses[confirmation.status] : C.recent.noConfirmation,
            });
          }),
        );
        return ok(lines.join('\n'));
      }
      case 'mostra':
        return ok(await show(db, rest[0], texts, now()));
      case 'csv': {
        const from = parseDay(option(rest, '--dal'), 0, C);
        const to = parseDay(option(rest, '--al'), now(), C) + (option(rest, '--al') ? 24 * 60 * 60 * 1000 : 1);
        const requests = await requestsBetween(db, from, to);
        const csv = toCsv(requests, texts);
        return ok(terminal ? writeCsvFile(csv, requests.length, root, C) : csv);
      }
      case 'coda': {
        const waiting = await messagesWithStatus(db, ['pending', 'failed']);
        if (waiting.length === 0) return ok(C.queue.none);
        const settings = mailSettingsOf(config);
        const blocks = await Promise.all(
          waiting.map(async (message) => {
            const request = message.requestId === null ? null : await requestById(db, message.requestId);
            const head = `#${message.id} ${request?.number ?? ''} ${describeMessage(message, C)}`;
            if (!rest.includes('--testo') || !request || message.kind === 'alert') return head;
            const email =
              message.kind === 'confirmation'
                ? confirmationEmail(request, texts, settings)
                : teamEmail(request, null, [], texts, settings);
            return [
              head,
              fillTemplate(C.queue.from, { value: email.from }),
              fillTemplate(C.queue.to, { value: email.to }),
              fillTemplate(C.queue.subject, { value: email.subject }),
              '',
              email.text,
            ].join('\n');
          }),
        );
        const note = config.smtpUrl ? '' : `\n\n${C.queue.noSmtp}`;
        return ok(`${blocks.join(rest.includes('--testo') ? '\n\n========\n\n' : '\n')}${note}`);
      }
      case 'reinvia': {
        const request = await findOrRefuse(
          db,
          rest.find((arg) => !arg.startsWith('--')),
          'reinvia',
          C,
        );
        const at = now();
        const confirmations = await confirmationsOf(db, request.id);
        const last = Math.max(...confirmations.map((message) => message.sentAt ?? message.createdAt), -Infinity);
        if (at - last < RESEND_AFTER_MS && !rest.includes('--forza')) {
          return {
            output: fillTemplate(C.resend.tooSoon, {
              number: request.number,
              email: request.email,
              minutes: Math.max(0, Math.floor((at - last) / 60_000)),
            }),
            code: 1,
          };
        }
        const source = settingsFile ? `${fillTemplate(C.resend.settings, { file: settingsFile })}\n` : '';
        // One still waiting in the outbox is the one to send: a second would reach the visitor twice.
        if (!confirmations.some((message) => message.status === 'pending'))
          await insertMessage(db, {
            requestId: request.id,
            kind: 'confirmation',
            recipient: request.email,
            status: 'pending',
            now: at,
          });
        if (!config.smtpUrl)
          return ok(`${source}${fillTemplate(C.resend.queued, { number: request.number, email: request.email })}`);
        const mailer = createMailer({
          db,
          texts,
          settings: mailSettingsOf(config),
          transport: smtpTransport(config.smtpUrl),
          now,
          log: () => {},
        });
        await mailer.runOnce();
        await mailer.stop();
        const sent = (await confirmationsOf(db, request.id)).at(-1)!;
        return {
          output: `${source}${fillTemplate(C.resend.done, { number: request.number, email: request.email, message: describeMessage(sent, C) })}`,
          code: sent.status === 'sent' ? 0 : 1,
        };
      }
      case 'esporta': {
        if (!rest[0]) throw new UsageError(fillTemplate(C.emailMissing, { command }));
        return ok(await personData(db, rest[0], texts, config.retentionMonths, now()));
      }
      case 'cancella': {
        if (!rest[0] || rest[0].startsWith('--'))
          throw new UsageError(fillTemplate(C.emailMissing, { command: `${command} --conferma` }));
        const email = rest[0];
        const requests = await requestsOf(db, email);
        if (requests.length === 0) return ok(fillTemplate(C.erase.none, { email }));
        const numbers = requests.map((request) => request.number).join(', ');
        const mailbox = fillTemplate(C.erase.mailbox, { team: config.teamEmail, email });
        if (!rest.includes('--conferma'))
          return {
            output: `${fillTemplate(C.erase.ask, { email, requests: countedText(C.requests, requests.length), numbers })}\n${mailbox}`,
            code: 1,
          };
        const deleted = await deleteRequests(
          db,
          requests.map((request) => request.id),
        );
        return ok(
          `${fillTemplate(C.erase.done, { email, requests: countedText(C.requests, deleted), numbers })}\n${mailbox}`,
        );
      }
      default:
        throw new UsageError(`${fillTemplate(C.unknownCommand, { command })}\n\n${help}`);
    }
  } catch (error) {
    if (error instanceof UsageError) return { output: error.message, code: 1 };
    throw error;
  } finally {
    await db.close();
  }
}
