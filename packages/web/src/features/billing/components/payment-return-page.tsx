import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { toast } from '@/components/ui/toast/toast-store';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/http-errors';
import { useTrans } from '@/lib/i18n';
import { BILLING_MESSAGES, type BillingOverview } from '@tonearm/shared/billing/billing.schemas';
import { useCheckoutReturn } from '../api/confirm-checkout-return';
import { refreshBillingState } from '../api/refresh-billing-state';
import {
  CONFIRMATION_POLL_INTERVAL_MS,
  CONFIRMATION_POLL_LIMIT_MS,
  useSubscriptionConfirmation,
} from '../hooks/use-subscription-confirmation';
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
 * The return page of a payment-method change at Stripe or PayPal: say how it went, then wait
 * for the provider's webhook to confirm (polling `billing/subscription`) and go on to /billing.
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

/**
 * The checkout return pages of Stripe and PayPal: nothing is taken on the URL's
 * word. The server asks the provider about the caller's own checkout named on the URL; the page
 * says what the provider answered — paid (on to /billing), not confirmed yet (asked again for
 * a minute), or not found or failed, with what to do next.
 */
function CheckoutReturnPage({
  gateway,
  reference,
  outcome,
}: {
  gateway: 'stripe' | 'paypal';
  reference: string | null;
  outcome: ReturnOutcome;
}) {
  const t = useTrans();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { productId, priceId } = usePlanParams();
  const retryPath = paths.checkout(productId, priceId);
  const [timedOut, setTimedOut] = useState(false);
  const answer = useCheckoutReturn(
    { gateway, ...(reference ? { reference } : {}) },
    {
      enabled: outcome !== 'failed',
      polling: !timedOut,
      intervalMs: CONFIRMATION_POLL_INTERVAL_MS,
    },
  );
  const result = answer.data;
  const title = t('Checkout');

  useEffect(() => {
    if (outcome === 'failed') return;
    const timer = setTimeout(() => setTimedOut(true), CONFIRMATION_POLL_LIMIT_MS);
    return () => clearTimeout(timer);
  }, [outcome]);

  const succeeded = result?.status === 'succeeded' ? result.subscription : null;
  // Once: the refresh replaces the bootstrap data, which gives `t` new lines and runs this
  // effect again; a second refresh would ask the provider again, and so on.
  const refreshed = useRef(false);
  useEffect(() => {
    if (!succeeded || refreshed.current) return;
    refreshed.current = true;
    // The bootstrap user must know of the subscription before /billing's guard reads it.
    void refreshBillingState(queryClient, succeeded).finally(() => {
      toast.positive(t(SUBSCRIBED_MESSAGE));
      void navigate(paths.billing(), { replace: true });
    });
  }, [succeeded, queryClient, navigate, t]);

  const retry = (
    <Link className="font-semibold text-primary underline" to={retryPath}>
      {t('Try again')}
    </Link>
  );
  if (outcome === 'failed')
    return (
      <BillingNotice title={title} tone="danger" testId="payment-return">
        {t('The payment was not completed, so nothing was charged.')} {retry}
      </BillingNotice>
    );
  if (answer.isError)
    return (
      <BillingNotice title={title} tone="danger" testId="payment-return">
        {errorMessage(answer.error)} {retry}
      </BillingNotice>
    );
  if (result?.status === 'failed')
    return (
      <BillingNotice title={title} tone="danger" testId="payment-return">
        {t(result.message)} {retry}
      </BillingNotice>
    );
  if (result?.status === 'pending')
    return (
      <BillingNotice title={title} testId="payment-return">
        {timedOut ? (
          <>
            {t(
              'The payment provider has not confirmed your payment yet. If you paid, your subscription starts once it does and we email you; otherwise try again.',
            )}{' '}
            {retry}
          </>
        ) : (
          t(result.message)
        )}
      </BillingNotice>
    );
  return (
    <BillingNotice title={title} testId="payment-return">
      {succeeded
        ? t('Payment confirmed. Opening your billing page…')
        : t('Checking your payment with :provider…', {
            provider: gateway === 'stripe' ? 'Stripe' : 'PayPal',
          })}
    </BillingNotice>
  );
}

export function StripeCheckoutDonePage() {
  const [params] = useSearchParams();
  return (
    <CheckoutReturnPage
      gateway="stripe"
      reference={params.get('payment_intent')}
      outcome={stripeOutcome(params.get('redirect_status'))}
    />
  );
}

export function PayPalCheckoutDonePage() {
  const [params] = useSearchParams();
  // PayPal's cancel URL is the same page with `cancelled=1` (the server sets both URLs); its
  // return URL carries the subscription the payer approved.
  return (
    <CheckoutReturnPage
      gateway="paypal"
      reference={params.get('subscription_id')}
      outcome={params.has('cancelled') ? 'failed' : 'succeeded'}
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
