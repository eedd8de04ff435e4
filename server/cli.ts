import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { mailSettingsOf, readServiceConfig } from './config';
import { csvFile } from './csv';
import { confirmationEmail, teamEmail } from './mail/compose';
import { createMailer } from './mail/mailer';
import { smtpTransport } from './mail/transport';
import { insertMessage, messagesOfRequest, messagesWithStatus, type OutboxMessage } from './store/outbox';
import { deleteRequests, findRequest, recentRequests, requestById, requestsBetween, requestsOf, type StoredRequest } from './store/requests';
import { openStore, type Database } from './store';
import { loadServiceTexts, type ServiceTexts } from './texts';

/**
 * `npm run richieste`: the team's command on the service's database (the same DATABASE_URL).
 * It speaks Italian, like the team: recent requests, one in full, a CSV export, the outbox,
 * a confirmation sent again, and one person's data exported or erased (GDPR art. 15 and 17).
 */
const HELP = `Uso: npm run richieste -- <comando>

  recenti [quante]              le ultime richieste (20 se non dici quante)
  mostra <numero>               una richiesta per intero, con le sue email (es. L-7KQ4M)
  csv [--dal AAAA-MM-GG] [--al AAAA-MM-GG]
                                tutte le richieste (o quelle del periodo) in CSV per Excel (UTF-8, «;»):
                                in un file in data/, oppure dove lo mandi (> richieste.csv)
  coda [--testo]                le email non ancora partite o rifiutate; --testo le mostra per intero
  reinvia <numero>              rimanda al visitatore l'email di conferma
  esporta <email>               tutto ciò che conserviamo di una persona, in JSON (art. 15 GDPR)
  cancella <email> --conferma   cancella ogni richiesta di una persona e le sue email (art. 17 GDPR)

Legge lo stesso database del servizio: DATABASE_URL, oppure data/richieste.sqlite.`;

const when = new Intl.DateTimeFormat('it-IT', { timeZone: 'Europe/Rome', dateStyle: 'short', timeStyle: 'short' });
const date = (time: number | null) => (time === null ? '' : when.format(time));
/** 2026-11-24 09:30, Italian time: the form spreadsheets read as a date everywhere. */
const sortableDate = (time: number) => new Date(time).toLocaleString('sv-SE', { timeZone: 'Europe/Rome' }).slice(0, 16);

const STATUS: Record<OutboxMessage['status'], string> = { pending: 'in coda', sent: 'inviata', failed: 'rifiutata', held: 'non inviata (limite)', grouped: 'nel riepilogo orario (limite del sito)' };
const KIND: Record<OutboxMessage['kind'], string> = {
  confirmation: 'conferma al visitatore',
  team: 'email al team',
  alert: 'avviso al team',
  limit: 'avviso al team (limite orario)',
  digest: 'riepilogo orario al team',
  failing: 'avviso ad ALERT_EMAIL (casella del team)',
  reply: 'risposta del team al visitatore',
  agenda: 'riepilogo del mattino al team',
  deadline: 'avviso di scadenza al team',
  proposal: 'proposta al visitatore',
  contract: 'conferma del contratto al visitatore',
  accepted: 'avviso al team (proposta accettata)',
};

function describeMessage(message: OutboxMessage): string {
  const detail = message.status === 'sent' ? ` il ${date(message.sentAt)}` : message.lastError ? ` (tentativi: ${message.attempts}; ultimo errore: ${message.lastError})` : '';
  return `${KIND[message.kind]} a ${message.recipient}: ${STATUS[message.status]}${detail}`;
}

export function toCsv(requests: StoredRequest[], texts: ServiceTexts): string {
  const header = ['Numero', 'Ricevuta il', 'Modulo', 'Nome', 'Email', 'Messaggio', 'Pagina'];
  const rows = requests.map((request) => [request.number, sortableDate(request.createdAt), texts.requests.formNames[request.form], request.name, request.email, request.message, request.page]);
  return csvFile([header, ...rows]);
}

