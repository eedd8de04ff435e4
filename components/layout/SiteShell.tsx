import { JsonLd } from '@/components/seo/JsonLd';
import { structuredDataFor } from '@/lib/page-structured-data';
import { PageFrame, type PageFrameProps } from './PageFrame';

/** The frame of every page plus the page's every JSON-LD block (see lib/page-structured-data.ts). */
export function SiteShell({ currentPath, children }: PageFrameProps) {
  return (
    <>
      <PageFrame currentPath={currentPath}>{children}</PageFrame>
      {structuredDataFor(currentPath).map((data, index) => (
        <JsonLd key={index} data={data} />
      ))}
    </>
  );
}
