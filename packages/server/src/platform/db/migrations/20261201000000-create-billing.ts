import { sql, type ColumnDefinitionBuilder, type Kysely } from 'kysely';
import { timestampType, withId, withTimestamps } from '../dialect-helpers';

/**
 * Billing: plans, their prices, subscriptions and invoices.
 * - products: the plans. `feature_list` is a JSON list of strings. `gateway_ids` (JSON object,
 *   e.g. {"stripe":"prod_…","paypal":"PROD-…"}) are the provider's ids once synced.
 * - prices: `amount_minor` in the currency's minor unit (integer: no float rounds a charge);
 *   `interval` day | month | year; `gateway_ids` as above (Stripe price, PayPal plan).
 * - product_permissions: what a valid subscription to the plan grants, with restriction values
 *   (JSON list of {name, value}) as role_permissions.
 * - subscriptions: one row per subscription at a gateway (stripe | paypal | test | none for a
 *   manual grant); `gateway_id` is the provider's subscription id (unique per gateway);
 *   `status` incomplete | trialing | active | past_due | cancelled | expired; `renews_at`
 *   (current period end while it renews), `ends_at` (when access ends once cancelled or
 *   expired), `grace_ends_at` (past_due access continues until then); `payment_method` JSON;
 *   `gateway_updated_at` is the provider time of the last applied event, so a late or
 *   out-of-order event never rolls a subscription back.
 * - invoices: one per charge; `gateway_id` unique per gateway so a replayed event adds none.
 * - billing_events: every applied webhook event id, written in the same transaction as its
 *   effect (unique per gateway): a duplicate delivery applies nothing.
 * - billing_customers: the provider's customer id of a user.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const ts = timestampType(db);
  const userRef = (col: ColumnDefinitionBuilder) =>
    col.notNull().references('users.id').onDelete('cascade');

  await withTimestamps(
    db,
    withId(db, db.schema.createTable('products'))
      .addColumn('name', 'varchar(100)', (col) => col.notNull())
      .addColumn('description', 'text')
      .addColumn('hidden', 'integer', (col) => col.notNull().defaultTo(0))
      .addColumn('free', 'integer', (col) => col.notNull().defaultTo(0))
      .addColumn('recommended', 'integer', (col) => col.notNull().defaultTo(0))
      .addColumn('feature_list', 'text', (col) => col.notNull().defaultTo('[]'))
      .addColumn('position', 'integer', (col) => col.notNull().defaultTo(0))
      .addColumn('gateway_ids', 'text', (col) => col.notNull().defaultTo('{}')),
  ).execute();

  await withTimestamps(
    db,
    withId(db, db.schema.createTable('prices'))
      .addColumn('product_id', 'integer', (col) =>
        col.notNull().references('products.id').onDelete('cascade'),
      )
      .addColumn('amount_minor', 'integer', (col) => col.notNull())
      .addColumn('currency', 'varchar(3)', (col) => col.notNull())
      .addColumn('interval', 'varchar(8)', (col) => col.notNull())
      .addColumn('interval_count', 'integer', (col) => col.notNull().defaultTo(1))
      .addColumn('gateway_ids', 'text', (col) => col.notNull().defaultTo('{}')),
  ).execute();
  await db.schema.createIndex('prices_product_index').on('prices').column('product_id').execute();

  await db.schema
    .createTable('product_permissions')
    .addColumn('product_id', 'integer', (col) =>
      col.notNull().references('products.id').onDelete('cascade'),
    )
    .addColumn('permission_id', 'integer', (col) =>
      col.notNull().references('permissions.id').onDelete('cascade'),
    )
    .addColumn('restrictions', 'text', (col) => col.notNull().defaultTo('[]'))
    .addPrimaryKeyConstraint('product_permissions_pk', ['product_id', 'permission_id'])
    .execute();

  await withTimestamps(
    db,
    withId(db, db.schema.createTable('subscriptions'))
      .addColumn('user_id', 'integer', userRef)
      .addColumn('product_id', 'integer', (col) => col.notNull().references('products.id'))
      .addColumn('price_id', 'integer', (col) => col.references('prices.id'))
      .addColumn('gateway', 'varchar(16)', (col) => col.notNull())
      .addColumn('gateway_id', 'varchar(255)')
      .addColumn('status', 'varchar(16)', (col) => col.notNull())
      .addColumn('renews_at', ts)
      .addColumn('ends_at', ts)
      .addColumn('trial_ends_at', ts)
      .addColumn('grace_ends_at', ts)
      .addColumn('payment_method', 'text')
      .addColumn('gateway_updated_at', ts),
  ).execute();
  await db.schema
    .createIndex('subscriptions_gateway_id_unique')
    .on('subscriptions')
    .columns(['gateway', 'gateway_id'])
    .unique()
    .execute();
  await db.schema
    .createIndex('subscriptions_user_index')
    .on('subscriptions')
    .columns(['user_id', 'status'])
    .execute();

  await withTimestamps(
    db,
    withId(db, db.schema.createTable('invoices'))
      .addColumn('subscription_id', 'integer', (col) =>
        col.notNull().references('subscriptions.id').onDelete('cascade'),
      )
      .addColumn('user_id', 'integer', userRef)
      .addColumn('amount_minor', 'integer', (col) => col.notNull())
      .addColumn('currency', 'varchar(3)', (col) => col.notNull())
      .addColumn('status', 'varchar(16)', (col) => col.notNull())
      .addColumn('description', 'varchar(255)', (col) => col.notNull())
      .addColumn('period_start', ts)
      .addColumn('period_end', ts)
      .addColumn('paid_at', ts)
      .addColumn('gateway', 'varchar(16)', (col) => col.notNull())
      .addColumn('gateway_id', 'varchar(255)'),
  ).execute();
  await db.schema
    .createIndex('invoices_gateway_id_unique')
    .on('invoices')
    .columns(['gateway', 'gateway_id'])
    .unique()
    .execute();
  await db.schema
    .createIndex('invoices_user_index')
    .on('invoices')
    .columns(['user_id', 'created_at'])
    .execute();

  await db.schema
    .createTable('billing_events')
    .addColumn('gateway', 'varchar(16)', (col) => col.notNull())
    .addColumn('event_id', 'varchar(255)', (col) => col.notNull())
    .addColumn('type', 'varchar(100)', (col) => col.notNull())
    .addColumn('received_at', ts, (col) => col.notNull())
    .addPrimaryKeyConstraint('billing_events_pk', ['gateway', 'event_id'])
    .execute();

  await db.schema
    .createTable('billing_customers')
    .addColumn('user_id', 'integer', userRef)
    .addColumn('gateway', 'varchar(16)', (col) => col.notNull())
    .addColumn('customer_id', 'varchar(255)', (col) => col.notNull())
    .addPrimaryKeyConstraint('billing_customers_pk', ['user_id', 'gateway'])
    .execute();
  await sql`create unique index billing_customers_customer_unique on billing_customers (gateway, customer_id)`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'billing_customers',
    'billing_events',
    'invoices',
    'subscriptions',
    'product_permissions',
    'prices',
    'products',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