/** Where the CSV goes when the command writes to a terminal: a file under data/ (ignored by git), named by the time it was made. */
function writeCsvFile(csv: string, count: number, root: string): string {
  const stamp = new Date().toLocaleString('sv-SE', { timeZone: 'Europe/Rome' }).slice(0, 19).replace(' ', '-').replaceAll(':', '');
  const file = path.join('data', `richieste-${stamp}.csv`);
  mkdirSync(path.join(root, 'data'), { recursive: true });
  writeFileSync(path.join(root, file), csv);
  return `${count} richieste in ${file}: aprilo con Excel o LibreOffice (UTF-8, campi separati da «;»).`;
}

function parseDay(value: string | undefined, fallback: number): number {
  if (!value) return fallback;
  const time = Date.parse(`${value}T00:00:00+01:00`);
  if (Number.isNaN(time)) throw new UsageError(`«${value}» non è una data: scrivila come AAAA-MM-GG, per esempio 2026-01-31.`);
  return time;
}

class UsageError extends Error {}

function option(args: string[], name: string): string | undefined {
  const index = args.indexOf(name);
  return index === -1 ? undefined : args[index + 1];
}

async function show(db: Database, number: string | undefined, texts: ServiceTexts): Promise<string> {
  if (!number) throw new UsageError('Scrivi il numero della richiesta, per esempio: npm run richieste -- mostra L-7KQ4M');
  const request = await findRequest(db, number);
  if (!request) throw new UsageError(`Nessuna richiesta con il numero ${number}.`);
  const emails = await messagesOfRequest(db, request.id);
  return [
    `${request.number} · ${texts.requests.formNames[request.form]} · ricevuta il ${date(request.createdAt)}`,
    `Nome: ${request.name}`,
    `Email: ${request.email}`,
    `Pagina: ${request.page}`,
    '',
    request.message,
    '',
    ...emails.map((message) => `- ${describeMessage(message)}`),
  ].join('\n');
}

export interface CliResult {
  output: string;
  code: number;
}

export interface CliOptions {
  /** Standard output is a terminal: the CSV goes to a file under data/ instead (redirected, it goes there as it is). */
  terminal?: boolean;
}

