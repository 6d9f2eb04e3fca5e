import type { AdminProduct, ProductInput } from '@tonearm/shared/billing/billing.schemas';
import { apiClient } from '@/lib/api-client';
import { useRefetchingMutation } from '@/lib/refetching-mutation';
import { planQueryKey, plansQueryKey } from './get-plan';

export async function updatePlan({
  id,
  ...payload
}: ProductInput & { id: number }): Promise<AdminProduct> {
  const { data } = await apiClient
    .answering('adminProductResponseSchema')
    .put(`admin/plans/${id}`, payload);
  return data.product;
}

export const useUpdatePlan = () =>
  useRefetchingMutation(updatePlan, {
    refetch: [plansQueryKey],
    // A provider's refusal still saved the change (plans.service): refetch either way.
    refetchOnError: true,
    showErrorToast: false,
    adoptAnswer: (queryClient, product) =>
      queryClient.setQueryData(planQueryKey(product.id), product),
  });
