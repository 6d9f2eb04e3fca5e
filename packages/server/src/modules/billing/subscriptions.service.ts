import {
  BILLING_MESSAGES,
  SUBSCRIPTION_ADMIN_MESSAGES,
  type AdminSubscription,
  type GrantSubscriptionInput,
  type Invoice,
  type SubscriptionListQuery,
  type UserLookup,
} from '@tonearm/shared/billing/billing.schemas';
import type { Paginated } from '@tonearm/shared/http/http.schemas';
import { nowIso } from '../../platform/db/dialect-helpers';
import type { SubscriptionRow } from '../../platform/db/schema';
import { orNotFound, ValidationError } from '../../platform/errors';
import { isUniqueViolation } from '../../platform/db/errors';
import type { BillingRepository, SubscriptionWithUser } from './billing.repository';
import type { BillingService } from './billing.service';
import { presentAdminSubscription, presentInvoice } from './subscriptions.presenter';

/**
 * The admin subscriptions page (subscriptions.update): the list on the data
 * table, one subscription with its invoices, and what an admin may do to it. Changes to a
 * provider's subscription go through its gateway (BillingService); a manual one (gateway
 * `none`, granted here) is changed in place.
 */
export class SubscriptionsAdminService {
  constructor(
    private readonly repository: BillingRepository,
    private readonly billing: BillingService,
  ) {}

  async list(query: SubscriptionListQuery): Promise<Paginated<AdminSubscription>> {
    const page = await this.repository.list({ ...query, query: query.query ?? '' });
    return { ...page, data: await this.presentMany(page.data) };
  }

  async show(id: number): Promise<{ subscription: AdminSubscription; invoices: Invoice[] }> {
    const subscription = await this.present(id);
    const invoices = await this.repository.invoicesOfSubscription(id);
    return { subscription, invoices: invoices.map((row) => presentInvoice(row)) };
  }

  /** The grant dialog's user search: up to 10 users by name or email. */
  async findUsers(query: string): Promise<UserLookup[]> {
    if (!query) return [];
    return this.repository.findUsers(query, 10);
  }

  /** A manual subscription (gateway `none`): nobody is charged; it ends at `ends_at`, if ever. */
  async grant(input: GrantSubscriptionInput): Promise<AdminSubscription> {
    if (!(await this.repository.userExists(input.user_id)))
      throw ValidationError.field('user_id', SUBSCRIPTION_ADMIN_MESSAGES.unknownUser);
    const product = await this.repository.findProduct(input.product_id);
    if (!product)
      throw ValidationError.field('product_id', SUBSCRIPTION_ADMIN_MESSAGES.unknownPlan);
    const priceId = input.price_id ?? null;
    if (priceId !== null) {
      const price = await this.repository.findPrice(priceId);
      if (!price || price.product_id !== product.id)
        throw ValidationError.field('price_id', BILLING_MESSAGES.unknownPrice);
    }
    const now = nowIso();
    if (input.ends_at !== null && Number.isNaN(Date.parse(input.ends_at)))
      throw ValidationError.field('ends_at', SUBSCRIPTION_ADMIN_MESSAGES.endsInPast);
    if (input.ends_at !== null && new Date(input.ends_at).toISOString() <= now)
      throw ValidationError.field('ends_at', SUBSCRIPTION_ADMIN_MESSAGES.endsInPast);
    await this.repository.expireEnded(now, { userId: input.user_id });
    if (await this.repository.hasValidSubscription(input.user_id, now))
      throw ValidationError.field('user_id', BILLING_MESSAGES.alreadySubscribed);
    const alreadySubscribed = (error: unknown): never => {
      // Another running subscription was written at the same moment (one per user).
      if (isUniqueViolation(error))
        throw ValidationError.field('user_id', BILLING_MESSAGES.alreadySubscribed);
      throw error;
    };
    const id = await this.repository
      .insertSubscription({
        user_id: input.user_id,
        product_id: product.id,
        price_id: priceId,
        gateway: 'none',
        gateway_id: null,
        status: 'active',
        renews_at: null,
        ends_at: input.ends_at === null ? null : new Date(input.ends_at).toISOString(),
        trial_ends_at: null,
        grace_ends_at: null,
        payment_method: null,
        gateway_updated_at: null,
        created_at: now,
        updated_at: now,
      })
      .catch(alreadySubscribed);
    return this.present(id);
  }

  async changePlan(id: number, priceId: number): Promise<AdminSubscription> {
    const row = await this.require(id);
    await this.billing.changePlanOf(row, priceId);
    return this.present(id);
  }

  async cancel(id: number, immediately: boolean): Promise<AdminSubscription> {
    const row = await this.require(id);
    if (row.status === 'expired' || (row.status === 'cancelled' && !immediately))
      throw new ValidationError({}, BILLING_MESSAGES.notSubscribed);
    await this.billing.cancelOf(row, immediately);
    return this.present(id);
  }

  async renew(id: number): Promise<AdminSubscription> {
    await this.billing.renewOf(await this.require(id));
    return this.present(id);
  }

  /**
   * Moves the end of the current period to `until`. A manual subscription runs until then; a
   * provider's renewing one renews then, an ending one ends then (the provider is not asked:
   * its next event about the subscription states its own dates again).
   */
  async extend(id: number, until: string): Promise<AdminSubscription> {
    const row = await this.require(id);
    if (Number.isNaN(Date.parse(until)))
      throw ValidationError.field('until', SUBSCRIPTION_ADMIN_MESSAGES.extendEarlier);
    const next = new Date(until).toISOString();
    const current = row.ends_at ?? row.renews_at ?? nowIso();
    if (next <= nowIso() || next <= current)
      throw ValidationError.field('until', SUBSCRIPTION_ADMIN_MESSAGES.extendEarlier);
    if (row.gateway === 'none') {
      await this.repository.updateSubscription(id, {
        status: 'active',
        ends_at: next,
        grace_ends_at: null,
      });
    } else if (row.status === 'cancelled' || row.status === 'expired' || row.ends_at !== null) {
      await this.repository.updateSubscription(id, { status: 'cancelled', ends_at: next });
    } else if (row.status === 'past_due') {
      await this.repository.updateSubscription(id, { grace_ends_at: next });
    } else {
      await this.repository.updateSubscription(id, { renews_at: next });
    }
    return this.present(id);
  }

  private async require(id: number): Promise<SubscriptionRow> {
    return orNotFound(await this.repository.findSubscription(id));
  }

  private async present(id: number): Promise<AdminSubscription> {
    const row = orNotFound(await this.repository.findWithUser(id));
    const [subscription] = await this.presentMany([row]);
    return subscription!;
  }

  private async presentMany(rows: SubscriptionWithUser[]): Promise<AdminSubscription[]> {
    const now = new Date();
    const products = new Map(
      (await this.repository.findProducts([...new Set(rows.map((row) => row.product_id))])).map(
        (product) => [product.id, product],
      ),
    );
    const priceIds = rows.flatMap((row) => (row.price_id === null ? [] : [row.price_id]));
    const prices = new Map(
      (await this.repository.findPrices([...new Set(priceIds)])).map((price) => [price.id, price]),
    );
    return rows.map((row) =>
      presentAdminSubscription(
        row,
        products.get(row.product_id)!,
        row.price_id === null ? null : (prices.get(row.price_id) ?? null),
        now,
      ),
    );
  }
}
