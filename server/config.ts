import { existsSync, readFileSync } from 'node:fs';
import { parseEnv } from 'node:util';
import { MIN_FILL_MS } from '@/lib/contact/delivery';
import { asciiEmail, isValidEmail } from '@/lib/contact/validation';
import { BODY_TIMEOUT_MS } from './body';
import { isAddressOrRange, LOOPBACK_PROXIES } from './client-address';
import type { ServiceTexts } from './texts';

/**
 * The service's settings, from the environment (see docs/deploy.md, "The request service"):
 * PORT and HOST (where it listens), DATABASE_URL, SMTP_URL, MAIL_FROM, TEAM_EMAIL, ALERT_EMAIL,
 * SITE_URL, TRUST_PROXY and TRUSTED_PROXIES, the limits against abuse, and BODY_TIMEOUT_SECONDS;
 * TEAM_EMAILS, EDITOR_EMAILS and SERVICE_URL for the team's area.
 */
export interface ServiceConfig {
  /** Unset: data/richieste.sqlite. postgres://… for PostgreSQL. */
  databaseUrl: string | undefined;
  /** A nodemailer connection URL (smtp://user:pass@host:587, smtps://…:465); unset, emails wait in the outbox. */
  smtpUrl: string | undefined;
  /** The sender of every email, e.g. "Limenta <info@limenta.it>". */
  mailFrom: string;
  /** Where the team receives requests. */
  teamEmail: string;
  /** The site's address: the only origin allowed to call from another origin (CORS), and the base of the emails' links. */
  siteUrl: string;
  /** Where the team hears that its own mailbox refuses the service's emails: an address on another domain. */
  alertEmail: string | undefined;
  /**
   * The proxies (addresses or CIDR ranges) whose X-Real-IP / X-Forwarded-For name the visitor:
   * TRUSTED_PROXIES, plus the loopback ranges with TRUST_PROXY=1 (nginx on the same machine).
   */
  trustedProxies: string[];
  /** New requests accepted from one IP address (an IPv6 /64) per hour. */
  requestsPerIpPerHour: number;
  /** Confirmations one address receives per 24 hours; beyond that the request is kept but no confirmation leaves. */
  confirmationsPerAddressPerDay: number;
  /** Requests the whole site takes per hour before the team's copies are grouped into one digest. */
  requestsPerHour: number;
  /** Confirmations the whole site sends per hour; beyond it they wait for a later hour. */
  confirmationsPerHour: number;
  /** How long a request's body may take to arrive once its headers have: past it, 408 and the connection closed. */
  bodyTimeoutMs: number;
  /** A form sent sooner than this after its page started loading is a robot's: answered as sent, nothing stored or sent. */
  minFillMs: number;
  /** How long requests are kept (content/richieste.yaml → retentionMonths). */
  retentionMonths: number;
  /** TEAM_EMAILS: who may enter the team's area at /team/ (lower case); none, nobody. */
  teamEmails: string[];
  /** EDITOR_EMAILS: who may enter the editing page behind the same login (lower case). */
  editorEmails: string[];
  /** SERVICE_URL: the service's own public origin, where /team/ is, when it is not the site's (a static host); else the site's. */
  serviceUrl: string;
}

export class ConfigError extends Error {}

/** What the emails and the mailer need of the settings (server/mail/compose.ts, server/mail/mailer.ts). */
export function mailSettingsOf(config: ServiceConfig) {
  return {
    from: config.mailFrom,
    teamEmail: config.teamEmail,
    siteUrl: config.siteUrl,
    confirmationsPerAddress: config.confirmationsPerAddressPerDay,
    hourlyCaps: { requests: config.requestsPerHour, confirmations: config.confirmationsPerHour },
    alertEmail: config.alertEmail,
  };
}

function positiveInteger(env: Readonly<Record<string, string | undefined>>, name: string, fallback: number): number {
  const value = env[name]?.trim();
  if (!value) return fallback;
  const number = Number(value);
  if (!Number.isInteger(number) || number < 1)
    throw new ConfigError(`${name} deve essere un numero intero maggiore di 0 (trovato «${value}»).`);
  return number;
}

/** "Name <address>" or a bare address: the address must be one the shared rule accepts. */
function mailbox(value: string, name: string): string {
  const address = /<([^>]+)>\s*$/.exec(value)?.[1] ?? value;
  if (/[\r\n]/.test(value) || !isValidEmail(address))
    throw new ConfigError(
      `${name} deve essere un indirizzo email, per esempio «Limenta <info@limenta.it>» (trovato «${value}»).`,
    );
  return value.trim();
}

/** The domain of an address, in its ASCII form and lower case. */
function domainOf(mailboxValue: string): string {
  const address = /<([^>]+)>\s*$/.exec(mailboxValue)?.[1] ?? mailboxValue;
  const ascii = asciiEmail(address) ?? address;
  return ascii.slice(ascii.lastIndexOf('@') + 1).toLowerCase();
}

/** An address that still receives when the team's mailbox is full or gone: never on the team's own domain. */
function alertMailbox(value: string | undefined, teamEmail: string): string | undefined {
  if (!value) return undefined;
  const alert = mailbox(value, 'ALERT_EMAIL');
  const [own, team] = [domainOf(alert), domainOf(teamEmail)];
  if (own === team || own.endsWith(`.${team}`) || team.endsWith(`.${own}`)) {
    throw new ConfigError(
      `ALERT_EMAIL deve essere su un dominio diverso da quello di TEAM_EMAIL (${team}): è dove il servizio avvisa che la casella del team rifiuta le sue email, quindi non può dipendere dallo stesso server di posta (trovato «${value}»).`,
    );
  }
  return alert;
}

