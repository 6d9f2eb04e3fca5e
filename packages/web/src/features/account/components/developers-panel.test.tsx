import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ModalHost } from '@/components/ui/modal/modal-host';
import { closeDialog } from '@/components/ui/modal/modal-store';
import { apiClient } from '@/lib/api-client';
import { apiError, apiResponse, renderWithProviders, testUser } from '@/test/render-with-providers';
import { DevelopersPanel } from './developers-panel';

afterEach(() => {
  // The token dialog is still open after the first test: the modal store is global.
  closeDialog();
});

/** Fakes the server: creating a token needs a fresh password confirmation, else 423. */
function fakeServer({ confirmed = false } = {}) {
  const state = { confirmed };
  vi.spyOn(apiClient, 'get').mockImplementation((url: string) => {
    if (url === 'auth/user/confirmed-password-status')
      return Promise.resolve(apiResponse({ confirmed: state.confirmed }));
    if (url === 'users/me') return Promise.resolve(apiResponse({ user: testUser() }));
    return Promise.reject(apiError(404));
  });
  const post = vi.spyOn(apiClient, 'post').mockImplementation((url: string, body?: unknown) => {
    if (url === 'auth/user/confirm-password') {
      state.confirmed = (body as { password: string }).password === 'right password';
      return state.confirmed
        ? Promise.resolve(apiResponse({ confirmed: true }))
        : Promise.reject(apiError(422, { errors: { password: ['Wrong.'] } }));
    }
    if (url === 'access-tokens')
      return state.confirmed
        ? Promise.resolve(
            apiResponse({
              token: { id: 3, name: 'Script', last_used_at: null },
              plainTextToken: '3|secret',
            }),
          )
        : Promise.reject(apiError(423, { message: 'Password confirmation required.' }));
    return Promise.reject(apiError(404));
  });
  return { post, state };
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
    const server = fakeServer();
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
    expect(server.post).toHaveBeenCalledWith('access-tokens', { tokenName: 'Script' });
  }, 30_000);

  it('opens no create dialog when the password dialog is cancelled', async () => {
    const server = fakeServer();
    const { events } = renderPanel();
    await events.click(screen.getByRole('button', { name: 'Create token' }));
    await screen.findByTestId('confirm-password-dialog');
    await events.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() =>
      expect(screen.queryByTestId('confirm-password-dialog')).not.toBeInTheDocument(),
    );
    expect(screen.queryByTestId('create-token-dialog')).not.toBeInTheDocument();
    expect(server.post).not.toHaveBeenCalledWith('access-tokens', expect.anything());
  });

  it('goes straight to the dialog while a confirmation is fresh', async () => {
    fakeServer({ confirmed: true });
    const { events } = renderPanel();
    await events.click(screen.getByRole('button', { name: 'Create token' }));
    await screen.findByTestId('create-token-dialog');
    expect(screen.queryByTestId('confirm-password-dialog')).not.toBeInTheDocument();
  });
});
