import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminSubscription } from '@tonearm/shared/billing/billing.schemas';
import { apiClient } from '@/lib/api-client';
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

export function useGrantSubscription() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: grantSubscription,
    meta: { showErrorToast: false },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: subscriptionsQueryKey }),
  });
}
