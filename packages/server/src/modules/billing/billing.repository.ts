import type { GatewayName } from '@tonearm/shared/billing/billing.schemas';
import type { Paginated } from '@tonearm/shared/http/http.schemas';
import { parseRestrictions, type GrantedPermission } from '@tonearm/shared/permissions/permissions';
import type { Insertable, Updateable } from 'kysely';
import type { DB } from '../../platform/db/database';
import { nowIso } from '../../platform/db/dialect-helpers';
import { orderByList, paginateQuery, searchAny } from '../../platform/db/list-query';
import type {
  BillingCheckoutRow,
  InvoiceRow,
  InvoicesTable,
  PriceRow,
  ProductRow,
  SubscriptionRow,
  SubscriptionsTable,
} from '../../platform/db/schema';
import { withGatewayId } from './gateway-ids';
import { validSubscriptionAt } from './subscription.queries';
import { grantsOf } from '../roles/permission-grants.queries';

/**
 * The statuses of a running subscription: at most one row per user holds one of them (a partial
 * unique index, migration 20261205010000). A cancelled one with time left is valid but not
 * running, so it is outside the index.
 */
export const LIVE_STATUSES = ['active', 'trialing', 'past_due'] as const;

/** A checkout in flight (`pending`) or waiting for the person (`open`): one per user. */
export const OPEN_CHECKOUT_STATUSES = ['pending', 'open'] as const;

export type SubscriptionValues = Omit<Insertable<SubscriptionsTable>, 'id'>;
export type InvoiceValues = Omit<Insertable<InvoicesTable>, 'id'>;

export interface SubscriptionWithUser extends SubscriptionRow {
  user_name: string;
  user_email: string;
  user_image: string | null;
}

export interface SubscriptionListFilters {
  query: string;
  page: number;
  perPage: number;
  orderBy: 'created_at' | 'renews_at' | 'ends_at' | 'status';
  orderDir: 'asc' | 'desc';
  status?: string | undefined;
  gateway?: string | undefined;
  product_id?: number | undefined;
}

/**
 * Billing's tables: plans and prices as billing reads them (the admin plan editor is plans.*),
 * provider customers, applied webhook events, subscriptions and invoices.
 */
export class BillingRepository {
  constructor(private readonly db: DB) {}

  transaction<T>(work: (repository: BillingRepository) => Promise<T>): Promise<T> {
    return this.db.transaction().execute((trx) => work(new BillingRepository(trx)));
  }

  // ——— plans and prices ———

  findProduct(id: number): Promise<ProductRow | undefined> {
    return this.db.selectFrom('products').selectAll().where('id', '=', id).executeTakeFirst();
  }

  findProducts(ids: readonly number[]): Promise<ProductRow[]> {
    if (ids.length === 0) return Promise.resolve([]);
    return this.db
      .selectFrom('products')
      .selectAll()
      .where('id', 'in', [...ids])
      .execute();
  }

  findPrice(id: number): Promise<PriceRow | undefined> {
    return this.db.selectFrom('prices').selectAll().where('id', '=', id).executeTakeFirst();
  }

  findPrices(ids: readonly number[]): Promise<PriceRow[]> {
    if (ids.length === 0) return Promise.resolve([]);
    return this.db
      .selectFrom('prices')
      .selectAll()
      .where('id', 'in', [...ids])
      .execute();
  }

  pricesOfProduct(productId: number): Promise<PriceRow[]> {
    return this.db
      .selectFrom('prices')
      .selectAll()
      .where('product_id', '=', productId)
      .orderBy('id')
      .execute();
  }

  /** Every price with its provider ids, to map a provider's price id back to ours. */
  allPrices(): Promise<PriceRow[]> {
    return this.db.selectFrom('prices').selectAll().orderBy('id').execute();
  }

  /** Adds the provider's ids of a plan (JSON merge: the other providers' ids stay). */
  async saveGatewayIds(
    productId: number,
    gateway: GatewayName,
    ids: { productId: string; priceIds: Record<number, string> },
  ): Promise<void> {
    await this.transaction(async (repository) => {
      const product = await repository.findProduct(productId);
      if (!product) return;
      await repository.db
        .updateTable('products')
        .set({ gateway_ids: withGatewayId(product.gateway_ids, gateway, ids.productId) })
        .where('id', '=', productId)
        .execute();
      for (const price of await repository.pricesOfProduct(productId)) {
        const id = ids.priceIds[price.id];
        if (!id) continue;
        await repository.db
          .updateTable('prices')
          .set({ gateway_ids: withGatewayId(price.gateway_ids, gateway, id) })
          .where('id', '=', price.id)
          .execute();
      }
    });
  }

