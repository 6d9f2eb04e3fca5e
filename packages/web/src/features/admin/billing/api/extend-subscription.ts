import type { AdminSubscription } from '@tonearm/shared/billing/billing.schemas';
import { apiClient } from '@/lib/api-client';
import { useSubscriptionMutation } from './subscription-mutation';

/** `until`: the new renewal or end date, ISO with an offset. */
export async function extendSubscription(input: {
  id: number;
  until: string;
}): Promise<AdminSubscription> {
  const { data } = await apiClient
    .answering('adminSubscriptionResponseSchema')
    .post(`admin/subscriptions/${input.id}/extend`, { until: input.until });
  return data.subscription;
}

export const useExtendSubscription = () =>
  useSubscriptionMutation(extendSubscription, { showErrorToast: false });
