import { POPOVER_PADDING_PX } from '@tonearm/shared/constants';
import { Bell } from 'lucide-react';
import type { RefObject } from 'react';
import { Link } from 'react-router';
import { Button, Dialog, Heading, Popover } from 'react-aria-components';
import { useSetting } from '@/lib/bootstrap-store';
import { useTrans } from '@/lib/i18n';
import { paths } from '@/config/paths';

/**
 * The notifications popover (spec 000 §2): "Mark all as read" and the "Hang tight!" empty state.
 * The list itself arrives with the notifications area; until then every user has none. Loaded
 * when the bell is first pressed.
 */
export function NotificationsPanel({
  unread,
  triggerRef,
  onClose,
}: {
  unread: number;
  triggerRef: RefObject<HTMLButtonElement | null>;
  onClose: () => void;
}) {
  const t = useTrans();
  const subscriptionsIntegrated = !!useSetting<boolean>('notif.subs.integrated');
  return (
    <Popover
      triggerRef={triggerRef}
      isOpen
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
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
  );
}
