import { endpointOrigin } from '@/deploy/hosting.config.mjs';

/**
 * Where contact requests are delivered: NEXT_PUBLIC_CONTACT_ENDPOINT, read when the site is
 * built (see README, "Contact form delivery"). Unset, the forms simulate the send.
 */
export function parseContactEndpoint(value: string | undefined): string | null {
  const trimmed = value?.trim();
  if (!trimmed) return null;
  // The same rule as the Content-Security-Policy's: https (http only on this machine) or a path
  // on this site. A broken address would lose every order, so it stops the build instead.
  endpointOrigin(trimmed);
  return trimmed;
}

export const contactEndpoint = parseContactEndpoint(process.env.NEXT_PUBLIC_CONTACT_ENDPOINT);
