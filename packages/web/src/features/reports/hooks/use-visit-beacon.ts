import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { useBootstrapData } from '@/lib/bootstrap-store';
import { recordVisit } from '../api/record-visit';

/** The admin area is not part of the site's audience. */
const NOT_COUNTED = /^\/admin(\/|$)/;

/**
 * First-party visits: the server counts the page it answers; each later page the
 * web app shows by client-side navigation is reported here, once per path change, and keeps the
 * browser's visit going. The server knows the browser by the HttpOnly visitor cookie the first
 * page gave it (sent along by the browser, never read here); no third-party script.
 */
export function useVisitBeacon(): void {
  const { pathname } = useLocation();
  const enabled = useBootstrapData((data) => data.settings['analytics.track_visits'] !== false);
  const previous = useRef<string | null>(null);

  useEffect(() => {
    const first = previous.current === null;
    const changed = previous.current !== pathname;
    previous.current = pathname;
    if (first || !changed || !enabled || NOT_COUNTED.test(pathname)) return;
    // Analytics never disturb the page: a failed beacon is dropped.
    recordVisit({ path: pathname }).catch(() => undefined);
  }, [pathname, enabled]);
}
