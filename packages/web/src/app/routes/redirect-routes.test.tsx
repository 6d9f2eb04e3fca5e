import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiClient } from '@/lib/api-client';
import {
  apiResponse,
  applyTestBootstrapData,
  findProbedLocation,
  renderWithProviders,
  resetTestState,
  testUser,
} from '@/test/render-with-providers';
import { notificationsRoutes } from './notifications/notifications-routes';
import { notificationsRedirect, redirectRoutes } from './redirect-routes';

afterEach(resetTestState);

function visit(
  url: string,
  settings: Record<string, unknown> = {},
  user: ReturnType<typeof testUser> | null = testUser(),
) {
  return renderWithProviders(<p>Home</p>, {
    bootstrap: { user, settings },
    path: '/home-page',
    url,
    routes: [...notificationsRoutes, ...redirectRoutes],
  });
}

describe('redirect routes', () => {
  it.each([
    ['/albums', '/library/albums'],
    ['/artists', '/library/artists'],
    ['/history', '/library/history'],
    ['/playlists', '/library/playlists'],
  ])('%s leads to %s', async (from, to) => {
    visit(from);
    expect(await findProbedLocation()).toBe(to);
  });

  it.each(['/notifications', '/notifications/settings'])(
    '%s goes home while subscriptions are not integrated',
    async (from) => {
      visit(from, { 'notif.subs.integrated': false });
      expect(await findProbedLocation()).toBe('/');
    },
  );

  it('sends the notification pages home when subscriptions are integrated but there are none', () => {
    applyTestBootstrapData({ user: testUser(), settings: { 'notif.subs.integrated': true } });
    expect(notificationsRedirect([])?.headers.get('Location')).toBe('/');
    expect(notificationsRedirect()).toBeNull();
  });

  it.each(['/notifications', '/notifications/settings'])(
    '%s asks a guest to log in first',
    async (from) => {
      visit(from, { 'notif.subs.integrated': true }, null);
      expect(await findProbedLocation()).toBe(`/login?redirect=${encodeURIComponent(from)}`);
    },
  );

  it('shows /notifications to a user while subscriptions are integrated', async () => {
    vi.spyOn(apiClient, 'get').mockResolvedValue(
      apiResponse({
        pagination: { data: [], current_page: 1, per_page: 30, total: 0, last_page: 1 },
        unread_count: 0,
      }),
    );
    visit('/notifications', { 'notif.subs.integrated': true });
    expect(
      await screen.findByRole('heading', { name: 'Notifications' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(await screen.findByText('Hang tight!')).toBeInTheDocument();
  });
});
