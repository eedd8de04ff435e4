import type { Metadata } from 'next';
import { pages } from '@/content/pages';
import type { Route } from '@/content/routes';
import { seo } from '@/content/seo';
import { site } from '@/content/site';
import { shareImage } from './app-icons';

/** "Il prodotto | Limenta": the <title>, og:title and twitter:title of a route. */
export function documentTitle(route: Route): string {
  return `${pages[route].title} | ${site.name}`;
}

/**
 * Everything a search engine or a link preview reads about a route, from content/pages.ts and
 * content/site.ts. URLs are relative: metadataBase (app/layout.tsx) makes them absolute.
 */
export function pageMetadata(route: Route): Metadata {
  const title = documentTitle(route);
  const { description, noindex } = pages[route];
  const image = { url: shareImage.path, width: shareImage.width, height: shareImage.height, type: shareImage.type, alt: seo.shareImageAlt };
  return {
    title: { absolute: title },
    description,
    alternates: { canonical: route },
    ...(noindex ? { robots: { index: false, follow: true } } : {}),
    openGraph: {
      type: 'website',
      locale: site.locale,
      siteName: site.name,
      url: route,
      title,
      description,
      images: [image],
    },
    twitter: { card: 'summary_large_image', title, description, images: [image] },
  };
}
