import type { CheckoutResult, Subscription } from '@tonearm/shared/billing/billing.schemas';
import { BILLING_MESSAGES } from '@tonearm/shared/billing/billing.schemas';
import { useConfirmCheckout } from '../api/checkout';
import { askPaymentConfirmation } from '../components/confirm-payment-dialog';

/** Where a checkout (or a payment method change) goes once any confirmation step is done. */
export type SettledPayment =
  | { status: 'succeeded'; subscription: Subscription }
  | { status: 'requires_client_confirmation'; client_secret: string; publishable_key: string }
  | { status: 'redirect'; url: string };

export const PAYMENT_NOT_CONFIRMED = 'The payment was not confirmed, so nothing was charged.';

/**
 * Walks a `requires_action` answer through the confirmation dialog and
 * `billing/checkout/confirm` (as often as the gateway asks); other answers pass through. A
 * refusal, or a decline after approving, rejects for the form to show.
 */
export function useSettlePayment() {
  const confirm = useConfirmCheckout();
  const settle = async (result: CheckoutResult): Promise<SettledPayment> => {
    switch (result.status) {
      case 'requires_action': {
        const approved = await askPaymentConfirmation(
          result.message || BILLING_MESSAGES.requiresConfirmation,
        );
        if (!approved) {
          // Tell the gateway, so the waiting attempt is dropped; the user stays on the form.
          await confirm
            .mutateAsync({ confirmation_id: result.confirmation_id, approve: false })
            .catch(() => undefined);
          throw new Error(PAYMENT_NOT_CONFIRMED);
        }
        return settle(
          await confirm.mutateAsync({ confirmation_id: result.confirmation_id, approve: true }),
        );
      }
      case 'succeeded':
      case 'requires_client_confirmation':
      case 'redirect':
        return result;
    }
  };
  return settle;
}
