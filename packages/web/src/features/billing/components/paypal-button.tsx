import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/http-errors';
import { useTrans } from '@/lib/i18n';
import type { SettledPayment } from '../hooks/use-settle-payment';

/**
 * PayPal: the server creates the PayPal subscription and answers its approval
 * URL; the user approves there and comes back to the done page, which waits for the webhook.
 */
export function PayPalButton({
  start,
  onSettled,
}: {
  start: () => Promise<SettledPayment>;
  onSettled: (payment: SettledPayment) => void;
}) {
  const t = useTrans();
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const pay = async () => {
    setPending(true);
    setError(null);
    try {
      const payment = await start();
      if (payment.status === 'redirect') {
        window.location.assign(payment.url);
        return;
      }
      onSettled(payment);
    } catch (failure) {
      setError(errorMessage(failure));
    }
    setPending(false);
  };

  return (
    <div className="flex flex-col gap-4" data-testid="paypal-payment">
      <p className="text-sm text-muted">
        {t('You will approve the subscription on PayPal and come back here.')}
      </p>
      {error ? (
        <p role="alert" className="rounded-lg bg-danger/10 p-3 text-sm text-danger">
          {error}
        </p>
      ) : null}
      <Button
        size="lg"
        isDisabled={pending}
        onPress={() => void pay()}
        className="bg-[#ffc439] text-[#111] hover:brightness-95"
      >
        {pending ? t('Redirecting to PayPal…') : t('Pay with PayPal')}
      </Button>
    </div>
  );
}
