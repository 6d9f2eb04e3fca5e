import { clsx } from 'clsx';
import { Label, Meter } from 'react-aria-components';
import { useWatch, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { FormPasswordField } from '@/components/ui/form-fields';
import { useSetting } from '@/lib/bootstrap-store';
import { useTrans } from '@/lib/i18n';
import { usePasswordStrength, type PasswordStrength } from '../hooks/use-password-strength';

const STEPS: Record<PasswordStrength, { value: number; line: string; bar: string }> = {
  weak: { value: 1, line: 'Weak', bar: 'bg-danger' },
  fair: { value: 2, line: 'Fair', bar: 'bg-warning' },
  good: { value: 3, line: 'Good', bar: 'bg-positive' },
  strong: { value: 4, line: 'Strong', bar: 'bg-positive' },
};

export interface PasswordStrengthMeterProps {
  password: string;
  /** The account's email, when known: a password built from it is weak. */
  email?: string;
}

/**
 * How hard the new password is to guess (zxcvbn, loaded on first use), as a labelled meter
 * with its value in words. Nothing shows while the field is empty. It advises only: the
 * server's password policy decides. Its place is kept from the start: the estimate arrives a
 * while after typing (a 200 ms pause, then the estimator's first load), and a meter appearing
 * then pushed the fields and the submit button down under a click already on its way.
 */
export function PasswordStrengthMeter({ password, email }: PasswordStrengthMeterProps) {
  const siteName = useSetting<string | undefined>('branding.site_name');
  const localPart = email?.split('@')[0];
  const strength = usePasswordStrength(
    password,
    [email, localPart, siteName].filter((word): word is string => !!word),
  );
  return (
    <div className="min-h-[1.625rem]" data-testid="password-strength-slot">
      {strength ? <StrengthMeter strength={strength} /> : null}
    </div>
  );
}

function StrengthMeter({ strength }: { strength: PasswordStrength }) {
  const t = useTrans();
  const step = STEPS[strength];
  return (
    <Meter
      value={step.value}
      minValue={0}
      maxValue={4}
      valueLabel={t(step.line)}
      className="flex flex-col gap-1"
      data-testid="password-strength"
    >
      {({ percentage, valueText }) => (
        <>
          <div className="flex justify-between text-xs">
            <Label className="text-muted">{t('Password strength')}</Label>
            <span className="font-medium">{valueText}</span>
          </div>
          <div className="h-1.5 overflow-hidden rounded-full bg-bg-alt">
            <div
              className={clsx('h-full rounded-full transition-all', step.bar)}
              style={{ width: `${percentage}%` }}
            />
          </div>
        </>
      )}
    </Meter>
  );
}

export interface FormPasswordStrengthMeterProps<T extends FieldValues> {
  control: Control<T>;
  /** The new password's field. */
  name: FieldPath<T>;
  /** The email's field, when the form has one. */
  emailName?: FieldPath<T>;
  /** The account's email, when the form has no email field. */
  email?: string;
}

/**
 * The meter for a react-hook-form field. It watches the fields itself, so a keystroke
 * re-renders the meter rather than the whole form.
 */
export function FormPasswordStrengthMeter<T extends FieldValues>({
  control,
  name,
  emailName,
  email,
}: FormPasswordStrengthMeterProps<T>) {
  const password: unknown = useWatch({ control, name });
  const emailValue: unknown = useWatch({ control, name: emailName ?? name, disabled: !emailName });
  return (
    <PasswordStrengthMeter
      password={typeof password === 'string' ? password : ''}
      email={emailName ? (typeof emailValue === 'string' ? emailValue : undefined) : email}
    />
  );
}

/**
 * A new password, its strength, and the same password again: what every form that sets a
 * password (sign-up, reset, change) asks for, as the fields `password` and
 * `password_confirmation`. `emailName` or `email` as the meter takes them.
 */
export function FormNewPasswordFields<T extends FieldValues>({
  control,
  label,
  autoFocus,
  emailName,
  email,
}: Omit<FormPasswordStrengthMeterProps<T>, 'name'> & { label?: string; autoFocus?: boolean }) {
  const t = useTrans();
  const password = 'password' as FieldPath<T>;
  return (
    <>
      <FormPasswordField
        control={control}
        name={password}
        label={label ?? t('Password')}
        autoComplete="new-password"
        autoFocus={autoFocus}
      />
      <FormPasswordStrengthMeter
        control={control}
        name={password}
        emailName={emailName}
        email={email}
      />
      <FormPasswordField
        control={control}
        name={'password_confirmation' as FieldPath<T>}
        label={t('Confirm password')}
        autoComplete="new-password"
      />
    </>
  );
}
