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

interface Span {
  top: number;
  bottom: number;
}

/**
 * What must stay readable while a field has the focus: the field, its label and the messages tied
 * to it (aria-describedby: the email error line, the limit notice). Elements without a box (an
 * empty live region) do not count. Only the part inside the viewport matters.
 */
function focusSpan(focused: HTMLElement, withContext: boolean): Span {
  const related: Element[] = [focused];
  if (withContext) {
    if ('labels' in focused && focused.labels) related.push(...(focused.labels as NodeListOf<HTMLLabelElement>));
    for (const id of focused.getAttribute('aria-describedby')?.split(/\s+/) ?? []) {
      const description = id && document.getElementById(id);
      if (description) related.push(description);
    }
  }
  const boxes = related.map((element) => element.getBoundingClientRect()).filter((box) => box.height > 0);
  return {
    top: Math.max(0, Math.min(...boxes.map((box) => box.top))),
    bottom: Math.min(window.innerHeight, Math.max(...boxes.map((box) => box.bottom))),
  };
}

/** The heights the stack needs: all its toasts one under the other, or only the newest (the first). */
function stackHeights(stack: HTMLElement): { expanded: number; collapsed: number } {
  const heights = [...stack.querySelectorAll<HTMLElement>('[data-toast]')].map((toast) => toast.offsetHeight);
  const newest = stack.querySelector<HTMLElement>('[data-toast][data-newest]')?.offsetHeight ?? Math.max(0, ...heights);
  return { expanded: heights.reduce((sum, height) => sum + height, 0) + GAP * Math.max(0, heights.length - 1), collapsed: newest };
}

/**
 * The layout for the toasts now, or null while the focus is nowhere or in the toasts themselves.
 * May scroll the page (mayScroll) when one toast cannot fit beside the focus otherwise.
 */
function chooseLayout(stack: RefObject<HTMLElement | null>, mayScroll: boolean): ToastLayout | null {
  const focused = document.activeElement;
  if (!stack.current || !(focused instanceof HTMLElement) || focused === document.body || stack.current.contains(focused)) return null;
  const needs = stackHeights(stack.current);
  const viewport = window.innerHeight;
  const edgeSpace = edge();
  const room = (span: Span) => ({ top: span.top - edgeSpace - CLEARANCE, bottom: viewport - span.bottom - edgeSpace - CLEARANCE });
  const roomy = (span: Span): 'top' | 'bottom' => (room(span).bottom >= room(span).top ? 'bottom' : 'top');

  for (const withContext of [true, false]) {
    const span = focusSpan(focused, withContext);
    const side = roomy(span);
    const available = room(span)[side];
    if (needs.expanded <= available) return { placement: side, collapsed: false };
    if (needs.collapsed <= available) return { placement: side, collapsed: true };
    // Scrolling helps only if the focus and one toast fit in the viewport together.
    if (!mayScroll || span.bottom - span.top + needs.collapsed + 2 * (edgeSpace + CLEARANCE) > viewport) continue;
    const scrollable = { down: document.documentElement.scrollHeight - viewport - window.scrollY, up: window.scrollY };
    for (const placement of [side, side === 'top' ? 'bottom' : 'top'] as const) {
      const missing = needs.collapsed - room(span)[placement];
      // A toast at the bottom needs the focus higher up: the page scrolls down, and the other way round.
      const by = placement === 'bottom' ? missing : -missing;
      if ((by > 0 ? scrollable.down : scrollable.up) >= Math.abs(by)) {
        window.scrollBy({ top: by, behavior: 'instant' });
        return { placement, collapsed: true };
      }
    }
  }
  // Nothing fits (a focused text box taller than the viewport): the side with more room, one toast.
  return { placement: roomy(focusSpan(focused, false)), collapsed: true };
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
  const [layout, setLayoutState] = useState<ToastLayout>({ placement: 'top', collapsed: false });
  const shownIds = useRef('');
  // Measured after every render: the same layout must not render again.
  const setLayout = useCallback(
    (next: ToastLayout) => setLayoutState((current) => (current.placement === next.placement && current.collapsed === next.collapsed ? current : next)),
    [],
  );

  const measure = useCallback(
    (mayScroll: boolean) => {
      const next = chooseLayout(stack, mayScroll);
      if (next) setLayout(next);
    },
    [stack, setLayout],
  );

  // Before the browser paints a new toast: never one frame in the wrong place.
  useLayoutEffect(() => {
    if (!active) {
      shownIds.current = '';
      return;
    }
    const ids = [...(stack.current?.querySelectorAll('[data-toast]') ?? [])].map((toast) => toast.getAttribute('data-toast')).join(' ');
    const appeared = ids !== shownIds.current;
    shownIds.current = ids;
    measure(appeared);
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
    document.addEventListener('focusin', onFocus);
    window.addEventListener('scroll', onMove, { passive: true });
    window.addEventListener('resize', onMove);
    return () => {
      cancelAnimationFrame(frame);
      document.removeEventListener('focusin', onFocus);
      window.removeEventListener('scroll', onMove);
      window.removeEventListener('resize', onMove);
    };
  }, [active, measure]);

  return layout;
}
