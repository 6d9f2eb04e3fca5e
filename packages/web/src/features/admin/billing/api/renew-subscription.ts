import type { AdminSubscription } from '@tonearm/shared/billing/billing.schemas';
import { apiClient } from '@/lib/api-client';
import { useSubscriptionMutation } from './subscription-mutation';

export async function renewSubscription(id: number): Promise<AdminSubscription> {
  const { data } = await apiClient
    .answering('adminSubscriptionResponseSchema')
    .post(`admin/subscriptions/${id}/renew`);
  return data.subscription;
}

export const useRenewSubscription = () => useSubscriptionMutation(renewSubscription);
