import type { QueryClient } from '@tanstack/react-query';
import type { NotificationStreamEvent } from '@tonearm/shared/notifications/notifications.schemas';
import { getBootstrapData, subscribeBootstrapData } from '@/lib/bootstrap-store';
import { setUnreadCount } from '../hooks/unread-count';
import { prependCachedNotification, updateCachedNotifications } from './get-notifications';
import { notificationKeys } from '@/lib/notification-keys';

/** GET notifications/stream (text/event-stream): this user's new notifications, live. */
export const NOTIFICATION_STREAM_URL = '/api/v1/notifications/stream';

/** The wait before reopening a stream the browser gave up on, doubling up to the last one. */
const REOPEN_DELAYS_MS = [1_000, 2_000, 5_000, 10_000, 30_000, 60_000];

interface OpenStream {
  source: EventSource;
  userId: number;
  queryClient: QueryClient;
  stopWatchingUser: () => void;
  reopenTimer?: ReturnType<typeof setTimeout>;
  failures: number;
}

/** One stream per tab, whatever mounts or unmounts. */
let current: OpenStream | null = null;

function parse<T>(event: Event): T | null {
  try {
    return JSON.parse((event as MessageEvent<string>).data) as T;
  } catch {
    return null;
  }
}

function listen(stream: OpenStream, caughtUp: boolean) {
  const { source, queryClient } = stream;
  source.addEventListener('open', () => {
    // A stream opened anew (not the browser's own retry) sent no Last-Event-ID: what arrived
    // while it was shut comes with the list, fetched again.
    if (!caughtUp) void queryClient.invalidateQueries({ queryKey: notificationKeys.list });
    caughtUp = true;
    stream.failures = 0;
  });
  source.addEventListener('notification', (event) => {
    const payload = parse<NotificationStreamEvent>(event);
    if (!payload) return;
    prependCachedNotification(queryClient, payload.notification);
    setUnreadCount(payload.unread_count);
  });
  source.addEventListener('read', (event) => {
    const payload = parse<{ unread_count: number }>(event);
    if (!payload) return;
    setUnreadCount(payload.unread_count);
    // Read everywhere else: no row here keeps its dot either.
    if (payload.unread_count === 0) {
      const readAt = new Date().toISOString();
      updateCachedNotifications(queryClient, (notification) =>
        notification.read_at ? notification : { ...notification, read_at: readAt },
      );
    }
  });
  source.addEventListener('error', () => {
    // EventSource retries a dropped connection by itself (sending Last-Event-ID); it gives up
    // only when an answer is not a stream (a restart's 502, a 503): then this opens a new one.
    if (source.readyState !== EventSource.CLOSED || current !== stream) return;
    const delay = REOPEN_DELAYS_MS[Math.min(stream.failures, REOPEN_DELAYS_MS.length - 1)];
    stream.failures += 1;
    stream.reopenTimer = setTimeout(() => {
      if (current !== stream) return;
      stream.source = new EventSource(NOTIFICATION_STREAM_URL, { withCredentials: true });
      listen(stream, false);
    }, delay);
  });
}

/**
 * Opens the tab's notification stream for the logged-in user, unless it is open already. It
 * closes itself when the user logs out or another one logs in (the bootstrap data changes).
 */
export function openNotificationStream(queryClient: QueryClient): void {
  const { user, settings } = getBootstrapData();
  if (!user || !settings['notifications.integrated'] || typeof EventSource === 'undefined') return;
  if (current?.userId === user.id) return;
  closeNotificationStream();
  const stream: OpenStream = {
    source: new EventSource(NOTIFICATION_STREAM_URL, { withCredentials: true }),
    userId: user.id,
    queryClient,
    failures: 0,
    stopWatchingUser: subscribeBootstrapData(() => {
      if (getBootstrapData().user?.id !== stream.userId) closeNotificationStream();
    }),
  };
  current = stream;
  listen(stream, true);
}

export function closeNotificationStream(): void {
  if (!current) return;
  const stream = current;
  current = null;
  stream.stopWatchingUser();
  clearTimeout(stream.reopenTimer);
  stream.source.close();
}

export function isNotificationStreamOpen(): boolean {
  return current !== null;
}
