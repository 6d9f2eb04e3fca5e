import { POPOVER_PADDING_PX } from '@tonearm/shared/constants';
import type { RefObject } from 'react';
import { Dialog, Heading } from 'react-aria-components';
import { OpenPopover } from '@/components/ui/open-popover';
import { Link } from 'react-router';
import { MarkAllAsReadButton } from '@/features/notifications/components/mark-all-as-read-button';
import { NotificationList } from '@/features/notifications/components/notification-list';
import { useSetting } from '@/lib/bootstrap-store';
import { useTrans } from '@/lib/i18n';
import { paths } from '@/config/paths';

// The popover keeps the popover padding from both edges of a narrow screen, so its
// width may never exceed the viewport less that padding on each side.
const MAX_WIDTH = `calc(100vw - ${2 * POPOVER_PADDING_PX}px)`;

/**
 * The notifications popover: the latest notifications, "Mark all as read", and the
 * "Hang tight!" empty state, and "View all" leading to the notifications page. Loaded when the
 * bell is first pressed.
 */
export function NotificationsPanel({
  triggerRef,
  onClose,
}: {
  triggerRef: RefObject<HTMLButtonElement | null>;
  onClose: () => void;
}) {
  const t = useTrans();
  // /notifications sends the user home while subscriptions are not integrated.
  const pageAvailable = !!useSetting<boolean>('notif.subs.integrated');
  return (
    <OpenPopover
      triggerRef={triggerRef}
      onClose={onClose}
      containerPadding={POPOVER_PADDING_PX}
      style={{ maxWidth: MAX_WIDTH }}
      className="flex max-h-[min(36rem,calc(100vh-5rem))] w-[24rem] flex-col rounded-panel border border-divider bg-bg shadow-xl outline-none"
    >
      <Dialog className="flex min-h-0 flex-col outline-none" aria-label={t('Notifications')}>
        <div className="flex shrink-0 items-center justify-between border-b border-divider px-4 py-3">
          <Heading slot="title" className="text-sm font-semibold">
            {t('Notifications')}
          </Heading>
          <MarkAllAsReadButton />
        </div>
        <div className="min-h-0 overflow-y-auto" data-testid="notifications-panel-list">
          <NotificationList onDone={onClose} />
        </div>
        {pageAvailable ? (
          <div className="shrink-0 border-t border-divider px-4 py-2.5 text-center">
            <Link
              to={paths.notifications()}
              onClick={onClose}
              className="text-sm font-medium text-primary hover:underline"
            >
              {t('View all')}
            </Link>
          </div>
        ) : null}
      </Dialog>
    </OpenPopover>
  );
}
