import { useEffect, useState } from 'react';

export interface ScrollEdges {
  /** Content is hidden before the visible part (scrolled away to the left). */
  before: boolean;
  /** Content is hidden after the visible part (to the right). */
  after: boolean;
}

const NONE: ScrollEdges = { before: false, after: false };

/** Which sides of a horizontal strip hide content; a pixel of rounding counts as none. */
export function scrollEdgesOf(element: {
  scrollLeft: number;
  clientWidth: number;
  scrollWidth: number;
}): ScrollEdges {
  return {
    before: element.scrollLeft > 1,
    after: element.scrollLeft + element.clientWidth < element.scrollWidth - 1,
  };
}

/**
 * Follows `scrollEdgesOf(element)` as the strip scrolls or changes size, so the page can show
 * that more lies beyond an edge (a strip with a hidden scroll bar otherwise looks complete).
 */
export function useScrollEdges(element: HTMLElement | null): ScrollEdges {
  const [edges, setEdges] = useState<ScrollEdges>(NONE);
  useEffect(() => {
    if (!element) return;
    const update = () => {
      const next = scrollEdgesOf(element);
      setEdges((current) =>
        current.before === next.before && current.after === next.after ? current : next,
      );
    };
    update();
    element.addEventListener('scroll', update, { passive: true });
    window.addEventListener('resize', update);
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(update);
    observer?.observe(element);
    return () => {
      element.removeEventListener('scroll', update);
      window.removeEventListener('resize', update);
      observer?.disconnect();
    };
  }, [element]);
  return element ? edges : NONE;
}
