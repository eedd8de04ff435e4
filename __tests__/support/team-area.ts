import { parseSetCookie } from 'cookie';
import { startTestSmtpServer, type TestSmtpServer } from '../../scripts/lib/test-smtp-server.mjs';
import type { ServiceConfig } from '@/server/config';
import type { Client } from '@/server/handler';
import { escapeHtml } from '@/server/mail/layout';
import { smtpTransport } from '@/server/mail/transport';
import { acceptRequest, type NewRequest } from '@/server/store/requests';
import type { Database } from '@/server/store';
import { createTeamArea } from '@/server/team/area';
import { loginSender, teamMailComposers } from '@/server/team';
import type { ServiceTexts } from '@/server/texts';
import { mailerOn, newRequest, SERVICE_URL, testConfig, texts, type TestDatabase } from './request-service';

/**
 * The team's area on a real database, sending its login links to a real SMTP server, with a clock
 * the test moves; and a browser-like agent that keeps its cookies and reads the forms' tokens from
 * the pages, as a browser posting the area's forms does.
 */
export const TEAM_MEMBER = 'maria@limenta.it';
export const EDITOR = 'luca@limenta.it';
export const MINUTE = 60_000;
export const HOUR = 60 * MINUTE;

/** Empties the tables of the area too (the requests' own go with their requests). */
export async function emptyTeamTables(db: Database): Promise<void> {
  for (const table of [
    'proposals',
    'team_login_links',
    'team_sessions',
    'team_log',
    'team_notices',
    'outbox',
    'request_events',
    'requests',
  ])
    await db.query(`DELETE FROM ${table}`);
}

export function teamConfig(overrides: Partial<ServiceConfig> = {}): ServiceConfig {
  return testConfig({ teamEmails: [TEAM_MEMBER], editorEmails: [EDITOR], ...overrides });
}

export interface AreaUnderTest {
  handle(request: Request, client?: Client): Promise<Response>;
  config: ServiceConfig;
  clock: { now: number };
  texts: ServiceTexts;
}

export function areaOn(
  db: Database,
  smtp: TestSmtpServer,
  overrides: Partial<ServiceConfig> = {},
  clock = { now: Date.now() },
  own: ServiceTexts = texts,
): AreaUnderTest {
  const config = teamConfig(overrides);
  const area = createTeamArea({
    db,
    texts: own,
    config,
    now: () => clock.now,
    log: () => {},
    sendLoginLink: loginSender({ transport: smtpTransport(smtp.url), texts: own, config, log: () => {}, waits: [] }),
  });
  return {
    handle: (request, client = { address: '203.0.113.7' }) => area(request, client),
    config,
    clock,
    texts: own,
  };
}

/** Sends what the area left in the outbox (its replies, proposals and notices) to the SMTP server, once. */
export async function sendOutbox(db: Database, smtp: TestSmtpServer, area: AreaUnderTest): Promise<void> {
  const mailer = mailerOn(db, smtp, area.config, {
    texts: area.texts,
    now: () => area.clock.now,
    composers: teamMailComposers(db, area.texts, area.config),
  });
  await mailer.runOnce();
  await mailer.stop();
}

export interface Page {
  status: number;
  headers: Headers;
  body: string;
}

/** A browser on the area: its cookies, and the token of the last form it was shown. */
export class Agent {
  readonly cookies = new Map<string, string>();
  token = '';

  constructor(
    private readonly area: AreaUnderTest,
    private readonly address = '203.0.113.7',
    /** Where the browser thinks it is: the service's address unless a test names another Host. */
    private readonly base = SERVICE_URL,
  ) {}

  private keep(response: Response): void {
    for (const line of response.headers.getSetCookie()) {
      const cookie = parseSetCookie(line);
      if (!cookie.value || cookie.maxAge === 0) this.cookies.delete(cookie.name);
      else this.cookies.set(cookie.name, cookie.value);
    }
  }

  private async send(path: string, init: RequestInit = {}): Promise<Page> {
    const headers = new Headers(init.headers);
    // An empty value: a browser that does not send that header.
    for (const [name, value] of [...headers]) if (value === '') headers.delete(name);
    if (this.cookies.size > 0)
      headers.set('Cookie', [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; '));
    const response = await this.area.handle(
      new Request(`${this.base}${path}`, { ...init, headers, redirect: 'manual' }),
      { address: this.address },
    );
    this.keep(response);
    const body = await response.text();
    const token = /name="token" value="([^"]+)"/.exec(body)?.[1];
    if (token) this.token = token;
    return { status: response.status, headers: response.headers, body };
  }

