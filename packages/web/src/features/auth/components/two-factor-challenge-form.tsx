import { zodResolver } from '@/lib/zod-resolver';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { recoveryCodeFormSchema, twoFactorCodeFormSchema } from '@tonearm/shared/auth/auth.schemas';
import { RECOVERY_CODE_LENGTH, TWO_FACTOR_CODE_LENGTH } from '@tonearm/shared/constants';
import { Button } from '@/components/ui/button';
import { FormTextField } from '@/components/ui/form-fields';
import { applyServerErrors } from '@/lib/form-errors';
import { useTrans } from '@/lib/i18n';
import { useTwoFactorChallenge } from '../api/two-factor-challenge';
import { AuthForm } from './auth-form';
import { useApplyLogin } from '../hooks/use-auth-redirect';

/**
 * The two-factor step of login: a 6-digit code from the authenticator app,
 * or a 21-character recovery code; success applies the bootstrap data like login does.
 */
/** The two ways through the challenge: the field each sends and how it is presented. */
const CHALLENGE_MODES = {
  code: {
    schema: twoFactorCodeFormSchema,
    label: 'Code',
    hint: 'Confirm access to your account by entering the code from your authenticator app.',
    maxLength: TWO_FACTOR_CODE_LENGTH,
    inputMode: 'numeric',
    switchTo: 'recovery_code',
    switchLabel: 'Use a recovery code',
  },
  recovery_code: {
    schema: recoveryCodeFormSchema,
    label: 'Recovery code',
    hint: 'Confirm access to your account by entering one of your emergency recovery codes.',
    maxLength: RECOVERY_CODE_LENGTH,
    inputMode: undefined,
    switchTo: 'code',
    switchLabel: 'Use an authentication code',
  },
} as const;

type ChallengeField = keyof typeof CHALLENGE_MODES;
type ChallengeValues = Partial<Record<ChallengeField, string>>;

/**
 * The two-factor step of login: a 6-digit code from the authenticator app,
 * or a 21-character recovery code; success applies the bootstrap data like login does.
 */
export function TwoFactorChallengeForm({ onLoggedIn }: { onLoggedIn?: () => Promise<void> }) {
  const [field, setField] = useState<ChallengeField>('code');
  // A new form per mode, so switching starts from an empty, error-free field.
  return (
    <ChallengeForm
      key={field}
      field={field}
      onSwitch={() => setField(CHALLENGE_MODES[field].switchTo)}
      onLoggedIn={onLoggedIn}
    />
  );
}

function ChallengeForm({
  field,
  onSwitch,
  onLoggedIn,
}: {
  field: ChallengeField;
  onSwitch: () => void;
  onLoggedIn?: () => Promise<void>;
}) {
  const t = useTrans();
  const mode = CHALLENGE_MODES[field];
  const challenge = useTwoFactorChallenge();
  const applyLogin = useApplyLogin();
  // Each mode's schema has exactly its one field; the form holds whichever this mode sends.
  const form = useForm<ChallengeValues>({
    resolver: zodResolver<ChallengeValues, unknown, ChallengeValues>(mode.schema),
    defaultValues: { [field]: '' },
  });
  const handleSubmit = form.handleSubmit((values) =>
    challenge.mutate(
      field === 'code'
        ? { code: values.code ?? '' }
        : { recovery_code: values.recovery_code ?? '' },
      {
        onSuccess: (response) =>
          void (async () => {
            await onLoggedIn?.();
            await applyLogin(response.bootstrapData);
          })(),
        onError: (error) => applyServerErrors(error, form.setError, [field]),
      },
    ),
  );
  return (
    <AuthForm
      title={t('Two factor authentication')}
      intro={t(mode.hint)}
      testId="two-factor-challenge"
      onSubmit={handleSubmit}
      submitLabel={t('Continue')}
      isPending={challenge.isPending}
      footer={
        <Button type="button" variant="ghost" onPress={onSwitch}>
          {t(mode.switchLabel)}
        </Button>
      }
    >
      <FormTextField
        control={form.control}
        name={field}
        label={t(mode.label)}
        inputMode={mode.inputMode}
        autoComplete="one-time-code"
        maxLength={mode.maxLength}
        autoFocus
        isRequired
      />
    </AuthForm>
  );
}
