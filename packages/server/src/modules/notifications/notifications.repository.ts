import type { Paginated } from '@tonearm/shared/http/http.schemas';
import type { DB } from '../../platform/db/database';
import { nowIso } from '../../platform/db/dialect-helpers';
import { paginateQuery } from '../../platform/db/list-query';
import type { NotificationRow } from '../../platform/db/schema';

export interface PushSubscriptionRow {
  id: number;
  user_id: number;
  endpoint: string;
  p256dh: string;
  auth: string;
}

const INSERT_CHUNK = 500;

/** SQL of notifications, their channel choices and browsers' push subscriptions. */
export class NotificationsRepository {
  constructor(private readonly db: DB) {}

  async insert(userId: number, type: string, data: string): Promise<NotificationRow> {
    const [row] = await this.insertMany([userId], type, data);
    return row!;
  }

  /**
   * One statement per 500 recipients (a release told to all of an artist's followers), within
   * SQLite's limit on bound values.
   */
  async insertMany(userIds: number[], type: string, data: string): Promise<NotificationRow[]> {
    const now = nowIso();
    const rows: NotificationRow[] = [];
    for (let start = 0; start < userIds.length; start += INSERT_CHUNK) {
      const chunk = userIds.slice(start, start + INSERT_CHUNK);
      rows.push(
        ...(await this.db
          .insertInto('notifications')
          .values(
            chunk.map((userId) => ({
              user_id: userId,
              type,
              data,
              created_at: now,
              updated_at: now,
            })),
          )
          .returningAll()
          .execute()),
      );
    }
    return rows;
  }

  /** A user's notifications, newest first. */
  async page(userId: number, list: { page: number; perPage: number }) {
    const query = this.db
      .selectFrom('notifications')
      .selectAll()
      .where('user_id', '=', userId)
      .orderBy('id', 'desc');
    return paginateQuery(this.db, query, list) as Promise<Paginated<NotificationRow>>;
  }

  async findByIds(ids: number[]): Promise<NotificationRow[]> {
    if (ids.length === 0) return [];
    return this.db.selectFrom('notifications').selectAll().where('id', 'in', ids).execute();
  }

  /** What arrived after `afterId` (a stream's reconnect), oldest first. */
  async after(userId: number, afterId: number, limit: number): Promise<NotificationRow[]> {
    return this.db
      .selectFrom('notifications')
      .selectAll()
      .where('user_id', '=', userId)
      .where('id', '>', afterId)
      .orderBy('id', 'asc')
      .limit(limit)
      .execute();
  }

  async unreadCount(userId: number): Promise<number> {
    const counts = await this.unreadCounts([userId]);
    return counts.get(userId) ?? 0;
  }

  /** Unread notifications per user, in one query. */
  async unreadCounts(userIds: number[]): Promise<Map<number, number>> {
    if (userIds.length === 0) return new Map();
    const rows = await this.db
      .selectFrom('notifications')
      .select(['user_id', (eb) => eb.fn.countAll<number | string>().as('count')])
      .where('user_id', 'in', userIds)
      .where('read_at', 'is', null)
      .groupBy('user_id')
      .execute();
    return new Map(rows.map((row) => [row.user_id, Number(row.count)]));
  }

  /** Marks read the listed notifications of `userId` only; ids of others' change nothing. */
  async markRead(userId: number, ids: number[] | 'all'): Promise<void> {
    let query = this.db
      .updateTable('notifications')
      .set({ read_at: nowIso() })
      .where('user_id', '=', userId)
      .where('read_at', 'is', null);
    if (ids !== 'all') query = query.where('id', 'in', ids);
    await query.execute();
  }

  /**
   * The user's notifications of one workspace invitation, once it is answered: read, and without
   * the invitation id, so no join or decline is offered for an invitation that is gone.
   */
  async closeInvitation(userId: number, inviteId: string): Promise<void> {
    const rows = await this.db
      .selectFrom('notifications')
      .select(['id', 'data', 'read_at'])
      .where('user_id', '=', userId)
      .where('type', '=', 'workspace.invitation')
      // The id is a UUID (hex and dashes): nothing in it is special to LIKE.
      .where('data', 'like', `%"inviteId":"${inviteId}"%`)
      .execute();
    const now = nowIso();
    for (const row of rows) {
      const { inviteId: _answered, ...data } = JSON.parse(row.data) as Record<string, unknown>;
      await this.db
        .updateTable('notifications')
        .set({ data: JSON.stringify(data), read_at: row.read_at ?? now, updated_at: now })
        .where('id', '=', row.id)
        .execute();
    }
  }

