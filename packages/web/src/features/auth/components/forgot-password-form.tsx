import { zodResolver } from '@/lib/zod-resolver';
import { useForm } from 'react-hook-form';
import { Link, useNavigate, useSearchParams } from 'react-router';
import {
  forgotPasswordSchema,
  type ForgotPasswordPayload,
} from '@tonearm/shared/auth/auth.schemas';
import { Button } from '@/components/ui/button';
import { FormEmailField } from '@/components/ui/form-fields';
import { toast } from '@/components/ui/toast/toast-store';
import { applyServerErrors } from '@/lib/form-errors';
import { useTrans } from '@/lib/i18n';
import { useForgotPassword } from '../api/forgot-password';

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
    <form
      onSubmit={(e) => void handleSubmit(e)}
      noValidate
      className="flex flex-col gap-5"
      data-testid="forgot-password-form"
    >
      <h1 className="text-2xl font-bold tracking-tight">{t('Forgot your password?')}</h1>
      <p className="text-sm text-muted">
        {t('Enter your email address and we will send you a link to choose a new password.')}
      </p>
      <FormEmailField
        control={form.control}
        name="email"
        autoFocus={!prefilled}
        isDisabled={!!prefilled}
      />
      <Button type="submit" size="lg" isDisabled={forgot.isPending} className="w-full">
        {t('Continue')}
      </Button>
      <p className="text-center text-sm text-muted">
        <Link to="/login" className="font-semibold text-primary hover:underline">
          {t('Back to sign in')}
        </Link>
      </p>
    </form>
  );
}
