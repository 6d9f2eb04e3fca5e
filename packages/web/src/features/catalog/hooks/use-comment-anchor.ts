import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

const HIGHLIGHT = ['ring-2', 'ring-primary', 'rounded-lg', 'bg-primary/5'];

/**
 * `?comment={id}` on a track page (the admin's "View in context"): once that
 * comment is on the page, scroll to it and highlight it for a few seconds. `ready` changes as
 * comment pages arrive, so a comment of a later loaded page is found too.
 */
export function useCommentAnchor(ready: unknown) {
  const { search } = useLocation();
  const target = new URLSearchParams(search).get('comment');
  const done = useRef<string | null>(null);
  useEffect(() => {
    if (!target || done.current === target) return;
    const element = document.querySelector<HTMLElement>(
      `[data-comment-id="${CSS.escape(target)}"]`,
    );
    if (!element) return;
    done.current = target;
    element.scrollIntoView?.({ block: 'center', behavior: 'smooth' });
    element.classList.add(...HIGHLIGHT);
    element.setAttribute('data-highlighted', 'true');
    // Not cleared when more comments arrive: the highlight fades on its own.
    setTimeout(() => {
      element.classList.remove(...HIGHLIGHT);
      element.removeAttribute('data-highlighted');
    }, 4000);
  }, [target, ready]);
}
