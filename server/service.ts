import { mailSettingsOf, readServiceConfig, type ServiceConfig } from './config';
import { createHandler, type RequestHandler } from './handler';
import { createMailer, type Mailer } from './mail/mailer';
import { smtpTransport } from './mail/transport';
import { nodeListener } from './node-http';
import { RateLimiter } from './rate-limit';
import { deleteExpired } from './retention';
import { openStore, type Database } from './store';
import { startTeamPart, teamMailComposers } from './team';
import { loadServiceTexts } from './texts';

/** The retention sweep runs at start, then this often. */
const RETENTION_SWEEP_MS = 6 * 60 * 60 * 1000;

export interface RequestService {
  config: ServiceConfig;
  db: Database;
  /** Null when SMTP_URL is not set: emails wait in the outbox. */
  mailer: Mailer | null;
  handler: RequestHandler;
  /** For Node's HTTP server (npm start mounts it under /api/). */
  listener: ReturnType<typeof nodeListener>;
  /** What the service says about itself when it starts, one line each. */
  summary: string[];
  close(): Promise<void>;
}

/**
 * The request service with its settings from the environment: texts from content/, the
 * database (migrated), the mailer when SMTP_URL is set, the retention sweep, and the team's area
 * at /team/ with its digest and alerts.
 */
export async function startRequestService(env: NodeJS.ProcessEnv = process.env, root = process.cwd()): Promise<RequestService> {
  const texts = loadServiceTexts(root);
  const config = readServiceConfig(env, texts);
  const db = await openStore(config.databaseUrl, root);
  const mailer = config.smtpUrl ? createMailer({ db, texts, settings: mailSettingsOf(config), transport: smtpTransport(config.smtpUrl), composers: teamMailComposers(db, texts, config) }) : null;
  const limiter = new RateLimiter(config.requestsPerIpPerHour, 60 * 60 * 1000);
  // The team's area at /team/ and the team's clock (digest and alerts), beside /api/.
  const team = startTeamPart({ db, texts, config, root, nudgeMailer: () => mailer?.nudge() });
  const handler = team.route(
    createHandler({
      db,
      texts,
      config,
      limiter,
      onAccepted: () => {
        mailer?.nudge();
        team.nudge();
      },
    }),
  );

  const sweep = () => deleteExpired(db, config.retentionMonths).catch((error) => console.error(`Retention: ${error instanceof Error ? error.message : String(error)}`));
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
    team.summary,
  ];

  return {
    config,
    db,
    mailer,
    handler,
    listener: nodeListener(handler, config.trustProxy),
    summary,
    async close() {
      clearInterval(sweeper);
      await team.stop();
      await mailer?.stop();
      await db.close();
    },
  };
}
