import type { Subscription } from '@tonearm/shared/billing/billing.schemas';
import { apiClient } from '@/lib/api-client';
import { useSubscriptionChange } from './refresh-billing-state';

/** POST billing/cancel: the subscription ends at the end of the paid period. */
export async function cancelSubscription(): Promise<Subscription> {
  const { data } = await apiClient.answering('subscriptionResponseSchema').post('billing/cancel');
  return data.subscription;
}

export function useCancelSubscription() {
  return useSubscriptionChange(cancelSubscription);
}
