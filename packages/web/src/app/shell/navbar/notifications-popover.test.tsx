import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  markAsReadResponseSchema,
  notificationListResponseSchema,
  type Notification,
} from '@tonearm/shared/notifications/notifications.schemas';
import { getBootstrapData, setBootstrapData } from '@/lib/bootstrap-store';
import {
  findProbedLocation,
  renderWithProviders,
  resetTestState,
  testUser,
  type TestBootstrapOptions,
} from '@/test/render-with-providers';
import { closeNotificationStream } from '@/features/notifications/api/notification-stream';
import { FakeEventSource } from '@/test/fake-event-source';
import { testNotification, testNotificationsPage } from '@/test/notifications-test-data';
import { answer, fail, sentRequests } from '@/test/http';
import { NotificationsPopover } from './notifications-popover';

afterEach(() => {
  closeNotificationStream();
});

function mockList(notifications: Notification[], unread = 0) {
  return answer.get(
    'notifications',
    testNotificationsPage(notifications, { unread }),
    notificationListResponseSchema,
  );
}

/** The mark-as-read call, answering with the server's unread count afterwards. */
function mockMarkAsRead(unreadCount: number) {
  return answer.post('notifications/mark-as-read', { unreadCount }, markAsReadResponseSchema);
}

async function openPopover(unread = 0, bootstrap: TestBootstrapOptions = {}) {
  const user = testUser({ unread_notifications_count: unread });
  const rendered = renderWithProviders(<NotificationsPopover user={user} />, {
    bootstrap: { user, ...bootstrap },
  });
  await rendered.events.click(screen.getByRole('button', { name: /^Notifications/ }));
  const panel = await screen.findByRole('dialog', { name: 'Notifications' });
  return { ...rendered, panel };
}

function speakSpanish(lines: Record<string, string>) {
  act(() =>
    setBootstrapData({ ...getBootstrapData(), i18n: { language: 'es', name: 'Español', lines } }),
  );
}

function unreadCount() {
  return getBootstrapData().user?.unread_notifications_count;
}

