import { screen, waitFor, within } from '@testing-library/react';
import type { SocialAuthMessage } from '@tonearm/shared/social-auth/social-auth.schemas';
import { describe, expect, it, vi } from 'vitest';
import { ModalHost } from '@/components/ui/modal/modal-host';
import { toastStore } from '@/components/ui/toast/toast-store';
import { getBootstrapData } from '@/lib/bootstrap-store';
import {
  findProbedLocation,
  renderWithProviders,
  resetTestState,
  testBootstrapData,
  testUser,
} from '@/test/render-with-providers';
import { SocialLoginButtons } from './social-login-buttons';
import { answer, fail, sentBodies, sentRequests } from '@/test/http';

const enabled = { 'social.google.enable': true, 'social.envato.enable': true };

function renderButtons(settings: Record<string, unknown> = enabled) {
  return renderWithProviders(
    <>
      <SocialLoginButtons />
      <ModalHost />
    </>,
    { bootstrap: { settings }, path: '/login', url: '/login?redirect=%2Flibrary' },
  );
}

/** The popup window.open gives; `answer` posts what the popup page would. */
function popupAnswering(message: SocialAuthMessage) {
  const popup = { closed: false, focus: vi.fn() } as unknown as Window;
  const open = vi.spyOn(window, 'open').mockImplementation(() => {
    setTimeout(() =>
      window.dispatchEvent(
        new MessageEvent('message', { data: message, origin: window.location.origin }),
      ),
    );
    return popup;
  });
  return open;
}

describe('SocialLoginButtons', () => {
  it('renders nothing when no provider is enabled', () => {
    renderButtons({});
    expect(screen.queryByTestId('social-login-buttons')).not.toBeInTheDocument();
  });

  it('shows "OR" and one labelled button per enabled provider, icons only in compact mode', () => {
    renderButtons();
    expect(screen.getByText('OR')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Continue with Google' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Continue with Envato' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Facebook/ })).not.toBeInTheDocument();
    resetTestState();
    renderButtons({ ...enabled, 'social.compact_buttons': true });
    expect(screen.getByText('Or sign up with')).toBeInTheDocument();
    const google = screen.getByRole('button', { name: 'Continue with Google' });
    expect(google).not.toHaveTextContent('Continue with Google');
  });

  it('on SUCCESS applies the bootstrap data and goes to the redirect target', async () => {
    const data = testBootstrapData({ user: testUser({ id: 31 }) });
    const open = popupAnswering({
      type: 'social-auth',
      status: 'SUCCESS',
      callbackData: { bootstrapData: data },
    });
    const { events } = renderButtons();
    await events.click(screen.getByRole('button', { name: 'Continue with Google' }));
    expect(open).toHaveBeenCalledWith(
      '/secure/auth/social/google/login',
      expect.any(String),
      expect.stringContaining('width=650,height=550'),
    );
    expect(await findProbedLocation()).toBe('/library');
    expect(getBootstrapData().user?.id).toBe(31);
  });

  it('on ERROR without a message shows "An error occurred. Please try again later"', async () => {
    popupAnswering({ type: 'social-auth', status: 'ERROR', callbackData: {} });
    const { events } = renderButtons();
    await events.click(screen.getByRole('button', { name: 'Continue with Envato' }));
    await waitFor(() =>
      expect(toastStore.get()).toMatchObject({
        message: 'An error occurred. Please try again later',
        type: 'danger',
      }),
    );
    expect(getBootstrapData().user).toBeNull();
  });

  it('on ERROR with a message shows that message', async () => {
    popupAnswering({
      type: 'social-auth',
      status: 'ERROR',
      callbackData: { errorMessage: 'This sign in method is not enabled.' },
    });
    const { events } = renderButtons();
    await events.click(screen.getByRole('button', { name: 'Continue with Envato' }));
    await waitFor(() =>
      expect(toastStore.get()?.message).toBe('This sign in method is not enabled.'),
    );
  });

  it('on REQUEST_PASSWORD asks for the password, shows a wrong one, and logs in with the right one', async () => {
    popupAnswering({ type: 'social-auth', status: 'REQUEST_PASSWORD', callbackData: {} });
    const data = testBootstrapData({ user: testUser({ id: 44 }) });
    fail.post(
      '*',
      422,
      {
        message: 'These credentials do not match our records.',
        errors: { password: ['These credentials do not match our records.'] },
      },
      { once: true },
    );
    answer.post('*', { status: 'success', bootstrapData: data }, { once: true });
    const { events } = renderButtons();
    await events.click(screen.getByRole('button', { name: 'Continue with Google' }));
    // The dialog's code loads on demand: give a busy machine time to fetch it.
    const dialog = await screen.findByRole(
      'dialog',
      { name: 'Password required' },
      { timeout: 5000 },
    );
    const password = within(dialog).getByLabelText('Password');

    await events.click(within(dialog).getByRole('button', { name: 'Connect' }));
    await waitFor(() => expect(password).toHaveAccessibleDescription('This field is required.'));
    expect(sentRequests('post')).toEqual([]);

    await events.type(password, 'wrong');
    await events.click(within(dialog).getByRole('button', { name: 'Connect' }));
    await waitFor(() =>
      expect(password).toHaveAccessibleDescription('These credentials do not match our records.'),
    );
    expect(sentBodies('post', 'secure/auth/social/connect')).toContainEqual({ password: 'wrong' });

    await events.clear(password);
    await events.type(password, 'right');
    await events.click(within(dialog).getByRole('button', { name: 'Connect' }));
    expect(await findProbedLocation()).toBe('/library');
    expect(getBootstrapData().user?.id).toBe(44);
  });

  it('does nothing when the popup is closed', async () => {
    const popup = { closed: true, focus: vi.fn() } as unknown as Window;
    vi.spyOn(window, 'open').mockReturnValue(popup);
    const { events } = renderButtons();
    await events.click(screen.getByRole('button', { name: 'Continue with Google' }));
    await waitFor(
      () => expect(screen.getByRole('button', { name: 'Continue with Google' })).toBeEnabled(),
      { timeout: 2500 },
    );
    expect(toastStore.get()).toBeNull();
    expect(getBootstrapData().user).toBeNull();
  });
});
