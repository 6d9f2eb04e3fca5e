import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminSubscription } from '@tonearm/shared/billing/billing.schemas';
import { apiClient } from '@/lib/api-client';
import {
  subscriptionQueryKey,
  subscriptionsQueryKey,
  type SubscriptionDetails,
} from './get-subscription';

/**
 * What every admin action on one subscription does after the server answers: the page shows
 * the answered subscription at once and the table and the page refetch.
 */
export function useSubscriptionMutation<Input>(
  mutationFn: (input: Input) => Promise<AdminSubscription>,
  options: { showErrorToast?: boolean } = {},
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    meta: { showErrorToast: options.showErrorToast ?? true },
    onSuccess: async (subscription) => {
      queryClient.setQueryData<SubscriptionDetails>(
        subscriptionQueryKey(subscription.id),
        (current) => (current ? { ...current, subscription } : current),
      );
      await queryClient.invalidateQueries({ queryKey: subscriptionsQueryKey });
    },
  });
}

/**
 * POST admin/subscriptions/{id}/{action}: every action answers the changed subscription. An
 * action without options (renew) sends no body at all.
 */
export async function postSubscriptionAction(
  id: number,
  action: 'cancel' | 'change-plan' | 'extend' | 'renew',
  ...body: [options?: Record<string, unknown>]
): Promise<AdminSubscription> {
  const { data } = await apiClient
    .answering('adminSubscriptionResponseSchema')
    .post(`admin/subscriptions/${id}/${action}`, ...body);
  return data.subscription;
}
