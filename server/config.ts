import { MIN_FILL_MS } from '@/lib/contact/delivery';
import { isValidEmail } from '@/lib/contact/validation';
import type { ServiceTexts } from './texts';

/**
 * The service's settings, from the environment (see docs/deploy.md, "The request service"):
 * PORT and HOST (where it listens), DATABASE_URL, SMTP_URL, MAIL_FROM, TEAM_EMAIL, SITE_URL,
 * TRUST_PROXY, and the two limits against abuse; TEAM_EMAILS, EDITOR_EMAILS and SERVICE_URL for
 * the team's area.
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
  /** Behind nginx: the visitor's address is the proxy's X-Real-IP, not the connection's. */
  trustProxy: boolean;
  /** New requests accepted from one IP address per hour. */
  requestsPerIpPerHour: number;
  /** Confirmations one address receives per 24 hours; beyond that the request is kept but no confirmation leaves. */
  confirmationsPerAddressPerDay: number;
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

/** What the emails need of the settings (server/mail/compose.ts). */
export function mailSettingsOf(config: ServiceConfig) {
  return { from: config.mailFrom, teamEmail: config.teamEmail, siteUrl: config.siteUrl, confirmationsPerAddress: config.confirmationsPerAddressPerDay };
}

function positiveInteger(env: Readonly<Record<string, string | undefined>>, name: string, fallback: number): number {
  const value = env[name]?.trim();
  if (!value) return fallback;
  const number = Number(value);
  if (!Number.isInteger(number) || number < 1) throw new ConfigError(`${name} must be a whole number above 0 (found "${value}").`);
  return number;
}

/** "Name <address>" or a bare address: the address must be one the shared rule accepts. */
function mailbox(value: string, name: string): string {
  const address = /<([^>]+)>\s*$/.exec(value)?.[1] ?? value;
  if (/[\r\n]/.test(value) || !isValidEmail(address)) throw new ConfigError(`${name} must be an email address, e.g. "Limenta <info@limenta.it>" (found "${value}").`);
  return value.trim();
}

/** A list of addresses, separated by commas, semicolons or spaces, in lower case. */
function addressList(value: string | undefined, name: string): string[] {
  const addresses = (value ?? '').split(/[\s,;]+/).filter(Boolean);
  const wrong = addresses.find((address) => !isValidEmail(address));
  if (wrong) throw new ConfigError(`${name} must list email addresses separated by commas, e.g. "maria@limenta.it, luca@limenta.it" (found "${wrong}").`);
  return [...new Set(addresses.map((address) => address.toLowerCase()))];
}

function origin(value: string, name: string): string {
  try {
    return new URL(value).origin;
  } catch {
    throw new ConfigError(`${name} must be the site's address, e.g. https://www.limenta.it (found "${value}").`);
  }
}

export function readServiceConfig(env: Readonly<Record<string, string | undefined>>, texts: ServiceTexts): ServiceConfig {
  const smtpUrl = env.SMTP_URL?.trim() || undefined;
  if (smtpUrl && !/^smtps?:\/\//i.test(smtpUrl)) throw new ConfigError(`SMTP_URL must start with smtp:// or smtps:// (found "${smtpUrl.replace(/:[^:@/]*@/, ':***@')}").`);
  const siteUrl = env.SITE_URL?.trim() || texts.site.url;
  return {
    databaseUrl: env.DATABASE_URL?.trim() || undefined,
    smtpUrl,
    mailFrom: mailbox(env.MAIL_FROM?.trim() || `${texts.site.name} <${texts.site.email}>`, 'MAIL_FROM'),
    teamEmail: mailbox(env.TEAM_EMAIL?.trim() || texts.site.email, 'TEAM_EMAIL'),
    siteUrl: origin(siteUrl, 'SITE_URL'),
    trustProxy: ['1', 'true', 'yes'].includes((env.TRUST_PROXY ?? '').trim().toLowerCase()),
    requestsPerIpPerHour: positiveInteger(env, 'REQUESTS_PER_IP_PER_HOUR', 10),
    confirmationsPerAddressPerDay: positiveInteger(env, 'CONFIRMATIONS_PER_ADDRESS_PER_DAY', 3),
    minFillMs: MIN_FILL_MS,
    retentionMonths: texts.requests.retentionMonths,
    teamEmails: addressList(env.TEAM_EMAILS, 'TEAM_EMAILS'),
    editorEmails: addressList(env.EDITOR_EMAILS, 'EDITOR_EMAILS'),
    serviceUrl: origin(env.SERVICE_URL?.trim() || siteUrl, 'SERVICE_URL'),
  };
}
