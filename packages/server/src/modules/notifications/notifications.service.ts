import type {
  Notification,
  NotificationData,
  NotificationType,
} from '@tonearm/shared/notifications/notifications.schemas';
import type { NotificationRow } from '../../platform/db/schema';
import { sanitizeNotificationData } from './notification-html';
import type { NotificationsRepository } from './notifications.repository';

export function presentNotification(row: NotificationRow): Notification {
  return {
    id: row.id,
    type: row.type as NotificationType,
    read_at: row.read_at,
    created_at: row.created_at,
    data: JSON.parse(row.data) as NotificationData,
  };
}

/**
 * Notifications (issue 17). `notify` is what every producer calls (a new follower, a release,
 * a comment, a workspace invitation, a backstage decision, a billing event): it stores the
 * notification with its HTML sanitised.
 */
export class NotificationsService {
  constructor(private readonly repository: NotificationsRepository) {}

  async notify(
    userId: number,
    type: NotificationType,
    data: NotificationData,
  ): Promise<Notification> {
    const row = await this.repository.insert(
      userId,
      type,
      JSON.stringify(sanitizeNotificationData(data)),
    );
    return presentNotification(row);
  }
}
