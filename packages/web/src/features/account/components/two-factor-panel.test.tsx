import { screen, waitFor } from '@testing-library/react';
import {
  recoveryCodesAnswerSchema,
  twoFactorQrCodeAnswerSchema,
} from '@tonearm/shared/auth/auth.schemas';
import { describe, expect, it } from 'vitest';
import { ModalHost } from '@/components/ui/modal/modal-host';
import { toastStore } from '@/components/ui/toast/toast-store';
import { answer, errorResponse, sentRequests } from '@/test/http';
import { answerPasswordConfirmation } from '@/test/password-confirmation';
import { renderWithProviders, testUser } from '@/test/render-with-providers';
import type { AccountUser } from '../api/get-account-user';
import { TwoFactorPanel } from './two-factor-panel';

const CODES = ['aaaaaaaaaa-bbbbbbbbbb', 'cccccccccc-dddddddddd'];

function renderPanel(overrides: Partial<AccountUser> = {}) {
  const user: AccountUser = { ...testUser(), two_factor_recovery_codes: [], ...overrides };
  return renderWithProviders(
    <>
      <TwoFactorPanel user={user} />
      <ModalHost />
    </>,
    {
      bootstrap: { user },
      path: '/account-settings',
    },
  );
}

/** Answers as the two-factor contract's server; `confirmed` is the password confirmation state. */
function answerTwoFactor({ confirmed = false } = {}) {
  const server = answerPasswordConfirmation({ confirmed });
  answer.get(
    'auth/user/two-factor/qr-code',
    // The server reads the QR only behind a fresh password confirmation (2FA contract).
    () =>
      server.state.confirmed
        ? { svg: '<svg data-testid="qr-svg"></svg>', secret: 'JBSWY3DP' }
        : errorResponse(423, { message: 'Password confirmation required.' }),
    twoFactorQrCodeAnswerSchema,
  );
  const enable = answer.post('auth/user/two-factor-authentication', {});
  answer.post(
    'auth/user/confirmed-two-factor-authentication',
    (request) =>
      (request.body as { code: string }).code === '123456'
        ? { recovery_codes: CODES }
        : errorResponse(422, {
            errors: { code: ['The provided two factor authentication code was invalid.'] },
          }),
    recoveryCodesAnswerSchema,
  );
  answer.post(
    'auth/user/two-factor-recovery-codes',
    { recovery_codes: ['eeeeeeeeee-ffffffffff'] },
    recoveryCodesAnswerSchema,
  );
  answer.delete('*', {});
  return { ...server, enable };
}

const status = () => screen.getByTestId('two-factor-status');
const step = () => screen.getByTestId('two-factor-panel').dataset.step;

