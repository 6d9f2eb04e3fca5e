import { useState, type FormEvent } from 'react';
import { Button, FieldError, Input, Label, TextField } from 'react-aria-components';
import { VERIFICATION_CODE_MAX_LENGTH } from '@tonearm/shared/constants';
import { maskEmail } from '@tonearm/shared/format/mask-email';
import type { User } from '@tonearm/shared/users/users.schemas';
import { toast } from '@/components/ui/toast/toast-store';
import { apiClient, isApiError } from '@/lib/api-client';
import { showHttpErrorToast } from '@/lib/http-errors';
import { useTrans } from '@/lib/i18n';
import { GateLayout } from './gate-layout';
import { Form } from '@/components/ui/form';

/**
 * The verify-email screen. The code is checked by validate-email-verification-otp; success
 * reloads the page so the gate lifts; field errors land on the Code field.
 */
export function VerifyEmailGate({ user }: { user: User }) {
  const t = useTrans();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [sending, setSending] = useState(false);
  const email = user.email || null;

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    // The code is required and numeric.
    if (!code) return setError(t('This field is required.'));
    if (!/^\d+$/.test(code)) return setError(t('Code must be numeric.'));
    setSubmitting(true);
    setError(null);
    try {
      await apiClient.post('validate-email-verification-otp', { code });
      window.location.reload();
    } catch (err) {
      const fieldError = isApiError(err) ? err.response?.data?.errors?.code : undefined;
      if (fieldError) setError(Array.isArray(fieldError) ? (fieldError[0] ?? null) : fieldError);
      else showHttpErrorToast(err);
    } finally {
      setSubmitting(false);
    }
  };

  const handleResend = async () => {
    if (!email) return;
    setSending(true);
    try {
      await apiClient.post('resend-email-verification', { email });
      toast.positive(t('Email sent'));
    } catch (err) {
      showHttpErrorToast(err);
    } finally {
      setSending(false);
    }
  };

  return (
    <GateLayout>
      <h1 className="text-xl font-bold">{t('Verify your email')}</h1>
      <p className="mt-2 text-sm text-muted">
        {t('Enter the verification code we sent to :email', { email: maskEmail(email) })}
      </p>
      <Form onSubmit={handleSubmit} className="mt-6">
        <TextField
          name="code"
          value={code}
          onChange={(value) => setCode(value.slice(0, VERIFICATION_CODE_MAX_LENGTH))}
          isRequired
          isInvalid={!!error}
          autoFocus
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={VERIFICATION_CODE_MAX_LENGTH}
          className="flex flex-col gap-1.5"
        >
          <Label className="text-sm font-medium">{t('Code')}</Label>
          <Input
            placeholder={t('Enter your verification code')}
            className="h-11 rounded-lg border border-divider bg-bg px-3 text-base tracking-[0.3em] outline-none focus:border-primary focus:ring-2 focus:ring-primary/30 invalid:border-danger"
          />
          <FieldError className="text-sm text-danger">{error}</FieldError>
        </TextField>
        <Button
          type="submit"
          isDisabled={submitting}
          className="mt-5 h-11 w-full rounded-full bg-primary font-semibold text-on-primary outline-none transition hover:brightness-110 focus-visible:ring-2 focus-visible:ring-primary/40 disabled:opacity-60"
        >
          {t('Next')}
        </Button>
      </Form>
      <p className="mt-5 text-sm text-muted">
        {t("Didn't get it? Check your spam and promotions folders or")}{' '}
        <Button
          onPress={() => void handleResend()}
          isDisabled={sending || !email}
          className="font-medium text-primary outline-none hover:underline disabled:text-muted disabled:no-underline"
        >
          {t('request a resend')}
        </Button>
        .
      </p>
    </GateLayout>
  );
}
