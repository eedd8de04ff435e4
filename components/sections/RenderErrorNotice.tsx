'use client';

import { StatusNotice } from '@/components/sections/StatusNotice';
import { ButtonLink, buttonClassName } from '@/components/ui/ButtonLink';
import { renderErrorPage } from '@/content/errors';
import { errorSummary } from '@/lib/error-summary';

/** The props Next gives app/error.tsx and app/global-error.tsx. */
export interface ErrorBoundaryProps {
  error: unknown;
  /** Re-renders the failed segment. */
  reset: () => void;
  /** Re-fetches and re-renders it (Next 16.2+); preferred when present. */
  retry?: () => void;
}

interface RenderErrorNoticeProps {
  error: unknown;
  /** Called by "Riprova": Next's retry() re-fetches the segment, reset() only re-renders it. */
  onRetry: () => void;
}

/** 'Unexpected Application Error!', then the error's status or message, a retry and a way home. */
export function RenderErrorNotice({ error, onRetry }: RenderErrorNoticeProps) {
  return (
    <StatusNotice
      title={renderErrorPage.title}
      titleLang={renderErrorPage.titleLang}
      detail={errorSummary(error) || undefined}
      text={renderErrorPage.text}
    >
      <button type="button" className={buttonClassName('primary', 'lg')} onClick={onRetry}>
        {renderErrorPage.retry}
      </button>
      <ButtonLink href="/" size="lg" variant="outline">
        {renderErrorPage.homeLink}
      </ButtonLink>
    </StatusNotice>
  );
}