  async selectionsOf(userId: number): Promise<{ notif_id: string; channels: string }[]> {
    return this.db
      .selectFrom('notification_subscriptions')
      .select(['notif_id', 'channels'])
      .where('user_id', '=', userId)
      .execute();
  }

  /** The stored channel choices of one type for several users, in one query. */
  async selectionsFor(
    userIds: number[],
    type: string,
  ): Promise<{ user_id: number; channels: string }[]> {
    if (userIds.length === 0) return [];
    return this.db
      .selectFrom('notification_subscriptions')
      .select(['user_id', 'channels'])
      .where('user_id', 'in', userIds)
      .where('notif_id', '=', type)
      .execute();
  }

  async saveSelections(
    userId: number,
    selections: { notif_id: string; channels: string }[],
  ): Promise<void> {
    if (selections.length === 0) return;
    const now = nowIso();
    await this.db
      .insertInto('notification_subscriptions')
      .values(
        selections.map((selection) => ({
          user_id: userId,
          notif_id: selection.notif_id,
          channels: selection.channels,
          created_at: now,
          updated_at: now,
        })),
      )
      .onConflict((oc) =>
        oc
          .columns(['user_id', 'notif_id'])
          .doUpdateSet((eb) => ({ channels: eb.ref('excluded.channels'), updated_at: now })),
      )
      .execute();
  }

  /** Where to mail each user (name for the greeting). */
  async recipients(userIds: number[]): Promise<{ id: number; email: string; name: string }[]> {
    if (userIds.length === 0) return [];
    return this.db
      .selectFrom('users')
      .select(['id', 'email', 'name'])
      .where('id', 'in', userIds)
      .execute();
  }

  /**
   * Saves a browser's subscription for `userId` (a repeat refreshes its keys and its time) and
   * keeps only the user's `keep` most recently saved ones. An endpoint is unique and stays with
   * the account that holds it: another account's subscribe changes nothing and answers false.
   */
  async savePushSubscription(
    userId: number,
    subscription: { endpoint: string; p256dh: string; auth: string },
    keep: number,
  ): Promise<boolean> {
    const now = nowIso();
    const result = await this.db
      .insertInto('push_subscriptions')
      .values({ user_id: userId, ...subscription, created_at: now, updated_at: now })
      .onConflict((oc) =>
        oc
          .column('endpoint')
          .doUpdateSet({ p256dh: subscription.p256dh, auth: subscription.auth, updated_at: now })
          .where('push_subscriptions.user_id', '=', userId),
      )
      .executeTakeFirst();
    if (Number(result.numInsertedOrUpdatedRows ?? 0) === 0) return false;
    await this.db
      .deleteFrom('push_subscriptions')
      .where('user_id', '=', userId)
      .where(
        'id',
        'not in',
        this.db
          .selectFrom('push_subscriptions')
          .select('id')
          .where('user_id', '=', userId)
          .orderBy('updated_at', 'desc')
          .orderBy('id', 'desc')
          .limit(keep),
      )
      .execute();
    return true;
  }

  async deletePushSubscription(userId: number, endpoint: string): Promise<void> {
    await this.db
      .deleteFrom('push_subscriptions')
      .where('user_id', '=', userId)
      .where('endpoint', '=', endpoint)
      .execute();
  }

  async deletePushSubscriptionById(id: number): Promise<void> {
    await this.db.deleteFrom('push_subscriptions').where('id', '=', id).execute();
  }

  async pushSubscriptionsOf(userIds: number[]): Promise<PushSubscriptionRow[]> {
    if (userIds.length === 0) return [];
    return this.db
      .selectFrom('push_subscriptions')
      .select(['id', 'user_id', 'endpoint', 'p256dh', 'auth'])
      .where('user_id', 'in', userIds)
      .execute();
  }
}
