import { zodResolver } from '@/lib/zod-resolver';
import { useForm } from 'react-hook-form';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { resetPasswordSchema, type ResetPasswordPayload } from '@tonearm/shared/auth/auth.schemas';
import { FormEmailField } from '@/components/ui/form-fields';
import { toast } from '@/components/ui/toast/toast-store';
import { applyServerErrors } from '@/lib/form-errors';
import { useTrans } from '@/lib/i18n';
import { useResetPassword } from '../api/reset-password';
import { AuthForm } from './auth-form';
import { FormNewPasswordFields } from './password-strength-meter';

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
    <AuthForm
      title={t('Reset your password')}
      intro={t(
        'Changing your password signs you out of your other devices and revokes your access tokens.',
      )}
      testId="reset-password-form"
      onSubmit={handleSubmit}
      submitLabel={t('Reset password')}
      isPending={reset.isPending}
    >
      <FormEmailField control={form.control} name="email" isDisabled={!!params.get('email')} />
      <FormNewPasswordFields
        control={form.control}
        label={t('New password')}
        autoFocus
        emailName="email"
      />
    </AuthForm>
  );
}
