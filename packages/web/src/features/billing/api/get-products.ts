import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Product } from '@tonearm/shared/billing/billing.schemas';
import { apiClient } from '@/lib/api-client';
import { billingKeys } from './billing-keys';

/** GET billing/products: the visible plans, hidden ones left out, by position. */
export async function getProducts(): Promise<Product[]> {
  const { data } = await apiClient.answering('productListResponseSchema').get('billing/products');
  // The server leaves hidden plans out; a list never shows one even if an answer carried it.
  return data.pagination.data
    .filter((product) => !product.hidden)
    .sort((a, b) => a.position - b.position || a.id - b.id);
}

export const productsQueryOptions = () =>
  queryOptions({ queryKey: billingKeys.products, queryFn: getProducts });

export function useProducts() {
  return useQuery(productsQueryOptions());
}
