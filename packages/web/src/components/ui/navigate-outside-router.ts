const ABSOLUTE_URL = /^([a-z][a-z\d+\-.]*:|\/\/)/i;

/** True for URLs with a scheme (`https:`, `mailto:`) or protocol-relative ones. */
export function isAbsoluteUrl(target: string): boolean {
  return ABSOLUTE_URL.test(target);
}

/**
 * Navigates from components mounted outside the RouterProvider (toasts, the cookie notice).
 * Absolute URLs load normally; app paths are pushed onto the history and announced with a
 * popstate event, which React Router's browser router handles like back/forward. The entry
 * carries the `{usr, key, idx}` shape React Router writes itself so its index stays consistent.
 */
export function navigateOutsideRouter(target: string): void {
  if (isAbsoluteUrl(target)) {
    window.location.assign(target);
    return;
  }
  const path = target.startsWith('/') ? target : `/${target}`;
  const previous = window.history.state as { idx?: unknown } | null;
  const idx = typeof previous?.idx === 'number' ? previous.idx + 1 : 0;
  const key = Math.random().toString(36).slice(2, 10);
  const state = { usr: null, key, idx };
  window.history.pushState(state, '', path);
  window.dispatchEvent(new PopStateEvent('popstate', { state }));
}
