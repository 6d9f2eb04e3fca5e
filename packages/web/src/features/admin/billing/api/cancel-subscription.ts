import type { AdminSubscription } from '@tonearm/shared/billing/billing.schemas';
import { apiClient } from '@/lib/api-client';
import { useSubscriptionMutation } from './subscription-mutation';

/** `immediately` ends access now; otherwise at the end of the paid period. */
export async function cancelSubscription(input: {
  id: number;
  immediately: boolean;
}): Promise<AdminSubscription> {
  const { data } = await apiClient
    .answering('adminSubscriptionResponseSchema')
    .post(`admin/subscriptions/${input.id}/cancel`, { immediately: input.immediately });
  return data.subscription;
}

export const useCancelSubscription = () => useSubscriptionMutation(cancelSubscription);
