import { useEffect } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { toast } from '@/components/ui/toast/toast-store';
import { paths } from '@/config/paths';
import { useTrans } from '@/lib/i18n';
import { BILLING_MESSAGES, type BillingOverview } from '@tonearm/shared/billing/billing.schemas';
import { useSubscriptionConfirmation } from '../hooks/use-subscription-confirmation';
import { BillingNotice } from './billing-page-frame';
import { SUBSCRIBED_MESSAGE, usePlanParams } from './checkout-page';

/** Stripe's `redirect_status` on its return URL; PayPal's cancel link adds nothing usable. */
type ReturnOutcome = 'succeeded' | 'processing' | 'failed';

function stripeOutcome(status: string | null): ReturnOutcome {
  if (status === 'failed' || status === 'requires_payment_method') return 'failed';
  if (status === 'processing') return 'processing';
  return 'succeeded';
}

/**
 * The return pages of Stripe and PayPal (spec 001 §2): say how it went, then wait for the
 * provider's webhook to confirm (polling `billing/subscription`) and go on to /billing.
 */
function PaymentReturnPage({
  outcome,
  isConfirmed,
  retryPath,
  doneMessage,
  title,
}: {
  outcome: ReturnOutcome;
  isConfirmed: (overview: BillingOverview) => boolean;
  retryPath: string;
  doneMessage: string;
  title: string;
}) {
  const t = useTrans();
  const navigate = useNavigate();
  const state = useSubscriptionConfirmation({ enabled: outcome !== 'failed', isConfirmed });

  useEffect(() => {
    if (state !== 'confirmed') return;
    toast.positive(t(doneMessage));
    void navigate(paths.billing(), { replace: true });
  }, [state, navigate, t, doneMessage]);

  if (outcome === 'failed')
    return (
      <BillingNotice title={title} tone="danger" testId="payment-return">
        {t('The payment was not completed, so nothing was charged.')}{' '}
        <Link className="font-semibold text-primary underline" to={retryPath}>
          {t('Try again')}
        </Link>
      </BillingNotice>
    );
  if (state === 'timed-out')
    return (
      <BillingNotice title={title} testId="payment-return">
        {t(
          'Your payment was received, but the confirmation is taking longer than usual. We will email you once it is done.',
        )}{' '}
        <Link className="font-semibold text-primary underline" to={paths.home()}>
          {t('Go home')}
        </Link>
      </BillingNotice>
    );
  return (
    <BillingNotice title={title} testId="payment-return">
      {outcome === 'processing'
        ? t('Your payment is processing. This page updates once it is confirmed.')
        : t('Payment received. Confirming your subscription…')}
    </BillingNotice>
  );
}

const subscriptionIsValid = (overview: BillingOverview) => !!overview.subscription?.valid;

export function StripeCheckoutDonePage() {
  const t = useTrans();
  const [params] = useSearchParams();
  const { productId, priceId } = usePlanParams();
  return (
    <PaymentReturnPage
      title={t('Checkout')}
      outcome={stripeOutcome(params.get('redirect_status'))}
      isConfirmed={subscriptionIsValid}
      retryPath={paths.checkout(productId, priceId)}
      doneMessage={SUBSCRIBED_MESSAGE}
    />
  );
}

export function PayPalCheckoutDonePage() {
  const t = useTrans();
  const [params] = useSearchParams();
  const { productId, priceId } = usePlanParams();
  // PayPal's cancel URL is the same page with `cancelled=1` (the server sets both URLs).
  const outcome: ReturnOutcome = params.has('cancelled') ? 'failed' : 'succeeded';
  return (
    <PaymentReturnPage
      title={t('Checkout')}
      outcome={outcome}
      isConfirmed={subscriptionIsValid}
      retryPath={paths.checkout(productId, priceId)}
      doneMessage={SUBSCRIBED_MESSAGE}
    />
  );
}

/** /billing/change-payment-method/done: after Stripe or PayPal, wait for the new method. */
export function PaymentMethodDonePage() {
  const t = useTrans();
  const [params] = useSearchParams();
  const outcome: ReturnOutcome = params.has('cancelled')
    ? 'failed'
    : stripeOutcome(params.get('redirect_status'));
  const since = params.get('since');
  return (
    <PaymentReturnPage
      title={t('Change payment method')}
      outcome={outcome}
      // The webhook has landed once the subscription was updated after the change began.
      isConfirmed={(overview) =>
        !!overview.subscription &&
        (!since || new Date(overview.subscription.updated_at).getTime() >= Number(since))
      }
      retryPath={paths.billingChangePaymentMethod()}
      doneMessage={BILLING_MESSAGES.paymentMethodChanged}
    />
  );
}
