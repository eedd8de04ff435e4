import { PageStructuredData } from '@/components/seo/PageStructuredData';
import { PageFrame, type PageFrameProps } from './PageFrame';

/** The frame of every page plus the page's structured data (JSON-LD). */
export function SiteShell({ currentPath, children }: PageFrameProps) {
  return (
    <>
      <PageFrame currentPath={currentPath}>{children}</PageFrame>
      <PageStructuredData path={currentPath} />
    </>
  );
}
