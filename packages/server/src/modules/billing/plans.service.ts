import {
  BILLING_MESSAGES,
  currencyDigits,
  toMinorUnits,
  type AdminProduct,
  type GatewayName,
  type PriceInterval,
  type Product,
  type ProductInput,
} from '@tonearm/shared/billing/billing.schemas';
import { paginate, type Paginated } from '@tonearm/shared/http/http.schemas';
import { permissionGrantsSchema } from '@tonearm/shared/permissions/permission-grants';
import type { PermissionContext } from '@tonearm/shared/permissions/permissions';
import { notFound, orNotFound, ValidationError } from '../../platform/errors';
import type { GatewayRegistry } from '../../platform/payments/gateway-registry';
import type { GatewayPlan } from '../../platform/payments/gateway';
import type { ProductRow } from '../../platform/db/schema';
import { refuseOnDemoSite } from '../settings/demo-mode.queries';
import type { SettingsService } from '../settings/settings.service';
import { presentGrants } from '../roles/permission-grants.queries';
import { refusalToGrant } from './plans.policy';
import { parseGatewayIds } from './gateway-ids';
import { presentPrice, presentProductSummary } from './subscriptions.presenter';
import {
  type PlansRepository,
  type PlanListQuery,
  type PriceRowWithCount,
  type ProductRowWithCount,
} from './plans.repository';

/** The providers a plan is copied to; the test gateway charges nothing real and needs no copy. */
export const SYNCED_GATEWAYS = ['stripe', 'paypal'] as const satisfies readonly GatewayName[];
export type SyncedGateway = (typeof SYNCED_GATEWAYS)[number];

const GATEWAY_LABELS: Record<SyncedGateway, string> = { stripe: 'Stripe', paypal: 'PayPal' };

/** Roughly how long a period lasts, to list a plan's prices from the shortest period up. */
const INTERVAL_DAYS: Record<PriceInterval, number> = { day: 1, month: 30, year: 365 };

export class PlansService {
  constructor(
    private readonly repository: PlansRepository,
    private readonly settings: SettingsService,
    private readonly gateways: GatewayRegistry,
  ) {}

  /** `GET billing/products` answers `pagination.data`; hidden plans left out. */
  async listPublic(): Promise<Paginated<Product>> {
    const rows = await this.repository.listVisible();
    const prices = await this.pricesByProduct(rows.map((row) => row.id));
    const data = rows.map((row) => presentProduct(row, prices.get(row.id) ?? []));
    return paginate(data, data.length, { page: 1, perPage: Math.max(1, data.length) });
  }

  /** One plan, hidden ones too (a direct checkout link reaches them). */
  async showPublic(id: number): Promise<Product> {
    const row = orNotFound(await this.repository.find(id));
    return presentProduct(row, (await this.pricesByProduct([id])).get(id) ?? []);
  }

  async list(query: PlanListQuery): Promise<Paginated<AdminProduct>> {
    const page = await this.repository.list(query);
    const prices = await this.pricesByProduct(page.data.map((row) => row.id));
    const data = await Promise.all(
      page.data.map(async (row) =>
        presentAdminProduct(
          row,
          prices.get(row.id) ?? [],
          await this.repository.permissionsOf(row.id),
        ),
      ),
    );
    return { ...page, data };
  }

  async show(id: number): Promise<AdminProduct> {
    const row = orNotFound(await this.repository.find(id));
    return presentAdminProduct(
      row,
      (await this.pricesByProduct([id])).get(id) ?? [],
      await this.repository.permissionsOf(id),
    );
  }

  /**
   * Creates a plan and copies it to every enabled provider. When a provider refuses, the new plan
   * is removed again and the provider's message answers (422): nothing is left half made here.
   */
  async create(ctx: PermissionContext, input: ProductInput): Promise<AdminProduct> {
    await refuseOnDemoSite(this.settings);
    this.assertValid(ctx, input, []);
    const id = await this.repository.transaction(async (repository) => {
      const productId = await repository.insertProduct(productValues(input));
      for (const price of input.prices) await repository.insertPrice(productId, priceValues(price));
      await repository.replacePermissions(productId, grantsOf(input));
      return productId;
    });
    const failure = await this.syncToProviders(id);
    if (failure) {
      await this.repository.transaction((repository) => repository.deleteProduct(id));
      throw failure;
    }
    return this.show(id);
  }

