import { useMutation } from '@tanstack/react-query';
import type { CheckoutInput, CheckoutResult } from '@tonearm/shared/billing/billing.schemas';
import { apiClient } from '@/lib/api-client';

/** POST billing/checkout: starts a subscription; what follows depends on the gateway. */
export async function checkout(input: CheckoutInput): Promise<CheckoutResult> {
  const { data } = await apiClient
    .answering('checkoutResultSchema')
    .post('billing/checkout', input);
  return data;
}

/** The checkout form shows field errors and declines itself. */
export function useCheckout() {
  return useMutation({ mutationFn: checkout, meta: { showErrorToast: false } });
}

export interface ConfirmCheckoutInput {
  confirmation_id: string;
  approve: boolean;
}

/** POST billing/checkout/confirm: the answer to a `requires_action` step. */
export async function confirmCheckout(input: ConfirmCheckoutInput): Promise<CheckoutResult> {
  const { data } = await apiClient
    .answering('checkoutResultSchema')
    .post('billing/checkout/confirm', input);
  return data;
}

export function useConfirmCheckout() {
  return useMutation({ mutationFn: confirmCheckout, meta: { showErrorToast: false } });
}
