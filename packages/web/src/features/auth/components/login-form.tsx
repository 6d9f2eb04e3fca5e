import { Controller, useForm } from 'react-hook-form';
import { Link, useLocation, useSearchParams } from 'react-router';
import type { LoginPayload } from '@tonearm/shared/auth/auth.schemas';
import { Checkbox, FormEmailField, FormPasswordField } from '@/components/ui/form-fields';
import { useSetting } from '@/lib/bootstrap-store';
import { applyServerErrors } from '@/lib/form-errors';
import { lazyZodResolver } from '@/lib/lazy-zod-resolver';
import { useTrans } from '@/lib/i18n';
import { useLogin } from '../api/login';
import { AuthForm } from './auth-form';
import { useApplyLogin } from '../hooks/use-auth-redirect';
import { SocialLoginButtons } from '@/features/auth/social-auth/components/social-login-buttons';

const loginResolver = lazyZodResolver<LoginPayload>(() =>
  import('@tonearm/shared/auth/auth.schemas').then((module) => module.loginSchema),
);

export interface LoginFormProps {
  onTwoFactor?: () => void;
  /** Runs once the session exists, before the redirect (joining an invitation's workspace). */
  onLoggedIn?: () => Promise<void>;
}

/**
 * /login and /workspace/join/login: email (prefilled from ?email=, as invitation mails link),
 * password and "Stay signed in for a month" (on by default).
 */
export function LoginForm({ onTwoFactor, onLoggedIn }: LoginFormProps) {
  const t = useTrans();
  const location = useLocation();
  const [params] = useSearchParams();
  const isWorkspacePage = location.pathname.startsWith('/workspace/join');
  const login = useLogin();
  const applyLogin = useApplyLogin();
  const registrationDisabled = !!useSetting<boolean>('registration.disable');
  // A demo site prefills its demo account.
  const demo = useSetting<boolean>('site.demo') === true;
  const demoEmail = useSetting<string | undefined>('site.demo_email');
  const demoPassword = useSetting<string | undefined>('site.demo_password');
  const form = useForm<LoginPayload>({
    resolver: loginResolver,
    defaultValues: {
      email: params.get('email') ?? (demo ? (demoEmail ?? '') : ''),
      password: demo ? (demoPassword ?? '') : '',
      remember: true,
    },
  });

  const handleSubmit = form.handleSubmit((values) =>
    login.mutate(values, {
      onSuccess: (response) => {
        if ('two_factor' in response) return onTwoFactor?.();
        void (async () => {
          await onLoggedIn?.();
          await applyLogin(response.bootstrapData);
        })();
      },
      onError: (error) => applyServerErrors(error, form.setError, ['email', 'password']),
    }),
  );

  return (
    <AuthForm
      title={t('Sign in to your account')}
      testId="login-form"
      onSubmit={handleSubmit}
      submitLabel={t('Continue')}
      isPending={login.isPending}
      footer={
        <>
          <SocialLoginButtons />
          {registrationDisabled ? null : (
            <p className="text-center text-sm text-muted">
              {t("Don't have an account?")}{' '}
              <Link
                to={isWorkspacePage ? `/workspace/join/register${location.search}` : '/register'}
                className="font-semibold text-primary hover:underline"
              >
                {t('Sign up.')}
              </Link>
            </p>
          )}
        </>
      }
    >
      <FormEmailField control={form.control} name="email" autoFocus />
      <FormPasswordField
        control={form.control}
        name="password"
        description={
          <Link to="/forgot-password" className="font-medium text-primary hover:underline">
            {t('Forgot your password?')}
          </Link>
        }
      />
      <Controller
        control={form.control}
        name="remember"
        render={({ field }) => (
          <Checkbox name={field.name} isSelected={!!field.value} onChange={field.onChange}>
            {t('Stay signed in for a month')}
          </Checkbox>
        )}
      />
    </AuthForm>
  );
}
