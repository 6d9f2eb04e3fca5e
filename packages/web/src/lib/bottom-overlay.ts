import { useLayoutEffect, type RefObject } from 'react';

const VARIABLE = '--bottom-overlay-height';

/** Heights of the bars docked at the bottom right now (the cookie notice, the player bar). */
const docked = new Map<HTMLElement, number>();

/**
 * The bars stack at the bottom edge (the player bar stands on the cookie notice, never over
 * it), so what they cover is their heights together.
 */
function publish(): void {
  const root = document.documentElement;
  if (docked.size === 0) {
    root.style.removeProperty(VARIABLE);
    return;
  }
  root.style.setProperty(VARIABLE, `${[...docked.values()].reduce((a, b) => a + b, 0)}px`);
}

/**
 * Publishes the height of a bar docked at the bottom of the viewport as a CSS variable, so
 * toasts and page content stay clear of it. Several bars may be docked at once: the variable
 * holds their sum, and a bar going away leaves the others' height in place.
 */
export function useBottomOverlayHeight(
  ref: RefObject<HTMLElement | null>,
  isActive: boolean,
): void {
  useLayoutEffect(() => {
    const element = ref.current;
    if (!isActive || !element) return;
    const update = (height: number) => {
      if (docked.get(element) === height) return;
      docked.set(element, height);
      publish();
    };
    const stopWatching = watchHeight(element, update);
    return () => {
      stopWatching();
      docked.delete(element);
      publish();
    };
  }, [ref, isActive]);
}

/** The border-box height a ResizeObserver entry carries (offsetHeight where it carries none). */
function observedHeight(entry: ResizeObserverEntry | undefined, element: HTMLElement) {
  const size = entry?.borderBoxSize?.[0]?.blockSize;
  return size === undefined ? element.offsetHeight : Math.round(size);
}

/**
 * Calls `onHeight` with the element's border-box height now and whenever it changes; returns
 * the function that stops watching. Without ResizeObserver (old browsers, tests) the height is
 * read once.
 */
export function watchHeight(element: HTMLElement, onHeight: (height: number) => void): () => void {
  // A ResizeObserver reports the height after the browser's own layout, before the paint: no
  // layout forced in the middle of React's commit (first load), no frame without it.
  if (typeof ResizeObserver === 'undefined') {
    onHeight(element.offsetHeight);
    return () => {};
  }
  const observer = new ResizeObserver(([entry]) => onHeight(observedHeight(entry, element)));
  observer.observe(element);
  return () => observer.disconnect();
}
