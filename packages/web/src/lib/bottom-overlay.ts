import { useLayoutEffect, type RefObject } from 'react';

const VARIABLE = '--bottom-overlay-height';

/** Heights of the bars docked at the bottom right now (the cookie notice, the player bar). */
const docked = new Map<HTMLElement, number>();

/** The bars overlap at the bottom edge, so what they cover is the tallest of them. */
function publish(): void {
  const root = document.documentElement;
  if (docked.size === 0) {
    root.style.removeProperty(VARIABLE);
    return;
  }
  root.style.setProperty(VARIABLE, `${Math.max(...docked.values())}px`);
}

/**
 * Publishes the height of a bar docked at the bottom of the viewport as a CSS variable, so
 * toasts and page content stay clear of it. Several bars may be docked at once: the variable
 * holds the tallest, and a bar going away leaves the others' height in place.
 */
export function useBottomOverlayHeight(
  ref: RefObject<HTMLElement | null>,
  isActive: boolean,
): void {
  useLayoutEffect(() => {
    const element = ref.current;
    if (!isActive || !element) return;
    const update = () => {
      docked.set(element, element.offsetHeight);
      publish();
    };
    update();
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(update);
    observer?.observe(element);
    return () => {
      observer?.disconnect();
      docked.delete(element);
      publish();
    };
  }, [ref, isActive]);
}
