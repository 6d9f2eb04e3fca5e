import type { DB } from '../../platform/db/database';
import { nowIso } from '../../platform/db/dialect-helpers';
import type { NotificationRow } from '../../platform/db/schema';

/** SQL of notifications (issue 17). */
export class NotificationsRepository {
  constructor(private readonly db: DB) {}

  async insert(userId: number, type: string, data: string): Promise<NotificationRow> {
    const now = nowIso();
    return this.db
      .insertInto('notifications')
      .values({ user_id: userId, type, data, created_at: now, updated_at: now })
      .returningAll()
      .executeTakeFirstOrThrow();
  }
}
