import { useCallback, useEffect, useLayoutEffect, useState, type RefObject } from 'react';

export type ToastPlacement = 'top' | 'bottom';

/**
 * Where the toasts go so that they never cover what has the focus (WCAG 2.4.11): on the side of
 * the viewport with more room beside the focused element, measured again when the focus moves,
 * the page scrolls or the window changes size. Focus inside the toasts themselves moves nothing.
 */
export function useToastPlacement(stack: RefObject<HTMLElement | null>, active: boolean): ToastPlacement {
  const [placement, setPlacement] = useState<ToastPlacement>('top');

  const measure = useCallback(() => {
    const focused = document.activeElement;
    if (!(focused instanceof HTMLElement) || focused === document.body || stack.current?.contains(focused)) return;
    const { top, bottom } = focused.getBoundingClientRect();
    setPlacement(window.innerHeight - bottom >= top ? 'bottom' : 'top');
  }, [stack]);

  // Before the browser paints a new toast: never one frame in the wrong place.
  useLayoutEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect -- a measurement of the layout, which exists only after rendering
    if (active) measure();
  });

  useEffect(() => {
    if (!active) return;
    let frame = 0;
    const schedule = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(measure);
    };
    document.addEventListener('focusin', schedule);
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    return () => {
      cancelAnimationFrame(frame);
      document.removeEventListener('focusin', schedule);
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
    };
  }, [active, measure]);

  return placement;
}
