import { useEffect, useState } from 'react';

/**
 * Which panel the reader is looking at, from the panels' positions: the last one whose top has
 * passed a line a third of the way down the viewport, or the last panel once a scrolled page
 * reaches its bottom. A page that does not scroll, or has not scrolled, is never "at the
 * bottom" (a loader on a short page used to light up the last panel).
 */
export function activePanelId(
  ids: readonly string[],
  view: { innerHeight: number; scrollY: number; scrollHeight: number },
  topOf: (id: string) => number | null,
): string | null {
  const line = view.innerHeight / 3;
  let current: string | null = ids[0] ?? null;
  for (const id of ids) {
    const top = topOf(id);
    if (top !== null && top <= line) current = id;
  }
  const scrollable = view.scrollHeight > view.innerHeight + 2;
  const atBottom = view.innerHeight + view.scrollY >= view.scrollHeight - 2;
  if (scrollable && view.scrollY > 0 && atBottom && ids.length) current = ids[ids.length - 1]!;
  return current;
}

/**
 * The id of the panel in view (see `activePanelId`). `ready` is false while the panels are not
 * rendered yet (the page shows a loader): positions are read once they are.
 */
export function useActivePanel(ids: readonly string[], ready = true): string | null {
  const [active, setActive] = useState<string | null>(ids[0] ?? null);
  const key = ids.join(',');
  useEffect(() => {
    if (!ready) return;
    const update = () =>
      setActive(
        activePanelId(
          ids,
          {
            innerHeight: window.innerHeight,
            scrollY: window.scrollY,
            scrollHeight: document.documentElement.scrollHeight,
          },
          (id) => document.getElementById(id)?.getBoundingClientRect().top ?? null,
        ),
      );
    update();
    window.addEventListener('scroll', update, { passive: true });
    window.addEventListener('resize', update);
    // Panels change height after the first paint (a list loads, a form error appears); the body
    // alone is no witness, as it keeps the viewport's height when the page overflows it.
    const observer =
      typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(() => update());
    observer?.observe(document.body);
    for (const id of ids) {
      const element = document.getElementById(id);
      if (element) observer?.observe(element);
    }
    return () => {
      window.removeEventListener('scroll', update);
      window.removeEventListener('resize', update);
      observer?.disconnect();
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `key` stands for `ids`.
  }, [key, ready]);
  return active;
}
