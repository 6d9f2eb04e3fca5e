import { useQuery } from '@tanstack/react-query';
import type { CheckoutReturn, CheckoutReturnInput } from '@tonearm/shared/billing/billing.schemas';
import { apiClient } from '@/lib/api-client';
import { billingKeys } from './billing-keys';

/**
 * POST billing/checkout/return: the server asks Stripe or PayPal whether the caller's checkout
 * there went through. Read as a query: asking again changes nothing the provider has not.
 */
export async function confirmCheckoutReturn(input: CheckoutReturnInput): Promise<CheckoutReturn> {
  const { data } = await apiClient
    .answering('checkoutReturnSchema')
    .post('billing/checkout/return', input);
  return data;
}

/** Asks every `intervalMs` while the provider has not confirmed yet and `polling` holds. */
export function useCheckoutReturn(
  input: CheckoutReturnInput,
  { enabled, polling, intervalMs }: { enabled: boolean; polling: boolean; intervalMs: number },
) {
  return useQuery({
    queryKey: billingKeys.checkoutReturn(input.gateway, input.reference ?? ''),
    queryFn: () => confirmCheckoutReturn(input),
    enabled,
    retry: false,
    staleTime: 0,
    refetchOnWindowFocus: false,
    refetchInterval: (query) =>
      polling && query.state.data?.status === 'pending' ? intervalMs : false,
  });
}
