import { POPOVER_PADDING_PX } from '@tonearm/shared/constants';
import type { RefObject } from 'react';
import { Dialog, Heading, Popover } from 'react-aria-components';
import { MarkAllAsReadButton } from '@/features/notifications/components/mark-all-as-read-button';
import { NotificationList } from '@/features/notifications/components/notification-list';
import { useTrans } from '@/lib/i18n';

/**
 * The notifications popover (spec 000 §2): the latest notifications, "Mark all as read", and the
 * "Hang tight!" empty state. Loaded when the bell is first pressed.
 */
export function NotificationsPanel({
  triggerRef,
  onClose,
}: {
  triggerRef: RefObject<HTMLButtonElement | null>;
  onClose: () => void;
}) {
  const t = useTrans();
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
      className="flex max-h-[min(36rem,calc(100vh-5rem))] w-[24rem] max-w-[calc(100vw-1rem)] flex-col rounded-panel border border-divider bg-bg shadow-xl outline-none"
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
      </Dialog>
    </Popover>
  );
}
