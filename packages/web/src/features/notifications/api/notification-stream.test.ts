import { act } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getBootstrapData } from '@/lib/bootstrap-store';
import { createQueryClient } from '@/lib/query-client';
import { applyTestBootstrapData, testUser } from '@/test/render-with-providers';
import { FakeEventSource } from '@/test/fake-event-source';
import { testNotification, testNotificationsPage } from '@/test/notifications-test-data';
import type { NotificationsCache } from './get-notifications';
import { notificationKeys } from '@/lib/notification-keys';
import {
  closeNotificationStream,
  isNotificationStreamOpen,
  NOTIFICATION_STREAM_URL,
  openNotificationStream,
} from './notification-stream';

function cachedIds(queryClient: ReturnType<typeof createQueryClient>) {
  const data = queryClient.getQueryData<NotificationsCache>(notificationKeys.list);
  return data?.pages.flatMap((page) => page.pagination.data.map((item) => item.id));
}

function unreadCount() {
  return getBootstrapData().user?.unread_notifications_count;
}

let queryClient: ReturnType<typeof createQueryClient>;

beforeEach(() => {
  FakeEventSource.instances = [];
  vi.stubGlobal('EventSource', FakeEventSource);
  applyTestBootstrapData({ user: testUser({ id: 7, unread_notifications_count: 1 }) });
  queryClient = createQueryClient();
  queryClient.setQueryData<NotificationsCache>(notificationKeys.list, {
    pages: [testNotificationsPage([testNotification({ id: 1 })], { unread: 1 })],
    pageParams: [1],
  });
});

afterEach(() => {
  closeNotificationStream();
  vi.useRealTimers();
});

describe('the notification stream', () => {
  it('opens one EventSource on the stream, with credentials, whoever asks again', () => {
    openNotificationStream(queryClient);
    openNotificationStream(queryClient);
    expect(FakeEventSource.instances).toHaveLength(1);
    expect(FakeEventSource.latest().url).toBe(NOTIFICATION_STREAM_URL);
    expect(FakeEventSource.latest().init).toEqual({ withCredentials: true });
  });

  it('puts a new notification at the head of the cached list and sets the unread count', () => {
    openNotificationStream(queryClient);
    act(() =>
      FakeEventSource.latest().emit(
        'notification',
        { notification: testNotification({ id: 2 }), unread_count: 2 },
        '2',
      ),
    );
    expect(cachedIds(queryClient)).toEqual([2, 1]);
    expect(unreadCount()).toBe(2);
    const data = queryClient.getQueryData<NotificationsCache>(notificationKeys.list);
    expect(data?.pages[0]?.pagination.total).toBe(2);
  });

  it('does not show a notification twice when a reconnect replays it', () => {
    openNotificationStream(queryClient);
    const event = { notification: testNotification({ id: 2 }), unread_count: 2 };
    act(() => FakeEventSource.latest().emit('notification', event, '2'));
    act(() => FakeEventSource.latest().emit('notification', event, '2'));
    expect(cachedIds(queryClient)).toEqual([2, 1]);
  });

  it('sets the count on a read event, and clears every dot when it is 0', () => {
    openNotificationStream(queryClient);
    act(() => FakeEventSource.latest().emit('read', { unread_count: 0 }));
    expect(unreadCount()).toBe(0);
    const data = queryClient.getQueryData<NotificationsCache>(notificationKeys.list);
    expect(data?.pages[0]?.pagination.data[0]?.read_at).not.toBeNull();
  });

  it('leaves reconnecting to the browser while it retries by itself', () => {
    vi.useFakeTimers();
    openNotificationStream(queryClient);
    FakeEventSource.latest().fail({ giveUp: false });
    vi.advanceTimersByTime(120_000);
    expect(FakeEventSource.instances).toHaveLength(1);
  });

  it('opens a new stream when the browser gave up, and refetches what it missed', () => {
    vi.useFakeTimers();
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    openNotificationStream(queryClient);
    FakeEventSource.latest().open();
    expect(invalidate).not.toHaveBeenCalled();

    FakeEventSource.latest().fail({ giveUp: true });
    vi.advanceTimersByTime(1_000);
    expect(FakeEventSource.instances).toHaveLength(2);
    FakeEventSource.latest().open();
    expect(invalidate).toHaveBeenCalledWith({ queryKey: notificationKeys.list });

    // The new one delivers as the first did.
    act(() =>
      FakeEventSource.latest().emit('notification', {
        notification: testNotification({ id: 3 }),
        unread_count: 2,
      }),
    );
    expect(cachedIds(queryClient)?.[0]).toBe(3);
  });

  it('closes on logout', () => {
    openNotificationStream(queryClient);
    const source = FakeEventSource.latest();
    applyTestBootstrapData({ user: null });
    expect(source.readyState).toBe(FakeEventSource.CLOSED);
    expect(isNotificationStreamOpen()).toBe(false);
  });

  it('stays shut for guests and while notifications are not integrated', () => {
    applyTestBootstrapData({ user: null });
    openNotificationStream(queryClient);
    applyTestBootstrapData({ user: testUser(), settings: { 'notifications.integrated': false } });
    openNotificationStream(queryClient);
    expect(FakeEventSource.instances).toHaveLength(0);
  });
});