describe('NotificationsPopover', () => {
  it('opens a "Notifications" panel with "Mark all as read"', async () => {
    mockList([testNotification()], 2);
    const { panel } = await openPopover(2);
    expect(within(panel).getByRole('heading', { name: 'Notifications' })).toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: 'Mark all as read' })).toBeEnabled();
  });

  it('disables "Mark all as read" when nothing is unread', async () => {
    mockList([]);
    const { panel } = await openPopover(0);
    expect(within(panel).getByRole('button', { name: 'Mark all as read' })).toBeDisabled();
  });

  it('shows the unread count on the bell only when there is one', () => {
    const user = testUser({ unread_notifications_count: 5 });
    renderWithProviders(<NotificationsPopover user={user} />, { bootstrap: { user } });
    expect(screen.getByRole('button', { name: 'Notifications, 5 unread' })).toHaveTextContent('5');
    resetTestState();

    const none = testUser({ unread_notifications_count: 0 });
    renderWithProviders(<NotificationsPopover user={none} />, { bootstrap: { user: none } });
    expect(screen.getByRole('button', { name: 'Notifications' })).toHaveTextContent('');
  });

  it("names the bell with the unread count, in the user's language", () => {
    const user = testUser({ unread_notifications_count: 3 });
    renderWithProviders(<NotificationsPopover user={user} />, { bootstrap: { user } });
    speakSpanish({ 'Notifications, :count unread': 'Notificaciones, :count sin leer' });
    expect(screen.getByRole('button', { name: 'Notificaciones, 3 sin leer' })).toBeInTheDocument();
  });

  it('keeps the popover padding from both edges of a narrow screen', async () => {
    mockList([]);
    const { panel } = await openPopover();
    const popover = panel.closest<HTMLElement>('[data-trigger]') ?? panel.parentElement!;
    expect(popover.style.maxWidth).toBe('calc(100vw - 32px)');
  });

  it('leads to the notifications page with "View all" and closes', async () => {
    mockList([testNotification()], 1);
    const { panel, events } = await openPopover(1, {
      settings: { 'notif.subs.integrated': true },
    });
    const viewAll = within(panel).getByRole('link', { name: 'View all' });
    expect(viewAll).toHaveAttribute('href', '/notifications');
    await events.click(viewAll);
    expect(await findProbedLocation()).toBe('/notifications');
    expect(screen.queryByRole('dialog', { name: 'Notifications' })).not.toBeInTheDocument();
  });

  it('shows the "Hang tight!" empty state when the list is empty', async () => {
    const get = mockList([]);
    const { panel } = await openPopover();
    expect(await within(panel).findByText('Hang tight!')).toBeInTheDocument();
    expect(
      within(panel).getByText('Notifications will start showing up here soon.'),
    ).toBeInTheDocument();
    expect(get.calls.map(({ query }) => query)).toContainEqual({ page: '1', perPage: '30' });
  });

  it('links to the notification settings only when subscriptions are integrated', async () => {
    mockList([]);
    const { panel } = await openPopover(0, { settings: { 'notif.subs.integrated': false } });
    await within(panel).findByText('Hang tight!');
    expect(within(panel).queryByRole('link')).not.toBeInTheDocument();
    resetTestState();

    mockList([]);
    const { panel: integrated } = await openPopover(0, {
      settings: { 'notif.subs.integrated': true },
    });
    expect(
      await within(integrated).findByRole('link', { name: 'Notification settings' }),
    ).toHaveAttribute('href', '/notifications/settings');
  });

  it('lists each notification with its image, HTML lines, time and unread dot', async () => {
    mockList(
      [
        testNotification({ id: 1 }),
        testNotification({
          id: 2,
          read_at: '2026-11-20T10:00:00.000Z',
          data: { lines: [{ type: 'primary', content: 'Your plan renews soon' }] },
        }),
      ],
      1,
    );
    const { panel } = await openPopover(1);
    const rows = await within(panel).findAllByTestId('notification-row');
    expect(rows).toHaveLength(2);
    const [first, second] = rows as [HTMLElement, HTMLElement];
    // The content is HTML: <b> stays a tag, not text.
    expect(first.querySelector('[data-line-type="primary"] b')).toHaveTextContent('Ann Lee');
    expect(first.querySelector('[data-line-type="other"]')).toHaveTextContent(
      'Say hello on her profile',
    );
    expect(first.querySelector('img')).toHaveAttribute('src', '/storage/avatars/ann.jpg');
    expect(within(first).getByText('a minute ago')).toBeInTheDocument();
    expect(within(first).getByTestId('unread-dot')).toBeInTheDocument();
    expect(within(second).queryByTestId('unread-dot')).not.toBeInTheDocument();
    // The list's answer carries the server's count: the bell follows it.
    expect(unreadCount()).toBe(1);
  });

  it('marks a clicked row read, closes the panel and follows its app path', async () => {
    mockList([testNotification({ id: 4 })], 1);
    const post = mockMarkAsRead(0);
    const { panel, events } = await openPopover(1);
    await events.click(
      await within(panel).findByRole('button', {
        name: 'Ann Lee started following you Say hello on her profile',
      }),
    );
    await waitFor(() => expect(post.bodies).toContainEqual({ ids: [4] }));
    expect(await findProbedLocation()).toBe('/user/9/ann-lee');
    expect(screen.queryByRole('dialog', { name: 'Notifications' })).not.toBeInTheDocument();
    // An unreadCount of 0 sets the local count to 0.
    await waitFor(() => expect(unreadCount()).toBe(0));
  });

  it('follows an absolute URL in the same tab once the row is marked read', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign, origin: 'http://localhost' });
    mockList([
      testNotification({
        id: 5,
        data: {
          lines: [{ type: 'primary', content: 'Read the release notes' }],
          mainAction: { action: 'https://example.com/notes', label: 'Open' },
        },
      }),
    ]);
    const post = mockMarkAsRead(3);
    const { panel, events } = await openPopover(4);
    await events.click(
      await within(panel).findByRole('button', { name: 'Read the release notes' }),
    );
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://example.com/notes'));
    await waitFor(() => expect(post.bodies).toContainEqual({ ids: [5] }));
    expect(unreadCount()).toBe(3);
  });

  it('"Mark all as read" clears every dot and the count', async () => {
    mockList([testNotification({ id: 1 }), testNotification({ id: 2 })], 2);
    const post = mockMarkAsRead(0);
    const { panel, events } = await openPopover(2);
    expect(await within(panel).findAllByTestId('unread-dot')).toHaveLength(2);
    await events.click(within(panel).getByRole('button', { name: 'Mark all as read' }));
    await waitFor(() => expect(post.bodies).toContainEqual({ all: true }));
    await waitFor(() => expect(within(panel).queryByTestId('unread-dot')).not.toBeInTheDocument());
    expect(unreadCount()).toBe(0);
    // The bell (hidden from assistive tech behind the open popover) loses its count.
    expect(screen.queryByTestId('notifications-unread-count')).not.toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: 'Mark all as read' })).toBeDisabled();
  });

  const invitation = () =>
    testNotification({
      id: 8,
      type: 'workspace.invitation',
      data: {
        lines: [{ type: 'primary', content: '<b>Ann</b> invited you to <b>Label crew</b>' }],
        inviteId: 'inv-abc',
      },
    });

  it('joins a workspace from an invitation and closes the panel', async () => {
    answer.get('*', { workspace: { id: 12, name: 'Label crew', members_count: 2 } });
    mockList([invitation()], 1);
    const { panel, events } = await openPopover(1);
    await events.click(await within(panel).findByRole('button', { name: 'Join' }));
    await waitFor(() => expect(sentRequests('get', 'workspace/join/inv-abc')).not.toEqual([]));
    expect(screen.queryByRole('dialog', { name: 'Notifications' })).not.toBeInTheDocument();
  });

  it('declines an invitation and closes the panel', async () => {
    mockList([invitation()], 1);
    const remove = answer.delete('workspace/invite/inv-abc', undefined, { status: 204 });
    const { panel, events } = await openPopover(1);
    await events.click(await within(panel).findByRole('button', { name: 'Decline' }));
    await waitFor(() => expect(remove.calls).not.toEqual([]));
    expect(screen.queryByRole('dialog', { name: 'Notifications' })).not.toBeInTheDocument();
  });

  it('says when the list could not load', async () => {
    fail.get('*', 500);
    const { panel } = await openPopover();
    expect(
      await within(panel).findByText('Something went wrong', {}, { timeout: 10_000 }),
    ).toBeInTheDocument();
  }, 15_000);

  it('opens the live stream after the first paint and shows what arrives, unreloaded', async () => {
    FakeEventSource.instances = [];
    vi.stubGlobal('EventSource', FakeEventSource);
    const get = mockList([testNotification({ id: 1 })], 1);
    const { panel } = await openPopover(1);
    await within(panel).findAllByTestId('notification-row');
    await waitFor(() => expect(FakeEventSource.instances).toHaveLength(1));

    act(() =>
      FakeEventSource.latest().emit('notification', {
        notification: testNotification({
          id: 2,
          data: { lines: [{ type: 'primary', content: 'Neon Lights released a new album' }] },
        }),
        unread_count: 2,
      }),
    );
    const rows = within(panel).getAllByTestId('notification-row');
    expect(rows[0]).toHaveTextContent('Neon Lights released a new album');
    expect(screen.getByTestId('notifications-unread-count')).toHaveTextContent('2');
    expect(get.calls).toHaveLength(1);
  });
});
