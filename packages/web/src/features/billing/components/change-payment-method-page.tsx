import { BILLING_MESSAGES } from '@tonearm/shared/billing/billing.schemas';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from '@/components/ui/toast/toast-store';
import { paths } from '@/config/paths';
import { useTrans } from '@/lib/i18n';
import { changePaymentMethod } from '../api/change-payment-method';
import { refreshBillingState } from '../api/refresh-billing-state';
import { BillingPageFrame } from './billing-page-frame';
import { PaymentPanel } from './payment-panel';

/**
 * /billing/change-payment-method: a new card with the test gateway, or Stripe's
 * and PayPal's own forms, whose return is the done page.
 */
export function ChangePaymentMethodPage() {
  const t = useTrans();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const origin = window.location.origin;
  // The done page waits for a subscription updated after this moment (the webhook).
  const [since] = useState(() => Date.now());

  return (
    <BillingPageFrame
      title={t('Change payment method')}
      back={{ to: paths.billing(), label: t('Billing') }}
      testId="change-payment-method"
    >
      <PaymentPanel
        submitLabel={t('Save payment method')}
        returnUrl={() => `${origin}${paths.billingChangePaymentMethodDone()}?since=${since}`}
        start={(gateway, card) => changePaymentMethod({ gateway, card })}
        onSucceeded={async (subscription) => {
          await refreshBillingState(queryClient, subscription);
          toast.positive(BILLING_MESSAGES.paymentMethodChanged);
          await navigate(paths.billing(), { replace: true });
        }}
      />
    </BillingPageFrame>
  );
}
