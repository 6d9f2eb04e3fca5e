import { zodResolver } from '@/lib/zod-resolver';
import { useQueryClient } from '@tanstack/react-query';
import { Download, ShieldCheck, ShieldOff } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { TWO_FACTOR_CODE_LENGTH } from '@tonearm/shared/constants';
import { Button } from '@/components/ui/button';
import { FormTextField } from '@/components/ui/form-fields';
import { toast } from '@/components/ui/toast/toast-store';
import { applyServerErrors } from '@/lib/form-errors';
import { showHttpErrorToast } from '@/lib/http-errors';
import { useTrans } from '@/lib/i18n';
import { useConfirmTwoFactor } from '../api/confirm-two-factor';
import { disableTwoFactor } from '../api/disable-two-factor';
import { enableTwoFactor } from '../api/enable-two-factor';
import { accountUserQueryKey, type AccountUser } from '../api/get-account-user';
import { useTwoFactorQrCode } from '../api/get-two-factor-qr-code';
import { regenerateRecoveryCodes } from '../api/regenerate-recovery-codes';
import {
  initialTwoFactorStep,
  nextTwoFactorStep,
  type TwoFactorEvent,
  type TwoFactorStep,
} from '../hooks/two-factor-state';
import { usePasswordConfirmation } from '../hooks/use-password-confirmation';
import { CopyButton } from './developers-panel';
import { SettingsPanel } from './settings-panel';
import { Form } from '@/components/ui/form';

/** The code is exactly 6 characters. */
const codeSchema = z.object({
  code: z
    .string()
    .trim()
    .regex(new RegExp(`^\\d{${TWO_FACTOR_CODE_LENGTH}}$`), 'The code must be 6 digits.'),
});

function RecoveryCodes({ codes }: { codes: string[] }) {
  const t = useTrans();
  const text = codes.join('\n');
  return (
    <div className="flex flex-col gap-3" data-testid="recovery-codes">
      <p className="text-sm text-muted">
        {t(
          'Store these recovery codes somewhere safe. Each one signs you in once if you lose your authenticator.',
        )}
      </p>
      <ul className="grid grid-cols-1 gap-x-6 gap-y-1 rounded-lg bg-bg-alt p-4 font-mono text-sm min-[420px]:grid-cols-2">
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
      <div className="flex flex-wrap gap-2">
        <CopyButton text={text} label={t('Copy codes')} />
        <a
          href={`data:text/plain;charset=utf-8,${encodeURIComponent(text)}`}
          download="recovery-codes.txt"
          className="inline-flex h-8 items-center gap-2 rounded-button border border-divider px-3 text-xs font-semibold hover:bg-hover"
        >
          <Download className="size-3.5" aria-hidden />
          {t('Download')}
        </a>
      </div>
    </div>
  );
}

function ConfirmCodeStep({
  onConfirmed,
  onCancel,
  isCancelling,
}: {
  onConfirmed: (codes: string[]) => void;
  onCancel: () => void;
  isCancelling: boolean;
}) {
  const t = useTrans();
  const withConfirmedPassword = usePasswordConfirmation();
  const qr = useTwoFactorQrCode(true, withConfirmedPassword);
  // The password dialog was dismissed: offer it again rather than an empty box.
  const declined = qr.data === null;
  const confirm = useConfirmTwoFactor();
  const form = useForm<{ code: string }>({
    resolver: zodResolver(codeSchema),
    mode: 'onChange',
    defaultValues: { code: '' },
  });
  const handleSubmit = form.handleSubmit((values) =>
    confirm.mutate(values.code, {
      onSuccess: onConfirmed,
      onError: (error) => applyServerErrors(error, form.setError, ['code']),
    }),
  );
  return (
    <Form onSubmit={handleSubmit} className="flex flex-col gap-5" data-testid="two-factor-confirm">
      <p className="text-sm text-muted">
        {t(
          'Scan this QR code with your authenticator app, or enter the setup key, then type the 6-digit code it shows.',
        )}
      </p>
      {declined ? (
        <div className="flex flex-col items-start gap-2" data-testid="two-factor-qr-locked">
          <p className="text-sm text-muted">
            {t('Confirm your password to see the QR code and the setup key.')}
          </p>
          <Button variant="secondary" size="sm" onPress={() => void qr.refetch()}>
            {t('Show QR code')}
          </Button>
        </div>
      ) : (
        <div className="flex flex-col gap-5 sm:flex-row sm:items-center">
          <div
            className="grid size-44 shrink-0 place-items-center rounded-lg bg-white p-2 ring-1 ring-divider [&>svg]:size-full"
            data-testid="two-factor-qr"
            // The SVG comes from our own server (qrcode), not from user input.
            dangerouslySetInnerHTML={qr.data ? { __html: qr.data.svg } : undefined}
          />
          <div className="flex min-w-0 flex-col gap-1">
            <div className="text-xs font-medium tracking-wide text-muted uppercase">
              {t('Setup key')}
            </div>
            <code className="font-mono text-sm break-all" data-testid="two-factor-secret">
              {qr.data?.secret ?? '…'}
            </code>
          </div>
        </div>
      )}
      <FormTextField
        control={form.control}
        name="code"
        label={t('Code')}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={TWO_FACTOR_CODE_LENGTH}
        className="max-w-48"
        isRequired
      />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" isDisabled={!form.formState.isValid || confirm.isPending}>
          {t('Confirm')}
        </Button>
        <Button variant="secondary" onPress={onCancel} isDisabled={isCancelling}>
          {t('Cancel')}
        </Button>
      </div>
    </Form>
  );
}

