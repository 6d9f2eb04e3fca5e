import { useMutation } from '@tanstack/react-query';
import type {
  CardInput,
  CheckoutResult,
  GatewayName,
} from '@tonearm/shared/billing/billing.schemas';
import { apiClient } from '@/lib/api-client';

export interface PaymentMethodInput {
  gateway: GatewayName;
  card?: CardInput;
}

/** POST billing/payment-method: answers like checkout (test: at once; Stripe; PayPal). */
export async function changePaymentMethod(input: PaymentMethodInput): Promise<CheckoutResult> {
  const { data } = await apiClient
    .answering('checkoutResultSchema')
    .post('billing/payment-method', input);
  return data;
}

export function useChangePaymentMethod() {
  return useMutation({ mutationFn: changePaymentMethod, meta: { showErrorToast: false } });
}
