/** @jest-environment node */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parse } from 'csv-parse/sync';
import { countedText, fillTemplate } from '@/lib/format';
import { REQUEST_STATUSES } from '@/lib/request-status';
import { RESEND_AFTER_MS, runCli } from '@/server/cli';
import { serviceEnvironment } from '@/server/config';
import { csvCell } from '@/server/csv';
import { changeRequest } from '@/server/store/lifecycle';
import type { Database } from '@/server/store';
import { findRequest } from '@/server/store/requests';
import {
  counts,
  order,
  serviceOn,
  testDatabases,
  texts,
  visitor,
  withDatabaseAndSmtp,
} from './support/request-service';

/** `npm run richieste`, the team's command, on SQLite and on PostgreSQL. */
jest.setTimeout(60_000);

describe('a CSV cell', () => {
  it.each([
    ['=1+1', "'=1+1"],
    ['\r=1', `"'\r'=1"`],
    ['\tx', "'\tx"],
    ['a\r\n-b\rc\n@d', `"a\r\n'-b\rc\n'@d"`],
    ['1 - 2 = -1', '1 - 2 = -1'],
    ['Rossi, Giulia', '"Rossi, Giulia"'],
    ['«otto"', '"«otto"""'],
  ])('%j is written %j', (value, written) => {
    expect(csvCell(value)).toBe(written);
  });
});

