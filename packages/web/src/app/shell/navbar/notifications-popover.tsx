import { POPOVER_PADDING_PX } from '@tonearm/shared/constants';
import { Bell } from 'lucide-react';
import { Link } from 'react-router';
import { Button, Dialog, DialogTrigger, Heading, Popover } from 'react-aria-components';
import type { User } from '@tonearm/shared/users/users.schemas';
import { useSetting } from '@/lib/bootstrap-store';
import { useTrans } from '@/lib/i18n';
import { paths } from '@/config/paths';

/**
 * The navbar's notifications slot (spec 000 §2): a bell with the unread count and a popover
 * with "Mark all as read" and the "Hang tight!" empty state. The list itself arrives with the
 * notifications area; until then every user has none.
 */
export function NotificationsPopover({ user }: { user: User }) {
  const t = useTrans();
  const subscriptionsIntegrated = !!useSetting<boolean>('notif.subs.integrated');
  const unread = user.unread_notifications_count;
  return (
    <DialogTrigger>
      <Button
        aria-label={t('Notifications')}
        className="relative grid size-10 place-items-center rounded-full text-muted outline-none transition hover:bg-hover hover:text-fg focus-visible:ring-2 focus-visible:ring-primary"
      >
        <Bell className="size-5" aria-hidden />
        {unread > 0 ? (
          <span className="absolute top-1.5 right-1.5 grid min-w-4 place-items-center rounded-full bg-primary px-1 text-[10px] font-bold text-on-primary">
            {unread}
          </span>
        ) : null}
      </Button>
      <Popover
        containerPadding={POPOVER_PADDING_PX}
        placement="bottom end"
        offset={8}
        className="w-[22rem] max-w-[calc(100vw-1rem)] rounded-panel border border-divider bg-bg shadow-xl outline-none"
      >
        <Dialog className="outline-none" aria-label={t('Notifications')}>
          <div className="flex items-center justify-between border-b border-divider px-4 py-3">
            <Heading slot="title" className="text-sm font-semibold">
              {t('Notifications')}
            </Heading>
            <Button
              isDisabled={unread === 0}
              className="text-xs font-medium text-primary outline-none disabled:text-muted"
            >
              {t('Mark all as read')}
            </Button>
          </div>
          <div className="flex flex-col items-center px-6 py-10 text-center">
            <div className="mb-4 grid size-14 place-items-center rounded-full bg-primary-light text-primary">
              <Bell className="size-6" aria-hidden />
            </div>
            <p className="font-semibold">{t('Hang tight!')}</p>
            <p className="mt-1 text-sm text-muted">
              {t('Notifications will start showing up here soon.')}
            </p>
            {subscriptionsIntegrated ? (
              <Link
                to={paths.notificationSettings()}
                className="mt-4 text-sm font-medium text-primary hover:underline"
              >
                {t('Notification settings')}
              </Link>
            ) : null}
          </div>
        </Dialog>
      </Popover>
    </DialogTrigger>
  );
}
