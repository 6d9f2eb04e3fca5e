import type { CheckoutInput, CheckoutResult } from '@tonearm/shared/billing/billing.schemas';
import { answerBody } from '@/lib/api-client';
import { useFormMutation } from '@/lib/form-mutation';

/** POST billing/checkout: starts a subscription; what follows depends on the gateway. */
export function checkout(input: CheckoutInput): Promise<CheckoutResult> {
  return answerBody('checkoutResultSchema').post('billing/checkout', input);
}

/** The checkout form shows field errors and declines itself. */
export function useCheckout() {
  return useFormMutation(checkout);
}

export interface ConfirmCheckoutInput {
  confirmation_id: string;
  approve: boolean;
}

/** POST billing/checkout/confirm: the answer to a `requires_action` step. */
export function confirmCheckout(input: ConfirmCheckoutInput): Promise<CheckoutResult> {
  return answerBody('checkoutResultSchema').post('billing/checkout/confirm', input);
}

export function useConfirmCheckout() {
  return useFormMutation(confirmCheckout);
}
