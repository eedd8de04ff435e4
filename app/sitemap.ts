import type { MetadataRoute } from 'next';
import { pageHead } from '@/lib/metadata';
import { sitePages } from '@/lib/site-pages';
import { absoluteUrl } from '@/lib/site-url';

export const dynamic = 'force-static';

/**
 * Every canonical page (content/routes.ts and one page per recipe) but those marked noindex in
 * content/pages.ts; aliases are left out on purpose.
 */
export default function sitemap(): MetadataRoute.Sitemap {
  return sitePages()
    .filter((page) => !pageHead(page).noindex)
    .map((page) => ({ url: absoluteUrl(page) }));
}
