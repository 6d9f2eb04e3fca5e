import type { Notification } from '@tonearm/shared/notifications/notifications.schemas';
import { useNavigate } from 'react-router';
import { isAbsoluteUrl } from '@/components/ui/navigate-outside-router';
import { useMarkNotificationsAsRead } from '../api/mark-as-read';

/**
 * What clicking a notification does: it becomes read, then its action is followed,
 * an app path inside the app and an absolute URL in the same tab. `onDone` closes the panel.
 */
export function useOpenNotification(onDone?: () => void) {
  const navigate = useNavigate();
  const markAsRead = useMarkNotificationsAsRead();
  return async (
    notification: Notification,
    target: string | undefined = notification.data.mainAction?.action,
  ) => {
    const marking = notification.read_at
      ? Promise.resolve()
      : markAsRead.mutateAsync({ ids: [notification.id] }).then(
          () => undefined,
          // The mutation cache shows the error; the action is still followed.
          () => undefined,
        );
    onDone?.();
    if (!target) return;
    if (isAbsoluteUrl(target)) {
      // Leaving the page would cancel the request: let it land first.
      await marking;
      window.location.assign(target);
      return;
    }
    await navigate(target);
  };
}
