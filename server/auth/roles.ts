import type { ServiceConfig } from '../config';

/**
 * Who may log in, and to do what: TEAM_EMAILS for the team's area (the requests), EDITOR_EMAILS
 * for the editing page, behind the same login. The lists are read again at every request, so an
 * address taken off a list loses its access with its next click, not when its session ends.
 */
export type Role = 'team' | 'editor';

export function rolesOf(email: string, config: Pick<ServiceConfig, 'teamEmails' | 'editorEmails'>): Role[] {
  const address = email.trim().toLowerCase();
  return [...(config.teamEmails.includes(address) ? ['team' as const] : []), ...(config.editorEmails.includes(address) ? ['editor' as const] : [])];
}

/**
 * An address as a limit counts it: lower case, without a +tag, so that maria+1@ and maria+2@ (one
 * mailbox) share one count.
 */
export function addressKey(email: string): string {
  const address = email.trim().toLowerCase();
  const at = address.lastIndexOf('@');
  return at < 1 ? address : `${address.slice(0, at).split('+')[0] || address.slice(0, at)}${address.slice(at)}`;
}

/** An IPv6 client is counted by its /64 (one home or phone line rotates addresses within it). */
export function networkKey(address: string): string {
  const ip = address.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, '');
  if (!ip.includes(':')) return ip;
  const [head, tail = ''] = ip.toLowerCase().split('::');
  const groups = [...head.split(':').filter(Boolean), ...Array(Math.max(0, 8 - head.split(':').filter(Boolean).length - tail.split(':').filter(Boolean).length)).fill('0'), ...tail.split(':').filter(Boolean)];
  return `${groups.slice(0, 4).map((group) => group.replace(/^0+(?=.)/, '')).join(':')}::/64`;
}
