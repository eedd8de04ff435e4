/** @jest-environment node */
import { editingAccess } from '@/server/auth/editing';
import { EDITING_PAGE } from '@/server/auth/roles';
import { escapeHtml } from '@/server/mail/layout';
import { SERVICE_URL, testDatabases, texts } from './support/request-service';
import { Agent, areaOn, EDITOR, logIn, teamTestBed } from './support/team-area';

/**
 * «Esci» on the editing page of the live site (/admin/, scripts/editor/live.mjs): an address that
 * only edits never sees the team's area, so the page carries the area's own logout form with the
 * session's token. Posting it ends the session on the server: the cookie the browser had opens
 * /admin/ no more. On SQLite and on PostgreSQL, as the team's area.
 */
jest.setTimeout(90_000);

const A = texts.team.area;

describe.each(testDatabases())('on $name', (database) => {
  const bed = teamTestBed(database);

  it('ends an editor’s session with «Esci»: the cookie it had no longer opens the editing page', async () => {
    const area = areaOn(bed.db, bed.smtp);
    const editor = new Agent(area);
    expect((await logIn(editor, bed.smtp, EDITOR)).headers.get('location')).toBe(EDITING_PAGE);
    const cookie = [...editor.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    // What /admin/ asks of the login, for its page, with the cookie the browser holds after logging in.
    const access = () =>
      editingAccess(new Request(`${SERVICE_URL}${EDITING_PAGE}`, { headers: { Cookie: cookie } }), {
        db: bed.db,
        config: area.config,
        api: false,
        at: area.clock.now,
      });
    const inside = await access();
    if (!inside.ok) throw new Error(`Not logged in: ${inside.reason}`);

    // The page's «Esci» form: its token, posted as Chromium posts a form of /admin/ (no-referrer, same origin).
    editor.token = inside.logoutToken;
    const out = await editor.post('/team/esci', {});
    expect(out.status).toBe(303);
    expect(out.headers.get('location')).toBe('/team/accesso?uscito=1');
    expect((await editor.get('/team/accesso?uscito=1')).body).toContain(escapeHtml(A.login.loggedOut));
    expect(await access()).toEqual({ ok: false, reason: 'none' });
    const [session] = await bed.db.query('SELECT ended_at FROM team_sessions');
    expect(Number(session.ended_at)).toBe(area.clock.now);
  });
});
