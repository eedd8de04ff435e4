import type { MetadataRoute } from 'next';
import { isDemoSite } from '@/lib/site-mode';
import { absoluteUrl } from '@/lib/site-url';

export const dynamic = 'force-static';

/** The published site lets every crawler in; the demonstration site (lib/site-mode.ts) keeps them all out. */
export default function robots(): MetadataRoute.Robots {
  return {
    rules: isDemoSite() ? { userAgent: '*', disallow: '/' } : { userAgent: '*', allow: '/' },
    sitemap: absoluteUrl('/sitemap.xml'),
  };
}
