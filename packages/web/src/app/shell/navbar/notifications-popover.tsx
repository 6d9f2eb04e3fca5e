import { useQueryClient } from '@tanstack/react-query';
import { Bell } from 'lucide-react';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { Button } from 'react-aria-components';
import type { User } from '@tonearm/shared/users/users.schemas';
import { useUnreadCount } from '@/features/notifications/hooks/unread-count';
import { useTrans } from '@/lib/i18n';
import { Tooltip } from '@/components/ui/tooltip';

// The popover's code loads when the bell is first pressed (not in the first script).
const NotificationsPanel = lazy(async () => ({
  default: (await import('./notifications-panel')).NotificationsPanel,
}));

/** Runs `task` once the page has loaded and the browser is idle, so it never delays the first paint. */
function afterFirstPaint(task: () => void): () => void {
  let idle: number | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const schedule = () => {
    if (typeof window.requestIdleCallback === 'function')
      idle = window.requestIdleCallback(task, { timeout: 2000 });
    else timer = setTimeout(task, 1);
  };
  if (document.readyState === 'complete') schedule();
  else window.addEventListener('load', schedule, { once: true });
  return () => {
    window.removeEventListener('load', schedule);
    if (idle !== undefined) window.cancelIdleCallback(idle);
    clearTimeout(timer);
  };
}

/**
 * The tab's live notifications: the stream opens after the first paint, in its own
 * chunk, and stays open across pages; it closes itself on logout.
 */
function useNotificationStream(userId: number) {
  const queryClient = useQueryClient();
  useEffect(() => {
    let cancelled = false;
    const cancel = afterFirstPaint(() => {
      void import('@/features/notifications/api/notification-stream').then((stream) => {
        if (!cancelled) stream.openNotificationStream(queryClient);
      });
    });
    return () => {
      cancelled = true;
      cancel();
    };
  }, [queryClient, userId]);
}

/** The navbar's notifications slot: a bell with the unread count, kept live. */
export function NotificationsPopover({ user }: { user: User }) {
  const t = useTrans();
  const triggerRef = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  const unread = useUnreadCount();
  useNotificationStream(user.id);
  // The badge is drawn, not read: the count goes into the button's name for screen readers.
  const label =
    unread > 0 ? t('Notifications, :count unread', { count: unread }) : t('Notifications');
  return (
    <>
      <Tooltip label={t('Notifications')}>
        <Button
          ref={triggerRef}
          aria-haspopup="dialog"
          aria-expanded={open}
          onPress={() => setOpen((value) => !value)}
          aria-label={label}
          className="relative grid size-10 place-items-center rounded-full text-muted outline-none transition hover:bg-hover hover:text-fg focus-visible:ring-2 focus-visible:ring-primary"
        >
          <Bell className="size-5" aria-hidden />
          {unread > 0 ? (
            <span
              className="absolute top-1.5 right-1.5 grid min-w-4 place-items-center rounded-full bg-primary px-1 text-[10px] font-bold text-on-primary"
              data-testid="notifications-unread-count"
              aria-hidden
            >
              {unread}
            </span>
          ) : null}
        </Button>
      </Tooltip>
      {open ? (
        <Suspense fallback={null}>
          <NotificationsPanel triggerRef={triggerRef} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
