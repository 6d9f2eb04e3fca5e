import type {
  CardInput,
  CheckoutResult,
  GatewayName,
} from '@tonearm/shared/billing/billing.schemas';
import { answerBody } from '@/lib/api-client';
import { useFormMutation } from '@/lib/form-mutation';

export interface PaymentMethodInput {
  gateway: GatewayName;
  card?: CardInput;
}

/** POST billing/payment-method: answers like checkout (test: at once; Stripe; PayPal). */
export function changePaymentMethod(input: PaymentMethodInput): Promise<CheckoutResult> {
  return answerBody('checkoutResultSchema').post('billing/payment-method', input);
}

export function useChangePaymentMethod() {
  return useFormMutation(changePaymentMethod);
}
