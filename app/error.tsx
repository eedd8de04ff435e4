'use client';

import { SiteShell } from '@/components/layout/SiteShell';
import { RenderErrorNotice, type ErrorBoundaryProps } from '@/components/sections/RenderErrorNotice';

/** Shown in place of a page that failed to render; the header and footer stay usable. */
export default function ErrorPage({ error, reset, retry }: ErrorBoundaryProps) {
  return (
    <SiteShell currentPath={null}>
      <RenderErrorNotice error={error} onRetry={retry ?? reset} />
    </SiteShell>
  );
}
