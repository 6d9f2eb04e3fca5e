import { useSyncExternalStore } from 'react';
import type { DataRouter } from 'react-router';
import { FullScreenLoader } from '@/components/ui/full-screen-loader';

/**
 * The full-screen spinner while the first page's code and data load. It lives
 * outside the router (the router renders nothing until its first matches are resolved, and a
 * fallback inside it would vanish the moment they are), so it appears after 500 ms and, once up,
 * stays at least 200 ms, as useDelayedLoader times it. Later navigations show the top progress
 * bar instead.
 */
export function FirstPageLoader({ router }: { router: DataRouter }) {
  const isInitialized = useSyncExternalStore(
    (onChange) => router.subscribe(onChange),
    () => router.state.initialized,
  );
  return <FullScreenLoader isLoading={!isInitialized} />;
}

/** The router's own fallback while the first page loads: nothing, as FirstPageLoader covers it. */
export function FirstPageFallback() {
  return null;
}