export async function runCli(args: string[], env: Readonly<Record<string, string | undefined>> = process.env, root = process.cwd(), { terminal = false }: CliOptions = {}): Promise<CliResult> {
  const [command = 'recenti', ...rest] = args;
  if (['aiuto', 'help', '--help', '-h'].includes(command)) return { output: HELP, code: 0 };
  const texts = loadServiceTexts(root);
  const config = readServiceConfig(env, texts);
  const db = await openStore(config.databaseUrl, root);
  try {
    switch (command) {
      case 'recenti': {
        const count = Number(rest[0] ?? 20);
        if (!Number.isInteger(count) || count < 1) throw new UsageError('Quante richieste? Scrivi un numero, per esempio: npm run richieste -- recenti 50');
        const requests = await recentRequests(db, count);
        if (requests.length === 0) return { output: `Nessuna richiesta (database: ${db.description}).`, code: 0 };
        const lines = await Promise.all(
          requests.map(async (request) => {
            const confirmation = (await messagesOfRequest(db, request.id)).find((message) => message.kind === 'confirmation');
            return `${request.number}  ${date(request.createdAt)}  ${texts.requests.formNames[request.form]}  ${request.name} <${request.email}>  conferma: ${confirmation ? STATUS[confirmation.status] : '—'}`;
          }),
        );
        return { output: lines.join('\n'), code: 0 };
      }
      case 'mostra':
        return { output: await show(db, rest[0], texts), code: 0 };
      case 'csv': {
        const from = parseDay(option(rest, '--dal'), 0);
        const to = parseDay(option(rest, '--al'), Date.now()) + (option(rest, '--al') ? 24 * 60 * 60 * 1000 : 1);
        const requests = await requestsBetween(db, from, to);
        const csv = toCsv(requests, texts);
        return { output: terminal ? writeCsvFile(csv, requests.length, root) : csv, code: 0 };
      }
      case 'coda': {
        const waiting = await messagesWithStatus(db, ['pending', 'failed']);
        if (waiting.length === 0) return { output: 'Nessuna email in attesa: sono partite tutte.', code: 0 };
        const settings = mailSettingsOf(config);
        const blocks = await Promise.all(
          waiting.map(async (message) => {
            const request = message.requestId === null ? null : await requestById(db, message.requestId);
            const head = `#${message.id} ${request?.number ?? ''} ${describeMessage(message)}`;
            if (!rest.includes('--testo') || !request || message.kind === 'alert') return head;
            const email = message.kind === 'confirmation' ? confirmationEmail(request, texts, settings) : teamEmail(request, null, [], texts, settings);
            return `${head}\nDa: ${email.from}\nA: ${email.to}\nOggetto: ${email.subject}\n\n${email.text}`;
          }),
        );
        const note = config.smtpUrl ? '' : '\n\nSMTP_URL non è impostato: queste email partiranno quando il servizio avrà le impostazioni SMTP.';
        return { output: `${blocks.join(rest.includes('--testo') ? '\n\n========\n\n' : '\n')}${note}`, code: 0 };
      }
      case 'reinvia': {
        const request = rest[0] ? await findRequest(db, rest[0]) : null;
        if (!request) throw new UsageError(rest[0] ? `Nessuna richiesta con il numero ${rest[0]}.` : 'Scrivi il numero della richiesta, per esempio: npm run richieste -- reinvia L-7KQ4M');
        await insertMessage(db, { requestId: request.id, kind: 'confirmation', recipient: request.email, status: 'pending', now: Date.now() });
        if (!config.smtpUrl) return { output: `Conferma di ${request.number} per ${request.email} messa in coda: partirà quando il servizio avrà SMTP_URL.`, code: 0 };
        const mailer = createMailer({ db, texts, settings: mailSettingsOf(config), transport: smtpTransport(config.smtpUrl), log: () => {} });
        await mailer.runOnce();
        await mailer.stop();
        const sent = (await messagesOfRequest(db, request.id)).filter((message) => message.kind === 'confirmation').at(-1)!;
        return { output: `Conferma di ${request.number} per ${request.email}: ${describeMessage(sent)}.`, code: sent.status === 'sent' ? 0 : 1 };
      }
      case 'esporta': {
        if (!rest[0]) throw new UsageError('Scrivi l’indirizzo email della persona, per esempio: npm run richieste -- esporta giulia@esempio.it');
        const requests = await requestsOf(db, rest[0]);
        const exported = await Promise.all(
          requests.map(async (request) => ({
            numero: request.number,
            ricevutaIl: new Date(request.createdAt).toISOString(),
            modulo: texts.requests.formNames[request.form],
            pagina: request.page,
            nome: request.name,
            email: request.email,
            messaggio: request.message,
            email_inviate: (await messagesOfRequest(db, request.id)).map((message) => ({ tipo: KIND[message.kind], a: message.recipient, stato: STATUS[message.status], inviataIl: message.sentAt && new Date(message.sentAt).toISOString() })),
          })),
        );
        return { output: JSON.stringify({ email: rest[0], conservateFinoA: `${config.retentionMonths} mesi dalla ricezione`, richieste: exported }, null, 2), code: 0 };
      }
      case 'cancella': {
        if (!rest[0]) throw new UsageError('Scrivi l’indirizzo email della persona, per esempio: npm run richieste -- cancella giulia@esempio.it --conferma');
        const requests = await requestsOf(db, rest[0]);
        if (requests.length === 0) return { output: `Nessuna richiesta da ${rest[0]}: non c’è niente da cancellare.`, code: 0 };
        const numbers = requests.map((request) => request.number).join(', ');
        if (!rest.includes('--conferma')) return { output: `Da ${rest[0]} ci sono ${requests.length} richieste (${numbers}). Per cancellarle, con le loro email, ripeti il comando aggiungendo --conferma.`, code: 1 };
        const deleted = await deleteRequests(db, requests.map((request) => request.id));
        return { output: `Cancellate ${deleted} richieste di ${rest[0]} (${numbers}), con le loro email.`, code: 0 };
      }
      default:
        throw new UsageError(`Comando sconosciuto: ${command}.\n\n${HELP}`);
    }
  } catch (error) {
    if (error instanceof UsageError) return { output: error.message, code: 1 };
    throw error;
  } finally {
    await db.close();
  }
}
