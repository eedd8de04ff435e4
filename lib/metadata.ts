import type { Metadata } from 'next';
import { pages } from '@/content/pages';
import type { Route } from '@/content/routes';
import { site } from '@/content/site';

/** The <title> and description of a route, from content/pages.ts. */
export function pageMetadata(route: Route): Metadata {
  const page = pages[route];
  return {
    title: route === '/' ? { absolute: `${page.title} | ${site.name}` } : page.title,
    description: page.description,
    alternates: { canonical: route },
  };
}
