import { readFileSync } from 'node:fs';
import path from 'node:path';
import { isValidEmail } from '@/lib/contact/validation';
import { fillTemplate, italianToday } from '@/lib/format';
import { isRequestAction, isRequestStatus } from '@/lib/request-status';
import { Hono } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { readBody } from '../body';
import type { ServiceConfig } from '../config';
import type { Client, RequestHandler } from '../handler';
import { RateLimiter } from '../rate-limit';
import { homeOf, rolesOf } from '../auth/roles';
import { networkKey } from '../client-address';
import { recipientKey } from '../store/outbox';
import { formToken, isSecret, sameToken } from '../auth/secrets';
import { RequestAuth } from '../auth/session';
import {
  consumeLoginLink,
  createLoginLink,
  createSession,
  endSession,
  LINK_TTL_MS,
  linkState,
  logTeamAction,
  SESSION_TTL_MS,
} from '../auth/store';
import type { Database } from '../store/database';
import {
  changeRequest,
  countsByStatus,
  type ChangeOutcome,
  eventsOf,
  fillDeadlines,
  listRequests,
  teamRequestById,
  type StatusFilter,
  type TeamRequest,
} from '../store/lifecycle';
import { deleteRequests, requestsOf } from '../store/requests';
import type { ServiceTexts } from '../texts';
import {
  AREA_PATHS,
  confirmPage,
  erasePage,
  linkSentPage,
  listPage,
  loginPage,
  messagePage,
  reloadPage,
  REPLY_MAX_LENGTH,
  requestPage,
  type Viewer,
} from './pages';
import { exportFileName, personData } from './person';
import {
  acceptProposal,
  checkProposal,
  proposalByToken,
  proposalEmail,
  proposalTerms,
  sendProposal,
  validityMs,
} from './proposal';
import { acceptPage, proposalFormPage, visitorMessagePage } from './proposal-pages';
import { mailSettingsOf } from '../config';

/**
 * The team's area at /team/ on the service's origin: login by a single-use link sent by email
 * to an address of TEAM_EMAILS (or EDITOR_EMAILS), a session cookie, and the requests' list and
 * pages. Every page answers with its own strict headers; no request's data leaves without a
 * session of the team; every POST carries the form token of its browser and comes from this
 * origin; every action goes into the team's log. Routed by Hono, like the request service: a page's
 * other methods get the Italian 405 with its Allow.
 */
export const TEAM_ROOT = '/team';
export const isTeamPath = (pathname: string) => pathname === TEAM_ROOT || pathname.startsWith(`${TEAM_ROOT}/`);

export const PAGE_SIZE = 50;

/** Link requests: per address (its mailbox) and per network (an IPv4 address or an IPv6 /64). */
export const LINK_LIMITS = {
  perAddress: { max: 3, windowMs: 15 * 60 * 1000 },
  perNetwork: { max: 10, windowMs: 60 * 60 * 1000 },
};

const MINUTE = 60 * 1000;
const HOUR = 60 * MINUTE;

/** Headers of every answer of the area: nothing loads but its own stylesheet, nothing is stored, nothing leaks in a referrer. */
export const AREA_HEADERS: Record<string, string> = {
  'Content-Security-Policy':
    "default-src 'none'; style-src 'self'; img-src 'self'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'",
  'Cache-Control': 'no-store',
  'Referrer-Policy': 'no-referrer',
  'X-Content-Type-Options': 'nosniff',
  'X-Frame-Options': 'DENY',
  'Cross-Origin-Opener-Policy': 'same-origin',
  'Cross-Origin-Resource-Policy': 'same-origin',
};

export interface TeamAreaOptions {
  db: Database;
  texts: ServiceTexts;
  config: ServiceConfig;
  /** Sends a login link; the page never waits for it, so it answers alike for any address. */
  sendLoginLink: (email: string, link: string) => Promise<void>;
  /** A reply (a proposal, a contract's confirmation) is in the outbox: send it. */
  onReply?: () => void;
  now?: () => number;
  log?: (line: string) => void;
  /** The project's folder, where the stylesheet's sources are (STYLESHEET_SOURCES). */
  root?: string;
}

/**
 * The area's stylesheet, one file: the site's design tokens (app/tokens.css), base styles
 * (app/globals.css, without its import of the tokens) and the styles of its fields and buttons
 * (their CSS Modules' class names used as they are written), read as they are, then the area's own.
 */
