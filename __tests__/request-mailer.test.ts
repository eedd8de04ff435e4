/** @jest-environment node */
import type { TestSmtpServer } from '../scripts/lib/test-smtp-server.mjs';
import { companyRegistration } from '@/lib/company';
import { formatItalianAddress } from '@/lib/format';
import type { Mailer } from '@/server/mail/mailer';
import { deleteExpired } from '@/server/retention';
import type { Database } from '@/server/store';
import { requestsOf, type NewRequest } from '@/server/store/requests';
import {
  acceptAt,
  counts,
  mailerOn,
  order,
  serviceOn,
  testDatabases,
  texts,
  visitor,
  withDatabaseAndSmtp,
} from './support/request-service';

/**
 * The two emails of every request, sent from the outbox to a real SMTP server, on
 * SQLite and on PostgreSQL: what they say, that nothing is lost or sent twice while the mail
 * server is down, and that the team hears of a confirmation that misses the 5-minute promise.
 */
jest.setTimeout(60_000);

const TEAM = 'ordini@limenta.it';
const MINUTE = 60_000;
const settings = {
  from: 'Limenta <ordini@esempio.it>',
  teamEmail: TEAM,
  siteUrl: 'https://www.limenta.it',
  confirmationsPerAddress: 3,
};

describe.each(testDatabases())('on $name', (database) => {
  const context = withDatabaseAndSmtp(database);
  let db: Database;
  let smtp: TestSmtpServer;
  let mailer: Mailer;
  let clock: number;
  let logs: string[];

  const accept = (change: Partial<NewRequest> = {}) => acceptAt(db, clock, change);

  beforeEach(() => {
    ({ db, smtp } = context);
    clock = Date.now();
    logs = [];
    mailer = context.mailer = mailerOn(db, smtp, undefined, {
      settings,
      now: () => clock,
      log: (line) => logs.push(line),
    });
  });

  it('sends the visitor the confirmation: Italian, the number, the form, when it arrived, when the team answers, the privacy notice, the company data', async () => {
    const outcome = await accept();
    if (outcome.kind !== 'created') throw new Error(outcome.kind);
    const { number, createdAt } = outcome.request;
    await mailer.runOnce();
    await smtp.waitFor(2);
    const confirmation = smtp.messages.find((message) => message.to.includes(visitor.email))!;
    expect(confirmation.subject).toBe(texts.requests.confirmation.subject.replace('{number}', number));
    expect(confirmation.replyTo).toContain(TEAM);
    expect(confirmation.raw).toMatch(/^Content-Language: it/m);
    const received = new Intl.DateTimeFormat('it-IT', {
      timeZone: 'Europe/Rome',
      dateStyle: 'long',
      timeStyle: 'short',
    }).format(createdAt);
    const privacy = new URL(texts.forms.contactFormText.privacy.href, settings.siteUrl).toString();
    for (const part of [confirmation.text, confirmation.html]) {
      expect(part).toContain(number);
      expect(part).toContain(texts.requests.formNames.ordine);
      expect(part).toContain(received);
      expect(part).toContain(texts.site.replyPromise);
      for (const { days } of texts.site.hours) expect(part).toContain(days);
      expect(part).toContain(texts.requests.confirmation.privacyLink);
      expect(part).toContain(privacy);
      expect(part).toContain(texts.site.company.legalName);
      // The same identification as the site's footer (art. 2250 c.c. asks it of business letters too).
      for (const fact of [...companyRegistration(texts.site.company, texts.ui), texts.site.company.pec])
        expect(part).toContain(fact);
      // The start guide is for the contract's confirmation, not for whoever writes to us.
      expect(part).not.toContain(texts.guide.title);
    }
    expect(confirmation.text).toContain(formatItalianAddress(texts.site.company));
    expect(confirmation.text).toContain(texts.requests.confirmation.reply.replace(/\s+/g, ' ').slice(0, 40));
    expect(confirmation.html).toContain(`<a href="${privacy}"`);
    expect(confirmation.html).toContain('<html lang="it">');
  });

  it('repeats nothing the visitor typed in the confirmation (no phishing relay), while the team gets it all', async () => {
    // Someone else's address, a «name» and a message written to pass for a notice from us: a
    // right-to-left override, zero-width characters and a Cyrillic «і» in a look-alike domain.
    const victim = 'vittima.ignara@esempio.it';
    const link = 'https://lіmenta-verifica.com/accesso?conto=sospeso';
    const name = `Cliente. Il suo conto è SOSPESO: ${link}`;
    const message = [
      'AVVISO DI SICUREZZA \u202Eotnemagap\u202C',
      `Accedi\u200B stasera stessa\u200D: ${link}`,
      'Altrimenti\uFEFF addebiteremo 249,00 euro sulla carta.',
    ].join('\n');
    const service = serviceOn(db);
    const answer = await service.postJson(order({ name, email: victim, message }));
    expect(answer.status).toBe(201);
    // The handler stored it on the real clock.
    clock = Date.now();
    await mailer.runOnce();
    await smtp.waitFor(2);
    const confirmation = smtp.messages.find((message) => message.to.includes(victim))!;
    const team = smtp.messages.find((message) => message.to.includes(TEAM))!;
    const typed = `${name}\n${message}`;
    const pieces = [
      name,
      message,
      link,
      new URL(link).hostname,
      new URL(link).pathname,
      new URL(link).search,
      victim,
      victim.split('@')[0],
      // Every invisible or look-alike character typed, and every word of four letters or more.
      ...[...typed].filter((character) => /[^\x20-\x7eàèéìòù\n]/.test(character)),
      ...typed
        .replaceAll(link, ' ')
        .split(/[^\p{L}\p{N}]+/u)
        .filter((word) => word.length >= 4),
    ];
    const decoded = (html: string) =>
      html.replace(
        /&(amp|lt|gt|quot|#39);/g,
        (entity) => ({ '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'" })[entity]!,
      );
    for (const part of [confirmation.text, confirmation.html, decoded(confirmation.html), confirmation.subject]) {
      expect(pieces.filter((piece) => part.toLowerCase().includes(piece.toLowerCase()))).toEqual([]);
    }
    expect(confirmation.subject).toBe(
      texts.requests.confirmation.subject.replace('{number}', (await answer.json()).requestNumber),
    );
    // The team's email keeps all of it, as typed (it goes only to the team).
    expect(team.text).toContain(message);
    expect(team.subject).toContain(name);
  });

  it('sends the team the request, Reply-To the visitor, saying the confirmation has left', async () => {
    const outcome = await accept();
    if (outcome.kind !== 'created') throw new Error(outcome.kind);
    await mailer.runOnce();
    await smtp.waitFor(2);
    const team = smtp.messages.find((message) => message.to.includes(TEAM))!;
    // Then by when to reply (the team's area's words: __tests__/team-agenda.test.ts).
    expect(team.subject).toMatch(
      new RegExp(`^\\[${outcome.request.number}\\] ${texts.requests.formNames.ordine} da ${visitor.name} `),
    );
    expect(team.replyTo).toMatch(new RegExp(`^"?${visitor.name}"? <${visitor.email}>$`));
    expect(team.text).toContain(visitor.message);
    expect(team.text).toContain(texts.requests.team.confirmation.sent.split('{time}')[0]);
    // The confirmation leaves first: it carries the 5-minute promise.
    expect(smtp.messages[0].to).toEqual([visitor.email]);
  });

  it('keeps both emails while the mail server is down and sends each exactly once when it is back', async () => {
    await smtp.stop();
    await accept();
    await mailer.runOnce();
    const waiting = await db.query(`SELECT status, attempts, last_error FROM outbox ORDER BY id`);
    expect(waiting.map((row) => [row.status, Number(row.attempts)])).toEqual([
      ['pending', 1],
      ['pending', 1],
    ]);
    expect(String(waiting[0].last_error)).toMatch(/ECONNREFUSED|connect/i);
    clock += 2000;
    await mailer.runOnce();
    // The operator's log: one line per email waiting, not one per try.
    expect(logs).toHaveLength(2);
    await smtp.start();
    // The mailer's own timer brings the next try (1 s, then 2 s…): nothing needs to nudge it.
    clock += 2000;
    await smtp.waitFor(2, 20_000);
    await new Promise((resolve) => setTimeout(resolve, 3000));
    expect(smtp.messages.map((message) => message.to[0]).sort()).toEqual([TEAM, visitor.email].sort());
    expect((await db.query(`SELECT status FROM outbox`)).map((row) => row.status)).toEqual(['sent', 'sent']);
  });

  it('marks a confirmation the mail server refuses for good (5xx) as failed, without retrying, and tells the team', async () => {
    smtp.refuse('5.1.1 Mailbox does not exist', { code: 550, only: visitor.email });
    await accept();
    await mailer.runOnce();
    await smtp.waitFor(1);
    const [confirmation] = await db.query(`SELECT status, attempts FROM outbox WHERE kind = 'confirmation'`);
    expect([confirmation.status, Number(confirmation.attempts)]).toEqual(['failed', 1]);
    expect(smtp.messages[0].to).toEqual([TEAM]);
    expect(smtp.messages[0].text).toContain(texts.requests.team.confirmation.failed.split('(')[0].trim());
  });

  it('tells the team, once, of a confirmation that has not left within 5 minutes', async () => {
    smtp.refuse('4.2.0 Try again later', { only: visitor.email });
    const outcome = await accept();
    if (outcome.kind !== 'created') throw new Error(outcome.kind);
    await mailer.runOnce();
    await smtp.waitFor(1);
    expect(smtp.messages[0].text).toContain(texts.requests.team.confirmation.retrying.split('(')[0].trim());

    clock += 6 * MINUTE;
    await mailer.runOnce();
    await mailer.runOnce();
    await smtp.waitFor(2);
    const alert = smtp.messages[1];
    expect(alert.to).toEqual([TEAM]);
    expect(alert.subject).toBe(texts.requests.team.alertSubject.replace('{count}', '1'));
    expect(alert.text).toContain(`${outcome.request.number} a ${visitor.email}`);

    // Told once: the next request's email to the team does not repeat it.
    clock += MINUTE;
    await accept({ email: 'marco@esempio.it', name: 'Marco' });
    await mailer.runOnce();
    await smtp.waitFor(4);
    const next = smtp.messages.find((message, index) => index > 1 && message.to.includes(TEAM))!;
    expect(next.text).not.toContain(texts.requests.team.late.title);
  });

  it('says in the team’s email that a confirmation left late, when the mail server was down for 10 minutes', async () => {
    await smtp.stop();
    const outcome = await accept();
    if (outcome.kind !== 'created') throw new Error(outcome.kind);
    await mailer.runOnce();
    clock += 10 * MINUTE;
    await smtp.start();
    await mailer.runOnce();
    await smtp.waitFor(2, 20_000);
    const team = smtp.messages.find((message) => message.to.includes(TEAM))!;
    expect(team.text).toContain(texts.requests.team.late.title);
    expect(team.text).toContain(
      texts.requests.team.late.leftLate
        .replace('{number}', outcome.request.number)
        .replace('{email}', visitor.email)
        .replace('{minutes}', '10'),
    );
  });

  it('sends no confirmation held back by the address’s daily limit, and says so to the team', async () => {
    const numbers: string[] = [];
    for (let index = 0; index < 4; index += 1) {
      const outcome = await accept({ message: `Testo ${index}` });
      numbers.push(outcome.request.number);
    }
    await mailer.runOnce();
    await smtp.waitFor(7);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(smtp.messages.filter((message) => message.to.includes(visitor.email))).toHaveLength(3);
    // Several emails leave at once: the fourth request's email to the team is found by its number.
    const fourthTeam = smtp.messages.find(
      (message) => message.to.includes(TEAM) && message.subject.includes(numbers[3]),
    )!;
    expect(fourthTeam.text).toContain(texts.requests.team.confirmation.held.split(':')[0]);
  });

  it('deletes requests past the retention period, with their emails', async () => {
    const months = texts.requests.retentionMonths;
    clock = Date.now() - (months * 31 + 1) * 24 * 60 * MINUTE;
    await accept({ email: 'vecchia@esempio.it' });
    clock = Date.now();
    await accept();
    expect(await deleteExpired(db, months)).toBe(1);
    expect(await requestsOf(db, 'vecchia@esempio.it')).toEqual([]);
    expect(await counts(db)).toEqual({ requests: 1, emails: 2 });
  });
});
