import type { Notification } from '@tonearm/shared/notifications/notifications.schemas';
import { clsx } from 'clsx';
import { Bell } from 'lucide-react';
import type { MouseEvent } from 'react';
import { Button } from '@/components/ui/button';
import { useDeclineWorkspaceInvite, useJoinWorkspace } from '@/features/workspaces/public';
import { RelativeTime, useTrans } from '@/lib/i18n';
import { NotificationTypeIcon } from './notification-icon';

export interface NotificationRowProps {
  notification: Notification;
  /** Marks the notification read and follows `target` (its main action when left out). */
  onOpen: (notification: Notification, target?: string) => void;
  /** After join or decline (the panel closes). */
  onInviteAnswered?: () => void;
}

/** The text of server-sanitised HTML, for the row's accessible name. */
function htmlText(html: string): string {
  return new DOMParser().parseFromString(html, 'text/html').body.textContent?.trim() ?? '';
}

/**
 * One notification: image, lines (primary, then the others; their content is HTML
 * the server sanitised), the type's icon, the relative time and an unread dot. The whole row is
 * one button under the lines; links and buttons inside the lines stay their own targets.
 */
export function NotificationRow({ notification, onOpen, onInviteAnswered }: NotificationRowProps) {
  const t = useTrans();
  const { data } = notification;
  const unread = !notification.read_at;
  const label = data.lines.map((line) => htmlText(line.content)).join(' ');

  // Links in the content: app paths through the router, and the notification becomes read.
  const handleContentClick = (event: MouseEvent<HTMLDivElement>) => {
    const link = (event.target as HTMLElement).closest('a');
    const href = link?.getAttribute('href');
    if (!link || !href || link.target === '_blank') return;
    event.preventDefault();
    onOpen(notification, href);
  };

  return (
    <li
      className={clsx('relative flex gap-3 px-4 py-3 hover:bg-hover', unread && 'bg-primary/5')}
      data-testid="notification-row"
      data-unread={unread || undefined}
    >
      <button
        type="button"
        onClick={() => onOpen(notification)}
        aria-label={label}
        className="absolute inset-0 cursor-pointer outline-none focus-visible:ring-2 focus-visible:ring-primary focus-visible:ring-inset"
      />
      {data.image ? (
        <img
          src={data.image}
          alt=""
          className="pointer-events-none relative size-10 shrink-0 rounded-full object-cover"
        />
      ) : (
        <span className="pointer-events-none relative grid size-10 shrink-0 place-items-center rounded-full bg-primary-light text-primary">
          <Bell aria-hidden className="size-4" />
        </span>
      )}
      <div
        className="pointer-events-none relative min-w-0 flex-1 [&_a]:pointer-events-auto [&_a]:font-semibold [&_a]:hover:underline"
        onClick={handleContentClick}
      >
        {data.lines.map((line, index) => (
          <div
            key={index}
            className={clsx(
              'break-words',
              line.type === 'primary' ? 'text-sm text-fg' : 'mt-0.5 text-xs text-muted',
            )}
            data-line-type={line.type}
            // Sanitised by the server (notification-html.ts): a small allow-list of tags.
            dangerouslySetInnerHTML={{ __html: line.content }}
          />
        ))}
        <div className="mt-1 flex items-center gap-1.5 text-xs text-muted">
          <NotificationTypeIcon type={notification.type} />
          <RelativeTime date={notification.created_at} />
        </div>
        {data.inviteId ? (
          <InviteActions inviteId={data.inviteId} onAnswered={onInviteAnswered} />
        ) : null}
        {data.buttonActions?.length ? (
          <div className="pointer-events-auto mt-2 flex flex-wrap gap-2">
            {data.buttonActions.map((action) => (
              <Button
                key={`${action.label}-${action.action}`}
                size="sm"
                variant="secondary"
                onPress={() => onOpen(notification, action.action)}
              >
                {t(action.label)}
              </Button>
            ))}
          </div>
        ) : null}
      </div>
      {unread ? (
        <span
          className="pointer-events-none relative mt-1.5 size-2 shrink-0 rounded-full bg-primary"
          data-testid="unread-dot"
          aria-label={t('Unread')}
          role="img"
        />
      ) : null}
    </li>
  );
}

/** An invitation offers join or decline; both close the panel. */
function InviteActions({ inviteId, onAnswered }: { inviteId: string; onAnswered?: () => void }) {
  const t = useTrans();
  const join = useJoinWorkspace();
  const decline = useDeclineWorkspaceInvite();
  const busy = join.isPending || decline.isPending;
  const answerWith = (answer: { mutate: (inviteId: string) => void }) => () => {
    answer.mutate(inviteId);
    onAnswered?.();
  };
  return (
    <div className="pointer-events-auto mt-2 flex gap-2">
      <Button size="sm" isDisabled={busy} onPress={answerWith(join)}>
        {t('Join')}
      </Button>
      <Button size="sm" variant="secondary" isDisabled={busy} onPress={answerWith(decline)}>
        {t('Decline')}
      </Button>
    </div>
  );
}
