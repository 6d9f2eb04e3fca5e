import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import type { Paginated } from '@tonearm/shared/http/http.schemas';
import {
  NOTIFICATIONS_PAGE_SIZE,
  type Notification,
} from '@tonearm/shared/notifications/notifications.schemas';
import { apiClient } from '@/lib/api-client';
import { infiniteListOptions, useInfiniteList } from '@/lib/infinite-list';
import { setUnreadCount } from '../hooks/unread-count';
import { notificationKeys } from '@/lib/notification-keys';

/** GET notifications: one page of the user's notifications, newest first, and the unread count. */
export interface NotificationsAnswer {
  pagination: Paginated<Notification>;
  unread_count: number;
}

export type NotificationsCache = InfiniteData<NotificationsAnswer, number>;

export async function getNotifications(page: number): Promise<NotificationsAnswer> {
  const { data } = await apiClient
    .answering('notificationListResponseSchema')
    .get('notifications', {
      params: { page, perPage: NOTIFICATIONS_PAGE_SIZE },
    });
  // The newest page carries the server's count: the bell follows it.
  if (page === 1) setUnreadCount(data.unread_count);
  return data;
}

const notificationsListConfig = {
  queryKey: notificationKeys.list,
  fetchPage: getNotifications,
};

/** The panel and /notifications share one list (pages of 30). */
export const notificationsQueryOptions = () => infiniteListOptions(notificationsListConfig);

export function useNotifications() {
  return useInfiniteList(notificationsListConfig);
}

/** Changes every loaded notification of the cached list, leaving the pages' shape alone. */
export function updateCachedNotifications(
  queryClient: QueryClient,
  update: (notification: Notification) => Notification,
): void {
  queryClient.setQueryData<NotificationsCache>(notificationKeys.list, (data) =>
    data
      ? {
          ...data,
          pages: data.pages.map((page) => ({
            ...page,
            pagination: { ...page.pagination, data: page.pagination.data.map(update) },
          })),
        }
      : data,
  );
}

/**
 * Puts a notification that just arrived at the head of the cached list (the stream); one the
 * list already holds (a replay after a reconnect) is left where it is.
 */
export function prependCachedNotification(
  queryClient: QueryClient,
  notification: Notification,
): void {
  queryClient.setQueryData<NotificationsCache>(notificationKeys.list, (data) => {
    if (!data?.pages[0]) return data;
    const known = data.pages.some((page) =>
      page.pagination.data.some((item) => item.id === notification.id),
    );
    if (known) return data;
    const [first, ...rest] = data.pages;
    return {
      ...data,
      pages: [
        {
          ...first,
          pagination: {
            ...first.pagination,
            data: [notification, ...first.pagination.data],
            total: first.pagination.total + 1,
          },
        },
        ...rest,
      ],
    };
  });
}
