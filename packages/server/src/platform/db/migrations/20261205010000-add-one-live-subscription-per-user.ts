import { sql, type Kysely } from 'kysely';
import { withId, withTimestamps } from '../dialect-helpers';

/**
 * One live subscription per user, kept by the database rather than by a check that two requests
 * can pass at once.
 * - subscriptions: a partial unique index on `user_id` over the running statuses (active,
 *   trialing, past_due). A cancelled subscription with time left is not in it (it may be
 *   renewed, and checkout refuses while it lasts); ended ones never count.
 * - billing_checkouts: the user's checkout in flight (`pending`: the provider is being asked)
 *   or waiting for the person (`open`: a confirmation, Stripe.js or PayPal's approval), at most
 *   one per user (partial unique index). A second checkout answers the first one's `result`
 *   instead of asking the provider again. `reference` is the provider's subscription id (or the
 *   test gateway's confirmation id) the return pages confirm with.
 *
 * A database that already holds several running subscriptions of one user keeps the newest
 * one running; the others become cancelled, ending now (the user keeps access through the
 * newest). Their providers are told when they next report on them (the billing service cancels
 * a second live subscription a provider reports).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const now = new Date().toISOString();
  const live = await sql<{ id: number; user_id: number }>`
    select id, user_id from subscriptions
    where status in ('active', 'trialing', 'past_due')
    order by user_id, created_at desc, id desc
  `.execute(db);
  const kept = new Set<number>();
  const older: number[] = [];
  for (const row of live.rows) {
    const userId = Number(row.user_id);
    if (kept.has(userId)) older.push(Number(row.id));
    else kept.add(userId);
  }
  for (let at = 0; at < older.length; at += 500) {
    const ids = older.slice(at, at + 500);
    await sql`
      update subscriptions
      set status = 'cancelled', ends_at = ${now}, renews_at = null, updated_at = ${now}
      where id in (${sql.join(ids)})
    `.execute(db);
  }
  await db.schema
    .createIndex('subscriptions_one_live_per_user')
    .on('subscriptions')
    .column('user_id')
    .unique()
    .where(sql.raw<boolean>(`status in ('active', 'trialing', 'past_due')`))
    .execute();

  await withTimestamps(
    db,
    withId(db, db.schema.createTable('billing_checkouts'))
      .addColumn('user_id', 'integer', (col) =>
        col.notNull().references('users.id').onDelete('cascade'),
      )
      .addColumn('product_id', 'integer', (col) => col.notNull())
      .addColumn('price_id', 'integer', (col) => col.notNull())
      .addColumn('gateway', 'varchar(16)', (col) => col.notNull())
      .addColumn('status', 'varchar(16)', (col) => col.notNull())
      .addColumn('reference', 'varchar(255)')
      .addColumn('result', 'text'),
  ).execute();
  await db.schema
    .createIndex('billing_checkouts_one_open_per_user')
    .on('billing_checkouts')
    .column('user_id')
    .unique()
    .where(sql.raw<boolean>(`status in ('pending', 'open')`))
    .execute();
  await db.schema
    .createIndex('billing_checkouts_user_index')
    .on('billing_checkouts')
    .columns(['user_id', 'status'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('billing_checkouts').execute();
  await db.schema.dropIndex('subscriptions_one_live_per_user').execute();
}
