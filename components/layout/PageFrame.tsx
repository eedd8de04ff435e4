import type { ReactNode } from 'react';
import { SiteFooter } from './SiteFooter';
import { SiteHeader } from './SiteHeader';
import { MAIN_ID, SkipLink } from './SkipLink';

export interface PageFrameProps {
  /**
   * The route being rendered. A static export has no request, so the page passes its
   * own path for the header to highlight; null on pages outside the navigation (404).
   */
  currentPath: string | null;
  children: ReactNode;
}

/**
 * Skip link, header, main landmark and footer. Kept apart from the structured data so the
 * error screen, a client component, can draw them without bundling every page's JSON-LD.
 */
export function PageFrame({ currentPath, children }: PageFrameProps) {
  return (
    <>
      <SkipLink />
      <SiteHeader currentPath={currentPath} />
      <main id={MAIN_ID} tabIndex={-1}>
        {children}
      </main>
      <SiteFooter />
    </>
  );
}
