import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { recoveryCodeFormSchema, twoFactorCodeFormSchema } from '@tonearm/shared/auth/auth.schemas';
import { RECOVERY_CODE_LENGTH, TWO_FACTOR_CODE_LENGTH } from '@tonearm/shared/constants';
import { Button } from '@/components/ui/button';
import { FormTextField } from '@/components/ui/form-fields';
import { applyServerErrors } from '@/lib/form-errors';
import { useTrans } from '@/lib/i18n';
import { useTwoFactorChallenge } from '../api/two-factor-challenge';
import { useApplyLogin } from '../hooks/use-auth-redirect';

/**
 * The two-factor step of login (spec 000 §2, §4): a 6-digit code from the authenticator app,
 * or a 21-character recovery code; success applies the bootstrap data like login does.
 */
export function TwoFactorChallengeForm() {
  const [useRecovery, setUseRecovery] = useState(false);
  return useRecovery ? (
    <RecoveryCodeForm onSwitch={() => setUseRecovery(false)} />
  ) : (
    <AuthenticatorCodeForm onSwitch={() => setUseRecovery(true)} />
  );
}

function AuthenticatorCodeForm({ onSwitch }: { onSwitch: () => void }) {
  const t = useTrans();
  const challenge = useTwoFactorChallenge();
  const applyLogin = useApplyLogin();
  const form = useForm<{ code: string }>({
    resolver: zodResolver(twoFactorCodeFormSchema),
    defaultValues: { code: '' },
  });
  const handleSubmit = form.handleSubmit((values) =>
    challenge.mutate(values, {
      onSuccess: (response) => void applyLogin(response.bootstrapData),
      onError: (error) => applyServerErrors(error, form.setError, ['code']),
    }),
  );
  return (
    <form
      onSubmit={(e) => void handleSubmit(e)}
      noValidate
      className="flex flex-col gap-5"
      data-testid="two-factor-challenge"
    >
      <h1 className="text-2xl font-bold tracking-tight">{t('Two factor authentication')}</h1>
      <p className="text-sm text-muted">
        {t('Confirm access to your account by entering the code from your authenticator app.')}
      </p>
      <FormTextField
        control={form.control}
        name="code"
        label={t('Code')}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={TWO_FACTOR_CODE_LENGTH}
        autoFocus
        isRequired
      />
      <Button type="submit" size="lg" isDisabled={challenge.isPending} className="w-full">
        {t('Continue')}
      </Button>
      <Button type="button" variant="ghost" onPress={onSwitch}>
        {t('Use a recovery code')}
      </Button>
    </form>
  );
}

function RecoveryCodeForm({ onSwitch }: { onSwitch: () => void }) {
  const t = useTrans();
  const challenge = useTwoFactorChallenge();
  const applyLogin = useApplyLogin();
  const form = useForm<{ recovery_code: string }>({
    resolver: zodResolver(recoveryCodeFormSchema),
    defaultValues: { recovery_code: '' },
  });
  const handleSubmit = form.handleSubmit((values) =>
    challenge.mutate(values, {
      onSuccess: (response) => void applyLogin(response.bootstrapData),
      onError: (error) => applyServerErrors(error, form.setError, ['recovery_code']),
    }),
  );
  return (
    <form
      onSubmit={(e) => void handleSubmit(e)}
      noValidate
      className="flex flex-col gap-5"
      data-testid="two-factor-challenge"
    >
      <h1 className="text-2xl font-bold tracking-tight">{t('Two factor authentication')}</h1>
      <p className="text-sm text-muted">
        {t('Confirm access to your account by entering one of your emergency recovery codes.')}
      </p>
      <FormTextField
        control={form.control}
        name="recovery_code"
        label={t('Recovery code')}
        autoComplete="one-time-code"
        maxLength={RECOVERY_CODE_LENGTH}
        autoFocus
        isRequired
      />
      <Button type="submit" size="lg" isDisabled={challenge.isPending} className="w-full">
        {t('Continue')}
      </Button>
      <Button type="button" variant="ghost" onPress={onSwitch}>
        {t('Use an authentication code')}
      </Button>
    </form>
  );
}
