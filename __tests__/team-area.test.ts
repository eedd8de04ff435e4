/** @jest-environment node */
import { escapeHtml } from '@/server/mail/layout';
import { fillTemplate } from '@/lib/format';
import { timeLeftLabel } from '@/lib/working-hours';
import { EDITING_PAGE } from '@/server/auth/roles';
import { teamLog } from '@/server/auth/store';
import { fillDeadlines, teamRequestById } from '@/server/store/lifecycle';
import { AREA_HEADERS, LINK_LIMITS, PAGE_SIZE } from '@/server/team/area';
import { SERVICE_URL, testDatabases, texts } from './support/request-service';
import {
  Agent,
  areaOn,
  askForLink,
  EDITOR,
  expectPage,
  HOUR,
  linkIn,
  logIn,
  MINUTE,
  sendOutbox,
  storeRequest,
  TEAM_MEMBER,
  teamTestBed,
  textOf,
} from './support/team-area';

/**
 * The team's area at /team/, on SQLite and on PostgreSQL, its login links sent to a real SMTP
 * server: who gets in and how, what is refused (a link used twice or late, a form without its
 * token or from another site, every page without a session), the list and one request's page, the
 * actions and the person's data.
 */
jest.setTimeout(90_000);

const A = texts.team.area;
// Friday 27 November 2026, 10:00 in Italy: the service is open.
const FRIDAY_10 = Date.parse('2026-11-27T10:00:00+01:00');

