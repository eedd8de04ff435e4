import nodemailer from 'nodemailer';
import type { Email } from './compose';

/** What the mailer needs of an SMTP connection: send one email, and let go. */
export interface MailTransport {
  send(email: Email): Promise<void>;
  close(): void;
}

/** Why a send failed, and whether trying again may help. */
export interface SendFailure {
  permanent: boolean;
  reason: string;
}

/**
 * nodemailer over SMTP_URL (smtp://user:password@host:587, smtps://…:465; nodemailer's own URL
 * options, such as ?pool=true, apply). Short timeouts: a mail server that does not answer is a
 * failure to retry later, not a send that blocks the others.
 */
export function smtpTransport(url: string): MailTransport {
  const transporter = nodemailer.createTransport({ url, connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 });
  return {
    async send(email) {
      await transporter.sendMail({
        from: email.from,
        to: email.to,
        replyTo: email.replyTo,
        subject: email.subject,
        text: email.text,
        html: email.html,
        headers: { 'Content-Language': 'it' },
      });
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
