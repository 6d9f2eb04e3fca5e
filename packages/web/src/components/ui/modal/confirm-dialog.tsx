import { Button } from '@/components/ui/button';
import { trans } from '@/lib/i18n';
import { openDialog } from './modal-store';

/**
 * Asks before a destructive step (delete, leave): an alert dialog with the title, the message,
 * Cancel and a danger button. Resolves true only when that button is pressed.
 */
export async function confirmDanger(options: {
  title: string;
  message: string;
  confirmLabel: string;
  testId?: string;
}): Promise<boolean> {
  const confirmed = await openDialog<boolean>(
    (close) => (
      <div className="space-y-4" data-testid={options.testId}>
        <h2 className="text-xl font-bold">{options.title}</h2>
        <p className="text-muted">{options.message}</p>
        <div className="flex justify-end gap-2">
          <Button variant="ghost" onPress={() => close(false)}>
            {trans('Cancel')}
          </Button>
          <Button variant="danger" onPress={() => close(true)}>
            {options.confirmLabel}
          </Button>
        </div>
      </div>
    ),
    { role: 'alertdialog', label: options.title },
  );
  return confirmed === true;
}
