import { endpointOrigin, SIMULATED_ENDPOINT } from '@/deploy/hosting.config.mjs';

/** The project's own request service (server/), on the site's origin: where the forms post by default. */
export const OWN_SERVICE_ENDPOINT = '/api/richieste';

/**
 * Where contact requests are delivered, read when the site is built (docs/deploy.md, "The request
 * service"): NEXT_PUBLIC_CONTACT_ENDPOINT when set (the service on another host, for a static
 * host); otherwise the service on the site's own origin. Null, the specification's simulated
 * send, only when asked for (NEXT_PUBLIC_CONTACT_ENDPOINT=simulate) and in `next dev`, which
 * runs no service; a production build refuses it (the go-live check).
 */
export function parseContactEndpoint(value: string | undefined, mode = process.env.NODE_ENV): string | null {
  const trimmed = value?.trim();
  if (trimmed === SIMULATED_ENDPOINT) return null;
  if (!trimmed) return mode === 'development' ? null : OWN_SERVICE_ENDPOINT;
  // The same rule as the Content-Security-Policy's: https (http only on this machine) or a path
  // on this site. A broken address would lose every order, so it stops the build instead.
  endpointOrigin(trimmed);
  return trimmed;
}

export const contactEndpoint = parseContactEndpoint(process.env.NEXT_PUBLIC_CONTACT_ENDPOINT);
