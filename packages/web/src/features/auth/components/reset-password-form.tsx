import { zodResolver } from '@/lib/zod-resolver';
import { useForm } from 'react-hook-form';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { resetPasswordSchema, type ResetPasswordPayload } from '@tonearm/shared/auth/auth.schemas';
import { Button } from '@/components/ui/button';
import { FormEmailField, FormPasswordField } from '@/components/ui/form-fields';
import { toast } from '@/components/ui/toast/toast-store';
import { applyServerErrors } from '@/lib/form-errors';
import { useTrans } from '@/lib/i18n';
import { useResetPassword } from '../api/reset-password';
import { FormPasswordStrengthMeter } from './password-strength-meter';

/**
 * /password/reset/{token}?email=…: a new password, then sign in with it. It
 * says first that the reset ends the other sessions and revokes the access tokens.
 */
export function ResetPasswordForm() {
  const t = useTrans();
  const navigate = useNavigate();
  const { token = '' } = useParams();
  const [params] = useSearchParams();
  const reset = useResetPassword();
  const form = useForm<ResetPasswordPayload>({
    resolver: zodResolver(resetPasswordSchema),
    defaultValues: {
      token,
      email: params.get('email') ?? '',
      password: '',
      password_confirmation: '',
    },
  });
  const handleSubmit = form.handleSubmit((values) =>
    reset.mutate(values, {
      onSuccess: () => {
        toast.positive(t('Your password has been reset!'));
        void navigate('/login', { replace: true });
      },
      onError: (error) =>
        applyServerErrors(error, form.setError, ['email', 'password', 'password_confirmation']),
    }),
  );
  return (
    <form
      onSubmit={(e) => void handleSubmit(e)}
      noValidate
      className="flex flex-col gap-5"
      data-testid="reset-password-form"
    >
      <h1 className="text-2xl font-bold tracking-tight">{t('Reset your password')}</h1>
      <p className="text-sm text-muted">
        {t(
          'Changing your password signs you out of your other devices and revokes your access tokens.',
        )}
      </p>
      <FormEmailField control={form.control} name="email" isDisabled={!!params.get('email')} />
      <FormPasswordField
        control={form.control}
        name="password"
        label={t('New password')}
        autoComplete="new-password"
        autoFocus
      />
      <FormPasswordStrengthMeter control={form.control} name="password" emailName="email" />
      <FormPasswordField
        control={form.control}
        name="password_confirmation"
        label={t('Confirm password')}
        autoComplete="new-password"
      />
      <Button type="submit" size="lg" isDisabled={reset.isPending} className="w-full">
        {t('Reset password')}
      </Button>
    </form>
  );
}