describe('the service’s settings file', () => {
  it('is read as deploy/richieste.env.example writes it, under what the shell sets', () => {
    const { env, file } = serviceEnvironment({
      RICHIESTE_ENV: 'deploy/richieste.env.example',
      TEAM_EMAIL: 'altro@limenta.it',
    });
    expect(file).toBe('deploy/richieste.env.example');
    expect(env.SMTP_URL).toMatch(/^smtp:\/\//);
    expect(env.MAIL_FROM).toMatch(/<.+@.+>$/);
    expect(env.TEAM_EMAIL).toBe('altro@limenta.it');
    expect(env.REQUESTS_PER_HOUR).toBeUndefined(); // commented out
    expect(serviceEnvironment({ RICHIESTE_ENV: path.join(tmpdir(), 'nessun-file-richieste.env') }).file).toBeNull();
  });
});

describe.each(testDatabases())('on $name', (database) => {
  const context = withDatabaseAndSmtp(database);
  let db: Database;
  let numbers: string[];
  const C = texts.team.command;
  const S = texts.team.area.statuses;
  // No settings file of the machine's: RICHIESTE_ENV names one that is not there unless a test writes it.
  const env = () => ({
    DATABASE_URL: database.url,
    TEAM_EMAIL: 'ordini@limenta.it',
    RICHIESTE_ENV: path.join(tmpdir(), 'nessun-file-richieste.env'),
  });
  const cli = (...args: string[]) => runCli(args, env());
  /** `reinvia`, sending through the test's SMTP server, at the time `now` gives. */
  const resend = (args: string[], now?: () => number) =>
    runCli(['reinvia', ...args], { ...env(), SMTP_URL: context.smtp.url }, process.cwd(), { now });

  beforeEach(async () => {
    db = context.db;
    const service = serviceOn(db);
    numbers = [];
    for (const request of [
      order(),
      order({ email: 'marco@esempio.it', name: 'Marco', form: 'supporto', message: '=HYPERLINK("http://x")' }),
      order({ message: 'Ancora io' }),
    ]) {
      numbers.push((await (await service.postJson(request)).json()).requestNumber);
    }
  });

  it('lists the recent requests, newest first, with the state of each confirmation', async () => {
    const { output, code } = await cli('recenti');
    expect(code).toBe(0);
    const lines = output.split('\n');
    expect(lines).toHaveLength(3);
    expect(lines[0]).toMatch(
      new RegExp(`^${numbers[2]} .*${visitor.name} <${visitor.email}>.*${S.new}.*${C.messageStatuses.pending}$`),
    );
    expect(lines[1]).toContain(texts.requests.formNames.supporto);
  });

  it('follows the statuses of the team’s area: each request’s status, a filter by its Italian name, the history', async () => {
    const marco = (await findRequest(db, numbers[1]))!;
    await changeRequest(db, { requestId: marco.id, action: 'phone', actor: 'maria@limenta.it', at: Date.now() });
    const answered = await cli('recenti', '--stato', S.answered.toUpperCase());
    expect(answered.code).toBe(0);
    expect(answered.output.split('\n')).toEqual([expect.stringContaining(`${numbers[1]} `)]);
    expect(answered.output).toContain(S.answered);
    expect((await cli('recenti', '5', '--stato', S.new)).output.split('\n')).toHaveLength(2);
    const wrong = await cli('recenti', '--stato', 'evasa');
    expect(wrong.code).toBe(1);
    expect(wrong.output).toContain(S.cancelled);
    const shown = (await cli('mostra', numbers[1])).output;
    expect(shown).toContain(fillTemplate(C.show.status, { status: S.answered }));
    expect(shown).toMatch(new RegExp(`maria@limenta\\.it: .*${S.new}.*${S.answered}`));
    // The help names every status as the area does.
    const help = (await cli('aiuto')).output;
    for (const status of REQUEST_STATUSES) expect(help).toContain(S[status]);
  });

  it('shows one request in full, with its emails', async () => {
    const { output } = await cli('mostra', numbers[0]);
    expect(output).toContain(visitor.message);
    expect(output).toContain(`conferma al visitatore a ${visitor.email}: in coda`);
    expect(output).toContain('email al team a ordini@limenta.it: in coda');
    expect((await cli('mostra', 'L-2026-999999')).code).toBe(1);
    // Its code as read on the phone and typed in lower case, with a space.
    const typed = `${numbers[0].slice(0, 4)} ${numbers[0].slice(4)}`.toLowerCase();
    expect((await cli('mostra', typed)).output).toContain(visitor.message);
  });

  it('exports CSV that Italian Excel opens as it is: UTF-8 with a byte-order mark, «;» between fields, no formula runs', async () => {
    const message = [
      'Sei bottiglie; anzi «otto", forse "dieci"',
      '=HYPERLINK("http://x")',
      '+39 333 1234567',
      '-2 se piove',
      '@SOMMA(A1)',
      '\tcon un tab',
      'Grazie, a presto',
    ].join('\n');
    const sent = order({ name: 'Rossi, Giulia', email: 'rossi@esempio.it', message });
    const number = (await (await serviceOn(db).postJson(sent)).json()).requestNumber;
    const { output } = await cli('csv');
    expect(output.startsWith('\uFEFF')).toBe(true);
    expect(output.endsWith('\r\n')).toBe(true);
    // Read back as Excel reads it in Italy: «;» between fields, quotes and line breaks inside cells.
    const rows: string[][] = parse(output, { bom: true, delimiter: ';' });
    const columns = Object.values(C.csv.columns);
    expect(rows[0]).toEqual(columns);
    expect(rows).toHaveLength(5);
    expect(rows.every((row) => row.length === 7)).toBe(true);
    expect(rows[1][0]).toBe(numbers[0]);
    expect(rows[1][1]).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
    expect(rows[1][5]).toBe(visitor.message);
    // A cell, and every line inside one, that a spreadsheet could take for a formula starts with an apostrophe.
    expect(rows[2][5]).toBe(`'=HYPERLINK("http://x")`);
    expect(rows[4]).toEqual([
      number,
      expect.any(String),
      texts.requests.formNames.ordine,
      'Rossi, Giulia',
      'rossi@esempio.it',
      [
        'Sei bottiglie; anzi «otto", forse "dieci"',
        `'=HYPERLINK("http://x")`,
        "'+39 333 1234567",
        "'-2 se piove",
        "'@SOMMA(A1)",
        "'\tcon un tab",
        'Grazie, a presto',
      ].join('\n'),
      '/come-ordinare',
    ]);
    // Nothing in it says «comma-separated»: no «sep=» line, and every comma of a name or a message is
    // inside a quoted cell, so a program that reads commas as separators splits no name at its comma.
    const outsideQuotes = output.replace(/"(?:[^"]|"")*"/g, '');
    expect(outsideQuotes).not.toContain(',');
    expect(output).not.toMatch(/^\uFEFF?sep=/i);
    expect(parse(output.split('\r\n')[0], { bom: true, delimiter: ',' })).toEqual([[columns.join(';')]]);
  });

  it('writes the CSV to a file under data/ when it would go to the terminal', async () => {
    const { output, code } = await runCli(['csv'], env(), process.cwd(), { terminal: true });
    expect(code).toBe(0);
    const file = /(data\/richieste-[\d-]+\.csv)/.exec(output)?.[1];
    expect(file).toBeDefined();
    try {
      expect(output.startsWith(`${countedText(C.requests, 3)} `)).toBe(true);
      expect(readFileSync(path.join(process.cwd(), file!), 'utf8')).toBe((await cli('csv')).output);
    } finally {
      rmSync(path.join(process.cwd(), file!), { force: true });
    }
  });

  it('exports everything kept about one person (art. 15), whatever the letter case of the address', async () => {
    const exported = JSON.parse((await cli('esporta', visitor.email.toUpperCase())).output);
    expect(exported.richieste.map((request: { numero: string }) => request.numero)).toEqual([numbers[0], numbers[2]]);
    expect(exported.richieste[0]).toMatchObject({
      nome: visitor.name,
      email: visitor.email,
      messaggio: visitor.message,
    });
  });

  it('erases one person’s requests and their emails (art. 17), only once confirmed', async () => {
    const asked = await cli('cancella', visitor.email);
    expect(asked.code).toBe(1);
    expect(asked.output).toContain('--conferma');
    expect(await counts(db)).toEqual({ requests: 3, emails: 6 });
    const done = await cli('cancella', visitor.email, '--conferma');
    expect(done.output).toContain(
      fillTemplate(C.erase.done, {
        email: visitor.email,
        requests: fillTemplate(C.requests.other, { count: 2 }),
        numbers: `${numbers[0]}, ${numbers[2]}`,
      }),
    );
    expect(await counts(db)).toEqual({ requests: 1, emails: 2 });
    expect(JSON.parse((await cli('esporta', visitor.email)).output).richieste).toEqual([]);
  });

  it('says «1 richiesta» in the singular, and plainly what it cannot erase: the copies in the team’s mailbox', async () => {
    const mailbox = fillTemplate(C.erase.mailbox, { team: 'ordini@limenta.it', email: 'marco@esempio.it' });
    const asked = await cli('cancella', 'marco@esempio.it');
    expect(asked.output).toContain(fillTemplate(C.requests.one, { count: 1 }));
    expect(asked.output).toContain(mailbox);
    const done = await cli('cancella', 'marco@esempio.it', '--conferma');
    expect(done.output).toBe(
      `${fillTemplate(C.erase.done, { email: 'marco@esempio.it', requests: fillTemplate(C.requests.one, { count: 1 }), numbers: numbers[1] })}\n${mailbox}`,
    );
    expect(done.output).not.toContain(fillTemplate(C.requests.other, { count: 1 }));
  });

  it('shows the outbox in full while SMTP is not set, and resends a confirmation through SMTP', async () => {
    const queue = await cli('coda', '--testo');
    expect(queue.output).toContain(`Oggetto: ${texts.requests.confirmation.subject.replace('{number}', numbers[0])}`);
    expect(queue.output).toContain('SMTP_URL non è impostato');
    const resent = await resend([numbers[1]], () => Date.now() + RESEND_AFTER_MS + 60_000);
    expect(resent.code).toBe(0);
    const confirmation = context.smtp.messages.find((message) => message.to.includes('marco@esempio.it'));
    expect(confirmation?.subject).toContain(numbers[1]);
  });

  it('refuses to resend a confirmation within 10 minutes of the last one, unless forced', async () => {
    const before = await counts(db);
    const refused = await resend([numbers[1]]);
    expect(refused.code).toBe(1);
    expect(refused.output).toBe(
      fillTemplate(C.resend.tooSoon, { number: numbers[1], email: 'marco@esempio.it', minutes: 0 }),
    );
    expect(await counts(db)).toEqual(before);
    expect((await resend([numbers[1], '--forza'])).code).toBe(0);
    expect(context.smtp.messages.filter((message) => message.to.includes('marco@esempio.it'))).toHaveLength(1);
    // The one just sent counts as the last one.
    expect((await resend([numbers[1]], () => Date.now() + 5 * 60_000)).code).toBe(1);
  });

  it('sends with the running service’s settings, from its settings file, not with its own defaults', async () => {
    const { smtp } = context;
    const folder = mkdtempSync(path.join(tmpdir(), 'richieste-env-'));
    const file = path.join(folder, 'richieste.env');
    writeFileSync(
      file,
      `# as in deploy/richieste.env.example\nSMTP_URL=${smtp.url}\nMAIL_FROM="Limenta <richieste@posta-limenta.example>"\nTEAM_EMAIL=ordini@limenta.it\n`,
    );
    try {
      // The shell has none of the service's settings: only the database and where the file is.
      const resent = await runCli(['reinvia', numbers[1], '--forza'], {
        DATABASE_URL: database.url,
        RICHIESTE_ENV: file,
      });
      expect(resent.output).toContain(fillTemplate(C.resend.settings, { file }));
      expect(resent.code).toBe(0);
      const confirmation = smtp.messages.find((message) => message.to.includes('marco@esempio.it'));
      expect(confirmation?.from).toContain('richieste@posta-limenta.example');
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });
});
