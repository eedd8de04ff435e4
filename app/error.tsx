'use client';

import { PageFrame } from '@/components/layout/PageFrame';
import { RenderErrorNotice, type ErrorBoundaryProps } from '@/components/sections/RenderErrorNotice';

/** Shown in place of a page that failed to render; the header and footer stay usable. */
export default function ErrorPage({ error, reset, retry }: ErrorBoundaryProps) {
  return (
    <PageFrame currentPath={null}>
      <RenderErrorNotice error={error} onRetry={retry ?? reset} />
    </PageFrame>
  );
}