  /**
   * Saves the plan, then copies it to every enabled provider. When a provider refuses, the change
   * stays saved, the plan shows that provider unsynced, and the provider's message answers (422);
   * `sync` retries.
   */
  async update(ctx: PermissionContext, id: number, input: ProductInput): Promise<AdminProduct> {
    orNotFound(await this.repository.find(id));
    await refuseOnDemoSite(this.settings);
    const prices = (await this.pricesByProduct([id])).get(id) ?? [];
    const held = (await this.repository.permissionsOf(id)).map((grant) => grant.name);
    this.assertValid(ctx, input, prices, held);
    await this.repository.transaction(async (repository) => {
      await repository.updateProduct(id, productValues(input));
      const kept = new Set<number>();
      for (const price of input.prices) {
        const values = priceValues(price);
        const current = price.id ? prices.find((row) => row.id === price.id) : undefined;
        if (!current) {
          await repository.insertPrice(id, values);
          continue;
        }
        kept.add(current.id);
        const changed = !samePrice(current, values);
        await repository.updatePrice(current.id, values, changed);
      }
      await repository.deletePrices(prices.filter((row) => !kept.has(row.id)).map((row) => row.id));
      await repository.replacePermissions(id, grantsOf(input));
    });
    const failure = await this.syncToProviders(id);
    if (failure) throw failure;
    return this.show(id);
  }

  async delete(id: number): Promise<void> {
    const existing = orNotFound(await this.repository.find(id));
    await refuseOnDemoSite(this.settings);
    if (existing.subscriptions_count > 0)
      throw new ValidationError({ id: [BILLING_MESSAGES.planInUse] }, BILLING_MESSAGES.planInUse);
    await this.repository.transaction((repository) => repository.deleteProduct(id));
  }

  /** `POST admin/plans/{id}/sync`: copies the plan to the enabled providers again. */
  async sync(id: number): Promise<AdminProduct> {
    if (!(await this.repository.find(id))) throw notFound();
    const failure = await this.syncToProviders(id);
    if (failure) throw failure;
    return this.show(id);
  }

  /** The providers switched on in the settings that this process can reach. */
  async enabledProviders(): Promise<SyncedGateway[]> {
    const values = await this.settings.all();
    return SYNCED_GATEWAYS.filter(
      (name) => values[`billing.${name}.enable`] === true && this.gateways.has(name),
    );
  }

  /**
   * Copies the plan to each enabled provider and stores the ids they answer. Each provider's ids
   * are stored as soon as it answers, so one provider's failure keeps the other's work. Answers
   * the 422 to throw when any refused, or null.
   */
  private async syncToProviders(id: number): Promise<ValidationError | null> {
    const errors: string[] = [];
    for (const name of await this.enabledProviders()) {
      const row = await this.repository.find(id);
      if (!row) return null;
      const prices = (await this.pricesByProduct([id])).get(id) ?? [];
      try {
        const ids = await this.gateways.get(name).syncPlan(gatewayPlan(row, prices, name));
        await this.repository.transaction(async (repository) => {
          await repository.setGatewayIds('products', id, {
            ...parseGatewayIds(row.gateway_ids),
            [name]: ids.productId,
          });
          for (const price of prices) {
            const priceId = ids.priceIds[price.id];
            if (priceId)
              await repository.setGatewayIds('prices', price.id, {
                ...parseGatewayIds(price.gateway_ids),
                [name]: priceId,
              });
          }
        });
      } catch (error) {
        const message = error instanceof Error && error.message ? error.message : String(error);
        errors.push(`${GATEWAY_LABELS[name]}: ${message}`);
      }
    }
    return errors.length ? new ValidationError({ gateway_ids: errors }, errors.join(' ')) : null;
  }