/**
 * The two-factor panel: 0 off, 1 QR shown and waiting for a code, 2 on with
 * recovery codes. Every change asks for a confirmed password first.
 */
export function TwoFactorPanel({ user }: { user: AccountUser }) {
  const t = useTrans();
  const queryClient = useQueryClient();
  const withConfirmedPassword = usePasswordConfirmation();
  const [step, setStep] = useState<TwoFactorStep>(() => initialTwoFactorStep(user));
  const [codes, setCodes] = useState<string[]>(user.two_factor_recovery_codes ?? []);
  const [busy, setBusy] = useState(false);

  const transition = (event: TwoFactorEvent) =>
    setStep((current) => nextTwoFactorStep(current, event));

  const run = async (action: () => Promise<void>) => {
    setBusy(true);
    try {
      await action();
    } catch (error) {
      showHttpErrorToast(error);
    } finally {
      setBusy(false);
      void queryClient.invalidateQueries({ queryKey: accountUserQueryKey });
    }
  };

  const handleEnable = () =>
    run(async () => {
      if ((await withConfirmedPassword(enableTwoFactor)) === null) return;
      transition('enabled');
    });
  const handleCancel = () =>
    run(async () => {
      if ((await withConfirmedPassword(disableTwoFactor)) === null) return;
      setCodes([]);
      transition('cancelled');
    });
  const handleDisable = () =>
    run(async () => {
      if ((await withConfirmedPassword(disableTwoFactor)) === null) return;
      setCodes([]);
      transition('disabled');
      toast.positive(t('Two factor authentication has been disabled.'));
    });
  const handleRegenerate = () =>
    run(async () => {
      const fresh = await withConfirmedPassword(regenerateRecoveryCodes);
      if (fresh) setCodes(fresh);
    });

  const status =
    step === 2
      ? t('You have enabled two factor authentication.')
      : step === 1
        ? t('Finish enabling two factor authentication.')
        : t('You have not enabled two factor authentication.');

  return (
    <SettingsPanel
      id="two-factor"
      title={t('Two factor authentication')}
      description={t('Add additional security to your account using two factor authentication.')}
    >
      <div className="flex flex-col gap-5" data-testid="two-factor-panel" data-step={step}>
        <div className="flex items-center gap-3">
          <span
            className={
              step === 2
                ? 'grid size-10 place-items-center rounded-full bg-positive/15 text-positive'
                : 'grid size-10 place-items-center rounded-full bg-bg-alt text-muted'
            }
          >
            {step === 2 ? (
              <ShieldCheck className="size-5" aria-hidden />
            ) : (
              <ShieldOff className="size-5" aria-hidden />
            )}
          </span>
          <p className="font-medium" data-testid="two-factor-status">
            {status}
          </p>
        </div>
        {step === 0 ? (
          <>
            <p className="text-sm text-muted">
              {t(
                'When it is on, signing in also asks for a code from an authenticator app on your phone.',
              )}
            </p>
            <div>
              <Button onPress={() => void handleEnable()} isDisabled={busy}>
                {t('Enable')}
              </Button>
            </div>
          </>
        ) : null}
        {step === 1 ? (
          <ConfirmCodeStep
            onConfirmed={(recoveryCodes) => {
              setCodes(recoveryCodes);
              transition('confirmed');
              void queryClient.invalidateQueries({ queryKey: accountUserQueryKey });
            }}
            onCancel={() => void handleCancel()}
            isCancelling={busy}
          />
        ) : null}
        {step === 2 ? (
          <>
            {codes.length ? <RecoveryCodes codes={codes} /> : null}
            <div className="flex flex-wrap gap-2">
              <Button variant="secondary" onPress={() => void handleRegenerate()} isDisabled={busy}>
                {t('Regenerate recovery codes')}
              </Button>
              <Button variant="danger" onPress={() => void handleDisable()} isDisabled={busy}>
                {t('Disable')}
              </Button>
            </div>
          </>
        ) : null}
      </div>
    </SettingsPanel>
  );
}
