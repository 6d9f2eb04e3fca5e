import { screen, waitFor, within } from '@testing-library/react';
import {
  markAsReadResponseSchema,
  notificationListResponseSchema,
} from '@tonearm/shared/notifications/notifications.schemas';
import { describe, expect, it } from 'vitest';
import { answer } from '@/test/http';
import { renderWithProviders, testUser } from '@/test/render-with-providers';
import { testNotification, testNotificationsPage } from '@/test/notifications-test-data';
import { NotificationsPage } from './notifications-page';

const numbered = (from: number, count: number) =>
  Array.from({ length: count }, (_, index) =>
    testNotification({
      id: from + index,
      data: { lines: [{ type: 'primary', content: `Notification ${from + index}` }] },
    }),
  );

function renderPage(settings: Record<string, unknown> = { 'notif.subs.integrated': true }) {
  const user = testUser({ unread_notifications_count: 35 });
  return renderWithProviders(<NotificationsPage />, {
    bootstrap: { user, settings },
    path: '/notifications',
  });
}

describe('the notifications page', () => {
  it('lists 30 notifications at a time and loads the next page on demand', async () => {
    const list = answer.get(
      'notifications',
      (request) =>
        request.query.page === '2'
          ? testNotificationsPage(numbered(31, 5), { page: 2, total: 35, unread: 35 })
          : testNotificationsPage(numbered(1, 30), { total: 35, unread: 35 }),
      notificationListResponseSchema,
    );
    const pagesAsked = () => list.calls.map((call) => call.query);
    const { events } = renderPage();
    expect(await screen.findAllByTestId('notification-row')).toHaveLength(30);
    expect(pagesAsked()).toContainEqual({ page: '1', perPage: '30' });

    // jsdom has no IntersectionObserver: the sentinel's button is the way on.
    await events.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(screen.getAllByTestId('notification-row')).toHaveLength(35));
    expect(pagesAsked()).toContainEqual({ page: '2', perPage: '30' });
    expect(screen.getAllByTestId('notification-row').at(-1)).toHaveTextContent('Notification 35');
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('marks every notification read', async () => {
    answer.get(
      'notifications',
      testNotificationsPage(numbered(1, 2), { unread: 2 }),
      notificationListResponseSchema,
    );
    const markAsRead = answer.post(
      'notifications/mark-as-read',
      { unreadCount: 0 },
      markAsReadResponseSchema,
    );
    const { events } = renderPage();
    expect(await screen.findAllByTestId('unread-dot')).toHaveLength(2);
    await events.click(screen.getByRole('button', { name: 'Mark all as read' }));
    await waitFor(() => expect(markAsRead.bodies).toContainEqual({ all: true }));
    await waitFor(() => expect(screen.queryByTestId('unread-dot')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Mark all as read' })).toBeDisabled();
  });

  it('shows the empty state and the way to the settings', async () => {
    answer.get('notifications', testNotificationsPage([]), notificationListResponseSchema);
    renderPage();
    const list = (await screen.findByText('Hang tight!')).closest('div')!;
    expect(within(list.parentElement!).getByText(/start showing up here soon/)).toBeVisible();
    expect(screen.getAllByRole('link', { name: 'Notification settings' })[0]).toHaveAttribute(
      'href',
      '/notifications/settings',
    );
  });
});
