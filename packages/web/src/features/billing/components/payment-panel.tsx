import {
  BILLING_MESSAGES,
  type CardInput,
  type CheckoutResult,
  type GatewayName,
  type Subscription,
} from '@tonearm/shared/billing/billing.schemas';
import { useState } from 'react';
import { useTrans } from '@/lib/i18n';
import { useEnabledGateways } from '../hooks/use-enabled-gateways';
import { useSettlePayment, type SettledPayment } from '../hooks/use-settle-payment';
import { CardForm } from './card-form';
import { PayPalButton } from './paypal-button';
import { SegmentedChoice } from './segmented-choice';
import { StripePayment } from './stripe-payment';

const GATEWAY_LABELS: Record<GatewayName, string> = {
  stripe: 'Card',
  paypal: 'PayPal',
  test: 'Test card',
};

/**
 * Pays with one of the enabled gateways (checkout and the payment-method change share it): the
 * test gateway's card form, Stripe Elements, or the PayPal button.
 */
export function PaymentPanel({
  start,
  onSucceeded,
  returnUrl,
  submitLabel,
}: {
  /** Posts the payment (checkout or payment method) for the gateway. */
  start: (gateway: GatewayName, card?: CardInput) => Promise<CheckoutResult>;
  onSucceeded: (subscription: Subscription) => void | Promise<void>;
  /** The absolute URL Stripe or PayPal send the user back to. */
  returnUrl: (gateway: 'stripe' | 'paypal') => string;
  submitLabel: string;
}) {
  const t = useTrans();
  const gateways = useEnabledGateways();
  const settle = useSettlePayment();
  const [chosen, setChosen] = useState<GatewayName | null>(null);
  const gateway = chosen && gateways.includes(chosen) ? chosen : gateways[0];

  if (!gateway)
    return (
      <p role="alert" className="rounded-lg bg-danger/10 p-3 text-sm text-danger">
        {t(BILLING_MESSAGES.gatewayOff)}
      </p>
    );

  const afterSettled = async (payment: SettledPayment) => {
    if (payment.status === 'succeeded') await onSucceeded(payment.subscription);
    else if (payment.status === 'redirect') window.location.assign(payment.url);
  };

  return (
    <div className="flex flex-col gap-6">
      {gateways.length > 1 ? (
        <SegmentedChoice
          label={t('Payment method')}
          value={gateway}
          onChange={setChosen}
          className="items-start"
          testId="gateway-choice"
          options={gateways.map((name) => ({ value: name, label: t(GATEWAY_LABELS[name]) }))}
        />
      ) : null}
      {gateway === 'test' ? (
        <CardForm
          submitLabel={submitLabel}
          showTestCards
          onSubmit={async (card) => afterSettled(await settle(await start('test', card)))}
        />
      ) : null}
      {gateway === 'stripe' ? (
        <StripePayment
          key="stripe"
          start={async () => settle(await start('stripe'))}
          returnUrl={returnUrl('stripe')}
          submitLabel={submitLabel}
          onSettled={(payment) => void afterSettled(payment)}
        />
      ) : null}
      {gateway === 'paypal' ? (
        <PayPalButton
          start={async () => settle(await start('paypal'))}
          onSettled={(payment) => void afterSettled(payment)}
        />
      ) : null}
    </div>
  );
}
