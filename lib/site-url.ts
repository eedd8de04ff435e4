import { site } from '@/content/site';

/**
 * The absolute address of a path on the public site (content/site.ts, or SITE_URL at build time),
 * written as Next.js writes canonical and og:url links — the home page as the bare origin,
 * "https://www.limenta.it" — so the sitemap, the structured data and the <head> agree to the letter.
 */
export function absoluteUrl(path: string, siteUrl: string = site.url): string {
  const url = new URL(path, siteUrl);
  return url.pathname === '/' && !url.search && !url.hash ? url.origin : url.href;
}
