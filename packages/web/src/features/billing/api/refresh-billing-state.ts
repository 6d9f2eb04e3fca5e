import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { Subscription } from '@tonearm/shared/billing/billing.schemas';
import { apiClient } from '@/lib/api-client';
import { getBootstrapData, setBootstrapData } from '@/lib/bootstrap-store';
import { billingKeys } from './billing-keys';

/**
 * After a subscription changes: the billing queries are stale, and so is the bootstrap user
 * whose `subscriptions[{valid, active}]` drive the route guards and the "Billing" menu item
 * (isSubscribed). The bootstrap data is asked for again; should that fail, the
 * changed subscription's own flags stand in, so the guard does not send a new subscriber back
 * to /pricing.
 */
export async function refreshBillingState(
  queryClient: QueryClient,
  changed?: Pick<Subscription, 'id' | 'valid' | 'active'>,
): Promise<void> {
  try {
    const { data } = await apiClient.answering('bootstrapAnswerSchema').get('bootstrap-data');
    setBootstrapData(data.bootstrapData);
  } catch {
    if (changed) applySubscriptionFlags(changed);
  }
  // A plan-change preview is not refetched: after a change its price is the current one, which
  // the server refuses to preview (422). Previews are fetched afresh whenever a page opens one.
  queryClient.removeQueries({ queryKey: billingKeys.planChangePreviews, type: 'inactive' });
  await queryClient.invalidateQueries({
    queryKey: billingKeys.all,
    predicate: (query) => !isPlanChangePreview(query.queryKey),
  });
}

/** A call that answers the changed subscription (cancel, renew, change plan). */
export function useSubscriptionChange<Input>(mutationFn: (input: Input) => Promise<Subscription>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: (subscription) => refreshBillingState(queryClient, subscription),
  });
}

function isPlanChangePreview(key: readonly unknown[]): boolean {
  return billingKeys.planChangePreviews.every((part, index) => key[index] === part);
}

function applySubscriptionFlags(changed: Pick<Subscription, 'valid' | 'active'>): void {
  const data = getBootstrapData();
  if (!data.user) return;
  const subscriptions = [{ valid: changed.valid, active: changed.active }];
  setBootstrapData({ ...data, user: { ...data.user, subscriptions } });
}
