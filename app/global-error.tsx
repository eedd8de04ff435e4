'use client';

import { RenderErrorNotice, type ErrorBoundaryProps } from '@/components/sections/RenderErrorNotice';
import { renderErrorPage } from '@/content/errors';
import { site } from '@/content/site';
import { fraunces } from './fonts';
import './globals.css';

/**
 * Replaces the root layout when the layout itself fails, so it brings its own document and
 * no header or footer (they may be what failed).
 */
export default function GlobalError({ error, reset, retry }: ErrorBoundaryProps) {
  return (
    <html lang={site.language} className={fraunces.variable}>
      <body>
        <title>{`${renderErrorPage.documentTitle} | ${site.name}`}</title>
        <main>
          <RenderErrorNotice error={error} onRetry={retry ?? reset} />
        </main>
      </body>
    </html>
  );
}
