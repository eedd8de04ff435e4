/** @jest-environment node */
import { readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'csv-parse/sync';
import { startTestSmtpServer } from '../scripts/lib/test-smtp-server.mjs';
import { runCli } from '@/server/cli';
import { csvCell } from '@/server/csv';
import { counts, order, serviceOn, testDatabases, texts, visitor } from './support/request-service';

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

describe.each(testDatabases())('on $name', (database) => {
  let db: Awaited<ReturnType<typeof database.open>>;
  let numbers: string[];
  const cli = (...args: string[]) => runCli(args, { DATABASE_URL: database.url, TEAM_EMAIL: 'ordini@limenta.it' });

  beforeAll(async () => {
    db = await database.open();
  });
  afterAll(() => database.close(db));
  beforeEach(async () => {
    await database.reset(db);
    const service = serviceOn(db);
    numbers = [];
    for (const request of [order(), order({ email: 'marco@esempio.it', name: 'Marco', form: 'supporto', message: '=HYPERLINK("http://x")' }), order({ message: 'Ancora io' })]) {
      numbers.push((await (await service.postJson(request)).json()).requestNumber);
    }
  });

  it('lists the recent requests, newest first, with the state of each confirmation', async () => {
    const { output, code } = await cli('recenti');
    expect(code).toBe(0);
    const lines = output.split('\n');
    expect(lines).toHaveLength(3);
    expect(lines[0]).toMatch(new RegExp(`^${numbers[2]} .*${visitor.name} <${visitor.email}>.*conferma: in coda$`));
    expect(lines[1]).toContain(texts.requests.formNames.supporto);
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
    const message = ['Sei bottiglie; anzi «otto", forse "dieci"', '=HYPERLINK("http://x")', '+39 333 1234567', '-2 se piove', '@SOMMA(A1)', '\tcon un tab', 'Grazie, a presto'].join('\n');
    const sent = order({ name: 'Rossi, Giulia', email: 'rossi@esempio.it', message });
    const number = (await (await serviceOn(db).postJson(sent)).json()).requestNumber;
    const { output } = await cli('csv');
    expect(output.startsWith('\uFEFF')).toBe(true);
    expect(output.endsWith('\r\n')).toBe(true);
    // Read back as Excel reads it in Italy: «;» between fields, quotes and line breaks inside cells.
    const rows: string[][] = parse(output, { bom: true, delimiter: ';' });
    expect(rows[0]).toEqual(['Numero', 'Ricevuta il', 'Modulo', 'Nome', 'Email', 'Messaggio', 'Pagina']);
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
      ['Sei bottiglie; anzi «otto", forse "dieci"', `'=HYPERLINK("http://x")`, "'+39 333 1234567", "'-2 se piove", "'@SOMMA(A1)", "'\tcon un tab", 'Grazie, a presto'].join('\n'),
      '/come-ordinare',
    ]);
    // Nothing in it says «comma-separated»: no «sep=» line, and every comma of a name or a message is
    // inside a quoted cell, so a program that reads commas as separators splits no name at its comma.
    const outsideQuotes = output.replace(/"(?:[^"]|"")*"/g, '');
    expect(outsideQuotes).not.toContain(',');
    expect(output).not.toMatch(/^\uFEFF?sep=/i);
    expect(parse(output.split('\r\n')[0], { bom: true, delimiter: ',' })).toEqual([['Numero;Ricevuta il;Modulo;Nome;Email;Messaggio;Pagina']]);
  });

  it('writes the CSV to a file under data/ when it would go to the terminal', async () => {
    const { output, code } = await runCli(['csv'], { DATABASE_URL: database.url, TEAM_EMAIL: 'ordini@limenta.it' }, process.cwd(), { terminal: true });
    expect(code).toBe(0);
    const file = /(data\/richieste-[\d-]+\.csv)/.exec(output)?.[1];
    expect(file).toBeDefined();
    try {
      expect(output).toMatch(/^3 richieste in /);
      expect(readFileSync(path.join(process.cwd(), file!), 'utf8')).toBe((await cli('csv')).output);
    } finally {
      rmSync(path.join(process.cwd(), file!), { force: true });
    }
  });

  it('exports everything kept about one person (art. 15), whatever the letter case of the address', async () => {
    const exported = JSON.parse((await cli('esporta', visitor.email.toUpperCase())).output);
    expect(exported.richieste.map((request: { numero: string }) => request.numero)).toEqual([numbers[0], numbers[2]]);
    expect(exported.richieste[0]).toMatchObject({ nome: visitor.name, email: visitor.email, messaggio: visitor.message });
  });

  it('erases one person’s requests and their emails (art. 17), only once confirmed', async () => {
    const asked = await cli('cancella', visitor.email);
    expect(asked.code).toBe(1);
    expect(asked.output).toContain('--conferma');
    expect(await counts(db)).toEqual({ requests: 3, emails: 6 });
    const done = await cli('cancella', visitor.email, '--conferma');
    expect(done.output).toContain('Cancellate 2 richieste');
    expect(await counts(db)).toEqual({ requests: 1, emails: 2 });
    expect(JSON.parse((await cli('esporta', visitor.email)).output).richieste).toEqual([]);
  });

  it('shows the outbox in full while SMTP is not set, and resends a confirmation through SMTP', async () => {
    const queue = await cli('coda', '--testo');
    expect(queue.output).toContain(`Oggetto: ${texts.requests.confirmation.subject.replace('{number}', numbers[0])}`);
    expect(queue.output).toContain('SMTP_URL non è impostato');
    const smtp = await startTestSmtpServer();
    try {
      const resent = await runCli(['reinvia', numbers[1]], { DATABASE_URL: database.url, SMTP_URL: smtp.url, TEAM_EMAIL: 'ordini@limenta.it' });
      expect(resent.code).toBe(0);
      const confirmation = smtp.messages.find((message) => message.to.includes('marco@esempio.it'));
      expect(confirmation?.subject).toContain(numbers[1]);
    } finally {
      await smtp.stop();
    }
  });
});
