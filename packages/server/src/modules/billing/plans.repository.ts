import type { Paginated } from '@tonearm/shared/http/http.schemas';
import type { Restriction } from '@tonearm/shared/permissions/permissions';
import type { ExpressionBuilder } from 'kysely';
import type { z } from 'zod';
import type { planListQuerySchema } from '@tonearm/shared/billing/billing.schemas';
import type { DB } from '../../platform/db/database';
import { nowIso } from '../../platform/db/dialect-helpers';
import { orderByList, paginateQuery, searchAny } from '../../platform/db/list-query';
import type { Database, PriceRow, ProductRow } from '../../platform/db/schema';
import { grantsOf, resolveGrants, type PermissionGrant } from '../roles/permission-grants.queries';

export type PlanListQuery = z.infer<typeof planListQuerySchema>;
export type ProductRowWithCount = ProductRow & { subscriptions_count: number };
export type PriceRowWithCount = PriceRow & { subscriptions_count: number };

export interface ProductValues {
  name: string;
  description: string | null;
  hidden: boolean;
  free: boolean;
  recommended: boolean;
  feature_list: string[];
  position: number;
}

export interface PriceValues {
  amount_minor: number;
  currency: string;
  interval: string;
  interval_count: number;
}

/** Every subscription that points at the plan, whatever its state (the rows keep the plan). */
function productSubscriptions(eb: ExpressionBuilder<Database, 'products'>) {
  return eb
    .selectFrom('subscriptions')
    .select((inner) => inner.fn.countAll<number>().as('count'))
    .whereRef('subscriptions.product_id', '=', 'products.id');
}

function priceSubscriptions(eb: ExpressionBuilder<Database, 'prices'>) {
  return eb
    .selectFrom('subscriptions')
    .select((inner) => inner.fn.countAll<number>().as('count'))
    .whereRef('subscriptions.price_id', '=', 'prices.id');
}

const flag = (value: boolean) => (value ? 1 : 0);

function productColumns(values: ProductValues) {
  return {
    name: values.name,
    description: values.description,
    hidden: flag(values.hidden),
    free: flag(values.free),
    recommended: flag(values.recommended),
    feature_list: JSON.stringify(values.feature_list),
    position: values.position,
  };
}

/** Plans (products), their prices and the permissions they grant. */
export class PlansRepository {
  constructor(private readonly db: DB) {}

  transaction<T>(work: (repository: PlansRepository) => Promise<T>): Promise<T> {
    return this.db.transaction().execute((trx) => work(new PlansRepository(trx)));
  }

  /** The pricing page's plans: not hidden, by position. */
  async listVisible(): Promise<ProductRow[]> {
    return this.db
      .selectFrom('products')
      .selectAll()
      .where('hidden', '=', 0)
      .orderBy('position')
      .orderBy('id')
      .execute();
  }

  async list(list: PlanListQuery): Promise<Paginated<ProductRowWithCount>> {
    const query = orderByList(
      this.db
        .selectFrom('products')
        .selectAll('products')
        .select((eb) => productSubscriptions(eb).as('subscriptions_count'))
        .where(searchAny(this.db, list.query, ['products.name', 'products.description'])),
      list,
      {
        position: 'products.position',
        name: (eb) => eb.fn('lower', ['products.name']),
        created_at: 'products.created_at',
      },
      'products.id',
    );
    const page = await paginateQuery(this.db, query, list);
    return {
      ...page,
      data: page.data.map((row) => ({
        ...row,
        subscriptions_count: Number(row.subscriptions_count ?? 0),
      })),
    };
  }

  async find(id: number): Promise<ProductRowWithCount | undefined> {
    const row = await this.db
      .selectFrom('products')
      .selectAll('products')
      .select((eb) => productSubscriptions(eb).as('subscriptions_count'))
      .where('products.id', '=', id)
      .executeTakeFirst();
    return row && { ...row, subscriptions_count: Number(row.subscriptions_count ?? 0) };
  }

  async pricesOf(productIds: readonly number[]): Promise<PriceRowWithCount[]> {
    if (productIds.length === 0) return [];
    const rows = await this.db
      .selectFrom('prices')
      .selectAll('prices')
      .select((eb) => priceSubscriptions(eb).as('subscriptions_count'))
      .where('prices.product_id', 'in', productIds)
      .orderBy('prices.id')
      .execute();
    return rows.map((row) => ({
      ...row,
      subscriptions_count: Number(row.subscriptions_count ?? 0),
    }));
  }

  permissionsOf(productId: number): Promise<PermissionGrant[]> {
    return grantsOf(this.db, 'product', productId);
  }

  async insertProduct(values: ProductValues): Promise<number> {
    const now = nowIso();
    const row = await this.db
      .insertInto('products')
      .values({ ...productColumns(values), created_at: now, updated_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  async updateProduct(id: number, values: ProductValues): Promise<void> {
    await this.db
      .updateTable('products')
      .set({ ...productColumns(values), updated_at: nowIso() })
      .where('id', '=', id)
      .execute();
  }

  async deleteProduct(id: number): Promise<void> {
    // Children first: foreign keys may not cascade on every database this runs on.
    await this.db.deleteFrom('product_permissions').where('product_id', '=', id).execute();
    await this.db.deleteFrom('prices').where('product_id', '=', id).execute();
    await this.db.deleteFrom('products').where('id', '=', id).execute();
  }

  async insertPrice(productId: number, values: PriceValues): Promise<number> {
    const now = nowIso();
    const row = await this.db
      .insertInto('prices')
      .values({ ...values, product_id: productId, created_at: now, updated_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  /** `clearGatewayIds`: the provider's price no longer matches (its amount or period changed). */
  async updatePrice(id: number, values: PriceValues, clearGatewayIds: boolean): Promise<void> {
    await this.db
      .updateTable('prices')
      .set({
        ...values,
        ...(clearGatewayIds ? { gateway_ids: '{}' } : {}),
        updated_at: nowIso(),
      })
      .where('id', '=', id)
      .execute();
  }

  async deletePrices(ids: readonly number[]): Promise<void> {
    if (ids.length === 0) return;
    await this.db.deleteFrom('prices').where('id', 'in', ids).execute();
  }

  async replacePermissions(
    productId: number,
    grants: readonly { name: string; restrictions: Restriction[] }[],
  ): Promise<void> {
    await this.db.deleteFrom('product_permissions').where('product_id', '=', productId).execute();
    const rows = (await resolveGrants(this.db, grants)).map((grant) => ({
      product_id: productId,
      permission_id: grant.permission_id,
      restrictions: JSON.stringify(grant.restrictions),
    }));
    if (rows.length) await this.db.insertInto('product_permissions').values(rows).execute();
  }

  /** A product's or a price's ids at each payment provider. */
  async setGatewayIds(
    table: 'products' | 'prices',
    id: number,
    gatewayIds: Record<string, string | null>,
  ) {
    await this.db
      .updateTable(table)
      .set({ gateway_ids: JSON.stringify(gatewayIds) })
      .where('id', '=', id)
      .execute();
  }

  async count(): Promise<number> {
    const row = await this.db
      .selectFrom('products')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .executeTakeFirst();
    return Number(row?.count ?? 0);
  }
}