function proxies(env: Readonly<Record<string, string | undefined>>): string[] {
  const listed = (env.TRUSTED_PROXIES ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  const wrong = listed.filter((entry) => !isAddressOrRange(entry));
  if (wrong.length > 0)
    throw new ConfigError(
      `TRUSTED_PROXIES deve elencare indirizzi IP o intervalli CIDR separati da virgole, per esempio «127.0.0.1, 10.0.0.0/8» (trovato «${wrong.join('», «')}»).`,
    );
  const loopback = ['1', 'true', 'yes'].includes((env.TRUST_PROXY ?? '').trim().toLowerCase());
  return [...(loopback ? LOOPBACK_PROXIES : []), ...listed];
}

/** A list of addresses, separated by commas, semicolons or spaces, in lower case. */
function addressList(value: string | undefined, name: string): string[] {
  const addresses = (value ?? '').split(/[\s,;]+/).filter(Boolean);
  const wrong = addresses.find((address) => !isValidEmail(address));
  if (wrong)
    throw new ConfigError(
      `${name} deve elencare indirizzi email separati da virgole, per esempio «maria@limenta.it, luca@limenta.it» (trovato «${wrong}»).`,
    );
  return [...new Set(addresses.map((address) => address.toLowerCase()))];
}

function origin(value: string, name: string): string {
  try {
    return new URL(value).origin;
  } catch {
    throw new ConfigError(
      `${name} deve essere l’indirizzo del sito, per esempio https://www.limenta.it (trovato «${value}»).`,
    );
  }
}

/** Where the installed service keeps its settings (deploy/limenta-richieste.service, EnvironmentFile). */
export const SERVICE_SETTINGS_FILE = '/etc/limenta/richieste.env';

/**
 * The environment the running service has, for a command typed beside it (npm run richieste): its
 * settings file (RICHIESTE_ENV, or the systemd unit's), under what the shell itself sets, so the
 * command sends with the service's SMTP_URL, MAIL_FROM and TEAM_EMAIL rather than the defaults.
 */
export function serviceEnvironment(env: Readonly<Record<string, string | undefined>>): {
  env: Record<string, string | undefined>;
  file: string | null;
} {
  const file = env.RICHIESTE_ENV?.trim() || SERVICE_SETTINGS_FILE;
  let text: string;
  try {
    if (!existsSync(file)) return { env: { ...env }, file: null };
    text = readFileSync(file, 'utf8');
  } catch (error) {
    throw new ConfigError(
      `${file}: non riesco a leggere le impostazioni del servizio (${error instanceof Error ? error.message : String(error)}); esegui il comando con l’utente del servizio.`,
    );
  }
  return { env: { ...parseEnv(text), ...env }, file };
}

export function readServiceConfig(
  env: Readonly<Record<string, string | undefined>>,
  texts: ServiceTexts,
): ServiceConfig {
  const smtpUrl = env.SMTP_URL?.trim() || undefined;
  if (smtpUrl && !/^smtps?:\/\//i.test(smtpUrl))
    throw new ConfigError(
      `SMTP_URL deve cominciare con smtp:// o smtps:// (trovato «${smtpUrl.replace(/:[^:@/]*@/, ':***@')}»).`,
    );
  const siteUrl = env.SITE_URL?.trim() || texts.site.url;
  const teamEmail = mailbox(env.TEAM_EMAIL?.trim() || texts.site.email, 'TEAM_EMAIL');
  return {
    databaseUrl: env.DATABASE_URL?.trim() || undefined,
    smtpUrl,
    mailFrom: mailbox(env.MAIL_FROM?.trim() || `${texts.site.name} <${texts.site.email}>`, 'MAIL_FROM'),
    teamEmail,
    alertEmail: alertMailbox(env.ALERT_EMAIL?.trim(), teamEmail),
    siteUrl: origin(siteUrl, 'SITE_URL'),
    trustedProxies: proxies(env),
    requestsPerIpPerHour: positiveInteger(env, 'REQUESTS_PER_IP_PER_HOUR', 10),
    confirmationsPerAddressPerDay: positiveInteger(env, 'CONFIRMATIONS_PER_ADDRESS_PER_DAY', 3),
    requestsPerHour: positiveInteger(env, 'REQUESTS_PER_HOUR', 200),
    confirmationsPerHour: positiveInteger(env, 'CONFIRMATIONS_PER_HOUR', 100),
    bodyTimeoutMs: positiveInteger(env, 'BODY_TIMEOUT_SECONDS', BODY_TIMEOUT_MS / 1000) * 1000,
    minFillMs: MIN_FILL_MS,
    retentionMonths: texts.requests.retentionMonths,
    teamEmails: addressList(env.TEAM_EMAILS, 'TEAM_EMAILS'),
    editorEmails: addressList(env.EDITOR_EMAILS, 'EDITOR_EMAILS'),
    serviceUrl: origin(env.SERVICE_URL?.trim() || siteUrl, 'SERVICE_URL'),
  };
}
