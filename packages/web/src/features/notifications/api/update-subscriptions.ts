import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  NOTIFICATION_MESSAGES,
  type NotificationSubscriptionsAnswer,
  type UpdateSubscriptionsInput,
} from '@tonearm/shared/notifications/notifications.schemas';
import { toast } from '@/components/ui/toast/toast-store';
import { apiClient } from '@/lib/api-client';
import { trans } from '@/lib/i18n';
import { notificationKeys } from '@/lib/notification-keys';

/** PUT notifications/me/subscriptions: saves the choices and answers them as stored. */
export async function updateNotificationSubscriptions(
  input: UpdateSubscriptionsInput,
): Promise<NotificationSubscriptionsAnswer> {
  const { data } = await apiClient
    .answering('notificationSubscriptionsAnswerSchema')
    .put('notifications/me/subscriptions', input);
  return data;
}

export function useUpdateNotificationSubscriptions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateNotificationSubscriptions,
    onSuccess: (answer) => {
      queryClient.setQueryData(notificationKeys.subscriptions, answer);
      toast.positive(trans(NOTIFICATION_MESSAGES.updated));
    },
  });
}
