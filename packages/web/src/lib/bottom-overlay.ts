import { useLayoutEffect, type RefObject } from 'react';

const VARIABLE = '--bottom-overlay-height';

/**
 * Publishes the height of a bar docked at the bottom of the viewport (the cookie notice, later
 * the player bar) as a CSS variable, so toasts float above it instead of covering it.
 */
export function useBottomOverlayHeight(
  ref: RefObject<HTMLElement | null>,
  isActive: boolean,
): void {
  useLayoutEffect(() => {
    const element = ref.current;
    const root = document.documentElement;
    if (!isActive || !element) return;
    const update = () => root.style.setProperty(VARIABLE, `${element.offsetHeight}px`);
    update();
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(update);
    observer?.observe(element);
    return () => {
      observer?.disconnect();
      root.style.removeProperty(VARIABLE);
    };
  }, [ref, isActive]);
}
