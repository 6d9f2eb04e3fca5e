import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Product } from '@tonearm/shared/billing/billing.schemas';
import { apiClient } from '@/lib/api-client';
import { billingKeys } from './billing-keys';

/** GET billing/products/{id}: one plan, hidden ones too (a direct checkout link works). */
export async function getProduct(id: number): Promise<Product> {
  const { data } = await apiClient.answering('productResponseSchema').get(`billing/products/${id}`);
  return data.product;
}

export const productQueryOptions = (id: number) =>
  queryOptions({ queryKey: billingKeys.product(id), queryFn: () => getProduct(id) });

export function useProduct(id: number) {
  return useQuery({ ...productQueryOptions(id), enabled: id > 0 });
}