describe('TwoFactorPanel', () => {
  it('starts at 0 when nothing is set up', () => {
    answerTwoFactor();
    renderPanel();
    expect(step()).toBe('0');
    expect(status()).toHaveTextContent('You have not enabled two factor authentication.');
    expect(screen.getByRole('button', { name: 'Enable' })).toBeInTheDocument();
  });

  it('starts at 1 (QR and code field) when recovery codes exist without confirmation', async () => {
    answerTwoFactor({ confirmed: true });
    renderPanel({ two_factor_recovery_codes: CODES });
    expect(step()).toBe('1');
    expect(await screen.findByText('JBSWY3DP')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Code/ })).toBeInTheDocument();
  });

  it('asks for the password before showing the QR of a setup resumed in a later session', async () => {
    const server = answerTwoFactor();
    const { events } = renderPanel({ two_factor_recovery_codes: CODES });
    expect(step()).toBe('1');
    const dialog = await screen.findByTestId('confirm-password-dialog');
    expect(screen.getByTestId('two-factor-secret')).toHaveTextContent('…');
    await events.type(screen.getByLabelText(/^Password/), 'right password');
    await events.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    expect(await screen.findByText('JBSWY3DP')).toBeInTheDocument();
    expect(screen.getByTestId('qr-svg')).toBeInTheDocument();
    expect(server.confirmPassword.bodies).toContainEqual({ password: 'right password' });
  }, 30_000);

  it('offers the password again when the dialog of a resumed setup is dismissed', async () => {
    answerTwoFactor();
    const { events } = renderPanel({ two_factor_recovery_codes: CODES });
    await screen.findByTestId('confirm-password-dialog');
    await events.click(screen.getByRole('button', { name: 'Cancel' }));
    const show = await screen.findByRole('button', { name: 'Show QR code' });
    await events.click(show);
    await screen.findByTestId('confirm-password-dialog');
    await events.type(screen.getByLabelText(/^Password/), 'right password');
    await events.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('JBSWY3DP')).toBeInTheDocument();
  }, 30_000);

  it('starts at 2 when two_factor_confirmed_at is set, showing the codes', () => {
    answerTwoFactor();
    renderPanel({
      two_factor_confirmed_at: '2026-01-01T00:00:00Z',
      two_factor_recovery_codes: CODES,
    });
    expect(step()).toBe('2');
    expect(status()).toHaveTextContent('You have enabled two factor authentication.');
    expect(screen.getByTestId('recovery-codes')).toHaveTextContent(CODES[0]!);
  });

  it('asks for the password, enables, confirms a 6-digit code and shows the recovery codes', async () => {
    const server = answerTwoFactor();
    const { events } = renderPanel();
    await events.click(screen.getByRole('button', { name: 'Enable' }));

    const dialog = await screen.findByTestId('confirm-password-dialog');
    const confirm = screen.getByRole('button', { name: 'Confirm' });
    expect(confirm).toBeDisabled();
    await events.type(screen.getByLabelText(/^Password/), 'wrong');
    await events.click(confirm);
    expect(await screen.findByText('The provided password is incorrect.')).toBeInTheDocument();
    await events.clear(screen.getByLabelText(/^Password/));
    await events.type(screen.getByLabelText(/^Password/), 'right password');
    await events.click(confirm);
    await waitFor(() => expect(dialog).not.toBeInTheDocument());

    await waitFor(() => expect(step()).toBe('1'));
    expect(server.enable.calls).not.toHaveLength(0);
    expect(await screen.findByText('JBSWY3DP')).toBeInTheDocument();

    const code = screen.getByRole('textbox', { name: /Code/ });
    const submit = screen.getByRole('button', { name: 'Confirm' });
    await events.type(code, '12345');
    expect(submit).toBeDisabled();
    await events.type(code, '9');
    await events.click(submit);
    expect(
      await screen.findByText('The provided two factor authentication code was invalid.'),
    ).toBeInTheDocument();
    await events.clear(code);
    await events.type(code, '123456');
    await events.click(screen.getByRole('button', { name: 'Confirm' }));

    await waitFor(() => expect(step()).toBe('2'));
    expect(screen.getByTestId('recovery-codes')).toHaveTextContent(CODES[1]!);
  }, 30_000);

  it('skips the password dialog while a confirmation is fresh and disables with the spec toast', async () => {
    answerTwoFactor({ confirmed: true });
    const { events } = renderPanel({ two_factor_confirmed_at: '2026-01-01T00:00:00Z' });
    await events.click(screen.getByRole('button', { name: 'Disable' }));
    await waitFor(() => expect(step()).toBe('0'));
    expect(screen.queryByTestId('confirm-password-dialog')).not.toBeInTheDocument();
    expect(sentRequests('delete', 'auth/user/two-factor-authentication')).not.toHaveLength(0);
    expect(toastStore.get()?.message).toBe('Two factor authentication has been disabled.');
  });

  it('regenerates the recovery codes', async () => {
    answerTwoFactor({ confirmed: true });
    const { events } = renderPanel({
      two_factor_confirmed_at: '2026-01-01T00:00:00Z',
      two_factor_recovery_codes: CODES,
    });
    await events.click(screen.getByRole('button', { name: 'Regenerate recovery codes' }));
    await waitFor(() =>
      expect(screen.getByTestId('recovery-codes')).toHaveTextContent('eeeeeeeeee-ffffffffff'),
    );
    expect(screen.getByTestId('recovery-codes')).not.toHaveTextContent(CODES[0]!);
  });

  it('cancelling the setup returns to 0', async () => {
    answerTwoFactor({ confirmed: true });
    const { events } = renderPanel({ two_factor_recovery_codes: CODES });
    await events.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(step()).toBe('0'));
    expect(sentRequests('delete')).not.toHaveLength(0);
  });

  it('stays put when the password dialog is cancelled', async () => {
    const server = answerTwoFactor();
    const { events } = renderPanel();
    await events.click(screen.getByRole('button', { name: 'Enable' }));
    await screen.findByTestId('confirm-password-dialog');
    await events.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() =>
      expect(screen.queryByTestId('confirm-password-dialog')).not.toBeInTheDocument(),
    );
    expect(step()).toBe('0');
    expect(server.enable.calls).toHaveLength(0);
  });
});
