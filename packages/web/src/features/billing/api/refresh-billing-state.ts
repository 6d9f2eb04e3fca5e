import type { QueryClient } from '@tanstack/react-query';
import type { BootstrapData } from '@tonearm/shared/bootstrap/bootstrap.schemas';
import type { Subscription } from '@tonearm/shared/billing/billing.schemas';
import { apiClient } from '@/lib/api-client';
import { getBootstrapData, setBootstrapData } from '@/lib/bootstrap-store';
import { billingKeys } from './billing-keys';

/**
 * After a subscription changes: the billing queries are stale, and so is the bootstrap user
 * whose `subscriptions[{valid, active}]` drive the route guards and the "Billing" menu item
 * (spec 000 §2, §6 isSubscribed). The bootstrap data is asked for again; should that fail, the
 * changed subscription's own flags stand in, so the guard does not send a new subscriber back
 * to /pricing.
 */
export async function refreshBillingState(
  queryClient: QueryClient,
  changed?: Pick<Subscription, 'id' | 'valid' | 'active'>,
): Promise<void> {
  try {
    const { data } = await apiClient.get<{ bootstrapData: BootstrapData }>('bootstrap-data');
    setBootstrapData(data.bootstrapData);
  } catch {
    if (changed) applySubscriptionFlags(changed);
  }
  await queryClient.invalidateQueries({ queryKey: billingKeys.all });
}

function applySubscriptionFlags(changed: Pick<Subscription, 'valid' | 'active'>): void {
  const data = getBootstrapData();
  if (!data.user) return;
  const subscriptions = [{ valid: changed.valid, active: changed.active }];
  setBootstrapData({ ...data, user: { ...data.user, subscriptions } });
}
