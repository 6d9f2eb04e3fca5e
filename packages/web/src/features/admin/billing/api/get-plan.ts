import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminProduct } from '@tonearm/shared/billing/billing.schemas';

import { apiClient } from '@/lib/api-client';

/** Every plans query starts with this key: the table, each plan, the plan pickers. */
export const plansQueryKey = ['admin', 'plans'] as const;
export const planQueryKey = (id: number) => [...plansQueryKey, 'plan', id] as const;

export async function getPlan(id: number): Promise<AdminProduct> {
  const { data } = await apiClient.answering('adminProductResponseSchema').get(`admin/plans/${id}`);
  return data.product;
}

export const planQueryOptions = (id: number) =>
  queryOptions({ queryKey: planQueryKey(id), queryFn: () => getPlan(id) });

export function usePlan(id: number) {
  return useQuery(planQueryOptions(id));
}

/** Every plan (a site has a handful), for the subscription pages' plan and price pickers. */
export async function getAllPlans(): Promise<AdminProduct[]> {
  const { data } = await apiClient.answering('adminProductListResponseSchema').get('admin/plans', {
    params: { perPage: 100, orderBy: 'position', orderDir: 'asc' },
  });
  return data.pagination.data;
}

export function useAllPlans() {
  return useQuery({ queryKey: [...plansQueryKey, 'all'], queryFn: getAllPlans });
}
