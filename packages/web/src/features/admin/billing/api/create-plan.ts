import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminProduct, ProductInput } from '@tonearm/shared/billing/billing.schemas';
import { apiClient } from '@/lib/api-client';
import { plansQueryKey } from './get-plan';

export async function createPlan(payload: ProductInput): Promise<AdminProduct> {
  const { data } = await apiClient
    .answering('adminProductResponseSchema')
    .post('admin/plans', payload);
  return data.product;
}

export function useCreatePlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createPlan,
    // The form shows field errors (and a provider's refusal) itself.
    meta: { showErrorToast: false },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: plansQueryKey }),
  });
}
