import { zodResolver } from '@/lib/zod-resolver';
import { useForm } from 'react-hook-form';
import { Link, useNavigate, useSearchParams } from 'react-router';
import {
  forgotPasswordSchema,
  type ForgotPasswordPayload,
} from '@tonearm/shared/auth/auth.schemas';
import { FormEmailField } from '@/components/ui/form-fields';
import { toast } from '@/components/ui/toast/toast-store';
import { applyServerErrors } from '@/lib/form-errors';
import { useTrans } from '@/lib/i18n';
import { useForgotPassword } from '../api/forgot-password';
import { AuthForm } from './auth-form';

/** /forgot-password: the email, prefilled and locked when given in the query. */
export function ForgotPasswordForm() {
  const t = useTrans();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const prefilled = params.get('email');
  const forgot = useForgotPassword();
  const form = useForm<ForgotPasswordPayload>({
    resolver: zodResolver(forgotPasswordSchema),
    defaultValues: { email: prefilled ?? '' },
  });
  const handleSubmit = form.handleSubmit((values) =>
    forgot.mutate(values, {
      // The server's message is shown, then the visitor goes to /login.
      onSuccess: (response) => {
        toast.positive(response.message);
        void navigate('/login');
      },
      onError: (error) => applyServerErrors(error, form.setError, ['email']),
    }),
  );
  return (
    <AuthForm
      title={t('Forgot your password?')}
      intro={t('Enter your email address and we will send you a link to choose a new password.')}
      testId="forgot-password-form"
      onSubmit={handleSubmit}
      submitLabel={t('Continue')}
      isPending={forgot.isPending}
      footer={
        <p className="text-center text-sm text-muted">
          <Link to="/login" className="font-semibold text-primary hover:underline">
            {t('Back to sign in')}
          </Link>
        </p>
      }
    >
      <FormEmailField
        control={form.control}
        name="email"
        autoFocus={!prefilled}
        isDisabled={!!prefilled}
      />
    </AuthForm>
  );
}
