import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useBillingOverview } from '../api/get-subscription';
import { refreshBillingState } from '../api/refresh-billing-state';

/** Checkout's return pages: ask every 2 s, for about a minute, whether the webhook has landed. */
export const CONFIRMATION_POLL_INTERVAL_MS = 2000;
export const CONFIRMATION_POLL_LIMIT_MS = 60_000;

export type ConfirmationState = 'waiting' | 'confirmed' | 'timed-out';

/**
 * Polls `GET billing/subscription` until `isConfirmed` holds for it (a valid subscription after
 * checkout; a new payment method after a change), then refreshes the bootstrap user once. The
 * provider's webhook is the source of truth: the return page only waits for it.
 */
export function useSubscriptionConfirmation({
  enabled,
  isConfirmed,
}: {
  enabled: boolean;
  isConfirmed: (overview: NonNullable<ReturnType<typeof useBillingOverview>['data']>) => boolean;
}): ConfirmationState {
  const queryClient = useQueryClient();
  const [timedOut, setTimedOut] = useState(false);
  const [refreshed, setRefreshed] = useState(false);
  const refreshing = useRef(false);
  const [confirmedOnce, setConfirmedOnce] = useState(false);
  const overview = useBillingOverview({
    enabled,
    refetchInterval: enabled && !timedOut && !confirmedOnce ? CONFIRMATION_POLL_INTERVAL_MS : false,
  });
  const confirmed = confirmedOnce || (enabled && !!overview.data && isConfirmed(overview.data));

  useEffect(() => {
    if (!enabled || confirmed) return;
    const timer = setTimeout(() => setTimedOut(true), CONFIRMATION_POLL_LIMIT_MS);
    return () => clearTimeout(timer);
  }, [enabled, confirmed]);

  // Only once the bootstrap user knows of the subscription may the page move on to /billing,
  // whose guard reads it.
  useEffect(() => {
    if (!confirmed || refreshing.current) return;
    refreshing.current = true;
    setConfirmedOnce(true);
    void refreshBillingState(queryClient, overview.data?.subscription ?? undefined).finally(() =>
      setRefreshed(true),
    );
  }, [confirmed, overview.data, queryClient]);

  if (confirmed && refreshed) return 'confirmed';
  if (confirmed) return 'waiting';
  return timedOut ? 'timed-out' : 'waiting';
}
