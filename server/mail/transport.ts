import nodemailer from 'nodemailer';
import type { Email } from './compose';

/** What the mailer needs of an SMTP connection: send one email, and let go. */
export interface MailTransport {
  send(email: Email): Promise<void>;
  close(): void;
  /** How many emails it sends at once (its pooled connections); 1 when unset. */
  parallel?: number;
}

/** Connections to the mail server by default: several emails leave at once, over connections kept open. */
export const SMTP_CONNECTIONS = 5;

/** Why a send failed, and whether trying again may help. */
export interface SendFailure {
  permanent: boolean;
  reason: string;
}

/**
 * nodemailer over SMTP_URL (smtp://user:password@host:587, smtps://…:465), pooled: a few
 * connections kept open, each sending one email after another (nodemailer's own URL options, such
 * as ?maxConnections=2 or ?pool=false for one connection per email, apply). Short timeouts: a mail
 * server that does not answer is a failure to retry later, not a send that blocks the others.
 */
export function smtpTransport(url: string): MailTransport {
  const transporter = nodemailer.createTransport({
    url,
    pool: true,
    maxConnections: SMTP_CONNECTIONS,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  });
  const { pool, maxConnections } = transporter.options as { pool?: boolean; maxConnections?: number };
  return {
    parallel: pool ? Number(maxConnections) || 1 : 1,
    async send(email) {
      // Named one by one: nothing else an email object may carry (cc, bcc, envelope) reaches the mail server.
      const { from, to, replyTo, subject, text, html } = email;
      await transporter.sendMail({ from, to, replyTo, subject, text, html, headers: { 'Content-Language': 'it' } });
    },
    close: () => transporter.close(),
  };
}

/**
 * A 5xx answer of the mail server refuses the message for good (no such mailbox, a rejected
 * address); anything else — no connection, a timeout, a 4xx "try later" — may pass next time.
 */
export function describeFailure(error: unknown): SendFailure {
  const { responseCode, code, message } = (error ?? {}) as { responseCode?: number; code?: string; message?: string };
  const reason = (message ?? String(error)).replace(/\s+/g, ' ').slice(0, 300);
  // A refused recipient (EENVELOPE) carries the server's code: 4xx is "try later" there too.
  const permanent = typeof responseCode === 'number' ? responseCode >= 500 && responseCode < 600 : code === 'EENVELOPE';
  return { permanent, reason };
}
