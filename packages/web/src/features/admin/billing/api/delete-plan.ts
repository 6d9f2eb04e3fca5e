import { apiClient } from '@/lib/api-client';
import { useRefetchingMutation } from '@/lib/refetching-mutation';
import { plansQueryKey } from './get-plan';

/** 422 while the plan has subscribers (BILLING_MESSAGES.planInUse), toasted by the client. */
export async function deletePlan(id: number): Promise<void> {
  await apiClient.delete(`admin/plans/${id}`);
}

export const useDeletePlan = () => useRefetchingMutation(deletePlan, { refetch: [plansQueryKey] });
