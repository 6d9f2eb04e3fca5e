import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import {
  changePasswordSchema,
  type ChangePasswordPayload,
} from '@tonearm/shared/account/account.schemas';
import { Button } from '@/components/ui/button';
import { FormTextField } from '@/components/ui/form-fields';
import { toast } from '@/components/ui/toast/toast-store';
import { applyServerErrors } from '@/lib/form-errors';
import { useTrans } from '@/lib/i18n';
import { useChangePassword } from '../api/change-password';
import { userSessionsQueryKey } from '../api/get-user-sessions';
import { SettingsPanel } from './settings-panel';

const EMPTY: ChangePasswordPayload = {
  current_password: '',
  password: '',
  password_confirmation: '',
};

/** spec 000 §2 password panel: current, new and confirmation, all required (§5). */
export function PasswordPanel() {
  const t = useTrans();
  const queryClient = useQueryClient();
  const change = useChangePassword();
  const form = useForm<ChangePasswordPayload>({
    resolver: zodResolver(changePasswordSchema),
    mode: 'onChange',
    defaultValues: EMPTY,
  });
  const handleSubmit = form.handleSubmit((values) =>
    change.mutate(values, {
      onSuccess: () => {
        toast.positive(t('Password changed'));
        form.reset(EMPTY);
        // Every other session ended on the server.
        void queryClient.invalidateQueries({ queryKey: userSessionsQueryKey });
      },
      onError: (error) =>
        applyServerErrors(error, form.setError, [
          'current_password',
          'password',
          'password_confirmation',
        ]),
    }),
  );

  return (
    <form onSubmit={(e) => void handleSubmit(e)} noValidate data-testid="password-form">
      <SettingsPanel
        id="password"
        title={t('Update password')}
        description={t(
          'Use a long, unique password. Changing it signs you out on every other device.',
        )}
        footer={
          <Button type="submit" isDisabled={!form.formState.isValid || change.isPending}>
            {t('Update password')}
          </Button>
        }
      >
        <div className="grid max-w-xl gap-4">
          <FormTextField
            control={form.control}
            name="current_password"
            type="password"
            label={t('Current password')}
            autoComplete="current-password"
            isRequired
          />
          <FormTextField
            control={form.control}
            name="password"
            type="password"
            label={t('New password')}
            autoComplete="new-password"
            isRequired
          />
          <FormTextField
            control={form.control}
            name="password_confirmation"
            type="password"
            label={t('Confirm password')}
            autoComplete="new-password"
            isRequired
          />
        </div>
      </SettingsPanel>
    </form>
  );
}
