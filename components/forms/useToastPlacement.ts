import { useCallback, useEffect, useLayoutEffect, useRef, useState, type RefObject } from 'react';

export interface ToastLayout {
  /** The side of the viewport the toasts sit on. */
  placement: 'top' | 'bottom';
  /** Only the newest toast shows: there is no room beside the focus for the whole stack. */
  collapsed: boolean;
}

/**
 * Where the stack sits from the viewport's edge (--space-4; --space-2 on a short viewport, as in
 * FormToaster.module.css) and the least space it keeps from the focus.
 */
const edge = () => (window.matchMedia('(max-height: 30rem)').matches ? 8 : 16);
const CLEARANCE = 8;
/** The space between two toasts in the stack (--space-2). */
const GAP = 8;

/**
 * What must stay readable while a field has the focus, as the top and bottom of the part inside
 * the viewport: the field, its label and the messages tied to it (aria-describedby: the email
 * error line, the limit notice). Elements without a box (an empty live region) do not count.
 */
function focusSpan(focused: HTMLElement): [number, number] {
  const ids = focused.getAttribute('aria-describedby')?.split(' ') ?? [];
  const related = [
    focused,
    ...((focused as HTMLInputElement).labels ?? []),
    ...ids.map((id) => document.getElementById(id)),
  ];
  const boxes = related.flatMap((element) => (element?.offsetHeight ? [element.getBoundingClientRect()] : []));
  return [
    Math.max(0, Math.min(...boxes.map((box) => box.top))),
    Math.min(innerHeight, Math.max(...boxes.map((box) => box.bottom))),
  ];
}

/**
 * The layout for the toasts now, or null while the focus is nowhere or in the toasts themselves.
 * May scroll the page (mayScroll) when one toast cannot fit beside the focus otherwise.
 */
function chooseLayout({ current: stack }: RefObject<HTMLElement | null>, mayScroll: boolean): ToastLayout | null {
  const focused = document.activeElement;
  if (!stack || !(focused instanceof HTMLElement) || focused === document.body || stack.contains(focused)) return null;
  // The stack's height with every toast one under the other, and with the newest alone.
  const heights = [...stack.querySelectorAll<HTMLElement>('[data-toast]')].map((toast) => toast.offsetHeight);
  const expanded = heights.reduce((sum, height) => sum + height + GAP, -GAP);
  const collapsed = stack.querySelector<HTMLElement>('[data-newest]')?.offsetHeight ?? 0;
  const margin = edge() + CLEARANCE;
  const [top, bottom] = focusSpan(focused);
  const placement = innerHeight - bottom >= top ? 'bottom' : 'top';
  const room = (placement === 'bottom' ? innerHeight - bottom : top) - margin;
  if (expanded <= room) return { placement, collapsed: false };
  // One toast where the whole stack does not fit; the page moves by what one still lacks, if it can.
  const missing = collapsed - room;
  const scrollable = placement === 'bottom' ? document.documentElement.scrollHeight - innerHeight - scrollY : scrollY;
  if (mayScroll && missing > 0 && bottom - top + collapsed + 2 * margin <= innerHeight && scrollable >= missing) {
    // A toast at the bottom needs the focus higher up: the page scrolls down, and the other way round.
    scrollBy({ top: placement === 'bottom' ? missing : -missing, behavior: 'instant' });
  }
  return { placement, collapsed: true };
}

/**
 * The layout that keeps the focus, its label and its messages uncovered (WCAG 2.4.11, and 2.4.12
 * wherever the viewport allows it), at any width and zoom: the stack goes to the side of the
 * viewport with more room beside them; when the whole stack does not fit there, only the newest
 * toast shows; when even that does not fit (a short viewport: a phone in landscape, 400% zoom),
 * the page scrolls by the little that is missing, once, when a toast appears or the focus moves,
 * never while the visitor scrolls. Focus inside the toasts moves nothing.
 */
export function useToastPlacement(stack: RefObject<HTMLElement | null>, active: boolean): ToastLayout {
  // As a string, so that measuring the same layout again renders nothing.
  const [layout, setLayout] = useState('top');
  const shownIds = useRef('');

  const measure = useCallback(
    (mayScroll: boolean) => {
      const next = chooseLayout(stack, mayScroll);
      if (next) setLayout(`${next.placement}${next.collapsed ? ' collapsed' : ''}`);
    },
    [stack],
  );

  // Before the browser paints a new toast: never one frame in the wrong place. The page may
  // scroll only when the toasts shown change, not at every render.
  useLayoutEffect(() => {
    const ids = active
      ? [...stack.current!.querySelectorAll<HTMLElement>('[data-toast]')].map((toast) => toast.dataset.toast).join()
      : '';
    if (active) measure(ids !== shownIds.current);
    shownIds.current = ids;
  });

  useEffect(() => {
    if (!active) return;
    let frame = 0;
    const schedule = (mayScroll: boolean) => () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => measure(mayScroll));
    };
    const onFocus = schedule(true);
    const onMove = schedule(false);
    addEventListener('focusin', onFocus);
    addEventListener('scroll', onMove, { passive: true });
    addEventListener('resize', onMove);
    return () => {
      cancelAnimationFrame(frame);
      removeEventListener('focusin', onFocus);
      removeEventListener('scroll', onMove);
      removeEventListener('resize', onMove);
    };
  }, [active, measure]);

  const [placement, collapsed] = layout.split(' ');
  return { placement: placement as ToastLayout['placement'], collapsed: Boolean(collapsed) };
}