  /** What a plan grants while subscribed, by product. */
  productPermissions(productId: number): Promise<GrantedPermission[]> {
    return grantsOf(this.db, 'product', productId);
  }

  /** The permissions of every plan the user holds a valid subscription to at `now`. */
  async planPermissionsOfUser(userId: number, now: string): Promise<GrantedPermission[]> {
    const rows = await this.db
      .selectFrom('subscriptions')
      .innerJoin(
        'product_permissions',
        'product_permissions.product_id',
        'subscriptions.product_id',
      )
      .innerJoin('permissions', 'permissions.id', 'product_permissions.permission_id')
      .select(['permissions.name', 'product_permissions.restrictions'])
      .where('subscriptions.user_id', '=', userId)
      .where((eb) => validSubscriptionAt(eb, now))
      .execute();
    return rows.map((row) => ({
      name: row.name,
      restrictions: parseRestrictions(row.restrictions),
    }));
  }

  // ——— provider customers ———

  async customerId(userId: number, gateway: GatewayName): Promise<string | null> {
    const row = await this.db
      .selectFrom('billing_customers')
      .select('customer_id')
      .where('user_id', '=', userId)
      .where('gateway', '=', gateway)
      .executeTakeFirst();
    return row?.customer_id ?? null;
  }

  /** Kept once per user and provider: a second save (two checkouts at once) changes nothing. */
  async saveCustomer(userId: number, gateway: GatewayName, customerId: string): Promise<void> {
    await this.db
      .insertInto('billing_customers')
      .values({ user_id: userId, gateway, customer_id: customerId })
      .onConflict((oc) => oc.doNothing())
      .execute();
  }

  async userOfCustomer(gateway: string, customerId: string): Promise<number | null> {
    const row = await this.db
      .selectFrom('billing_customers')
      .select('user_id')
      .where('gateway', '=', gateway)
      .where('customer_id', '=', customerId)
      .executeTakeFirst();
    return row?.user_id ?? null;
  }

  // ——— webhook events ———

  /**
   * Records an event id; false when it was recorded before (a duplicate delivery). On
   * PostgreSQL a concurrent duplicate waits here for the first one's transaction, then finds it.
   */
  async recordEvent(gateway: string, eventId: string, type: string): Promise<boolean> {
    const result = await this.db
      .insertInto('billing_events')
      .values({ gateway, event_id: eventId, type: type.slice(0, 100), received_at: nowIso() })
      .onConflict((oc) => oc.columns(['gateway', 'event_id']).doNothing())
      .executeTakeFirst();
    return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
  }

  // ——— subscriptions ———

  findSubscription(id: number): Promise<SubscriptionRow | undefined> {
    return this.db.selectFrom('subscriptions').selectAll().where('id', '=', id).executeTakeFirst();
  }

  findByGatewayId(gateway: string, gatewayId: string): Promise<SubscriptionRow | undefined> {
    return this.db
      .selectFrom('subscriptions')
      .selectAll()
      .where('gateway', '=', gateway)
      .where('gateway_id', '=', gatewayId)
      .executeTakeFirst();
  }

  /** Inserts unless the provider's subscription is already a row; answers whether it inserted. */
  async insertSubscriptionIfMissing(values: SubscriptionValues): Promise<boolean> {
    const result = await this.db
      .insertInto('subscriptions')
      .values(values)
      .onConflict((oc) => oc.columns(['gateway', 'gateway_id']).doNothing())
      .executeTakeFirst();
    return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
  }

