import type { ReactNode } from 'react';
import { PageStructuredData } from '@/components/seo/PageStructuredData';
import { SiteFooter } from './SiteFooter';
import { SiteHeader } from './SiteHeader';
import { MAIN_ID, SkipLink } from './SkipLink';

interface SiteShellProps {
  /**
   * The route being rendered. A static export has no request, so the page passes its
   * own path for the header to highlight; null on pages outside the navigation (404).
   */
  currentPath: string | null;
  children: ReactNode;
}

/** Skip link, header, main landmark, footer and structured data shared by every page. */
export function SiteShell({ currentPath, children }: SiteShellProps) {
  return (
    <>
      <SkipLink />
      <SiteHeader currentPath={currentPath} />
      <main id={MAIN_ID} tabIndex={-1}>
        {children}
      </main>
      <SiteFooter />
      <PageStructuredData path={currentPath} />
    </>
  );
}