describe.each(testDatabases())('on $name', (database) => {
  const bed = teamTestBed(database);
  // Opened in the bed's beforeAll.
  let { db, smtp } = bed;
  beforeAll(() => ({ db, smtp } = bed));

  describe('logging in', () => {
    it('sends a listed address a single-use link by email; an unlisted one gets the same page and nothing', async () => {
      const area = areaOn(db, smtp);
      const member = new Agent(area);
      const stranger = new Agent(area, '198.51.100.9');
      await member.get('/team/accesso');
      await stranger.get('/team/accesso');
      const listed = await member.post('/team/accesso', { email: 'Maria@Limenta.it' });
      const unlisted = await stranger.post('/team/accesso', { email: 'intruso@esempio.it' });
      expect(listed.status).toBe(200);
      expect(unlisted.status).toBe(200);
      // The same words for both, and the page names no address.
      expect(textOf(unlisted.body)).toBe(textOf(listed.body));
      expect(listed.body).toContain(escapeHtml(fillTemplate(A.login.sent, { minutes: 15 })));
      expect(listed.body).not.toContain('maria@limenta.it');

      await smtp.waitFor(1);
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect(smtp.messages).toHaveLength(1);
      const [email] = smtp.messages;
      expect(email.to).toEqual([TEAM_MEMBER]);
      expect(email.subject).toBe(A.loginEmail.subject);
      expect(email.text).toContain(fillTemplate(A.loginEmail.intro, { site: texts.site.name, minutes: 15 }));
      // Only the link's hash is stored.
      const token = new URL(linkIn(smtp, TEAM_MEMBER)).searchParams.get('t')!;
      const stored = await db.query('SELECT token_hash, email FROM team_login_links');
      expect(stored).toEqual([{ token_hash: expect.not.stringContaining(token), email: TEAM_MEMBER }]);
      expect(JSON.stringify(stored)).not.toContain(token);
    });

    it('opens a page with a button: opening the link uses nothing, the button logs in, a second press is refused in Italian', async () => {
      const area = areaOn(db, smtp);
      const agent = new Agent(area);
      const link = await askForLink(agent, smtp);
      // A mail scanner opens the link twice: the link still works.
      const scanner = new Agent(area, '192.0.2.1');
      for (let time = 0; time < 2; time += 1)
        expect((await scanner.get(`${link.pathname}${link.search}`, { 'Sec-Fetch-Site': 'none' })).status).toBe(200);

      const page = await agent.get(`${link.pathname}${link.search}`, { 'Sec-Fetch-Site': 'none' });
      expect(page.body).toContain(`>${A.login.confirm}</button>`);
      const confirmToken = agent.token;
      const loggedIn = await agent.post('/team/accesso/link', { link: link.searchParams.get('t')! });
      expect(loggedIn.status).toBe(303);
      expect(loggedIn.headers.get('location')).toBe('/team/');
      const cookie = loggedIn.headers.getSetCookie()[0];
      expect(cookie).toMatch(/^limenta_team=[A-Za-z0-9_-]{43}; Max-Age=43200; Path=\/; HttpOnly; SameSite=Strict$/);
      expect((await agent.get('/team/')).status).toBe(200);

      // Back to the page, and the button again.
      const again = await agent.post('/team/accesso/link', { link: link.searchParams.get('t')!, token: confirmToken });
      expectPage(again, 410, A.login.used);
      expectPage(await scanner.get(`${link.pathname}${link.search}`), 410, A.login.used);
      expect((await teamLog(db)).map((entry) => [entry.actor, entry.action])).toEqual([
        [TEAM_MEMBER, 'login'],
        [TEAM_MEMBER, 'link'],
      ]);
    });

    it('refuses a link after its 15 minutes, and a made-up one', async () => {
      const area = areaOn(db, smtp);
      const agent = new Agent(area);
      const link = await askForLink(agent, smtp);
      await agent.get(`${link.pathname}${link.search}`);
      area.clock.now += 15 * MINUTE;
      const late = await agent.post('/team/accesso/link', { link: link.searchParams.get('t')! });
      expectPage(late, 410, fillTemplate(A.login.expired, { minutes: 15 }));
      expect(late.headers.getSetCookie()).toEqual([]);
      expectPage(await agent.get(`/team/accesso/link?t=${'A'.repeat(43)}`), 400, A.login.unknown);
    });

    it('never takes the link’s address from the request: SERVICE_URL, but on this machine without a proxy', async () => {
      const area = areaOn(db, smtp, { serviceUrl: 'https://richieste.limenta.it' });
      const ask = async (agent: Agent, headers: Record<string, string> = {}) =>
        (await askForLink(agent, smtp, TEAM_MEMBER, headers)).href;
      expect(await ask(new Agent(area, '198.51.100.1', 'http://evil.example'))).toMatch(
        /^https:\/\/richieste\.limenta\.it\/team\/accesso\/link\?t=/,
      );
      expect(
        await ask(new Agent(area, '198.51.100.2', 'http://127.0.0.1:3100'), { 'X-Forwarded-Proto': 'https' }),
      ).toMatch(/^https:\/\/richieste\.limenta\.it\//);
      expect(await ask(new Agent(area, '198.51.100.3', 'http://localhost:3000'))).toMatch(
        /^http:\/\/localhost:3000\/team\/accesso\/link\?t=/,
      );
    });

    it('limits link requests per address (any spelling of it) and per network, alike for listed and unlisted addresses', async () => {
      const area = areaOn(db, smtp);
      const agent = new Agent(area);
      await agent.get('/team/accesso');
      const spellings = [TEAM_MEMBER, TEAM_MEMBER.toUpperCase(), TEAM_MEMBER.replace('@', '+1@')];
      for (const email of spellings.slice(0, LINK_LIMITS.perAddress.max))
        expect((await agent.post('/team/accesso', { email })).status).toBe(200);
      const refused = await agent.post('/team/accesso', { email: TEAM_MEMBER.replace('@', '+2@') });
      expectPage(refused, 429, fillTemplate(A.login.tooMany, { minutes: 15 }));
      const unlisted = new Agent(area, '198.51.100.20');
      await unlisted.get('/team/accesso');
      for (let time = 0; time < LINK_LIMITS.perAddress.max; time += 1)
        await unlisted.post('/team/accesso', { email: 'intruso@esempio.it' });
      expect((await unlisted.post('/team/accesso', { email: 'intruso@esempio.it' })).status).toBe(429);
      // One IPv6 /64 is one network, whatever addresses it uses.
      const network = (host: number) => new Agent(area, `2001:db8:1:2::${host.toString(16)}`);
      for (let host = 1; host <= LINK_LIMITS.perNetwork.max; host += 1) {
        const one = network(host);
        await one.get('/team/accesso');
        expect((await one.post('/team/accesso', { email: `persona${host}@esempio.it` })).status).toBe(200);
      }
      const next = network(999);
      await next.get('/team/accesso');
      expect((await next.post('/team/accesso', { email: 'altra@esempio.it' })).status).toBe(429);
      // After the window the address may ask again.
      area.clock.now += 15 * MINUTE + 1;
      expect((await agent.post('/team/accesso', { email: TEAM_MEMBER })).status).toBe(200);
    });

    it('lets an editor log in, but not into the requests; an address taken off TEAM_EMAILS loses access at its next click', async () => {
      const area = areaOn(db, smtp);
      const editor = new Agent(area);
      const landed = await logIn(editor, smtp, EDITOR);
      expect(landed.status).toBe(303);
      // An address that only edits lands on the editing page, and goes back there from the login page.
      expect(landed.headers.get('location')).toBe(EDITING_PAGE);
      expect((await editor.get('/team/accesso')).headers.get('location')).toBe(EDITING_PAGE);
      expectPage(await editor.get('/team/'), 403, A.refused.noAccess);

      const member = new Agent(area);
      expect((await logIn(member, smtp)).headers.get('location')).toBe('/team/');
      expect((await member.get('/team/')).status).toBe(200);
      area.config.teamEmails = [];
      expect((await member.get('/team/')).status).toBe(403);
    });

    it('ends a session after 12 hours, and with «Esci»', async () => {
      const area = areaOn(db, smtp);
      const agent = new Agent(area);
      await logIn(agent, smtp);
      await agent.get('/team/');
      area.clock.now += 12 * HOUR;
      const late = await agent.get('/team/');
      expect(late.status).toBe(303);
      expect(late.headers.get('location')).toBe('/team/accesso?scaduta=1');

      const other = new Agent(area);
      await logIn(other, smtp);
      await other.get('/team/');
      const out = await other.post('/team/esci', {});
      expect(out.status).toBe(303);
      expect(out.headers.get('location')).toBe('/team/accesso?uscito=1');
      expect((await other.get('/team/accesso?uscito=1')).body).toContain(escapeHtml(A.login.loggedOut));
      const [session] = await db.query('SELECT ended_at FROM team_sessions WHERE ended_at IS NOT NULL');
      expect(Number(session.ended_at)).toBe(area.clock.now);
      expect((await other.get('/team/')).status).toBe(303);
    });
  });

  describe('what is refused', () => {
    it('shows no request’s data on any page without a session: a redirect to the login, or a refusal', async () => {
      const stored = await storeRequest(db, FRIDAY_10, {
        name: 'Giulia Segreta',
        email: 'giulia.segreta@esempio.it',
        message: 'Indirizzo di casa mia.',
      });
      const area = areaOn(db, smtp);
      const stranger = new Agent(area);
      for (const path of [
        '/team/',
        `/team/richieste/${stored.id}`,
        `/team/richieste/${stored.id}/cancella`,
        '/team/?cerca=giulia',
        '/team/inesistente',
      ]) {
        const page = await stranger.get(path);
        expect([303, 404]).toContain(page.status);
        for (const secret of [stored.name, stored.email, stored.message, stored.number])
          expect(page.body).not.toContain(secret);
      }
      for (const path of [`/team/richieste/${stored.id}`, `/team/richieste/${stored.id}/cancella`]) {
        const page = await stranger.post(path, { azione: 'export' });
        expect(page.status).toBe(403);
        for (const secret of [stored.name, stored.email, stored.message]) expect(page.body).not.toContain(secret);
      }
      expect(await teamRequestById(db, stored.id)).toMatchObject({ status: 'new' });
    });

    it('loads a page followed from another site (a webmail) once more from itself, where the browser sends its SameSite=Strict cookie', async () => {
      const stored = await storeRequest(db, FRIDAY_10, { name: 'Giulia Segreta' });
      const stranger = new Agent(areaOn(db, smtp));
      const followed = await stranger.get(`/team/richieste/${stored.id}`, { 'Sec-Fetch-Site': 'cross-site' });
      expect(followed.status).toBe(200);
      expect(followed.body).toContain(`<meta http-equiv="refresh" content="0; url=/team/richieste/${stored.id}">`);
      expect(followed.body).not.toContain(stored.name);
      // From itself, still without a session: the login.
      expect((await stranger.get(`/team/richieste/${stored.id}`)).headers.get('location')).toBe('/team/accesso');
    });

    it('refuses a POST without the form’s token, with another session’s, or from another site, and changes nothing', async () => {
      const stored = await storeRequest(db, FRIDAY_10);
      const area = areaOn(db, smtp);
      const agent = new Agent(area);
      await logIn(agent, smtp);
      await agent.get(`/team/richieste/${stored.id}`);
      const other = new Agent(area);
      await logIn(other, smtp);
      await other.get('/team/');
      for (const [fields, headers] of [
        [{ token: '' }, {}],
        [{ token: other.token }, {}],
        [{}, { Origin: 'https://evil.example' }],
        [{}, { 'Sec-Fetch-Site': 'cross-site', Origin: 'null' }],
        [{}, { 'Sec-Fetch-Site': 'same-site', Origin: 'https://negozio.limenta.it' }],
        // A browser that does not say where a form comes from, and names no origin.
        [{}, { 'Sec-Fetch-Site': '', Origin: 'null' }],
      ] as Array<[Record<string, string>, Record<string, string>]>) {
        const page = await agent.post(`/team/richieste/${stored.id}`, { azione: 'cancel', ...fields }, headers);
        expectPage(page, 403, A.refused.form);
      }
      expect((await agent.post('/team/accesso', { email: TEAM_MEMBER, token: 'x' })).status).toBe(403);
      expect(await teamRequestById(db, stored.id)).toMatchObject({ status: 'new' });
      // The right token, from here (as an older browser says it, too): done.
      expect(
        (
          await agent.post(
            `/team/richieste/${stored.id}`,
            { azione: 'phone' },
            { 'Sec-Fetch-Site': '', Origin: new URL(SERVICE_URL).origin },
          )
        ).status,
      ).toBe(303);
      expect((await agent.post(`/team/richieste/${stored.id}`, { azione: 'cancel' })).status).toBe(303);
      expect(await teamRequestById(db, stored.id)).toMatchObject({ status: 'cancelled' });
    });

    it('answers every page with its own strict headers', async () => {
      const area = areaOn(db, smtp);
      const agent = new Agent(area);
      for (const path of ['/team/accesso', '/team/', '/team/stile.css', '/team/altro']) {
        const page = await agent.get(path);
        for (const [name, value] of Object.entries(AREA_HEADERS)) expect(page.headers.get(name)).toBe(value);
      }
      expect(AREA_HEADERS['Content-Security-Policy']).toBe(
        "default-src 'none'; style-src 'self'; img-src 'self'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'",
      );
      const css = await agent.get('/team/stile.css');
      expect(css.headers.get('content-type')).toBe('text/css; charset=utf-8');
      expect(css.body).toContain('--color-mint-700');
    });
  });

  describe('the list', () => {
    /** The names the list shows, in its order. */
    const namesIn = (body: string) =>
      [...body.matchAll(/<span class="name">([^<]+)<\/span>/g)].map((found) => found[1]);

    it('shows the requests awaiting a reply first, most urgent on top, each with its time left, then the others; 50 a page', async () => {
      const area = areaOn(db, smtp, {}, { now: FRIDAY_10 + 30 * MINUTE });
      const oldest = await storeRequest(db, FRIDAY_10 - 4 * 24 * HOUR, { name: 'Anna Prima' });
      const newest = await storeRequest(db, FRIDAY_10, { name: 'Bruno Ultimo' });
      const answered = await storeRequest(db, FRIDAY_10 - 5 * 24 * HOUR, { name: 'Carla Risposta' });
      const closed = await storeRequest(db, FRIDAY_10 - 6 * 24 * HOUR, { name: 'Dario Chiuso' });
      await fillDeadlines(db, texts.site);
      const agent = new Agent(area);
      await logIn(agent, smtp);
      await agent.post(`/team/richieste/${answered.id}`, { azione: 'phone' });
      await agent.post(`/team/richieste/${closed.id}`, { azione: 'cancel' });

      const open = await agent.get('/team/');
      expect(namesIn(open.body)).toEqual(['Anna Prima', 'Bruno Ultimo', 'Carla Risposta']);
      const newestDeadline = (await teamRequestById(db, newest.id))!.deadlineAt!;
      expect(open.body).toContain(escapeHtml(timeLeftLabel(newestDeadline, area.clock.now, texts.team.deadlines)));
      // Overdue, in words and marked.
      const overdue = timeLeftLabel(
        (await teamRequestById(db, oldest.id))!.deadlineAt!,
        area.clock.now,
        texts.team.deadlines,
      );
      expect(overdue).toMatch(new RegExp(`^${texts.team.deadlines.overdue.split('{')[0]}`));
      expect(open.body).toContain(`<span class="due due-overdue">${escapeHtml(overdue)}</span>`);

      const all = await agent.get('/team/?stato=');
      expect(namesIn(all.body)).toEqual(['Anna Prima', 'Bruno Ultimo', 'Carla Risposta', 'Dario Chiuso']);
      const cancelled = await agent.get('/team/?stato=cancelled');
      expect(namesIn(cancelled.body)).toEqual(['Dario Chiuso']);
      expect(cancelled.body).toContain(
        `<span class="status status-cancelled">${escapeHtml(A.statuses.cancelled)}</span>`,
      );

      for (let index = 0; index < PAGE_SIZE + 5; index += 1) await storeRequest(db, FRIDAY_10 + index * MINUTE);
      const first = await agent.get('/team/');
      expect(namesIn(first.body)).toHaveLength(PAGE_SIZE);
      expect(first.body).toContain(escapeHtml(fillTemplate(A.list.page, { page: 1, pages: 2 })));
      const second = await agent.get('/team/?pagina=2');
      expect(namesIn(second.body)).toHaveLength(3 + 5);
    });

    it('finds a request by its number, by part of a name or of an email, in any case', async () => {
      const area = areaOn(db, smtp);
      const giulia = await storeRequest(db, FRIDAY_10, { name: 'Giulia Rossi', email: 'g.rossi@esempio.it' });
      await storeRequest(db, FRIDAY_10, { name: 'Marco Bianchi', email: 'marco@esempio.it' });
      await storeRequest(db, FRIDAY_10, { name: 'Percento 100%', email: 'p_c@esempio.it' });
      const agent = new Agent(area);
      await logIn(agent, smtp);
      const names = async (search: string) =>
        namesIn((await agent.get(`/team/?stato=&cerca=${encodeURIComponent(search)}`)).body);
      expect(await names(giulia.number.toLowerCase())).toEqual(['Giulia Rossi']);
      expect(await names('ROSSI')).toEqual(['Giulia Rossi']);
      expect(await names('marco@')).toEqual(['Marco Bianchi']);
      expect(await names('%')).toEqual(['Percento 100%']);
      expect(await names('_')).toEqual(['Percento 100%']);
      expect(await names('nessuno')).toEqual([]);
    });
  });

  describe('one request', () => {
    it('shows what the visitor wrote as text, never as HTML', async () => {
      const stored = await storeRequest(db, FRIDAY_10, {
        name: 'Giulia <b>Rossi</b>',
        message: 'Ciao <script>alert(1)</script>\n<img src=x onerror=alert(2)>',
      });
      const agent = new Agent(areaOn(db, smtp));
      await logIn(agent, smtp);
      const page = await agent.get(`/team/richieste/${stored.id}`);
      expect(page.body).not.toContain('<script>alert');
      expect(page.body).not.toContain('<img src=x');
      expect(page.body).not.toContain('<b>Rossi');
      expect(page.body).toContain(escapeHtml(stored.message));
    });

    it('sends a free reply from the service, with the number in the subject and Reply-To the team; the status and the history follow', async () => {
      const area = areaOn(db, smtp);
      const stored = await storeRequest(db, FRIDAY_10, { email: 'giulia@esempio.it' });
      const agent = new Agent(area);
      await logIn(agent, smtp);
      await agent.get(`/team/richieste/${stored.id}`);
      const empty = await agent.post(`/team/richieste/${stored.id}`, { azione: 'reply', testo: '   ' });
      expectPage(empty, 422, A.request.reply.empty);
      const reply = 'Buongiorno Giulia,\nsei bottiglie costano 18 €. <Va bene?>';
      const sent = await agent.post(`/team/richieste/${stored.id}`, { azione: 'reply', testo: reply });
      expect(sent.status).toBe(303);
      expect(sent.headers.get('location')).toBe(`/team/richieste/${stored.id}?fatto=risposta`);
      expect(await teamRequestById(db, stored.id)).toMatchObject({ status: 'answered' });

      const config = area.config;
      const before = smtp.messages.length;
      await sendOutbox(db, smtp, area);
      const email = smtp.messages
        .slice(before)
        .find(
          (message) =>
            message.to.includes('giulia@esempio.it') &&
            message.subject === fillTemplate(A.replyEmail.subject, { number: stored.number }),
        )!;
      expect(email).toBeDefined();
      expect(email.replyTo).toContain(config.teamEmail);
      expect(email.text).toContain(reply);
      expect(email.html).toContain(escapeHtml(reply));

      const page = await agent.get(`/team/richieste/${stored.id}?fatto=risposta`);
      expect(page.body).toContain(escapeHtml(A.request.done.reply));
      expect(page.body).toContain(
        escapeHtml(fillTemplate(A.request.historyEvent, { actor: TEAM_MEMBER, action: A.request.events.reply })),
      );
      expect(page.body).toContain(escapeHtml(A.request.emailStates.sent));
      expect(page.body).toContain(escapeHtml(reply));
      expect((await teamLog(db))[0]).toMatchObject({ actor: TEAM_MEMBER, action: 'reply', target: stored.number });
    });

    it('moves a request along its life and refuses a step out of order, saying why', async () => {
      const stored = await storeRequest(db, FRIDAY_10);
      const agent = new Agent(areaOn(db, smtp));
      await logIn(agent, smtp);
      await agent.get(`/team/richieste/${stored.id}`);
      const early = await agent.post(`/team/richieste/${stored.id}`, { azione: 'deliver' });
      expectPage(early, 409, fillTemplate(A.request.outOfOrder, { status: A.statuses.new }));
      for (const [action, status] of [
        ['phone', 'answered'],
        ['accept', 'accepted'],
        ['deliver', 'delivered'],
        ['close', 'closed'],
      ] as const) {
        expect((await agent.post(`/team/richieste/${stored.id}`, { azione: action })).status).toBe(303);
        expect(await teamRequestById(db, stored.id)).toMatchObject({ status });
      }
      const page = await agent.get(`/team/richieste/${stored.id}?fatto=stato`);
      expect(page.body).toContain(escapeHtml(fillTemplate(A.request.done.status, { status: A.statuses.closed })));
      expect(page.body).toContain(escapeHtml(A.request.noActions));
      const history = await db.query(
        'SELECT actor, action, from_status, to_status FROM request_events WHERE request_id = ? ORDER BY id',
        [stored.id],
      );
      expect(history).toEqual([
        { actor: TEAM_MEMBER, action: 'phone', from_status: 'new', to_status: 'answered' },
        { actor: TEAM_MEMBER, action: 'accept', from_status: 'answered', to_status: 'accepted' },
        { actor: TEAM_MEMBER, action: 'deliver', from_status: 'accepted', to_status: 'delivered' },
        { actor: TEAM_MEMBER, action: 'close', from_status: 'delivered', to_status: 'closed' },
      ]);
      expect((await agent.post(`/team/richieste/${stored.id}`, { azione: 'reply', testo: 'Ancora?' })).status).toBe(
        409,
      );
    });

    it('exports everything kept of the person as JSON, then erases it all after a question', async () => {
      const first = await storeRequest(db, FRIDAY_10, { email: 'giulia@esempio.it', message: 'Prima richiesta.' });
      const second = await storeRequest(db, FRIDAY_10 + HOUR, {
        email: 'GIULIA@esempio.it',
        message: 'Seconda richiesta.',
      });
      const other = await storeRequest(db, FRIDAY_10, { email: 'marco@esempio.it' });
      const agent = new Agent(areaOn(db, smtp));
      await logIn(agent, smtp);
      await agent.get(`/team/richieste/${first.id}`);
      const exported = await agent.post(`/team/richieste/${first.id}`, { azione: 'export' });
      expect(exported.status).toBe(200);
      expect(exported.headers.get('content-disposition')).toMatch(
        /^attachment; filename="dati-giulia@esempio\.it\.json"$/,
      );
      const data = JSON.parse(exported.body);
      expect(data.richieste.map((one: { messaggio: string }) => one.messaggio)).toEqual([
        'Prima richiesta.',
        'Seconda richiesta.',
      ]);

      const question = await agent.get(`/team/richieste/${first.id}/cancella`);
      expect(question.body).toContain(
        escapeHtml(fillTemplate(A.request.eraseText, { count: 2, numbers: `${first.number}, ${second.number}` })),
      );
      const erased = await agent.post(`/team/richieste/${first.id}/cancella`, {});
      expect(erased.status).toBe(303);
      expect(erased.headers.get('location')).toBe('/team/?cancellati=2');
      expect(await teamRequestById(db, first.id)).toBeNull();
      expect(await teamRequestById(db, second.id)).toBeNull();
      expect(await teamRequestById(db, other.id)).not.toBeNull();
      expect((await agent.get('/team/?cancellati=2')).body).toContain(
        escapeHtml(fillTemplate(A.list.erased, { count: 2 })),
      );
      const log = await teamLog(db);
      expect(log[0]).toMatchObject({ action: 'erase', target: `${first.number}, ${second.number}` });
      expect(JSON.stringify(log)).not.toContain('giulia@');
    });
  });
});
