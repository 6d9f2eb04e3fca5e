import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Subscription } from '@tonearm/shared/billing/billing.schemas';
import { apiClient } from '@/lib/api-client';
import { refreshBillingState } from './refresh-billing-state';

/** POST billing/renew: resumes a cancelled subscription before it ends. */
export async function renewSubscription(): Promise<Subscription> {
  const { data } = await apiClient.answering('subscriptionResponseSchema').post('billing/renew');
  return data.subscription;
}

export function useRenewSubscription() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: renewSubscription,
    onSuccess: (subscription) => refreshBillingState(queryClient, subscription),
  });
}
