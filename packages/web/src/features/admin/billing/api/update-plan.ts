import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminProduct, ProductInput } from '@tonearm/shared/billing/billing.schemas';
import { apiClient } from '@/lib/api-client';
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

export function useUpdatePlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updatePlan,
    meta: { showErrorToast: false },
    onSuccess: (product) => queryClient.setQueryData(planQueryKey(product.id), product),
    // A provider's refusal still saved the change (plans.service): refetch either way.
    onSettled: () => queryClient.invalidateQueries({ queryKey: plansQueryKey }),
  });
}
