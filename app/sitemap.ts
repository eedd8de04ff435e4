import type { MetadataRoute } from 'next';
import { routes } from '@/content/routes';
import { absoluteUrl } from '@/lib/site-url';

export const dynamic = 'force-static';

/** Every canonical route of content/routes.ts; aliases are left out on purpose. */
export default function sitemap(): MetadataRoute.Sitemap {
  return routes.map((route) => ({ url: absoluteUrl(route) }));
}
