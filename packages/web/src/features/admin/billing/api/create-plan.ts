import type { AdminProduct, ProductInput } from '@tonearm/shared/billing/billing.schemas';
import { apiClient } from '@/lib/api-client';
import { useRefetchingMutation } from '@/lib/refetching-mutation';
import { plansQueryKey } from './get-plan';

export async function createPlan(payload: ProductInput): Promise<AdminProduct> {
  const { data } = await apiClient
    .answering('adminProductResponseSchema')
    .post('admin/plans', payload);
  return data.product;
}

// The form shows field errors (and a provider's refusal) itself.
export const useCreatePlan = () =>
  useRefetchingMutation(createPlan, { refetch: [plansQueryKey], showErrorToast: false });
