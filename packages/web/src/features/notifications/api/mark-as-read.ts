import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MarkAsReadInput } from '@tonearm/shared/notifications/notifications.schemas';
import { apiClient } from '@/lib/api-client';
import { setUnreadCount } from '../hooks/unread-count';
import { updateCachedNotifications } from './get-notifications';

/** POST notifications/mark-as-read with {ids} or {all: true}: answers the new unread count. */
export async function markNotificationsAsRead(input: MarkAsReadInput): Promise<number> {
  const { data } = await apiClient
    .answering('markAsReadResponseSchema')
    .post('notifications/mark-as-read', input);
  return data.unreadCount;
}

/**
 * Marks notifications read: the cached rows lose their dot and the local count becomes the
 * server's (0 sets it to 0).
 */
export function useMarkNotificationsAsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markNotificationsAsRead,
    onSuccess: (unreadCount, input) => {
      const readAt = new Date().toISOString();
      const ids = 'ids' in input ? new Set(input.ids) : null;
      updateCachedNotifications(queryClient, (notification) =>
        notification.read_at || (ids && !ids.has(notification.id))
          ? notification
          : { ...notification, read_at: readAt },
      );
      setUnreadCount(unreadCount);
    },
  });
}
