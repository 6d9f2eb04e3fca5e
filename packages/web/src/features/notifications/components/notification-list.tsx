import { NOTIFICATION_MESSAGES } from '@tonearm/shared/notifications/notifications.schemas';
import { Bell } from 'lucide-react';
import { Link } from 'react-router';
import { InfiniteScrollSentinel } from '@/components/ui/infinite-scroll-sentinel';
import { useSetting } from '@/lib/bootstrap-store';
import { useTrans } from '@/lib/i18n';
import { paths } from '@/config/paths';
import { useNotifications } from '../api/get-notifications';
import { useOpenNotification } from '../hooks/use-open-notification';
import { NotificationRow } from './notification-row';
import { LoadFailedState, LoadingState } from './query-states';

export interface NotificationListProps {
  /** Called once a row was opened or an invitation answered (the panel closes). */
  onDone?: () => void;
}

/**
 * The user's notifications, newest first, 30 at a time with infinite scroll; the
 * "Hang tight!" empty state when there are none.
 */
export function NotificationList({ onDone }: NotificationListProps) {
  const t = useTrans();
  const query = useNotifications();
  const open = useOpenNotification(onDone);

  if (query.isPending) {
    return <LoadingState className="py-10" />;
  }
  if (query.isError) {
    return <LoadFailedState className="px-6 py-10" />;
  }
  if (query.data.items.length === 0) return <NotificationsEmptyState />;
  return (
    <>
      <ul className="divide-y divide-divider" aria-label={t('Notifications')}>
        {query.data.items.map((notification) => (
          <NotificationRow
            key={notification.id}
            notification={notification}
            onOpen={(item, target) => void open(item, target)}
            onInviteAnswered={onDone}
          />
        ))}
      </ul>
      <InfiniteScrollSentinel query={query} rootMargin="0px 0px 200px 0px" />
    </>
  );
}

/** The empty state, with the settings link while subscriptions are integrated. */
export function NotificationsEmptyState() {
  const t = useTrans();
  const subscriptionsIntegrated = !!useSetting<boolean>('notif.subs.integrated');
  return (
    <div className="flex flex-col items-center px-6 py-10 text-center">
      <div className="mb-4 grid size-14 place-items-center rounded-full bg-primary-light text-primary">
        <Bell className="size-6" aria-hidden />
      </div>
      <p className="font-semibold">{t(NOTIFICATION_MESSAGES.emptyTitle)}</p>
      <p className="mt-1 text-sm text-muted">{t(NOTIFICATION_MESSAGES.emptyBody)}</p>
      {subscriptionsIntegrated ? (
        <Link
          to={paths.notificationSettings()}
          className="mt-4 text-sm font-medium text-primary hover:underline"
        >
          {t('Notification settings')}
        </Link>
      ) : null}
    </div>
  );
}
