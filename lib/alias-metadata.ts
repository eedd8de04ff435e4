import type { Metadata } from 'next';
import { aliasPages } from '@/content/aliases';
import { aliases, type Alias } from '@/content/routes';

/** Not indexed; search engines are pointed at the canonical page. */
export function aliasMetadata(alias: Alias): Metadata {
  const page = aliasPages[alias];
  return {
    title: page.title,
    description: page.description,
    alternates: { canonical: aliases[alias] },
    robots: { index: false },
  };
}
