import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { plansQueryKey } from './get-plan';

/** 422 while the plan has subscribers (BILLING_MESSAGES.planInUse), toasted by the client. */
export async function deletePlan(id: number): Promise<void> {
  await apiClient.delete(`admin/plans/${id}`);
}

export function useDeletePlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deletePlan,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: plansQueryKey }),
  });
}