  /**
   * Everything the shapes cannot say: permissions and restrictions that exist (unknown → 422),
   * what the caller may grant, amounts the currency can hold, and the prices that have
   * subscribers (spec: a price in use is neither removed nor changed, BILLING_MESSAGES.priceInUse).
   */
  private assertValid(
    ctx: PermissionContext,
    input: ProductInput,
    prices: PriceRowWithCount[],
    alreadyGranted: string[] = [],
  ): void {
    const errors: Record<string, string[]> = {};
    const add = (field: string, message: string) => (errors[field] ??= []).push(message);

    const grants = permissionGrantsSchema.safeParse(input.permissions);
    if (!grants.success)
      for (const issue of grants.error.issues)
        add(['permissions', ...issue.path].join('.'), issue.message);
    else {
      const had = new Set(alreadyGranted);
      const refusal = refusalToGrant(
        ctx,
        input.permissions.map((grant) => grant.name).filter((name) => !had.has(name)),
      );
      if (refusal) add('permissions', refusal);
    }

    const byId = new Map(prices.map((price) => [price.id, price]));
    const kept = new Set<number>();
    input.prices.forEach((price, index) => {
      const digits = currencyDigits(price.currency);
      if (Math.abs(toMinorUnits(price.amount, price.currency) - price.amount * 10 ** digits) > 1e-6)
        add(
          `prices.${index}.amount`,
          digits === 0
            ? `${price.currency} amounts have no decimals.`
            : `${price.currency} amounts have at most ${digits} decimals.`,
        );
      if (price.id === undefined) return;
      const current = byId.get(price.id);
      if (!current || kept.has(price.id)) {
        add(`prices.${index}.id`, BILLING_MESSAGES.unknownPrice);
        return;
      }
      kept.add(price.id);
      if (current.subscriptions_count > 0 && !samePrice(current, priceValues(price)))
        add(`prices.${index}.amount`, BILLING_MESSAGES.priceInUse);
    });
    for (const price of prices)
      if (price.subscriptions_count > 0 && !kept.has(price.id))
        add('prices', BILLING_MESSAGES.priceInUse);

    if (Object.keys(errors).length) throw new ValidationError(errors);
  }

  private async pricesByProduct(ids: number[]): Promise<Map<number, PriceRowWithCount[]>> {
    const byProduct = new Map<number, PriceRowWithCount[]>();
    for (const price of await this.repository.pricesOf(ids)) {
      const list = byProduct.get(price.product_id) ?? [];
      list.push(price);
      byProduct.set(price.product_id, list);
    }
    for (const list of byProduct.values()) list.sort(byPeriodThenAmount);
    return byProduct;
  }
}

function productValues(input: ProductInput) {
  return {
    name: input.name,
    description: input.description || null,
    hidden: input.hidden,
    free: input.free,
    recommended: input.recommended,
    feature_list: input.feature_list,
    position: input.position,
  };
}

function priceValues(price: ProductInput['prices'][number]) {
  return {
    amount_minor: toMinorUnits(price.amount, price.currency),
    currency: price.currency,
    interval: price.interval,
    interval_count: price.interval_count,
  };
}

function grantsOf(input: ProductInput) {
  return input.permissions.map((grant) => ({
    name: grant.name,
    // An empty limit is no limit: it is left out, as on roles.
    restrictions: grant.restrictions.filter((restriction) => restriction.value !== null),
  }));
}

function samePrice(
  row: PriceRowWithCount,
  values: { amount_minor: number; currency: string; interval: string; interval_count: number },
): boolean {
  return (
    row.amount_minor === values.amount_minor &&
    row.currency === values.currency &&
    row.interval === values.interval &&
    row.interval_count === values.interval_count
  );
}

function byPeriodThenAmount(a: PriceRowWithCount, b: PriceRowWithCount): number {
  const days = (price: PriceRowWithCount) =>
    (INTERVAL_DAYS[price.interval as PriceInterval] ?? 0) * price.interval_count;
  return days(a) - days(b) || a.amount_minor - b.amount_minor || a.id - b.id;
}

function presentProduct(row: ProductRow, prices: PriceRowWithCount[]): Product {
  return { ...presentProductSummary(row), prices: prices.map(presentPrice) };
}

function presentAdminProduct(
  row: ProductRowWithCount,
  prices: PriceRowWithCount[],
  permissions: { name: string; restrictions: { name: string; value: number | string | null }[] }[],
): AdminProduct {
  return {
    ...presentProduct(row, prices),
    permissions: presentGrants(permissions),
    gateway_ids: parseGatewayIds(row.gateway_ids),
    prices: prices.map((price) => ({
      ...presentPrice(price),
      gateway_ids: parseGatewayIds(price.gateway_ids),
      subscriptions_count: price.subscriptions_count,
    })),
    subscriptions_count: row.subscriptions_count,
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}

function gatewayPlan(
  row: ProductRow,
  prices: PriceRowWithCount[],
  gateway: SyncedGateway,
): GatewayPlan {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    gatewayId: parseGatewayIds(row.gateway_ids)[gateway] ?? null,
    prices: prices.map((price) => ({
      id: price.id,
      amountMinor: price.amount_minor,
      currency: price.currency,
      interval: price.interval as PriceInterval,
      intervalCount: price.interval_count,
      gatewayId: parseGatewayIds(price.gateway_ids)[gateway] ?? null,
    })),
  };
}
