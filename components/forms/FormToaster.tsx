'use client';

import { useEffect } from 'react';
import { toast, Toaster, useToasterStore } from 'react-hot-toast';

/** Errors interrupt the screen reader; confirmations wait their turn. */
export function notifyError(message: string): void {
  toast.error(message, { ariaProps: { role: 'alert', 'aria-live': 'assertive' } });
}

export function notifySuccess(message: string): void {
  toast.success(message);
}

export function dismissToasts(): void {
  toast.dismiss();
}

/** The specification's notification limits. */
export const TOAST_LIMIT = 3;
export const TOAST_DURATION_MS = 4000;

/** The toasts of the contact forms; each toast is its own live region (see notifyError). */
export function FormToaster() {
  const { toasts } = useToasterStore();

  useEffect(() => {
    // react-hot-toast has no visible-toast limit: the oldest beyond the third go at once.
    toasts
      .filter((item) => item.visible)
      .slice(TOAST_LIMIT)
      .forEach((item) => toast.remove(item.id));
  }, [toasts]);

  return (
    <Toaster
      position="top-center"
      toastOptions={{
        duration: TOAST_DURATION_MS,
        style: {
          background: 'var(--color-surface)',
          color: 'var(--color-text)',
          border: '1px solid var(--color-border)',
          borderRadius: 'var(--radius-md)',
          boxShadow: 'var(--shadow-md)',
          fontSize: 'var(--text-base)',
          lineHeight: 'var(--leading-snug)',
          padding: 'var(--space-3) var(--space-4)',
        },
        error: {
          iconTheme: { primary: 'var(--color-error)', secondary: 'var(--color-surface)' },
        },
        success: {
          iconTheme: { primary: 'var(--color-success)', secondary: 'var(--color-surface)' },
        },
      }}
    />
  );
}
