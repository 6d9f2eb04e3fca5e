import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiClient } from '@/lib/api-client';
import { queryClient } from '@/lib/query-client';
import {
  apiResponse,
  findProbedLocation,
  renderWithProviders,
  testUser,
} from '@/test/render-with-providers';
import { notificationsRoutes } from './notifications/notifications-routes';
import { testSubscriptionsAnswer } from '@/test/notifications-test-data';
import { redirectRoutes } from './redirect-routes';

afterEach(() => {
  // The loader asks through the app's query client (as the app does): forget its answers.
  queryClient.clear();
});

/** The server's answers: the subscriptions the loader checks, an empty list for the page. */
function mockServer(subscriptions = testSubscriptionsAnswer()) {
  return vi.spyOn(apiClient, 'get').mockImplementation(async (url) =>
    url === 'notifications/me/subscriptions'
      ? apiResponse(subscriptions)
      : apiResponse({
          pagination: { data: [], current_page: 1, per_page: 30, total: 0, last_page: 1 },
          unread_count: 0,
        }),
  );
}

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

  it.each(['/notifications', '/notifications/settings'])(
    '%s goes home when subscriptions are integrated but there are none',
    async (from) => {
      const get = mockServer(testSubscriptionsAnswer({ subscriptions: [], user_selections: [] }));
      visit(from, { 'notif.subs.integrated': true });
      expect(await findProbedLocation()).toBe('/');
      expect(get).toHaveBeenCalledWith('notifications/me/subscriptions');
    },
  );

  it.each(['/notifications', '/notifications/settings'])(
    '%s asks a guest to log in first',
    async (from) => {
      visit(from, { 'notif.subs.integrated': true }, null);
      expect(await findProbedLocation()).toBe(`/login?redirect=${encodeURIComponent(from)}`);
    },
  );

  it('shows /notifications to a user while subscriptions are integrated', async () => {
    mockServer();
    visit('/notifications', { 'notif.subs.integrated': true });
    expect(
      await screen.findByRole('heading', { name: 'Notifications' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(await screen.findByText('Hang tight!')).toBeInTheDocument();
  });

  it('shows /notifications/settings to a user while there are subscriptions', async () => {
    const get = mockServer();
    visit('/notifications/settings', { 'notif.subs.integrated': true });
    expect(
      await screen.findByRole('heading', { name: 'Notification settings' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Someone follows me: Email' })).toBeChecked();
    expect(get).toHaveBeenCalledWith('notifications/me/subscriptions');
  });
});
