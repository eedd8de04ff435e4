import type { ServiceConfig } from '../config';
import type { Database } from '../store/database';
import { formToken, sameToken } from './secrets';
import { RequestAuth } from './session';

/**
 * Who may use the editing page on the live site (/admin/, scripts/editor/live.mjs): a session of
 * the team's login whose address is in EDITOR_EMAILS now. The page carries a form token of its own
 * (tied to the session, like the team's forms) that every call of its API sends back in a header,
 * and every call must come from a page of this origin: a page of another site can neither read nor
 * write, even in the editor's browser.
 */
export type EditingAccess =
  | {
      ok: true;
      email: string;
      token: string;
      /** The team area's form token, which its «Esci» (a plain form to /team/esci) takes: one logout for both areas. */ logoutToken: string;
    }
  /** none: no session (or an expired one); role: an address without the editor's role; form: not from the page, or without its token. */
  | { ok: false; reason: 'none' | 'role' | 'form' };

export const EDITING_TOKEN_HEADER = 'x-limenta-token';

export async function editingAccess(
  request: Request,
  { db, config, api, at = Date.now() }: { db: Database; config: ServiceConfig; api: boolean; at?: number },
): Promise<EditingAccess> {
  const auth = new RequestAuth(request, { db, config, at });
  const session = await auth.session();
  if (session.state !== 'active') return { ok: false, reason: 'none' };
  if (!session.roles.includes('editor')) return { ok: false, reason: 'role' };
  const token = formToken(session.secret, 'editing');
  if (api && !(auth.fromOwnPage() && sameToken(token, request.headers.get(EDITING_TOKEN_HEADER))))
    return { ok: false, reason: 'form' };
  return { ok: true, email: session.email, token, logoutToken: session.token };
}
