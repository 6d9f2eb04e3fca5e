import { zodResolver } from '@/lib/zod-resolver';
import { Controller, useForm, type FieldErrors, type Resolver } from 'react-hook-form';
import { Link, Navigate, useLocation, useNavigate, useSearchParams } from 'react-router';
import { registerSchema, type RegisterResponse } from '@tonearm/shared/auth/auth.schemas';
import { Checkbox, FormEmailField } from '@/components/ui/form-fields';
import { toast } from '@/components/ui/toast/toast-store';
import { useQueryClient } from '@tanstack/react-query';
import { setBootstrapData, useSetting } from '@/lib/bootstrap-store';
import { applyServerErrors } from '@/lib/form-errors';
import { useTrans } from '@/lib/i18n';
import { useRegister } from '../api/register';
import { AuthForm } from './auth-form';
import { afterLoginPath } from '../hooks/use-auth-redirect';
import { useRecaptcha } from '../hooks/use-recaptcha';
import { FormNewPasswordFields } from './password-strength-meter';
import { SocialLoginButtons } from '@/features/auth/social-auth/components/social-login-buttons';
import { activateInvitedWorkspace } from '@/features/workspaces/public';

interface RegistrationPolicy {
  id: string;
  label: string;
  action?: string;
}

type RegisterValues = Record<string, string | boolean>;

/**
 * /register and /workspace/join/register: email (prefilled and locked from
 * ?email=), password, confirmation, one required checkbox per registration policy.
 */
export function RegisterForm() {
  const t = useTrans();
  const location = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [params] = useSearchParams();
  const register = useRegister();
  const recaptcha = useRecaptcha('register');
  const siteName = useSetting<string>('branding.site_name');
  const registrationDisabled = !!useSetting<boolean>('registration.disable');
  const policies = useSetting<RegistrationPolicy[] | undefined>('registration.policies') ?? [];

  const isWorkspacePage = location.pathname.startsWith('/workspace/join');
  // The invitation mail links with ?inviteId=… (workspaces.schemas.ts); invite_id is older.
  const inviteId = params.get('inviteId') ?? params.get('invite_id');
  const inviteType = params.get('invite_type') ?? (isWorkspacePage ? 'workspace' : null);
  const prefilledEmail = params.get('email');

  const baseResolver = zodResolver(registerSchema) as unknown as Resolver<RegisterValues>;
  // Policies are named by their ids, so their "required" rule is added here.
  const resolver: Resolver<RegisterValues> = async (values, context, options) => {
    const result = await baseResolver(values, context, options);
    const errors: FieldErrors<RegisterValues> = { ...result.errors };
    for (const policy of policies) {
      if (!values[policy.id])
        errors[policy.id] = { type: 'required', message: t('This field is required.') };
    }
    return Object.keys(errors).length > 0 ? { values: {}, errors } : result;
  };

  const form = useForm<RegisterValues>({
    resolver,
    defaultValues: {
      email: prefilledEmail ?? '',
      password: '',
      password_confirmation: '',
      ...Object.fromEntries(policies.map((policy) => [policy.id, false])),
    },
  });

  if (registrationDisabled && !inviteId && !isWorkspacePage)
    return <Navigate to="/login" replace />;

  const heading =
    inviteId || isWorkspacePage
      ? t('To join your team on :siteName, create an account', { siteName })
      : params.get('redirectFrom') === 'pricing'
        ? t("First, let's create your account")
        : t('Create a new account');

  const finishRegistration = async (response: RegisterResponse) => {
    setBootstrapData(response.bootstrapData);
    queryClient.clear();
    // The server joined the new account to the inviting workspace: work in it from now.
    if (inviteId && inviteType === 'workspace')
      await activateInvitedWorkspace(response.bootstrapData.workspaces);
    // A user who must verify goes home, where the gate asks for the code.
    const target =
      response.status === 'needs_email_verification'
        ? '/'
        : afterLoginPath(response.bootstrapData, params.get('redirect'));
    void navigate(target, { replace: true });
  };

  const handleSubmit = form.handleSubmit(async (values) => {
    let recaptchaToken: string | null = null;
    try {
      recaptchaToken = await recaptcha.check();
    } catch {
      toast.danger(t('Could not verify you are human.'));
      return;
    }
    register.mutate(
      {
        ...values,
        email: String(values.email),
        password: String(values.password),
        password_confirmation: String(values.password_confirmation),
        ...(inviteId ? { invite_id: inviteId, invite_type: inviteType } : {}),
        ...(recaptchaToken ? { recaptcha_token: recaptchaToken } : {}),
      },
      {
        onSuccess: (response) => void finishRegistration(response),
        onError: (error) =>
          applyServerErrors(error, form.setError, [
            'email',
            'password',
            'password_confirmation',
            ...policies.map((policy) => policy.id),
          ]),
      },
    );
  });

  const loginPath = `${isWorkspacePage ? '/workspace/join/login' : '/login'}${location.search}`;

  return (
    <AuthForm
      title={heading}
      testId="register-form"
      onSubmit={handleSubmit}
      submitLabel={t('Create account')}
      isPending={register.isPending || form.formState.isSubmitting}
      footer={
        <>
          <SocialLoginButtons />
          <p className="text-center text-sm text-muted">
            <Link to={loginPath} className="font-semibold text-primary hover:underline">
              {t('Already have an account? Sign in.')}
            </Link>
          </p>
        </>
      }
    >
      <FormEmailField
        control={form.control}
        name="email"
        autoFocus={!prefilledEmail}
        isDisabled={!!prefilledEmail}
      />
      <FormNewPasswordFields
        control={form.control}
        autoFocus={!!prefilledEmail}
        emailName="email"
      />
      {policies.map((policy) => (
        <Controller
          key={policy.id}
          control={form.control}
          name={policy.id}
          render={({ field, fieldState }) => (
            <Checkbox
              name={policy.id}
              isRequired
              isSelected={!!field.value}
              onChange={field.onChange}
              errorMessage={fieldState.error?.message}
            >
              {policy.action ? (
                <a
                  href={policy.action}
                  target="_blank"
                  rel="noreferrer"
                  className="text-primary hover:underline"
                >
                  {t(policy.label)}
                </a>
              ) : (
                t(policy.label)
              )}
            </Checkbox>
          )}
        />
      ))}
    </AuthForm>
  );
}
