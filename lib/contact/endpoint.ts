/**
 * Where contact requests are delivered: NEXT_PUBLIC_CONTACT_ENDPOINT, read when the site is
 * built (see README, "Contact form delivery"). Unset, the forms simulate the send.
 */
export function parseContactEndpoint(value: string | undefined): string | null {
  const trimmed = value?.trim();
  if (!trimmed) return null;
  let url: URL | null = null;
  try {
    url = new URL(trimmed);
  } catch {
    // reported below
  }
  if (!url || (url.protocol !== 'https:' && url.protocol !== 'http:')) {
    // A broken address would lose every order: stop the build instead.
    throw new Error(`NEXT_PUBLIC_CONTACT_ENDPOINT must be an http(s) URL, got "${trimmed}".`);
  }
  return trimmed;
}

export const contactEndpoint = parseContactEndpoint(process.env.NEXT_PUBLIC_CONTACT_ENDPOINT);
