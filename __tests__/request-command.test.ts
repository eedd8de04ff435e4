/** @jest-environment node */
import { startTestSmtpServer } from '../scripts/lib/test-smtp-server.mjs';
import { runCli } from '@/server/cli';
import { counts, order, serviceOn, testDatabases, texts, visitor } from './support/request-service';

/** Issue #20: `npm run richieste`, the team's command, on SQLite and on PostgreSQL. */
jest.setTimeout(60_000);

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
  });

  it('exports CSV a spreadsheet opens safely (no formula runs)', async () => {
    const { output } = await cli('csv');
    const rows = output.trimEnd().split('\r\n');
    expect(rows[0]).toBe('Numero,Ricevuta il,Modulo,Nome,Email,Messaggio,Pagina');
    expect(rows).toHaveLength(4);
    expect(rows[1]).toMatch(new RegExp(`^${numbers[0]},\\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2},`));
    expect(output).toContain(`"'=HYPERLINK(""http://x"")"`);
    expect(output).toContain('"Vorrei sei bottiglie.\nConsegna a Torino."');
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
