import type { NotificationType } from '@tonearm/shared/notifications/notifications.schemas';
import {
  BadgeCheck,
  CreditCard,
  Disc3,
  MessageCircle,
  MessagesSquare,
  TimerReset,
  UserPlus,
  Users,
  type LucideIcon,
} from 'lucide-react';

const ICONS: Record<NotificationType, LucideIcon> = {
  'follower.new': UserPlus,
  'release.new': Disc3,
  'comment.reply': MessagesSquare,
  'comment.on_track': MessageCircle,
  'workspace.invitation': Users,
  'backstage.request_decided': BadgeCheck,
  'subscription.renewal_failed': CreditCard,
  'subscription.ending_soon': TimerReset,
};

/** The icon of a kind of notification; a row shows it beside its time. */
export function NotificationTypeIcon({
  type,
  className = 'size-3.5',
}: {
  type: NotificationType;
  className?: string;
}) {
  const Icon = ICONS[type] ?? MessageCircle;
  return <Icon aria-hidden className={className} />;
}
