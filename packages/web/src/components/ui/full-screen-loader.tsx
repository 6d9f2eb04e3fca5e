import { LOADER_DELAY_MS, LOADER_MIN_DISPLAY_MS } from '@tonearm/shared/constants';
import { useEffect, useRef, useState } from 'react';
import { useTrans } from '@/lib/i18n';

export interface DelayedLoaderTiming {
  delay?: number;
  minDisplay?: number;
}

/**
 * A loader appears only once loading has lasted 500 ms, and once shown stays at
 * least 200 ms, so quick loads show nothing and slow ones do not flash.
 */
export function useDelayedLoader(
  isLoading: boolean,
  { delay = LOADER_DELAY_MS, minDisplay = LOADER_MIN_DISPLAY_MS }: DelayedLoaderTiming = {},
): boolean {
  const [isVisible, setIsVisible] = useState(false);
  const shownAt = useRef(0);

  useEffect(() => {
    if (isLoading && !isVisible) {
      const timer = setTimeout(() => {
        shownAt.current = Date.now();
        setIsVisible(true);
      }, delay);
      return () => clearTimeout(timer);
    }
    if (!isLoading && isVisible) {
      const remaining = minDisplay - (Date.now() - shownAt.current);
      if (remaining <= 0) {
        setIsVisible(false);
        return;
      }
      // Loading that starts again meanwhile cancels this and keeps the loader up.
      const timer = setTimeout(() => setIsVisible(false), remaining);
      return () => clearTimeout(timer);
    }
  }, [isLoading, isVisible, delay, minDisplay]);

  return isVisible;
}

/**
 * The full-screen loading fallback: a spinning record over the dimmed page,
 * timed by useDelayedLoader.
 */
export function FullScreenLoader({ isLoading = true }: { isLoading?: boolean }) {
  const t = useTrans();
  const isVisible = useDelayedLoader(isLoading);
  if (!isVisible) return null;
  return (
    <div
      role="progressbar"
      aria-label={t('Loading…')}
      data-testid="full-screen-loader"
      className="fixed inset-0 z-[65] grid place-items-center bg-bg/80 backdrop-blur-sm transition-opacity duration-300 starting:opacity-0"
    >
      <div
        aria-hidden
        className="relative size-16 animate-spin rounded-full bg-neutral-900 shadow-xl ring-1 ring-white/10 [animation-duration:1.4s]"
      >
        <div className="absolute inset-0 rounded-full bg-[conic-gradient(transparent_0deg,rgb(255_255_255/0.16)_35deg,transparent_75deg,transparent_180deg,rgb(255_255_255/0.16)_215deg,transparent_255deg)]" />
        <div className="absolute inset-2 rounded-full border border-white/10" />
        <div className="absolute inset-3.5 rounded-full border border-white/10" />
        <div className="absolute inset-[1.35rem] rounded-full bg-primary" />
        <div className="absolute top-1/2 left-1/2 size-1.5 -translate-x-1/2 -translate-y-1/2 rounded-full bg-neutral-900" />
      </div>
    </div>
  );
}
