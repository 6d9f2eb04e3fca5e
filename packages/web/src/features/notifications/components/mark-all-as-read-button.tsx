import { NOTIFICATION_MESSAGES } from '@tonearm/shared/notifications/notifications.schemas';
import { clsx } from 'clsx';
import { Button } from 'react-aria-components';
import { useTrans } from '@/lib/i18n';
import { useMarkNotificationsAsRead } from '../api/mark-as-read';
import { useUnreadCount } from '../hooks/unread-count';

/** "Mark all as read": disabled while nothing is unread. */
export function MarkAllAsReadButton({ className }: { className?: string }) {
  const t = useTrans();
  const unread = useUnreadCount();
  const markAsRead = useMarkNotificationsAsRead();
  return (
    <Button
      isDisabled={unread === 0 || markAsRead.isPending}
      onPress={() => markAsRead.mutate({ all: true })}
      className={clsx(
        'text-xs font-medium text-primary outline-none hover:underline focus-visible:underline disabled:text-muted disabled:no-underline',
        className,
      )}
    >
      {t(NOTIFICATION_MESSAGES.markAll)}
    </Button>
  );
}
