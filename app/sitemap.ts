import type { MetadataRoute } from 'next';
import { sitePages } from '@/lib/site-pages';
import { absoluteUrl } from '@/lib/site-url';

export const dynamic = 'force-static';

/** Every canonical page (content/routes.ts and one page per recipe); aliases are left out on purpose. */
export default function sitemap(): MetadataRoute.Sitemap {
  return sitePages().map((page) => ({ url: absoluteUrl(page) }));
}
