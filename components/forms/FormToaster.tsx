'use client';

import clsx from 'clsx';
import { useEffect, useLayoutEffect, useRef, type KeyboardEvent } from 'react';
import { resolveValue, toast, useToaster, type Toast } from 'react-hot-toast/headless';
import { IconSvg } from '@/components/ui/Icon';
// Three paths, not the whole icon set: the island carries only what it draws.
import { alert as alertIcon, check as checkIcon, close as closeIcon } from '@/components/ui/iconPaths';
import styles from './FormToaster.module.css';
import { useToastPlacement } from './useToastPlacement';

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

interface FormToasterProps {
  /** The accessible name of each toast's close button. */
  dismissLabel: string;
}

/**
 * The toasts of the contact forms, drawn from react-hot-toast's headless store (its ready-made
 * Toaster injects styles at run time, which the site's Content-Security-Policy does not allow).
 * Confirmations go into a polite live region that is on the page before any message, so screen
 * readers announce them once; errors are role="alert", announced when they appear. Each toast
 * pauses while hovered or focused and has a real close button; Escape closes them all.
 */
export function FormToaster({ dismissLabel }: FormToasterProps) {
  const { toasts, handlers } = useToaster({ duration: TOAST_DURATION_MS });
  const shown = toasts.filter((item) => item.visible).slice(0, TOAST_LIMIT);
  const stack = useRef<HTMLDivElement>(null);
  const { placement, collapsed } = useToastPlacement(stack, shown.length > 0);
  const newest = shown[0]?.id;
  const lastFocusOutside = useRef<HTMLElement | null>(null);
  const pause = useRef({ hovered: false, focused: false });

  useEffect(() => {
    // The store has no limit of its own: the oldest beyond the third go at once.
    toasts
      .filter((item) => item.visible)
      .slice(TOAST_LIMIT)
      .forEach((item) => toast.remove(item.id));
  }, [toasts]);

  useEffect(() => {
    const remember = (event: FocusEvent) => {
      if (event.target instanceof HTMLElement && !stack.current?.contains(event.target))
        lastFocusOutside.current = event.target;
    };
    document.addEventListener('focusin', remember);
    return () => document.removeEventListener('focusin', remember);
  }, []);

  useLayoutEffect(() => {
    // A toast that held the focus went away (its time, or a fourth one pushed it out): the focus
    // goes back where it was instead of falling to the page.
    if (pause.current.focused && !stack.current?.contains(document.activeElement)) {
      setPaused({ focused: false });
      if (lastFocusOutside.current?.isConnected) lastFocusOutside.current.focus();
    }
  });

  function setPaused(change: Partial<typeof pause.current>) {
    const before = pause.current.hovered || pause.current.focused;
    pause.current = { ...pause.current, ...change };
    const after = pause.current.hovered || pause.current.focused;
    if (after && !before) handlers.startPause();
    if (before && !after) handlers.endPause();
  }

  function close(id?: string) {
    // The focus must not fall to the page when the button that held it disappears.
    if (stack.current?.contains(document.activeElement)) {
      setPaused({ focused: false });
      const back = lastFocusOutside.current;
      if (back?.isConnected) back.focus();
    }
    toast.dismiss(id);
  }

  function onKeyDown(event: KeyboardEvent) {
    if (event.key === 'Escape') close();
  }

  const item = (entry: Toast) => (
    <div
      key={entry.id}
      data-toast={entry.id}
      data-newest={entry.id === newest || undefined}
      // Kept in the layout when collapsed, so that its height is still known (useToastPlacement).
      className={clsx(styles.toast, styles[entry.type], collapsed && entry.id !== newest && styles.tucked)}
      onMouseEnter={() => setPaused({ hovered: true })}
      onMouseLeave={() => setPaused({ hovered: false })}
      onFocus={() => setPaused({ focused: true })}
      onBlur={(event) => !event.currentTarget.contains(event.relatedTarget) && setPaused({ focused: false })}
    >
      <div className={styles.message} {...entry.ariaProps}>
        <IconSvg size="sm" className={styles.icon}>
          {entry.type === 'error' ? alertIcon : checkIcon}
        </IconSvg>
        <span>{resolveValue(entry.message, entry)}</span>
      </div>
      <button type="button" className={styles.close} aria-label={dismissLabel} onClick={() => close(entry.id)}>
        <IconSvg size="sm">{closeIcon}</IconSvg>
      </button>
    </div>
  );

  return (
    <div
      ref={stack}
      className={clsx(styles.stack, styles[placement], collapsed && styles.collapsed)}
      onKeyDown={onKeyDown}
    >
      <div className={styles.list} aria-live="polite">
        {shown.filter((entry) => entry.type !== 'error').map(item)}
      </div>
      <div className={styles.list}>{shown.filter((entry) => entry.type === 'error').map(item)}</div>
    </div>
  );
}
