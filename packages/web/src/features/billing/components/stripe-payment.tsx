import type { Stripe, StripeElements } from '@stripe/stripe-js';
import { useEffect, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { useSetting } from '@/lib/bootstrap-store';
import { errorMessage } from '@/lib/http-errors';
import { useTrans } from '@/lib/i18n';
import { loadStripeJs, STRIPE_UNAVAILABLE_MESSAGE } from '../hooks/load-stripe';
import type { SettledPayment } from '../hooks/use-settle-payment';

type StripeState =
  | { step: 'loading' }
  | { step: 'ready'; stripe: Stripe; elements: StripeElements; setup: boolean }
  | { step: 'failed'; message: string };

/**
 * Stripe Elements: Stripe.js loads when this mounts (only when the user picks
 * Stripe), then the payment is started on the server and its client secret drives the Payment
 * Element; Stripe confirms and returns to `returnUrl`, whose page waits for the webhook. If
 * Stripe.js cannot load, nothing is started and the message says so.
 */
export function StripePayment({
  start,
  returnUrl,
  submitLabel,
  onSettled,
}: {
  /** Posts the payment with gateway `stripe`. */
  start: () => Promise<SettledPayment>;
  returnUrl: string;
  submitLabel: string;
  /** An answer other than a client secret (already paid, or a redirect). */
  onSettled: (payment: SettledPayment) => void;
}) {
  const t = useTrans();
  const publishableKey = useSetting<string>('billing.stripe.publishable_key') ?? '';
  const [state, setState] = useState<StripeState>({ step: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const [submitting, setSubmitting] = useState(false);
  const [payError, setPayError] = useState<string | null>(null);
  const mountRef = useRef<HTMLDivElement>(null);
  const startedFor = useRef(-1);
  const startRef = useRef(start);
  const settledRef = useRef(onSettled);
  useEffect(() => {
    startRef.current = start;
    settledRef.current = onSettled;
  });

  useEffect(() => {
    // One server-side payment per attempt, even when effects run twice (React StrictMode).
    if (startedFor.current === attempt) return;
    startedFor.current = attempt;
    setState({ step: 'loading' });
    void (async () => {
      let stripe: Stripe;
      try {
        stripe = await loadStripeJs(publishableKey);
      } catch {
        setState({ step: 'failed', message: STRIPE_UNAVAILABLE_MESSAGE });
        return;
      }
      try {
        const payment = await startRef.current();
        if (payment.status !== 'requires_client_confirmation') {
          settledRef.current(payment);
          return;
        }
        const elements = stripe.elements({ clientSecret: payment.client_secret });
        const element = elements.create('payment');
        if (mountRef.current) element.mount(mountRef.current);
        setState({
          step: 'ready',
          stripe,
          elements,
          setup: payment.client_secret.startsWith('seti_'),
        });
      } catch (error) {
        setState({ step: 'failed', message: errorMessage(error) });
      }
    })();
  }, [attempt, publishableKey]);

  const pay = async () => {
    if (state.step !== 'ready') return;
    setSubmitting(true);
    setPayError(null);
    const options = { elements: state.elements, confirmParams: { return_url: returnUrl } };
    // Stripe redirects to return_url on success; it answers here only with an error.
    const { error } = state.setup
      ? await state.stripe.confirmSetup(options)
      : await state.stripe.confirmPayment(options);
    setSubmitting(false);
    if (error) setPayError(error.message ?? t('The payment could not be completed.'));
  };

  return (
    <div className="flex flex-col gap-4" data-testid="stripe-payment">
      {state.step === 'loading' ? (
        <p role="status" className="text-sm text-muted">
          {t('Loading secure card form…')}
        </p>
      ) : null}
      {state.step === 'failed' ? (
        <div role="alert" className="flex flex-col gap-3 rounded-lg bg-danger/10 p-3 text-sm">
          <p className="text-danger">{t(state.message)}</p>
          <div>
            <Button variant="secondary" size="sm" onPress={() => setAttempt((n) => n + 1)}>
              {t('Try again')}
            </Button>
          </div>
        </div>
      ) : null}
      <div ref={mountRef} hidden={state.step !== 'ready'} />
      {payError ? (
        <p role="alert" className="rounded-lg bg-danger/10 p-3 text-sm text-danger">
          {payError}
        </p>
      ) : null}
      {state.step === 'ready' ? (
        <Button size="lg" isDisabled={submitting} onPress={() => void pay()}>
          {submitting ? t('Processing…') : submitLabel}
        </Button>
      ) : null}
    </div>
  );
}
