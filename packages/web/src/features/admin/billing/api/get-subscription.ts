import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminSubscription, Invoice } from '@tonearm/shared/billing/billing.schemas';
import { apiClient } from '@/lib/api-client';

/** Every subscriptions query starts with this key: the table and each subscription. */
export const subscriptionsQueryKey = ['admin', 'subscriptions'] as const;
export const subscriptionQueryKey = (id: number) =>
  [...subscriptionsQueryKey, 'subscription', id] as const;

export interface SubscriptionDetails {
  subscription: AdminSubscription;
  invoices: Invoice[];
}

export async function getSubscription(id: number): Promise<SubscriptionDetails> {
  const { data } = await apiClient
    .answering('adminSubscriptionDetailSchema')
    .get(`admin/subscriptions/${id}`);
  return data;
}

export const subscriptionQueryOptions = (id: number) =>
  queryOptions({ queryKey: subscriptionQueryKey(id), queryFn: () => getSubscription(id) });

export function useSubscription(id: number) {
  return useQuery(subscriptionQueryOptions(id));
}
