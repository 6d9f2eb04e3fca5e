import type { Subscription } from '@tonearm/shared/billing/billing.schemas';
import { apiClient } from '@/lib/api-client';
import { useSubscriptionChange } from './refresh-billing-state';

/** POST billing/renew: resumes a cancelled subscription before it ends. */
export async function renewSubscription(): Promise<Subscription> {
  const { data } = await apiClient.answering('subscriptionResponseSchema').post('billing/renew');
  return data.subscription;
}

export function useRenewSubscription() {
  return useSubscriptionChange(renewSubscription);
}
