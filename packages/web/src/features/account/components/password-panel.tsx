import { zodResolver } from '@/lib/zod-resolver';
import { useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import {
  changePasswordSchema,
  type ChangePasswordPayload,
} from '@tonearm/shared/account/account.schemas';
import { Button } from '@/components/ui/button';
import { FormPasswordField } from '@/components/ui/form-fields';
import { toast } from '@/components/ui/toast/toast-store';
import { FormNewPasswordFields } from '@/features/auth/public';
import { useBootstrapData } from '@/lib/bootstrap-store';
import { applyServerErrors } from '@/lib/form-errors';
import { useTrans } from '@/lib/i18n';
import { useChangePassword } from '../api/change-password';
import { accountUserQueryKey } from '../api/get-account-user';
import { userSessionsQueryKey } from '../api/get-user-sessions';
import { SettingsPanel } from './settings-panel';
import { Form } from '@/components/ui/form';

const EMPTY: ChangePasswordPayload = {
  current_password: '',
  password: '',
  password_confirmation: '',
};

/**
 * The password panel: current, new and confirmation, all required, with a
 * strength meter; it says up front that a change ends the other sessions and access tokens.
 */
export function PasswordPanel() {
  const t = useTrans();
  const queryClient = useQueryClient();
  const change = useChangePassword();
  const form = useForm<ChangePasswordPayload>({
    resolver: zodResolver(changePasswordSchema),
    mode: 'onChange',
    defaultValues: EMPTY,
  });
  const email = useBootstrapData((data) => data.user?.email);
  const handleSubmit = form.handleSubmit((values) =>
    change.mutate(values, {
      onSuccess: () => {
        toast.positive(t('Password changed'));
        form.reset(EMPTY);
        // Every other session ended on the server, and every access token with them.
        void queryClient.invalidateQueries({ queryKey: userSessionsQueryKey });
        void queryClient.invalidateQueries({ queryKey: accountUserQueryKey });
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
    <Form onSubmit={handleSubmit} data-testid="password-form">
      <SettingsPanel
        id="password"
        title={t('Update password')}
        description={t(
          'Changing your password signs you out of your other devices and revokes your access tokens.',
        )}
        footer={
          <Button type="submit" isDisabled={!form.formState.isValid || change.isPending}>
            {t('Update password')}
          </Button>
        }
      >
        <div className="grid max-w-xl gap-4">
          <FormPasswordField
            control={form.control}
            name="current_password"
            label={t('Current password')}
          />
          <FormNewPasswordFields control={form.control} label={t('New password')} email={email} />
        </div>
      </SettingsPanel>
    </Form>
  );
}