  async insertSubscription(values: SubscriptionValues): Promise<number> {
    const row = await this.db
      .insertInto('subscriptions')
      .values(values)
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  /**
   * Applies the provider's state unless the row already holds a later one: the condition is in
   * the UPDATE itself, so an older event never rolls a subscription back.
   */
  async updateIfNotNewer(
    id: number,
    occurredAt: string,
    values: Updateable<SubscriptionsTable>,
  ): Promise<boolean> {
    const result = await this.db
      .updateTable('subscriptions')
      .set({ ...values, gateway_updated_at: occurredAt, updated_at: nowIso() })
      .where('id', '=', id)
      .where((eb) =>
        eb.or([
          eb('gateway_updated_at', 'is', null),
          eb('gateway_updated_at', '<', occurredAt),
          // Providers date events to the second: news of the same second as an ending does not
          // bring the subscription back (a creation delivered after its same-second deletion).
          values.status === 'cancelled' || values.status === 'expired'
            ? eb('gateway_updated_at', '=', occurredAt)
            : eb.and([
                eb('gateway_updated_at', '=', occurredAt),
                eb('status', 'not in', ['cancelled', 'expired']),
              ]),
        ]),
      )
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }

  async updateSubscription(id: number, values: Updateable<SubscriptionsTable>): Promise<void> {
    await this.db
      .updateTable('subscriptions')
      .set({ ...values, updated_at: nowIso() })
      .where('id', '=', id)
      .execute();
  }

  /** Starts a grace period unless one is running; true when this call started it. */
  async startGrace(id: number, now: string, until: string): Promise<boolean> {
    const result = await this.db
      .updateTable('subscriptions')
      .set({ grace_ends_at: until, updated_at: now })
      .where('id', '=', id)
      .where((eb) => eb.or([eb('grace_ends_at', 'is', null), eb('grace_ends_at', '<=', now)]))
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }

  subscriptionsOfUser(userId: number): Promise<SubscriptionRow[]> {
    return this.db
      .selectFrom('subscriptions')
      .selectAll()
      .where('user_id', '=', userId)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .execute();
  }

  /** The user's latest valid subscription, else their latest one. */
  async currentSubscription(userId: number, now: string): Promise<SubscriptionRow | undefined> {
    const valid = await this.db
      .selectFrom('subscriptions')
      .selectAll()
      .where('user_id', '=', userId)
      .where((eb) => validSubscriptionAt(eb, now))
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .executeTakeFirst();
    if (valid) return valid;
    return this.db
      .selectFrom('subscriptions')
      .selectAll()
      .where('user_id', '=', userId)
      .where('status', '!=', 'incomplete')
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .executeTakeFirst();
  }

  async hasValidSubscription(userId: number, now: string): Promise<boolean> {
    const row = await this.db
      .selectFrom('subscriptions')
      .select('id')
      .where('user_id', '=', userId)
      .where((eb) => validSubscriptionAt(eb, now))
      .executeTakeFirst();
    return !!row;
  }

  /** The user's running subscription other than `exceptId`, if any. */
  liveSubscriptionOf(userId: number, exceptId?: number): Promise<SubscriptionRow | undefined> {
    let query = this.db
      .selectFrom('subscriptions')
      .selectAll()
      .where('user_id', '=', userId)
      .where('status', 'in', [...LIVE_STATUSES]);
    if (exceptId !== undefined) query = query.where('id', '!=', exceptId);
    return query.executeTakeFirst();
  }

  /** Cancelled or past-due rows whose access has ended become `expired`; answers how many. */
  async expireEnded(
    now: string,
    scope?: { userId: number; exceptId?: number | undefined },
  ): Promise<number> {
    let query = this.db.updateTable('subscriptions').set({ status: 'expired', updated_at: now });
    // One user's rows, before a subscription of theirs is written running: a run that ended
    // but was not yet marked expired must not hold the one-live-subscription index.
    if (scope) query = query.where('user_id', '=', scope.userId);
    if (scope?.exceptId !== undefined) query = query.where('id', '!=', scope.exceptId);
    const ended = await query
      .where((eb) =>
        eb.or([
          eb.and([eb('status', '=', 'cancelled'), eb('ends_at', '<=', now)]),
          eb.and([eb('status', '=', 'cancelled'), eb('ends_at', 'is', null)]),
          eb.and([eb('status', 'in', ['active', 'trialing']), eb('ends_at', '<=', now)]),
          eb.and([eb('status', '=', 'past_due'), eb('grace_ends_at', '<=', now)]),
        ]),
      )
      .executeTakeFirst();
    return Number(ended.numUpdatedRows);
  }

  /**
   * Cancelled subscriptions ending between `now` and `until` whose holder was not told of this
   * end yet, claimed in one statement (of several instances, one claims each).
   */
  claimEndingSoon(
    now: string,
    until: string,
  ): Promise<{ user_id: number; product_id: number; ends_at: string | null }[]> {
    return this.db
      .updateTable('subscriptions')
      .set((eb) => ({ ending_notified_for: eb.ref('ends_at') }))
      .where('status', '=', 'cancelled')
      .where('ends_at', '>', now)
      .where('ends_at', '<=', until)
      .where((eb) =>
        eb.or([
          eb('ending_notified_for', 'is', null),
          eb('ending_notified_for', '<>', eb.ref('ends_at')),
        ]),
      )
      .returning(['user_id', 'product_id', 'ends_at'])
      .execute();
  }

  // ——— checkouts in flight ———

  /** Claims the user's one open checkout; undefined when another one holds the claim. */
  async claimCheckout(values: {
    user_id: number;
    product_id: number;
    price_id: number;
    gateway: string;
  }): Promise<number | undefined> {
    const now = nowIso();
    const row = await this.db
      .insertInto('billing_checkouts')
      .values({ ...values, status: 'pending', created_at: now, updated_at: now })
      .onConflict((oc) => oc.doNothing())
      .returning('id')
      .executeTakeFirst();
    return row?.id;
  }

  openCheckoutOf(userId: number): Promise<BillingCheckoutRow | undefined> {
    return this.db
      .selectFrom('billing_checkouts')
      .selectAll()
      .where('user_id', '=', userId)
      .where('status', 'in', [...OPEN_CHECKOUT_STATUSES])
      .executeTakeFirst();
  }

  /** The user's checkout at `gateway` known by the provider's `reference`. */
  checkoutByReference(
    userId: number,
    gateway: string,
    reference: string,
  ): Promise<BillingCheckoutRow | undefined> {
    return this.db
      .selectFrom('billing_checkouts')
      .selectAll()
      .where('user_id', '=', userId)
      .where('gateway', '=', gateway)
      .where('reference', '=', reference)
      .orderBy('id', 'desc')
      .executeTakeFirst();
  }

  /** The user's latest checkout at `gateway` (the return pages' question). */
  latestCheckoutAt(userId: number, gateway: string): Promise<BillingCheckoutRow | undefined> {
    return this.db
      .selectFrom('billing_checkouts')
      .selectAll()
      .where('user_id', '=', userId)
      .where('gateway', '=', gateway)
      .orderBy('id', 'desc')
      .executeTakeFirst();
  }

  /** The user's latest checkout that ended in a subscription. */
  latestCompletedCheckout(userId: number): Promise<BillingCheckoutRow | undefined> {
    return this.db
      .selectFrom('billing_checkouts')
      .selectAll()
      .where('user_id', '=', userId)
      .where('status', '=', 'completed')
      .orderBy('id', 'desc')
      .executeTakeFirst();
  }

  /**
   * Moves a checkout on from `from` (a compare-and-set, so of two requests settling one
   * checkout one wins); answers whether it moved.
   */
  async settleCheckout(
    id: number,
    from: readonly string[],
    values: { status: string; reference?: string | null; result?: string | null },
  ): Promise<boolean> {
    const result = await this.db
      .updateTable('billing_checkouts')
      .set({ ...values, updated_at: nowIso() })
      .where('id', '=', id)
      .where('status', 'in', [...from])
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }

  /** The user's open checkouts are done: their subscription is running. */
  async completeOpenCheckouts(userId: number): Promise<void> {
    await this.db
      .updateTable('billing_checkouts')
      .set({ status: 'completed', updated_at: nowIso() })
      .where('user_id', '=', userId)
      .where('status', '=', 'open')
      .execute();
  }

  countSubscriptionsOfProduct(productId: number): Promise<number> {
    return this.db
      .selectFrom('subscriptions')
      .select((eb) => eb.fn.countAll<number>().as('total'))
      .where('product_id', '=', productId)
      .executeTakeFirstOrThrow()
      .then((row) => Number(row.total));
  }

  // ——— admin ———

  private withUser() {
    return this.db
      .selectFrom('subscriptions')
      .innerJoin('users', 'users.id', 'subscriptions.user_id')
      .selectAll('subscriptions')
      .select([
        'users.name as user_name',
        'users.email as user_email',
        'users.image as user_image',
      ]);
  }

  findWithUser(id: number): Promise<SubscriptionWithUser | undefined> {
    return this.withUser().where('subscriptions.id', '=', id).executeTakeFirst();
  }

  async list(filters: SubscriptionListFilters): Promise<Paginated<SubscriptionWithUser>> {
    let query = this.withUser().where(
      searchAny(this.db, filters.query, ['users.name', 'users.email']),
    );
    if (filters.status) query = query.where('subscriptions.status', '=', filters.status);
    if (filters.gateway) query = query.where('subscriptions.gateway', '=', filters.gateway);
    if (filters.product_id !== undefined)
      query = query.where('subscriptions.product_id', '=', filters.product_id);
    const ordered = orderByList(
      query,
      filters,
      {
        created_at: 'subscriptions.created_at',
        renews_at: 'subscriptions.renews_at',
        ends_at: 'subscriptions.ends_at',
        status: 'subscriptions.status',
      },
      'subscriptions.id',
    );
    return paginateQuery(this.db, ordered, filters);
  }

  userExists(userId: number): Promise<boolean> {
    return this.db
      .selectFrom('users')
      .select('id')
      .where('id', '=', userId)
      .executeTakeFirst()
      .then((row) => !!row);
  }

  /** Up to `limit` users whose name or email contains `query`, by name. */
  findUsers(query: string, limit: number): Promise<{ id: number; name: string; email: string }[]> {
    return this.db
      .selectFrom('users')
      .select(['id', 'name', 'email'])
      .where(searchAny(this.db, query, ['users.name', 'users.email']))
      .orderBy('name')
      .orderBy('id')
      .limit(limit)
      .execute();
  }

  userContact(userId: number): Promise<{ id: number; name: string; email: string } | undefined> {
    return this.db
      .selectFrom('users')
      .select(['id', 'name', 'email'])
      .where('id', '=', userId)
      .executeTakeFirst();
  }

  // ——— invoices ———

  /** Inserts an invoice, or updates its status when the provider reports it again. */
  async upsertInvoice(values: InvoiceValues): Promise<{ inserted: boolean }> {
    const existing =
      values.gateway_id === null || values.gateway_id === undefined
        ? undefined
        : await this.db
            .selectFrom('invoices')
            .select(['id', 'status'])
            .where('gateway', '=', values.gateway)
            .where('gateway_id', '=', values.gateway_id)
            .executeTakeFirst();
    if (existing) {
      await this.db
        .updateTable('invoices')
        .set({ status: values.status, paid_at: values.paid_at ?? null, updated_at: nowIso() })
        .where('id', '=', existing.id)
        .execute();
      return { inserted: false };
    }
    const result = await this.db
      .insertInto('invoices')
      .values(values)
      .onConflict((oc) => oc.columns(['gateway', 'gateway_id']).doNothing())
      .executeTakeFirst();
    return { inserted: Number(result.numInsertedOrUpdatedRows ?? 0) > 0 };
  }

  findInvoice(id: number): Promise<InvoiceRow | undefined> {
    return this.db.selectFrom('invoices').selectAll().where('id', '=', id).executeTakeFirst();
  }

  latestInvoices(userId: number, limit: number): Promise<InvoiceRow[]> {
    return this.db
      .selectFrom('invoices')
      .selectAll()
      .where('user_id', '=', userId)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(limit)
      .execute();
  }

  invoicesOfSubscription(subscriptionId: number): Promise<InvoiceRow[]> {
    return this.db
      .selectFrom('invoices')
      .selectAll()
      .where('subscription_id', '=', subscriptionId)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .execute();
  }

  invoicesOfUser(
    userId: number,
    page: { page: number; perPage: number },
  ): Promise<Paginated<InvoiceRow>> {
    const query = this.db
      .selectFrom('invoices')
      .selectAll()
      .where('user_id', '=', userId)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc');
    return paginateQuery(this.db, query, page);
  }
}
