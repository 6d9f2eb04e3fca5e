import type { ReactNode } from 'react';
import { useTrans } from '@/lib/i18n';
import { Button, type ButtonProps } from './button';
import { DialogFooter } from './dialog-parts';

/**
 * The footer of a dialog that holds a form: Cancel, then the button that submits the form,
 * held back while the form is being sent (or cannot be sent yet).
 */
export function DialogFormFooter({
  onCancel,
  submitLabel,
  isSubmitDisabled,
  cancelVariant = 'secondary',
  submitVariant = 'primary',
}: {
  onCancel: () => void;
  submitLabel: ReactNode;
  isSubmitDisabled: boolean;
  cancelVariant?: ButtonProps['variant'];
  submitVariant?: ButtonProps['variant'];
}) {
  const t = useTrans();
  return (
    <DialogFooter>
      <Button variant={cancelVariant} onPress={onCancel}>
        {t('Cancel')}
      </Button>
      <Button type="submit" variant={submitVariant} isDisabled={isSubmitDisabled}>
        {submitLabel}
      </Button>
    </DialogFooter>
  );
}
