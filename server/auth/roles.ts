import type { ServiceConfig } from '../config';

/**
 * Who may log in, and to do what: TEAM_EMAILS for the team's area (the requests), EDITOR_EMAILS
 * for the editing page, behind the same login. The lists are read again at every request, so an
 * address taken off a list loses its access with its next click, not when its session ends.
 */
export type Role = 'team' | 'editor';

export function rolesOf(email: string, config: Pick<ServiceConfig, 'teamEmails' | 'editorEmails'>): Role[] {
  const address = email.trim().toLowerCase();
  return [
    ...(config.teamEmails.includes(address) ? ['team' as const] : []),
    ...(config.editorEmails.includes(address) ? ['editor' as const] : []),
  ];
}

/** The editing page on the service's origin (scripts/editor/live.mjs), behind the same login. */
export const EDITING_PAGE = '/admin/';

/** Where a login leads: the team's area for the team, the editing page for an address that only edits. */
export function homeOf(roles: Role[], teamHome: string): string {
  return roles.includes('editor') && !roles.includes('team') ? EDITING_PAGE : teamHome;
}
