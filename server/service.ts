import path from 'node:path';
import { mailSettingsOf, readServiceConfig, type ServiceConfig } from './config';
import { createHandler, type RequestHandler } from './handler';
import { createMailer, type Mailer } from './mail/mailer';
import { smtpTransport } from './mail/transport';
import { nodeListener } from './node-http';
import { ADDRESS_WINDOW_MS, RateLimiter, SWEEP_EVERY_MS } from './rate-limit';
import { deleteExpired } from './retention';
import { exportedPages } from './site-pages';
import { openStore, type Database } from './store';
import { teamMailFailing } from './store/outbox';
import { startTeamPart, teamMailComposers } from './team';
import { loadServiceTexts, type ServiceTexts } from './texts';

/** The retention sweep runs at start, then this often. */
const RETENTION_SWEEP_MS = 6 * 60 * 60 * 1000;

export interface RequestService {
  config: ServiceConfig;
  /** The texts of content/ the service answers and emails with (reload changes them in place). */
  texts: ServiceTexts;
  db: Database;
  /** Null when SMTP_URL is not set: emails wait in the outbox. */
  mailer: Mailer | null;
  handler: RequestHandler;
  /** For Node's HTTP server (npm start mounts it under /api/). */
  listener: ReturnType<typeof nodeListener>;
  /** What the service says about itself when it starts, one line each. */
  summary: string[];
  /**
   * Reads the texts and the settings that come from them again, from the content/ of a project
   * folder (a build just put online), and answers with them at once: the emails, the team's area and
   * the forms' answers; returns what `restore` puts back.
   */
  reload(root: string): ServiceTexts;
  /** The texts of an earlier reload back (the site's earlier build put back online). */
  restore(texts: ServiceTexts): void;
  /** The export whose thank-you page the service answers with, from now on. */
  useExport(folder: string): void;
  close(): Promise<void>;
}

export interface ServiceOptions {
  /** The exported site (out/ unless told): its thank-you page, which the service answers with the number written in. */
  exportDir?: string;
}

/**
 * The request service with its settings from the environment: texts from content/, the
 * database (migrated), the mailer when SMTP_URL is set, the retention sweep, and the team's area
 * at /team/ with its digest and alerts.
 */
export async function startRequestService(
  env: NodeJS.ProcessEnv = process.env,
  root = process.cwd(),
  options: ServiceOptions = {},
): Promise<RequestService> {
  // One object each for the service's life: a reload changes them in place, and every part that holds them reads the new values.
  const texts = loadServiceTexts(root);
  const config = readServiceConfig(env, texts);
  const settings = mailSettingsOf(config);
  const db = await openStore(config.databaseUrl, root);
  const mailer = config.smtpUrl
    ? createMailer({
        db,
        texts,
        settings,
        transport: smtpTransport(config.smtpUrl),
        composers: teamMailComposers(db, texts, config, settings),
      })
    : null;
  const limiter = new RateLimiter(config.requestsPerIpPerHour, ADDRESS_WINDOW_MS);
  let exportDir = options.exportDir ?? path.join(root, 'out');
  const pages = exportedPages(() => exportDir);
  // The team's area at /team/ and the team's clock (digest and alerts), beside /api/.
  const team = startTeamPart({ db, texts, config, settings, root, nudgeMailer: () => mailer?.nudge() });
  // The settings are worked out before anything changes: texts that make a wrong setting leave the service as it was.
  const restore = (fresh: ServiceTexts) => {
    const freshConfig = readServiceConfig(env, fresh);
    Object.assign(texts, fresh);
    Object.assign(config, freshConfig);
    Object.assign(settings, mailSettingsOf(config));
  };
  const handler = team.route(
    createHandler({
      db,
      texts,
      config,
      limiter,
      pages,
      onAccepted: () => {
        mailer?.nudge();
        team.nudge();
      },
    }),
  );
  // The privacy texts promise that an IP address stays at most an hour in memory: quiet ones are forgotten too.
  const stopForgetting = limiter.sweepEvery(SWEEP_EVERY_MS);

  const sweep = () =>
    deleteExpired(db, config.retentionMonths).catch((error) =>
      console.error(
        `Cancellazione delle richieste scadute non riuscita: ${error instanceof Error ? error.message : String(error)}`,
      ),
    );
  void sweep();
  const sweeper = setInterval(sweep, RETENTION_SWEEP_MS);
  sweeper.unref();
  // Whatever waited in the outbox while the service was down leaves now.
  mailer?.nudge();

  const summary = [
    `Richieste: ${db.dialect.name === 'sqlite' ? 'SQLite' : 'PostgreSQL'} ${db.description}; conservate ${config.retentionMonths} mesi.`,
    mailer
      ? `Email: via SMTP (${config.smtpUrl!.replace(/\/\/[^@/]*@/, '//***@')}), da ${config.mailFrom}, al team ${config.teamEmail}.`
      : 'Email: SMTP_URL non è impostato, quindi nessuna email parte: restano nella coda del database. Leggile con «npm run richieste -- coda»; imposta SMTP_URL per spedirle.',
    `Limiti: ${config.requestsPerIpPerHour} richieste all’ora per rete (IPv4 o /64 IPv6), ${config.confirmationsPerAddressPerDay} conferme al giorno per indirizzo, ` +
      `${config.requestsPerHour} richieste e ${config.confirmationsPerHour} conferme all’ora per tutto il sito; ` +
      (config.trustedProxies.length > 0
        ? `indirizzo del visitatore dai proxy ${config.trustedProxies.join(', ')}.`
        : 'nessun proxy fidato: conta l’indirizzo della connessione.'),
    config.alertEmail
      ? `Avvisi: se la casella del team rifiuta le email, lo diciamo a ${config.alertEmail}.`
      : 'Avvisi: ALERT_EMAIL non è impostato, quindi se la casella del team rifiuta le email lo dicono solo questo registro e GET /api/richieste/stato.',
    team.summary,
  ];
  if (await teamMailFailing(db).catch(() => false)) {
    summary.push(
      `Attenzione: il server di posta ha rifiutato per sempre le ultime email al team (${config.teamEmail}): le richieste restano registrate ma al team non arrivano. Il servizio riprova per 24 ore; leggile con «npm run richieste».`,
    );
  }

  return {
    config,
    texts,
    db,
    mailer,
    handler,
    listener: nodeListener(handler, config.trustedProxies),
    summary,
    reload(folder) {
      restore(loadServiceTexts(folder));
      return { ...texts };
    },
    restore,
    useExport(folder) {
      exportDir = folder;
    },
    async close() {
      clearInterval(sweeper);
      stopForgetting();
      await team.stop();
      await mailer?.stop();
      await db.close();
    },
  };
}
