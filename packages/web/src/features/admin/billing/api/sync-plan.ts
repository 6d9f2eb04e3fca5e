import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminProduct } from '@tonearm/shared/billing/billing.schemas';
import { apiClient } from '@/lib/api-client';
import { plansQueryKey } from './get-plan';

/** Copies the plan to the enabled providers again; a refusal answers 422 with their message. */
export async function syncPlan(id: number): Promise<AdminProduct> {
  const { data } = await apiClient
    .answering('adminProductResponseSchema')
    .post(`admin/plans/${id}/sync`);
  return data.product;
}

export function useSyncPlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: syncPlan,
    onSettled: () => queryClient.invalidateQueries({ queryKey: plansQueryKey }),
  });
}
