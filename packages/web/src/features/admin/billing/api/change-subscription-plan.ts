import type { AdminSubscription } from '@tonearm/shared/billing/billing.schemas';
import { apiClient } from '@/lib/api-client';
import { useSubscriptionMutation } from './subscription-mutation';

export async function changeSubscriptionPlan(input: {
  id: number;
  price_id: number;
}): Promise<AdminSubscription> {
  const { data } = await apiClient
    .answering('adminSubscriptionResponseSchema')
    .post(`admin/subscriptions/${input.id}/change-plan`, { price_id: input.price_id });
  return data.subscription;
}

export const useChangeSubscriptionPlan = () => useSubscriptionMutation(changeSubscriptionPlan);