export const STYLESHEET_SOURCES = [
  'app/tokens.css',
  'app/globals.css',
  'components/forms/TextField.module.css',
  'components/ui/ButtonLink.module.css',
  'server/team/area.css',
];

export function areaStylesheet(root = process.cwd()): string {
  return STYLESHEET_SOURCES.map((file) =>
    readFileSync(path.join(root, file), 'utf8').replace(/^@import\s+['"][^'"]+['"];\s*$/m, ''),
  ).join('\n');
}

export function createTeamArea({
  db,
  texts,
  config,
  sendLoginLink,
  onReply = () => {},
  now = Date.now,
  log = console.error,
  root,
}: TeamAreaOptions): RequestHandler {
  const stylesheet = areaStylesheet(root);
  const limits = {
    perAddress: new RateLimiter(LINK_LIMITS.perAddress.max, LINK_LIMITS.perAddress.windowMs),
    perNetwork: new RateLimiter(LINK_LIMITS.perNetwork.max, LINK_LIMITS.perNetwork.windowMs),
  };
  const linkMinutes = LINK_TTL_MS / MINUTE;
  const sessionHours = SESSION_TTL_MS / HOUR;

  /** What every page of one request uses: its time, its session's reader, and the ways it answers. */
  const scopeOf = (request: Request) => {
    // Read at each request: a publish from the editing page reloads the texts in place.
    const A = texts.team.area;
    const at = now();
    const auth = new RequestAuth(request, { db, config, at });
    const { url } = auth;
    const method = request.method === 'HEAD' ? 'GET' : request.method;

    // One Set-Cookie at most per answer (the Node bridge writes one value per header name).
    const answer = (status: number, body: string | null, headers: Record<string, string> = {}) =>
      new Response(body, {
        status,
        headers: {
          ...AREA_HEADERS,
          ...(body === null ? {} : { 'Content-Type': 'text/html; charset=utf-8' }),
          ...headers,
        },
      });
    const redirect = (location: string, headers: Record<string, string> = {}) =>
      answer(303, null, { Location: location, ...headers });
    const refuse = (
      status: number,
      message: string,
      viewer: Viewer | null = null,
      link = { href: AREA_PATHS.home, label: A.refused.back },
    ) => answer(status, messagePage(texts, { title: A.refused.title, message, link, viewer }));
    const toLogin = { href: AREA_PATHS.login, label: A.login.title };

    const readForm = async (): Promise<Record<string, string> | null> => {
      const body = await readBody(request);
      if (!body.ok || body.format !== 'form') return null;
      return Object.fromEntries(Object.entries(body.fields).map(([name, value]) => [name, String(value)]));
    };
    /** A login form: from here, with the token this browser was given. */
    const loginForm = async (): Promise<Record<string, string> | null> => {
      const fields = auth.fromOwnPage() ? await readForm() : null;
      return fields && auth.loginTokenMatches(fields.token) ? fields : null;
    };

    /** Ends the page with this answer, whatever called it (onError sends it). */
    const halt = (response: Response) => new HTTPException(response.status as ContentfulStatusCode, { res: response });

    /** The team's pages need a session of an address still in TEAM_EMAILS. */
    const teamSession = async (): Promise<{ viewer: Viewer; email: string }> => {
      const session = await auth.session();
      if (session.state !== 'active') {
        if (method !== 'GET') throw halt(refuse(403, A.refused.form, null, toLogin));
        // Followed from a webmail: this first request came without the SameSite=Strict cookie; from here it comes with it.
        if (session.state === 'none' && request.headers.get('sec-fetch-site') === 'cross-site')
          throw halt(answer(200, reloadPage(texts, `${url.pathname}${url.search}`)));
        throw halt(redirect(session.state === 'expired' ? `${AREA_PATHS.login}?scaduta=1` : AREA_PATHS.login));
      }
      const viewer = { email: session.email, token: session.token };
      if (!session.roles.includes('team')) throw halt(refuse(403, A.refused.noAccess, viewer, toLogin));
      return { viewer, email: session.email };
    };

    /** A POST of the area: from here, a form, with this session's token. */
    const teamPost = async () => {
      if (!auth.fromOwnPage()) throw halt(refuse(403, A.refused.form));
      const session = await teamSession();
      const fields = await readForm();
      if (!fields || !sameToken(session.viewer.token, fields.token))
        throw halt(refuse(403, A.refused.form, session.viewer));
      return { ...session, fields };
    };

    return { A, at, auth, url, method, answer, redirect, refuse, toLogin, readForm, loginForm, teamSession, teamPost };
  };
  type Scope = ReturnType<typeof scopeOf>;

  type AreaEnv = { Bindings: { client: Client }; Variables: { scope: Scope } };
  const app = new Hono<AreaEnv>();
  app.use(async (c, next) => {
    c.set('scope', scopeOf(c.req.raw));
    await next();
  });
  /** A page's methods (HEAD goes with GET); any other is refused with its Allow. */
  const only = (path: string, allow: string) =>
    app.all(path, ({ var: { scope } }) =>
      scope.answer(405, messagePage(texts, { title: scope.A.refused.title, message: scope.A.refused.method }), {
        Allow: allow,
      }),
    );

  app.all(TEAM_ROOT, ({ var: { scope } }) => scope.answer(301, null, { Location: AREA_PATHS.home }));
  const styleHeaders = { ...AREA_HEADERS, 'Content-Type': 'text/css; charset=utf-8' };
  app.get(AREA_PATHS.style, () => new Response(stylesheet, { headers: styleHeaders }));
  only(AREA_PATHS.style, 'GET, HEAD');

  // ---- Login ------------------------------------------------------------------------------
  app.get(AREA_PATHS.login, async ({ var: { scope } }) => {
    const { A, auth, url, answer, redirect } = scope;
    const session = await auth.session();
    if (session.state === 'active' && session.roles.length > 0) return redirect(homeOf(session.roles, AREA_PATHS.home));
    const form = auth.formSecret();
    const message = url.searchParams.has('uscito')
      ? A.login.loggedOut
      : url.searchParams.has('scaduta')
        ? fillTemplate(A.login.expiredSession, { hours: sessionHours })
        : null;
    return answer(200, loginPage(texts, { token: form.token, minutes: linkMinutes, message }), form.setCookie);
  });
  app.post(AREA_PATHS.login, async (c) => {
    const { A, at, auth, answer, refuse, toLogin, loginForm } = c.var.scope;
    const fields = await loginForm();
    if (!fields) return refuse(403, A.refused.form, null, toLogin);
    const email = (fields.email ?? '').trim();
    /** The form again, with what was typed and why it did not go. */
    const again = (status: number, error: string, headers?: Record<string, string>) =>
      answer(status, loginPage(texts, { token: fields.token, minutes: linkMinutes, email, error }), headers);
    if (!isValidEmail(email) || email.length > 254) return again(422, A.login.invalidEmail);
    // Counted alike for every address, of the team or not: the limit says nothing about who is in it.
    const network = networkKey(c.env.client.address);
    const wait = Math.max(limits.perAddress.waitFor(recipientKey(email), at), limits.perNetwork.waitFor(network, at));
    if (wait > 0)
      return again(429, fillTemplate(A.login.tooMany, { minutes: Math.ceil(wait / MINUTE) }), {
        'Retry-After': String(Math.ceil(wait / 1000)),
      });
    limits.perAddress.record(recipientKey(email), at);
    limits.perNetwork.record(network, at);
    if (rolesOf(email, config).length > 0) {
      const origin = auth.linkOrigin();
      const address = email.toLowerCase();
      // Not awaited: the answer leaves as fast for an address of the team as for any other.
      void (async () => {
        const token = await createLoginLink(db, address, at);
        await logTeamAction(db, { at, actor: address, action: 'link' });
        await sendLoginLink(address, `${origin}${AREA_PATHS.link}?t=${token}`);
      })().catch((error) => log(`Team login link: ${error instanceof Error ? error.message : String(error)}`));
    }
    return answer(200, linkSentPage(texts, linkMinutes));
  });
  only(AREA_PATHS.login, 'GET, HEAD, POST');

  const linkRefusal = ({ A, answer }: Scope, state: 'used' | 'expired' | 'unknown') =>
    answer(
      state === 'unknown' ? 400 : 410,
      messagePage(texts, {
        title: A.login.confirmTitle,
        message: fillTemplate(A.login[state], { minutes: linkMinutes }),
        link: { href: AREA_PATHS.login, label: A.login.again },
      }),
    );
  app.get(AREA_PATHS.link, async ({ var: { scope } }) => {
    const { at, auth, url, answer } = scope;
    const token = url.searchParams.get('t');
    if (!isSecret(token)) return linkRefusal(scope, 'unknown');
    const state = await linkState(db, token, at);
    if (state !== 'valid') return linkRefusal(scope, state);
    const form = auth.formSecret();
    return answer(200, confirmPage(texts, { token: form.token, link: token, hours: sessionHours }), form.setCookie);
  });
  app.post(AREA_PATHS.link, async ({ var: { scope } }) => {
    const { A, at, auth, redirect, refuse, toLogin, loginForm } = scope;
    const fields = await loginForm();
    if (!fields) return refuse(403, A.refused.form, null, toLogin);
    if (!isSecret(fields.link)) return linkRefusal(scope, 'unknown');
    const used = await consumeLoginLink(db, fields.link, at);
    if (!used.ok) return linkRefusal(scope, used.reason);
    const roles = rolesOf(used.email, config);
    if (roles.length === 0) return refuse(403, A.login.noAccess, null, toLogin);
    const secret = await createSession(db, used.email, at);
    await logTeamAction(db, { at, actor: used.email, action: 'login' });
    return redirect(homeOf(roles, AREA_PATHS.home), { 'Set-Cookie': auth.sessionCookie(secret) });
  });
  only(AREA_PATHS.link, 'GET, HEAD, POST');

  app.post(AREA_PATHS.logout, async ({ var: { scope } }) => {
    const { A, at, auth, redirect, refuse, readForm } = scope;
    const session = await auth.session();
    if (session.state !== 'active') return redirect(AREA_PATHS.login);
    const fields = auth.fromOwnPage() ? await readForm() : null;
    if (!fields || !sameToken(session.token, fields.token))
      return refuse(403, A.refused.form, { email: session.email, token: session.token });
    await endSession(db, session.secret, at);
    await logTeamAction(db, { at, actor: session.email, action: 'logout' });
    return redirect(`${AREA_PATHS.login}?uscito=1`, { 'Set-Cookie': auth.sessionCookie('') });
  });
  only(AREA_PATHS.logout, 'POST');

  // ---- The requests -----------------------------------------------------------------------
  app.get(AREA_PATHS.home, async ({ var: { scope } }) => {
    const { A, at, url, answer, teamSession } = scope;
    const { viewer } = await teamSession();
    const stato = url.searchParams.get('stato');
    const status: StatusFilter = stato === null || stato === 'open' ? 'open' : isRequestStatus(stato) ? stato : null;
    const search = (url.searchParams.get('cerca') ?? '').slice(0, 200);
    const page = Math.max(1, Number.parseInt(url.searchParams.get('pagina') ?? '1', 10) || 1);
    await fillDeadlines(db, texts.site);
    const [list, counts] = await Promise.all([
      listRequests(db, { status, search, page, pageSize: PAGE_SIZE }),
      countsByStatus(db),
    ]);
    const pageHref = (target: number) => {
      const query = new URLSearchParams();
      if (status !== 'open') query.set('stato', status ?? '');
      if (search) query.set('cerca', search);
      if (target > 1) query.set('pagina', String(target));
      const text = query.toString();
      return text ? `${AREA_PATHS.home}?${text}` : AREA_PATHS.home;
    };
    const erased = Number(url.searchParams.get('cancellati'));
    const message = Number.isInteger(erased) && erased > 0 ? fillTemplate(A.list.erased, { count: erased }) : null;
    return answer(200, listPage(texts, viewer, { page: list, status, search, counts, pageHref, message }, at));
  });
  only(AREA_PATHS.home, 'GET, HEAD');

  // ---- A proposal, for its visitor: no session, the link's token is the credential -----------
  const ACCEPT_PATH = AREA_PATHS.accept(':token{[^/]*}');
  app.on(['GET', 'POST'], ACCEPT_PATH, async ({ var: { scope } }) => {
    const { at, auth, url, method, answer, readForm } = scope;
    const P = texts.team.proposal.page;
    const path = url.pathname;
    const token = path.slice(AREA_PATHS.accept('').length);
    const refusal = (status: number, message: string) =>
      answer(status, visitorMessagePage(texts, P.refusedTitle, message, 'alert'));
    const expired = fillTemplate(P.expired, { days: texts.team.proposal.validityDays });
    const closed = (state: 'expired' | 'accepted' | 'superseded' | 'closed') =>
      refusal(410, state === 'expired' ? expired : P[state]);
    const found = isSecret(token) ? await proposalByToken(db, token, at) : null;
    if (!found) return refusal(400, P.unknown);
    const { proposal, request: theirs, state } = found;
    if (state !== 'open') return closed(state);
    // The form's token is tied to the link's: a page of another site cannot make it.
    const expected = formToken(token, 'proposta');
    if (method === 'GET') return answer(200, acceptPage(texts, theirs, proposal, path, expected));
    const fields = auth.fromOwnPage() ? await readForm() : null;
    if (!fields || !sameToken(expected, fields.token)) return refusal(403, P.form);
    if (
      !(await acceptProposal(db, proposal, theirs, {
        teamEmail: config.teamEmail,
        actor: texts.team.proposal.visitor,
        at,
      }))
    ) {
      const current = await proposalByToken(db, token, at);
      return closed(current && current.state !== 'open' ? current.state : 'closed');
    }
    onReply();
    const done = fillTemplate(P.done, { number: theirs.number });
    return answer(200, visitorMessagePage(texts, P.doneTitle, done, 'status'));
  });
  only(ACCEPT_PATH, 'GET, HEAD, POST');

  type Extra = { message?: string | null; error?: string | null; replyError?: string | null; reply?: string };
  /** A request's pages (GET, POST): the team's session on GET, its session and form token on POST, then the request. */
  const requestRoute = (
    tail: string,
    page: (
      scope: Scope,
      found: TeamRequest,
      session: { viewer: Viewer; email: string; fields: Record<string, string> },
      show: (status: number, extra?: Extra) => Promise<Response>,
      refused: (outcome: Exclude<ChangeOutcome, { ok: true }>, extra?: Extra) => Promise<Response>,
    ) => Promise<Response>,
  ) => {
    const path = `${AREA_PATHS.request(':id{[0-9]{1,15}}')}${tail}`;
    app.on(['GET', 'POST'], path, async ({ var: { scope }, req }) => {
      const session = scope.method === 'POST' ? await scope.teamPost() : await scope.teamSession();
      const found = await teamRequestById(db, Number(req.param('id')));
      if (!found) return scope.refuse(404, scope.A.refused.notFound, session.viewer);
      const { viewer } = session;
      const show = async (status: number, extra: Extra = {}, request = found) => {
        const events = await eventsOf(db, request.id);
        const html = requestPage(texts, viewer, { request, events, teamEmail: config.teamEmail, ...extra }, scope.at);
        return scope.answer(status, html);
      };
      /** A change refused: the request is gone, or another change came first (shown as it is now). */
      const refused = async (outcome: Exclude<ChangeOutcome, { ok: true }>, extra: Extra = {}) => {
        const { A } = scope;
        if (outcome.reason === 'missing') return scope.refuse(404, A.refused.notFound, viewer);
        const error = fillTemplate(A.request.outOfOrder, { status: A.statuses[outcome.status] });
        return show(409, { error, ...extra }, (await teamRequestById(db, found.id)) ?? found);
      };
      return page(scope, found, { fields: {}, ...session }, show, refused);
    });
    only(path, 'GET, HEAD, POST');
  };

  requestRoute('/proposta', async (scope, found, { viewer, email: actor, fields }, _show, refused) => {
    const { at, auth, url, method, answer, redirect } = scope;
    const F = texts.team.proposal.form;
    const today = italianToday(at);
    const chosen = method === 'GET' ? Object.fromEntries(url.searchParams) : fields;
    const formPage = (status: number, extra: { error?: string | null; preview?: string | null; blocked?: boolean }) =>
      answer(status, proposalFormPage(texts, viewer, { request: found, fields: chosen, ...extra }, today));
    if (texts.sales.withdrawal.decision === 'da-decidere')
      return formPage(method === 'GET' ? 200 : 409, { error: F.undecided, blocked: true });
    const asked = method === 'POST' || url.searchParams.has('confezione');
    const checked = asked ? checkProposal(chosen, texts, at) : null;
    if (checked && !checked.ok) return formPage(422, { error: checked.problem });
    if (method === 'GET') {
      const preview = checked?.ok
        ? proposalEmail(
            found,
            proposalTerms(found, checked.choice, checked.totals, at + validityMs(texts), texts, config.siteUrl),
            `${auth.linkOrigin()}${AREA_PATHS.accept('…')}`,
            texts,
            mailSettingsOf(config),
          ).text
        : null;
      return formPage(200, { preview });
    }
    if (!checked?.ok) return formPage(422, {});
    const sent = await sendProposal(db, {
      request: found,
      choice: checked.choice,
      totals: checked.totals,
      actor,
      at,
      linkOrigin: auth.linkOrigin(),
      texts,
      siteUrl: config.siteUrl,
    });
    if (!sent.ok) return refused(sent);
    await logTeamAction(db, { at, actor, action: 'propose', target: found.number });
    onReply();
    return redirect(`${AREA_PATHS.request(found.id)}?fatto=proposta`);
  });

  requestRoute('/cancella', async ({ at, method, answer, redirect }, found, { viewer, email: actor }) => {
    const theirs = await requestsOf(db, found.email);
    const numbers = theirs.map((one) => one.number);
    if (method === 'GET') return answer(200, erasePage(texts, viewer, found, numbers));
    const deleted = await deleteRequests(
      db,
      theirs.map((one) => one.id),
    );
    await logTeamAction(db, { at, actor, action: 'erase', target: numbers.join(', ') });
    return redirect(`${AREA_PATHS.home}?cancellati=${deleted}`);
  });

  requestRoute('', async (scope, found, { viewer, email: actor, fields }, show, refused) => {
    const { A, at, url, method, redirect, refuse } = scope;
    if (method === 'GET') {
      const done = new Map([
        ['risposta', A.request.done.reply],
        ['proposta', texts.team.proposal.form.sent],
        ['stato', fillTemplate(A.request.done.status, { status: A.statuses[found.status] })],
      ]);
      return show(200, { message: done.get(url.searchParams.get('fatto') ?? '') ?? null });
    }

    const action = fields.azione;
    if (action === 'export') {
      await logTeamAction(db, { at, actor, action: 'export', target: found.number });
      const data = await personData(db, found.email, texts, config.retentionMonths, at);
      return new Response(data, {
        headers: {
          ...AREA_HEADERS,
          'Content-Type': 'application/json; charset=utf-8',
          'Content-Disposition': `attachment; filename="${exportFileName(found.email)}"`,
        },
      });
    }
    if (!isRequestAction(action) || action === 'propose') return refuse(400, A.refused.form, viewer);
    const note = (fields.testo ?? '').replace(/\r\n/g, '\n').trim();
    if (action === 'reply' && !note) return show(422, { replyError: A.request.reply.empty });
    if (note.length > REPLY_MAX_LENGTH)
      return show(422, {
        replyError: fillTemplate(A.request.reply.tooLong, { max: REPLY_MAX_LENGTH }),
        reply: note.slice(0, REPLY_MAX_LENGTH),
      });
    const outcome = await changeRequest(db, {
      requestId: found.id,
      action,
      actor,
      at,
      note: action === 'reply' || action === 'phone' ? note || null : null,
      email: action === 'reply' ? { recipient: found.email } : undefined,
    });
    if (!outcome.ok) return refused(outcome, { reply: action === 'reply' ? note : undefined });
    await logTeamAction(db, { at, actor, action, target: found.number });
    if (action === 'reply') onReply();
    return redirect(`${AREA_PATHS.request(found.id)}?fatto=${action === 'reply' ? 'risposta' : 'stato'}`);
  });

  app.notFound(({ var: { scope } }) => scope.refuse(404, scope.A.refused.notFound));
  app.onError((error, c) => {
    if (error instanceof HTTPException) return error.getResponse();
    log(`${c.req.method} ${new URL(c.req.url).pathname}: ${error instanceof Error ? error.message : String(error)}`);
    const scope = c.var.scope ?? scopeOf(c.req.raw);
    return scope.refuse(503, scope.A.refused.unavailable);
  });

  return async (request, client) => app.fetch(request, { client });
}
