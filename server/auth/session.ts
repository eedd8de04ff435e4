import { parse as parseCookies, serialize as serializeCookie } from 'cookie';
import type { ServiceConfig } from '../config';
import type { Database } from '../store/database';
import { rolesOf, type Role } from './roles';
import { formToken, isSecret, newSecret, sameToken } from './secrets';
import { findSession, SESSION_TTL_MS } from './store';

/**
 * The login as one request sees it, for every page behind it (the team's area; the editing page
 * will be another): which session its cookie names and with which roles, the form tokens, and
 * whether a POST comes from a page of this origin. Cookies: `limenta_team` (the session) and
 * `limenta_team_form` (the browser's secret for the forms before login), both HttpOnly,
 * SameSite=Strict, Path=/; over HTTPS `__Host-` and Secure (only this host, never set by a subdomain).
 */
export type Session =
  | { state: 'active'; email: string; roles: Role[]; secret: string; /** This session's form token. */ token: string }
  | { state: 'expired' }
  | { state: 'none' };

export class RequestAuth {
  readonly url: URL;
  /** Behind nginx (which always says so) the connection is the proxy's. */
  readonly proxied: boolean;
  readonly secure: boolean;
  private readonly names: { session: string; form: string };
  private readonly cookies: Record<string, string | undefined>;

  constructor(
    private readonly request: Request,
    private readonly options: { db: Database; config: ServiceConfig; at: number },
  ) {
    this.url = new URL(request.url);
    this.proxied = ['x-real-ip', 'x-forwarded-for', 'x-forwarded-proto'].some((name) => request.headers.has(name));
    this.secure = this.url.protocol === 'https:' || request.headers.get('x-forwarded-proto') === 'https';
    this.names = this.secure
      ? { session: '__Host-limenta_team', form: '__Host-limenta_team_form' }
      : { session: 'limenta_team', form: 'limenta_team_form' };
    this.cookies = parseCookies(request.headers.get('cookie') ?? '');
  }

  private cookie(name: string, value: string, maxAgeMs: number): string {
    return serializeCookie(name, value, {
      httpOnly: true,
      secure: this.secure,
      sameSite: 'strict',
      path: '/',
      maxAge: Math.floor(maxAgeMs / 1000),
    });
  }

  /** The session the cookie names, with the roles its address has now (the lists are read at every request). */
  async session(): Promise<Session> {
    const secret = this.cookies[this.names.session];
    if (!isSecret(secret)) return { state: 'none' };
    const found = await findSession(this.options.db, secret, this.options.at);
    if (found.state !== 'active') return found;
    return {
      state: 'active',
      email: found.email,
      roles: rolesOf(found.email, this.options.config),
      secret,
      token: formToken(secret, 'area'),
    };
  }

  /** The Set-Cookie of a new session, or of its end (an empty secret). */
  sessionCookie(secret: string): string {
    return this.cookie(this.names.session, secret, secret ? SESSION_TTL_MS : 0);
  }

  /** The browser's own secret for the forms before login, and the cookie to set when it has none yet. */
  formSecret(): { token: string; setCookie: Record<string, string> } {
    const existing = this.cookies[this.names.form];
    if (isSecret(existing)) return { token: formToken(existing, 'login'), setCookie: {} };
    const secret = newSecret();
    return {
      token: formToken(secret, 'login'),
      setCookie: { 'Set-Cookie': this.cookie(this.names.form, secret, SESSION_TTL_MS) },
    };
  }

  /** Whether a login form's token is the one this browser was given. */
  loginTokenMatches(received: unknown): boolean {
    const existing = this.cookies[this.names.form];
    return isSecret(existing) && sameToken(formToken(existing, 'login'), received);
  }

  /**
   * A POST from a page of this origin. Browsers say where it comes from in Sec-Fetch-Site; the
   * Origin of a page whose referrer policy is no-referrer (the area's) is «null», so it counts only
   * when it names an origin, or when an older browser sends no Sec-Fetch-Site.
   */
  fromOwnPage(): boolean {
    const site = this.request.headers.get('sec-fetch-site');
    if (site !== null && site !== 'same-origin') return false;
    const origin = this.request.headers.get('origin');
    if (origin === null || (origin === 'null' && site === 'same-origin')) return true;
    try {
      const { host } = new URL(origin);
      return (
        host === this.url.host || origin === this.options.config.serviceUrl || origin === this.options.config.siteUrl
      );
    } catch {
      return false;
    }
  }

  /**
   * The origin a login link points to: this service's own when called on this machine directly
   * (`npm start` on localhost), SERVICE_URL otherwise, never a Host a stranger sent.
   */
  linkOrigin(): string {
    const { hostname } = this.url;
    const loopback = hostname === 'localhost' || hostname === '[::1]' || /^127\.\d+\.\d+\.\d+$/.test(hostname);
    return loopback && !this.proxied ? this.url.origin : this.options.config.serviceUrl;
  }
}
