import { useSyncExternalStore } from 'react';
import { MOBILE_BREAKPOINT_PX } from '@tonearm/shared/constants';

function subscribeTo(query: string) {
  return (listener: () => void) => {
    const list = window.matchMedia(query);
    list.addEventListener('change', listener);
    return () => list.removeEventListener('change', listener);
  };
}

export function useMediaQuery(query: string, onServer = false): boolean {
  return useSyncExternalStore(
    subscribeTo(query),
    () => window.matchMedia(query).matches,
    () => onServer,
  );
}

let serverUserAgent = '';

/** The request's User-Agent, for a server render (it has no screen to measure). */
export function provideServerUserAgent(userAgent: string): void {
  serverUserAgent = userAgent;
}

/** A phone's or tablet's browser, by its User-Agent. */
export function isMobileUserAgent(userAgent: string): boolean {
  return /Mobi|Android|iPhone|iPad/i.test(userAgent);
}

/**
 * Below 768 px the mobile layout applies. A server render cannot measure the screen: it guesses
 * by the User-Agent, and the browser's first render of that page guesses the same way, so a
 * phone is drawn in its own layout from the first paint rather than changed into it.
 */
export function useIsMobile(): boolean {
  const guess = isMobileUserAgent(
    typeof navigator === 'undefined' || typeof window === 'undefined'
      ? serverUserAgent
      : navigator.userAgent,
  );
  return useMediaQuery(`(max-width: ${MOBILE_BREAKPOINT_PX - 1}px)`, guess);
}
