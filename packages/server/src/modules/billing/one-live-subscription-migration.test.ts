import type { Kysely } from 'kysely';
import { beforeEach, describe, expect, it } from 'vitest';
import type { DB } from '../../platform/db/database';
import * as migration from '../../platform/db/migrations/20261205010000-add-one-live-subscription-per-user';
import { freshDatabaseForEachTest } from '../../test/test-database';

describe('migration 20261205010000-add-one-live-subscription-per-user', () => {
  let db: DB;
  freshDatabaseForEachTest((fresh) => (db = fresh));
  // The database as it was before: no index, so duplicates could be written.
  beforeEach(() => migration.down(db as unknown as Kysely<unknown>));

  const at = (minutes: number) => new Date(Date.UTC(2026, 0, 1, 0, minutes)).toISOString();

  async function user(name: string) {
    const now = at(0);
    const row = await db
      .insertInto('users')
      .values({ email: `${name}@example.com`, name, created_at: now, updated_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  async function subscription(userId: number, productId: number, status: string, minute: number) {
    const row = await db
      .insertInto('subscriptions')
      .values({
        user_id: userId,
        product_id: productId,
        gateway: 'test',
        gateway_id: `sub_${userId}_${minute}`,
        status,
        renews_at: at(60 * 24 * 30),
        created_at: at(minute),
        updated_at: at(minute),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  it('keeps the newest running subscription of each user and ends the others, then holds one', async () => {
    const product = await db
      .insertInto('products')
      .values({ name: 'Pro', created_at: at(0), updated_at: at(0) })
      .returning('id')
      .executeTakeFirstOrThrow();
    const ann = await user('ann');
    const bob = await user('bob');
    const annOldest = await subscription(ann, product.id, 'active', 1);
    const annPastDue = await subscription(ann, product.id, 'past_due', 2);
    const annNewest = await subscription(ann, product.id, 'active', 3);
    const annExpired = await subscription(ann, product.id, 'expired', 4);
    const bobOnly = await subscription(bob, product.id, 'trialing', 1);

    await migration.up(db as unknown as Kysely<unknown>);

    const rows = await db
      .selectFrom('subscriptions')
      .select(['id', 'status', 'renews_at', 'ends_at'])
      .orderBy('id')
      .execute();
    const byId = new Map(rows.map((row) => [row.id, row]));
    expect(byId.get(annNewest)?.status).toBe('active');
    expect(byId.get(bobOnly)?.status).toBe('trialing');
    expect(byId.get(annExpired)?.status).toBe('expired');
    for (const id of [annOldest, annPastDue]) {
      expect(byId.get(id)).toMatchObject({ status: 'cancelled', renews_at: null });
      expect(byId.get(id)?.ends_at).not.toBeNull();
    }
    await expect(subscription(ann, product.id, 'active', 5)).rejects.toThrow();
    await expect(subscription(bob, product.id, 'past_due', 5)).rejects.toThrow();
    await subscription(bob, product.id, 'cancelled', 6);
  });
});
