import { zodResolver } from '@/lib/zod-resolver';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { ACCOUNT_MESSAGES } from '@tonearm/shared/account/account.schemas';
import { Button } from '@/components/ui/button';
import { DialogFooter, DialogHeader } from '@/components/ui/dialog-parts';
import { FormTextField } from '@/components/ui/form-fields';
import { openDialog, type CloseDialog } from '@/components/ui/modal/modal-store';
import { errorStatus } from '@/lib/api-client';
import { applyServerErrors } from '@/lib/form-errors';
import { showHttpErrorToast } from '@/lib/http-errors';
import { useTrans } from '@/lib/i18n';
import { useConfirmPassword } from '../api/confirm-password';
import { getConfirmedPasswordStatus } from '../api/get-confirmed-password-status';

const schema = z.object({
  password: z.string().min(1, ACCOUNT_MESSAGES.required),
});
type Values = z.infer<typeof schema>;

/** The "confirm your password" dialog; closes with true once the server accepted it. */
export function ConfirmPasswordDialog({ close }: { close: CloseDialog<boolean> }) {
  const t = useTrans();
  const mutation = useConfirmPassword();
  const form = useForm<Values>({
    resolver: zodResolver(schema),
    mode: 'onChange',
    defaultValues: { password: '' },
  });
  const handleSubmit = form.handleSubmit((values) =>
    mutation.mutate(values, {
      onSuccess: () => close(true),
      onError: (error) => applyServerErrors(error, form.setError, ['password']),
    }),
  );
  return (
    <form onSubmit={(e) => void handleSubmit(e)} noValidate data-testid="confirm-password-dialog">
      <DialogHeader
        title={t('Confirm password')}
        description={t('For your security, please confirm your password to continue.')}
      />
      <FormTextField
        control={form.control}
        name="password"
        type="password"
        label={t('Password')}
        autoComplete="current-password"
        autoFocus
        isRequired
      />
      <DialogFooter>
        <Button variant="secondary" onPress={() => close(false)}>
          {t('Cancel')}
        </Button>
        <Button type="submit" isDisabled={!form.formState.isValid || mutation.isPending}>
          {t('Confirm')}
        </Button>
      </DialogFooter>
    </form>
  );
}

/**
 * Sensitive actions need a confirmed password, valid for 9000 s. Asks the
 * server first and shows the dialog only when the confirmation is missing or stale; resolves
 * true when the action may go ahead.
 */
export async function ensurePasswordConfirmed(): Promise<boolean> {
  try {
    if (await getConfirmedPasswordStatus()) return true;
  } catch (error) {
    showHttpErrorToast(error);
    return false;
  }
  return !!(await openDialog<boolean>((close) => <ConfirmPasswordDialog close={close} />, {
    label: 'Confirm password',
  }));
}

/** Runs a sensitive action after confirmation; a 423 answer asks again once. */
export function usePasswordConfirmation() {
  return async function withConfirmedPassword<T>(action: () => Promise<T>): Promise<T | null> {
    if (!(await ensurePasswordConfirmed())) return null;
    try {
      return await action();
    } catch (error) {
      if (errorStatus(error) !== 423) throw error;
      if (!(await ensurePasswordConfirmed())) return null;
      return action();
    }
  };
}
