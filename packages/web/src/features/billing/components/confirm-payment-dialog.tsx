import { Heading } from 'react-aria-components';
import { Button } from '@/components/ui/button';
import { openDialog } from '@/components/ui/modal/modal-store';
import { trans } from '@/lib/i18n';

/**
 * The test gateway's 3-D Secure–like step: the bank's question, Approve or Cancel.
 * Resolves true only for Approve; Escape or Cancel refuse.
 */
export async function askPaymentConfirmation(message: string): Promise<boolean> {
  const approved = await openDialog<boolean>(
    (close) => (
      <div className="space-y-4" data-testid="payment-confirmation">
        <Heading slot="title" className="text-xl font-bold">
          {trans('Confirm your payment')}
        </Heading>
        <p className="text-muted">{message}</p>
        <div className="flex justify-end gap-2">
          <Button variant="ghost" onPress={() => close(false)}>
            {trans('Cancel')}
          </Button>
          <Button onPress={() => close(true)}>{trans('Approve')}</Button>
        </div>
      </div>
    ),
    { role: 'alertdialog' },
  );
  return approved === true;
}
