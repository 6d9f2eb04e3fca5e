import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { toastStore } from '@/components/ui/toast/toast-store';
import { getBootstrapData } from '@/lib/bootstrap-store';
import { renderWithProviders, testBootstrapData, testUser } from '@/test/render-with-providers';
import { SocialLoginPanel } from './social-login-panel';
import { answer, sentRequests } from '@/test/http';

const settings = { 'social.google.enable': true, 'social.twitter.enable': true };

function renderPanel(user = testUser(), extraSettings: Record<string, unknown> = settings) {
  return renderWithProviders(<SocialLoginPanel />, {
    bootstrap: { user, settings: extraSettings },
    path: '/account-settings',
  });
}

describe('SocialLoginPanel', () => {
  it('is hidden when no provider is enabled', () => {
    renderPanel(testUser(), {});
    expect(screen.queryByTestId('social-login-panel')).not.toBeInTheDocument();
  });

  it('shows each enabled provider as connected or not', () => {
    renderPanel(testUser({ social_profiles: [{ service_name: 'google', username: 'john.g' }] }));
    const google = screen.getByTestId('social-service-google');
    expect(google).toHaveTextContent('Connected as john.g');
    expect(within(google).getByRole('button', { name: 'Disconnect Google' })).toBeInTheDocument();
    const twitter = screen.getByTestId('social-service-twitter');
    expect(twitter).toHaveTextContent('Not connected');
    expect(screen.queryByTestId('social-service-facebook')).not.toBeInTheDocument();
  });

  it('connects through the popup and toasts "Enabled :service account"', async () => {
    const updated = testBootstrapData({
      user: testUser({ social_profiles: [{ service_name: 'twitter', username: 'johnd' }] }),
      settings,
    });
    const open = vi.spyOn(window, 'open').mockImplementation(() => {
      setTimeout(() =>
        window.dispatchEvent(
          new MessageEvent('message', {
            origin: window.location.origin,
            data: {
              type: 'social-auth',
              status: 'ALREADY_LOGGED_IN',
              callbackData: { bootstrapData: updated },
            },
          }),
        ),
      );
      return { closed: false, focus: vi.fn() } as unknown as Window;
    });
    const { events } = renderPanel();
    await events.click(screen.getByRole('button', { name: 'Connect X (Twitter)' }));
    expect(open).toHaveBeenCalledWith(
      '/secure/auth/social/twitter/connect',
      expect.any(String),
      expect.any(String),
    );
    await waitFor(() => expect(toastStore.get()?.message).toBe('Enabled X (Twitter) account'));
    expect(screen.getByTestId('social-service-twitter')).toHaveTextContent('Connected as johnd');
  });

  it('disconnects and toasts "Disabled :service account"', async () => {
    answer.post('*', { social_profiles: [] });
    const { events } = renderPanel(
      testUser({ social_profiles: [{ service_name: 'google', username: 'john.g' }] }),
    );
    await events.click(screen.getByRole('button', { name: 'Disconnect Google' }));
    await waitFor(() => expect(toastStore.get()?.message).toBe('Disabled Google account'));
    expect(sentRequests('post', 'secure/auth/social/google/disconnect')).not.toEqual([]);
    expect(getBootstrapData().user?.social_profiles).toEqual([]);
    expect(screen.getByTestId('social-service-google')).toHaveTextContent('Not connected');
  });
});
