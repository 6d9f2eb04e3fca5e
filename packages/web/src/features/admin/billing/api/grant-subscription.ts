import type { AdminSubscription } from '@tonearm/shared/billing/billing.schemas';
import { apiClient } from '@/lib/api-client';
import { useRefetchingMutation } from '@/lib/refetching-mutation';
import { subscriptionsQueryKey } from './get-subscription';

export interface GrantSubscriptionInput {
  user_id: number;
  product_id: number;
  price_id: number | null;
  /** ISO date with an offset; null: it never ends. */
  ends_at: string | null;
}

export async function grantSubscription(input: GrantSubscriptionInput): Promise<AdminSubscription> {
  const { data } = await apiClient
    .answering('adminSubscriptionResponseSchema')
    .post('admin/subscriptions', input);
  return data.subscription;
}

export const useGrantSubscription = () =>
  useRefetchingMutation(grantSubscription, {
    refetch: [subscriptionsQueryKey],
    showErrorToast: false,
  });
