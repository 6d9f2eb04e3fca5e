import { screen, waitFor } from '@testing-library/react';
import { createdAccessTokenSchema } from '@tonearm/shared/account/account.schemas';
import { afterEach, describe, expect, it } from 'vitest';
import { ModalHost } from '@/components/ui/modal/modal-host';
import { closeDialog } from '@/components/ui/modal/modal-store';
import { answer, errorResponse } from '@/test/http';
import { answerPasswordConfirmation } from '@/test/password-confirmation';
import { renderWithProviders, testUser } from '@/test/render-with-providers';
import { DevelopersPanel } from './developers-panel';

afterEach(() => {
  // The token dialog is still open after the first test: the modal store is global.
  closeDialog();
});

/** Answers as the server: creating a token needs a fresh password confirmation, else 423. */
function answerTokens({ confirmed = false } = {}) {
  const { state } = answerPasswordConfirmation({ confirmed });
  return answer.post(
    'access-tokens',
    () =>
      state.confirmed
        ? { token: { id: 3, name: 'Script', last_used_at: null }, plainTextToken: '3|secret' }
        : errorResponse(423, { message: 'Password confirmation required.' }),
    createdAccessTokenSchema,
  );
}

function renderPanel() {
  return renderWithProviders(
    <>
      <DevelopersPanel tokens={[]} />
      <ModalHost />
    </>,
    { bootstrap: { user: testUser() }, path: '/account-settings' },
  );
}

describe('DevelopersPanel', () => {
  it('asks for the password before the create-token dialog, like other sensitive actions', async () => {
    const tokens = answerTokens();
    const { events } = renderPanel();
    await events.click(screen.getByRole('button', { name: 'Create token' }));
    const confirm = await screen.findByTestId('confirm-password-dialog');
    expect(screen.queryByTestId('create-token-dialog')).not.toBeInTheDocument();
    await events.type(screen.getByLabelText(/^Password/), 'right password');
    await events.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(confirm).not.toBeInTheDocument());

    await screen.findByTestId('create-token-dialog');
    await events.type(screen.getByLabelText(/^Token name/), 'Script');
    await events.click(screen.getByRole('button', { name: 'Create' }));
    expect(await screen.findByTestId('plain-text-token')).toHaveTextContent('3|secret');
    expect(tokens.bodies).toContainEqual({ tokenName: 'Script' });
  }, 30_000);

  it('opens no create dialog when the password dialog is cancelled', async () => {
    const tokens = answerTokens();
    const { events } = renderPanel();
    await events.click(screen.getByRole('button', { name: 'Create token' }));
    await screen.findByTestId('confirm-password-dialog');
    await events.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() =>
      expect(screen.queryByTestId('confirm-password-dialog')).not.toBeInTheDocument(),
    );
    expect(screen.queryByTestId('create-token-dialog')).not.toBeInTheDocument();
    expect(tokens.calls).toHaveLength(0);
  });

  it('goes straight to the dialog while a confirmation is fresh', async () => {
    answerTokens({ confirmed: true });
    const { events } = renderPanel();
    await events.click(screen.getByRole('button', { name: 'Create token' }));
    await screen.findByTestId('create-token-dialog');
    expect(screen.queryByTestId('confirm-password-dialog')).not.toBeInTheDocument();
  });
});
