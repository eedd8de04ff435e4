import type { MetadataRoute } from 'next';
import { pages } from '@/content/pages';
import { routes } from '@/content/routes';
import { absoluteUrl } from '@/lib/site-url';

export const dynamic = 'force-static';

/** Every canonical route of content/routes.ts but those marked noindex in content/pages.ts; no alias. */
export default function sitemap(): MetadataRoute.Sitemap {
  return routes.filter((route) => !pages[route].noindex).map((route) => ({ url: absoluteUrl(route) }));
}
