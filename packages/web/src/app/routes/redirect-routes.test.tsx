import { screen } from '@testing-library/react';
import {
  notificationListResponseSchema,
  notificationSubscriptionsAnswerSchema,
} from '@tonearm/shared/notifications/notifications.schemas';
import { afterEach, describe, expect, it } from 'vitest';
import { queryClient } from '@/lib/query-client';
import { answer } from '@/test/http';
import { findProbedLocation, renderWithProviders, testUser } from '@/test/render-with-providers';
import { notificationsRoutes } from './notifications/notifications-routes';
import { testNotificationsPage, testSubscriptionsAnswer } from '@/test/notifications-test-data';
import { redirectRoutes } from './redirect-routes';

afterEach(() => {
  // The loader asks through the app's query client (as the app does): forget its answers.
  queryClient.clear();
});

/** The server's answers: the subscriptions the loader checks, an empty list for the page. */
function answerNotifications(subscriptions = testSubscriptionsAnswer()) {
  answer.get('notifications', testNotificationsPage([]), notificationListResponseSchema);
  return answer.get(
    'notifications/me/subscriptions',
    subscriptions,
    notificationSubscriptionsAnswerSchema,
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
      const subscriptionsRoute = answerNotifications(
        testSubscriptionsAnswer({ subscriptions: [], user_selections: [] }),
      );
      visit(from, { 'notif.subs.integrated': true });
      expect(await findProbedLocation()).toBe('/');
      expect(subscriptionsRoute.calls).not.toHaveLength(0);
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
    answerNotifications();
    visit('/notifications', { 'notif.subs.integrated': true });
    expect(
      await screen.findByRole('heading', { name: 'Notifications' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(await screen.findByText('Hang tight!')).toBeInTheDocument();
  });

  it('shows /notifications/settings to a user while there are subscriptions', async () => {
    const subscriptionsRoute = answerNotifications();
    visit('/notifications/settings', { 'notif.subs.integrated': true });
    expect(
      await screen.findByRole('heading', { name: 'Notification settings' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Someone follows me: Email' })).toBeChecked();
    expect(subscriptionsRoute.calls).not.toHaveLength(0);
  });
});
