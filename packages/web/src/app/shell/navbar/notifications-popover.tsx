import { Bell } from 'lucide-react';
import { lazy, Suspense, useRef, useState } from 'react';
import { Button } from 'react-aria-components';
import type { User } from '@tonearm/shared/users/users.schemas';
import { useTrans } from '@/lib/i18n';
import { Tooltip } from '@/components/ui/tooltip';

// The popover's code loads when the bell is first pressed (issue 13: not in the first script).
const NotificationsPanel = lazy(async () => ({
  default: (await import('./notifications-panel')).NotificationsPanel,
}));

/** The navbar's notifications slot (spec 000 §2): a bell with the unread count. */
export function NotificationsPopover({ user }: { user: User }) {
  const t = useTrans();
  const triggerRef = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  const unread = user.unread_notifications_count;
  return (
    <>
      <Tooltip label={t('Notifications')}>
        <Button
          ref={triggerRef}
          aria-haspopup="dialog"
          aria-expanded={open}
          onPress={() => setOpen((value) => !value)}
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
      </Tooltip>
      {open ? (
        <Suspense fallback={null}>
          <NotificationsPanel
            unread={unread}
            triggerRef={triggerRef}
            onClose={() => setOpen(false)}
          />
        </Suspense>
      ) : null}
    </>
  );
}
