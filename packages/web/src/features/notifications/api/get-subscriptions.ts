import { queryOptions, useQuery } from '@tanstack/react-query';
import type { NotificationSubscriptionsAnswer } from '@tonearm/shared/notifications/notifications.schemas';
import { apiClient } from '@/lib/api-client';
import { notificationKeys } from '@/lib/notification-keys';

/** GET notifications/me/subscriptions: channels, groups of types and the user's choices. */
export async function getNotificationSubscriptions(): Promise<NotificationSubscriptionsAnswer> {
  const { data } = await apiClient
    .answering('notificationSubscriptionsAnswerSchema')
    .get('notifications/me/subscriptions');
  return data;
}

export const notificationSubscriptionsQueryOptions = () =>
  queryOptions({
    queryKey: notificationKeys.subscriptions,
    queryFn: getNotificationSubscriptions,
  });

export function useNotificationSubscriptions() {
  return useQuery(notificationSubscriptionsQueryOptions());
}
