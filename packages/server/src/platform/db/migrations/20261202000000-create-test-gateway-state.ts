import type { Kysely } from 'kysely';
import { timestampType, withTimestamps } from '../dialect-helpers';

/**
 * The built-in test payment gateway's own state, in tables so that every app
 * process (and a test's second services container) sees the same provider:
 * - test_gateway_subscriptions: the "provider's" subscriptions (`test_sub_…`), with the price
 *   they are on and the current period, as a card processor would keep them.
 * - test_gateway_confirmations: a pending confirmation step (`test_conf_…`) of a checkout or a
 *   payment-method change, with what to do once approved (JSON); `used` once answered.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const ts = timestampType(db);
  await withTimestamps(
    db,
    db.schema
      .createTable('test_gateway_subscriptions')
      .addColumn('id', 'varchar(64)', (col) => col.primaryKey())
      .addColumn('customer_id', 'varchar(64)', (col) => col.notNull())
      .addColumn('user_id', 'integer')
      .addColumn('price_gateway_id', 'varchar(255)', (col) => col.notNull())
      .addColumn('amount_minor', 'integer', (col) => col.notNull())
      .addColumn('currency', 'varchar(3)', (col) => col.notNull())
      .addColumn('interval', 'varchar(8)', (col) => col.notNull())
      .addColumn('interval_count', 'integer', (col) => col.notNull())
      .addColumn('status', 'varchar(16)', (col) => col.notNull())
      .addColumn('current_period_start', ts, (col) => col.notNull())
      .addColumn('current_period_end', ts, (col) => col.notNull())
      .addColumn('cancel_at_period_end', 'integer', (col) => col.notNull().defaultTo(0))
      .addColumn('ended_at', ts)
      .addColumn('payment_method', 'text'),
  ).execute();

  await db.schema
    .createTable('test_gateway_confirmations')
    .addColumn('id', 'varchar(64)', (col) => col.primaryKey())
    .addColumn('kind', 'varchar(32)', (col) => col.notNull())
    .addColumn('payload', 'text', (col) => col.notNull())
    .addColumn('used', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('created_at', ts, (col) => col.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('test_gateway_confirmations').execute();
  await db.schema.dropTable('test_gateway_subscriptions').execute();
}
