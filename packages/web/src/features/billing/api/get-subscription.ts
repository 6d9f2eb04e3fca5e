import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BillingOverview } from '@tonearm/shared/billing/billing.schemas';
import { apiClient } from '@/lib/api-client';
import { billingKeys } from './billing-keys';

/** GET billing/subscription: the user's current subscription and latest invoices. */
export async function getBillingOverview(): Promise<BillingOverview> {
  const { data } = await apiClient.answering('billingOverviewSchema').get('billing/subscription');
  return data;
}

export const billingOverviewQueryOptions = () =>
  queryOptions({ queryKey: billingKeys.subscription, queryFn: getBillingOverview });

export function useBillingOverview(
  options: { refetchInterval?: number | false; enabled?: boolean } = {},
) {
  return useQuery({ ...billingOverviewQueryOptions(), ...options });
}
