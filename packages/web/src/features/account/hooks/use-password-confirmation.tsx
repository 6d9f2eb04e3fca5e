import { zodResolver } from '@/lib/zod-resolver';
import { z } from 'zod';
import { ACCOUNT_MESSAGES } from '@tonearm/shared/account/account.schemas';
import { openDialog, type CloseDialog } from '@/components/ui/modal/modal-store';
import { errorStatus } from '@/lib/api-client';
import { showHttpErrorToast } from '@/lib/http-errors';
import { useTrans } from '@/lib/i18n';
import { useConfirmPassword } from '../api/confirm-password';
import { getConfirmedPasswordStatus } from '../api/get-confirmed-password-status';
import { PasswordPromptDialog } from '../components/password-prompt-dialog';

const schema = z.object({
  password: z.string().min(1, ACCOUNT_MESSAGES.required),
});

/** The "confirm your password" dialog; closes with true once the server accepted it. */
export function ConfirmPasswordDialog({ close }: { close: CloseDialog<boolean> }) {
  const t = useTrans();
  const mutation = useConfirmPassword();
  return (
    <PasswordPromptDialog
      close={close}
      title={t('Confirm password')}
      description={t('For your security, please confirm your password to continue.')}
      submitLabel={t('Confirm')}
      testId="confirm-password-dialog"
      resolver={zodResolver(schema)}
      mutation={mutation}
    />
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
