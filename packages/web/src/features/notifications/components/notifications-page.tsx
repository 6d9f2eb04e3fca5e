import { Settings } from 'lucide-react';
import { Link } from 'react-router';
import { useSetting } from '@/lib/bootstrap-store';
import { useTrans } from '@/lib/i18n';
import { paths } from '@/config/paths';
import { MarkAllAsReadButton } from './mark-all-as-read-button';
import { NotificationList } from './notification-list';

/** /notifications: every notification, 30 at a time, and "Mark all as read". */
export function NotificationsPage() {
  const t = useTrans();
  const subscriptionsIntegrated = !!useSetting<boolean>('notif.subs.integrated');
  return (
    <section className="mx-auto w-full max-w-3xl px-4 py-8 md:px-8 md:py-12">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold tracking-tight md:text-3xl">{t('Notifications')}</h1>
        <div className="flex items-center gap-4">
          <MarkAllAsReadButton className="text-sm" />
          {subscriptionsIntegrated ? (
            <Link
              to={paths.notificationSettings()}
              aria-label={t('Notification settings')}
              className="grid size-9 place-items-center rounded-full text-muted hover:bg-hover hover:text-fg"
            >
              <Settings aria-hidden className="size-5" />
            </Link>
          ) : null}
        </div>
      </div>
      <div className="mt-6 overflow-hidden rounded-panel border border-divider bg-bg">
        <NotificationList />
      </div>
    </section>
  );
}
