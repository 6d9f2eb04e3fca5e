import {
  NOTIFICATION_GROUPS,
  type Notification,
  type NotificationSubscriptionsAnswer,
} from '@tonearm/shared/notifications/notifications.schemas';
import type { NotificationsAnswer } from '@/features/notifications/api/get-notifications';

/** A new follower's notification, unread, a minute old. */
export function testNotification(overrides: Partial<Notification> = {}): Notification {
  return {
    id: 1,
    type: 'follower.new',
    read_at: null,
    created_at: new Date(Date.now() - 60_000).toISOString(),
    data: {
      image: '/storage/avatars/ann.jpg',
      lines: [
        { type: 'primary', content: '<b>Ann Lee</b> started following you' },
        { type: 'other', content: 'Say hello on her profile' },
      ],
      mainAction: { action: '/user/9/ann-lee', label: 'View profile' },
    },
    ...overrides,
  };
}

/** One page of GET notifications (30 a page). */
export function testNotificationsPage(
  notifications: Notification[],
  { page = 1, total = notifications.length, unread = 0 } = {},
): NotificationsAnswer {
  return {
    pagination: {
      data: notifications,
      current_page: page,
      per_page: 30,
      total,
      last_page: Math.max(1, Math.ceil(total / 30)),
    },
    unread_count: unread,
  };
}

/** GET notifications/me/subscriptions as the server answers a user who chose nothing yet. */
export function testSubscriptionsAnswer(
  overrides: Partial<NotificationSubscriptionsAnswer> = {},
): NotificationSubscriptionsAnswer {
  return {
    available_channels: ['email', 'browser'],
    subscriptions: NOTIFICATION_GROUPS.map((group) => ({
      group_name: group.group_name,
      subscriptions: group.types,
    })),
    user_selections: [{ notif_id: 'follower.new', channels: { email: true, browser: false } }],
    ...overrides,
  };
}