  get(path: string, headers: Record<string, string> = {}): Promise<Page> {
    return this.send(path, { headers: { Accept: 'text/html', 'Sec-Fetch-Site': 'same-origin', ...headers } });
  }

  /**
   * A form as Chromium posts it from a page of the area: its token unless told otherwise, «null» for
   * Origin (the area's referrer policy is no-referrer) and same-origin for Sec-Fetch-Site.
   */
  post(path: string, fields: Record<string, string>, headers: Record<string, string> = {}): Promise<Page> {
    const body = new URLSearchParams({ token: this.token, ...fields }).toString();
    return this.send(path, {
      method: 'POST',
      body,
      headers: {
        'Content-Type': 'application/x-www-form-urlencoded',
        Accept: 'text/html',
        Origin: 'null',
        'Sec-Fetch-Site': 'same-origin',
        ...headers,
      },
    });
  }
}

/** The link of the last login email to `email`. */
export function linkIn(smtp: TestSmtpServer, email: string): string {
  const message = smtp.messages.filter((one) => one.to.includes(email)).at(-1);
  const link = message && /https?:\/\/\S+\/team\/accesso\/link\?t=[A-Za-z0-9_-]+/.exec(message.text)?.[0];
  if (!link) throw new Error(`No login link to ${email}`);
  return link;
}

/** Asks for a link as `email` on the login page: the link of the email that comes for it. */
export async function askForLink(
  agent: Agent,
  smtp: TestSmtpServer,
  email = TEAM_MEMBER,
  headers: Record<string, string> = {},
): Promise<URL> {
  const to = () => smtp.messages.filter((message) => message.to.includes(email)).length;
  const before = to();
  await agent.get('/team/accesso', headers);
  await agent.post('/team/accesso', { email }, headers);
  // Links leave after the page has answered: wait for this one (an earlier test's may still arrive meanwhile).
  for (const deadline = Date.now() + 20_000; to() === before;) {
    if (Date.now() > deadline) throw new Error(`No login link to ${email}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return new URL(linkIn(smtp, email));
}

/** Asks for a link as `email`, opens it and presses the button: the agent is in, on the page it was sent to. */
export async function logIn(agent: Agent, smtp: TestSmtpServer, email = TEAM_MEMBER): Promise<Page> {
  const link = await askForLink(agent, smtp, email);
  await agent.get(`${link.pathname}${link.search}`, { 'Sec-Fetch-Site': 'none' });
  const pressed = await agent.post('/team/accesso/link', { link: link.searchParams.get('t')! });
  const location = pressed.headers.get('location');
  if (pressed.status === 303 && location) await agent.get(location);
  return pressed;
}

/** A test database of each kind and a real SMTP server for a describe block, emptied before each test. */
export function teamTestBed(database: TestDatabase): { db: Database; smtp: TestSmtpServer } {
  const bed = {} as { db: Database; smtp: TestSmtpServer };
  beforeAll(async () => {
    bed.db = await database.open();
    bed.smtp = await startTestSmtpServer();
  });
  afterAll(async () => {
    await bed.smtp?.stop();
    await database.close(bed.db);
  });
  beforeEach(async () => {
    await emptyTeamTables(bed.db);
    bed.smtp.messages.length = 0;
  });
  return bed;
}

let made = 0;
/** A request as the service stores it, received at `at`. */
export async function storeRequest(db: Database, at: number, change: Partial<NewRequest> = {}) {
  made += 1;
  const values = { name: `Cliente ${made}`, email: `cliente${made}@esempio.it`, message: `Vorrei ${made} bottiglie.` };
  const outcome = await acceptRequest(db, newRequest({ ...values, ...change }), {
    now: at,
    teamEmail: 'ordini@limenta.it',
    confirmationLimit: { max: 1000, windowMs: 24 * HOUR },
  });
  if (outcome.kind !== 'created') throw new Error(outcome.kind);
  return outcome.request;
}

/** A page's status, and a text it shows (escaped, as the page writes it). */
export function expectPage(page: Page, status: number, text: string): void {
  expect(page.status).toBe(status);
  expect(page.body).toContain(escapeHtml(text));
}

/** The visible text of a page, without its tags. */
export const textOf = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#39;/g, '’')
    .replace(/\s+/g, ' ');
