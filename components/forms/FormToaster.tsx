'use client';

import clsx from 'clsx';
import { useEffect } from 'react';
import { resolveValue, toast, useToaster } from 'react-hot-toast/headless';
import { Icon } from '@/components/ui/Icon';
import styles from './FormToaster.module.css';

/** The specification's notification limits. */
export const TOAST_LIMIT = 3;
export const TOAST_DURATION_MS = 4000;

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

/**
 * The toasts of the contact forms, each its own live region. Drawn here from react-hot-toast's
 * headless store: its ready-made Toaster injects styles at run time, which the site's
 * Content-Security-Policy does not allow.
 */
export function FormToaster() {
  const { toasts, handlers } = useToaster({ duration: TOAST_DURATION_MS });
  const visible = toasts.filter((item) => item.visible);

  useEffect(() => {
    // The store has no limit of its own: the oldest beyond the third go at once.
    toasts
      .filter((item) => item.visible)
      .slice(TOAST_LIMIT)
      .forEach((item) => toast.remove(item.id));
  }, [toasts]);

  return (
    <div className={styles.region}>
      {visible.slice(0, TOAST_LIMIT).map((item) => (
        <div
          key={item.id}
          className={clsx(styles.toast, styles[item.type])}
          onMouseEnter={handlers.startPause}
          onMouseLeave={handlers.endPause}
          {...item.ariaProps}
        >
          <Icon name={item.type === 'success' ? 'check' : 'close'} size="sm" className={styles.icon} />
          <span>{resolveValue(item.message, item)}</span>
        </div>
      ))}
    </div>
  );
}
