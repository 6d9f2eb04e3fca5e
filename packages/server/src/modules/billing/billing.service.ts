import {
  BILLING_MESSAGES,
  GATEWAYS,
  subscriptionFlags,
  type BillingOverview,
  type CardInput,
  type CheckoutInput,
  type CheckoutResult,
  type CheckoutReturn,
  type CheckoutReturnInput,
  type GatewayName,
  type Invoice,
  type PriceInterval,
  type ProrationPreview,
  type Subscription,
  type SubscriptionStatus,
  fromMinorUnits,
} from '@tonearm/shared/billing/billing.schemas';
import type { Paginated } from '@tonearm/shared/http/http.schemas';
import type { GrantedPermission } from '@tonearm/shared/permissions/permissions';
import { nowIso } from '../../platform/db/dialect-helpers';
import type {
  BillingCheckoutRow,
  PriceRow,
  ProductRow,
  SubscriptionRow,
  SubscriptionsTable,
} from '../../platform/db/schema';
import { AppError, notFound, ValidationError } from '../../platform/errors';
import type { MailContent } from '../../platform/mail/mail-content';
import type { Outbox } from '../../platform/mail/mail-outbox';
import {
  GatewayRefusedError,
  type BillingEvent,
  type GatewayPlan,
  type GatewayPlanPrice,
  type GatewaySubscription,
  type PaymentGateway,
  type StartSubscriptionResult,
} from '../../platform/payments/gateway';
import type { GatewayRegistry } from '../../platform/payments/gateway-registry';
import type { SettingsService } from '../settings/settings.service';
import { renewalFailedMail } from './billing-mail';
import { canCancel, canChange, canRenew, canViewInvoice } from './billing.policy';
import { isUniqueViolation } from '../../platform/db/errors';
import { parseGatewayIds } from './gateway-ids';
import { LIVE_STATUSES, type BillingRepository } from './billing.repository';
import {
  endingSoonMessage,
  renewalFailedMessage,
  type NotificationsService,
} from '../notifications/notifications.service';
import { presentInvoice, presentPrice, presentSubscription } from './subscriptions.presenter';
import type { Updateable } from 'kysely';

const DAY_MS = 24 * 60 * 60 * 1000;
/** A cancelled subscription's holder is told this many days before it ends. */
export const ENDING_SOON_DAYS = 3;
/** How many invoices the overview shows; the rest are on `billing/invoices`. */
const OVERVIEW_INVOICES = 5;

/** The caller as a payment provider's customer. */
export interface BillingCustomer {
  id: number;
  email: string;
  name: string;
}

/**
 * A webhook event about a subscription this app does not know yet (an invoice that overtook
 * its subscription's creation). Nothing is applied; the provider delivers it again later.
 */
export class EventNotReadyError extends Error {
  constructor() {
    super('The subscription of this event is not known yet; deliver it again later.');
    this.name = 'EventNotReadyError';
  }
}

/** A checkout whose provider call neither answered nor failed this long ago was cut short. */
const PENDING_CHECKOUT_STALE_MS = 2 * 60 * 1000;
/** How long a repeated checkout waits for the first one's provider call before saying so. */
const CHECKOUT_WAIT_MS = 15_000;
const CHECKOUT_POLL_MS = 50;
/** A repeat within this long answers a finished checkout's result instead of refusing. */
const COMPLETED_CHECKOUT_REPEAT_MS = 60 * 1000;
/**
 * An open checkout (Stripe.js, PayPal's approval, a confirmation) is answered again to a repeat
 * for this long; after that a new checkout replaces it (the provider's own attempt expires).
 */
const OPEN_CHECKOUT_REUSE_MS = 60 * 60 * 1000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function ageMs(timestamp: string, now: Date): number {
  return now.getTime() - new Date(timestamp).getTime();
}

function isLive(status: string): boolean {
  return (LIVE_STATUSES as readonly string[]).includes(status);
}

/** The provider's id a started checkout goes on with (what a return page confirms). */
function referenceOf(result: StartSubscriptionResult): string | null {
  switch (result.kind) {
    case 'succeeded':
      return result.subscription.id;
    case 'requires_action':
      return result.confirmationId;
    case 'requires_client_confirmation':
    case 'redirect':
      return result.subscriptionId;
    case 'declined':
      return null;
  }
}

/**
 * What the provider puts on its return URL for this checkout: PayPal the subscription id,
 * Stripe the PaymentIntent id (the part of its client secret before `_secret_`).
 */
function providerReferenceOf(checkout: BillingCheckoutRow): string | null {
  if (checkout.gateway !== 'stripe') return checkout.reference;
  try {
    const result = JSON.parse(checkout.result ?? '{}') as { client_secret?: unknown };
    const secret = typeof result.client_secret === 'string' ? result.client_secret : '';
    const at = secret.indexOf('_secret_');
    return at > 0 ? secret.slice(0, at) : null;
  } catch {
    return null;
  }
}

const gatewayOff = () => ValidationError.field('gateway', BILLING_MESSAGES.gatewayOff);
const notSubscribed = () => new ValidationError({}, BILLING_MESSAGES.notSubscribed);

function iso(value: Date | null | undefined): string | null {
  return value ? value.toISOString() : null;
}

function gatewayIdOf(json: string, gateway: string): string | null {
  const id = parseGatewayIds(json)[gateway];
  return typeof id === 'string' && id ? id : null;
}

function toGatewayPrice(row: PriceRow, gateway: string): GatewayPlanPrice {
  return {
    id: row.id,
    amountMinor: row.amount_minor,
    currency: row.currency,
    interval: row.interval as PriceInterval,
    intervalCount: row.interval_count,
    gatewayId: gatewayIdOf(row.gateway_ids, gateway),
  };
}

/** "MM/YY" not before this month. */
function expiryIsFuture(expiry: string, now: Date): boolean {
  const [month, year] = expiry.split('/').map((part) => Number(part.trim()));
  if (!month || year === undefined) return false;
  const fullYear = 2000 + year;
  return (
    fullYear > now.getUTCFullYear() ||
    (fullYear === now.getUTCFullYear() && month >= now.getUTCMonth() + 1)
  );
}

/**
 * The provider's state of a subscription as our row's columns. A subscription the provider will
 * end at its period end is `cancelled` here with `ends_at` set ("ends at period
 * end, says when"); `renews_at` is the period end while it renews.
 */
function rowStateOf(state: GatewaySubscription, occurredAt: Date) {
  let status: SubscriptionStatus = state.status;
  if ((status === 'active' || status === 'trialing') && state.cancelAtPeriodEnd)
    status = 'cancelled';
  const ended = status === 'cancelled' || status === 'expired';
  return {
    status,
    renews_at: ended ? null : iso(state.currentPeriodEnd),
    ends_at: ended ? iso(state.endedAt ?? state.currentPeriodEnd ?? occurredAt) : null,
    trial_ends_at: iso(state.trialEnd),
    payment_method: state.paymentMethod ? JSON.stringify(state.paymentMethod) : null,
  };
}

/**
 * Billing: checkout, the billing area and the webhook pipeline. `applyEvent` is the
 * one place a provider's word changes a subscription; gateway calls made here apply the state
 * they answer through the same upsert, guarded the same way against older news.
 */
export class BillingService {
  constructor(
    private readonly repository: BillingRepository,
    private readonly deps: {
      gateways: GatewayRegistry;
      settings: SettingsService;
      outbox: Outbox;
      appUrl: string;
      clock?: () => Date;
      /** Renewal failures and ends close at hand reach the bell too. */
      notifications?: NotificationsService;
    },
  ) {}

  private now(): Date {
    return this.deps.clock?.() ?? new Date();
  }

  // ——— gateways ———

  /** Billing on, the provider switched on in the settings, and registered in this process. */
  async isGatewayEnabled(name: string): Promise<boolean> {
    if (!(GATEWAYS as readonly string[]).includes(name)) return false;
    const gateway = name as GatewayName;
    if (!this.deps.gateways.has(gateway)) return false;
    const settings = await this.deps.settings.all();
    const flag = gateway === 'test' ? 'billing.test_gateway.enable' : `billing.${gateway}.enable`;
    return settings['billing.enable'] === true && settings[flag] === true;
  }

  private async enabledGateway(name: string): Promise<PaymentGateway> {
    if (!(await this.isGatewayEnabled(name))) throw gatewayOff();
    return this.deps.gateways.get(name as GatewayName);
  }

  /** The gateway a subscription lives at; a provider switched off still serves its own rows. */
  private gatewayOf(row: SubscriptionRow): PaymentGateway {
    const name = row.gateway as GatewayName;
    if (!row.gateway_id || !this.deps.gateways.has(name)) throw gatewayOff();
    return this.deps.gateways.get(name);
  }

  /** The price as the provider knows it; a plan never synced to it is synced now. */
  private async syncedPrice(
    gateway: PaymentGateway,
    product: ProductRow,
    price: PriceRow,
  ): Promise<{ plan: GatewayPlan; price: GatewayPlanPrice }> {
    const prices = await this.repository.pricesOfProduct(product.id);
    const plan: GatewayPlan = {
      id: product.id,
      name: product.name,
      description: product.description,
      gatewayId: gatewayIdOf(product.gateway_ids, gateway.name),
      prices: prices.map((row) => toGatewayPrice(row, gateway.name)),
    };
    const wanted = toGatewayPrice(price, gateway.name);
    if (wanted.gatewayId && plan.gatewayId) return { plan, price: wanted };
    const ids = await gateway.syncPlan(plan);
    await this.repository.saveGatewayIds(product.id, gateway.name, ids);
    return {
      plan: {
        ...plan,
        gatewayId: ids.productId,
        prices: plan.prices.map((p) => ({ ...p, gatewayId: ids.priceIds[p.id] ?? p.gatewayId })),
      },
      price: { ...wanted, gatewayId: ids.priceIds[price.id] ?? wanted.gatewayId },
    };
  }

  // ——— checkout ———

  /**
   * Subscribes the customer. One checkout per user reaches the provider at a time (a claim row
   * the database keeps unique per user): a repeat, or twenty at once, answers the first one's
   * result and never starts a second charge.
   */
  async checkout(customer: BillingCustomer, input: CheckoutInput): Promise<CheckoutResult> {
    const product = await this.repository.findProduct(input.product_id);
    if (!product) throw ValidationError.field('product_id', 'This plan does not exist.');
    if (product.free === 1) throw ValidationError.field('product_id', BILLING_MESSAGES.freePlan);
    // A hidden plan is kept for the people on it (they renew and change as before); it is not
    // sold to anyone new.
    if (product.hidden === 1)
      throw ValidationError.field('product_id', BILLING_MESSAGES.hiddenPlan);
    const price = await this.repository.findPrice(input.price_id);
    if (!price || price.product_id !== product.id)
      throw ValidationError.field('price_id', BILLING_MESSAGES.unknownPrice);
    const gateway = await this.enabledGateway(input.gateway);
    if (gateway.name === 'test') this.assertCard(input.card);
    const claim = await this.claimCheckout(customer.id, input);
    if (claim.kind === 'answered') return claim.result;
    try {
      const result = await this.startCheckout(gateway, customer, product, price, input.card);
      await this.repository.settleCheckout(claim.id, ['pending'], {
        status: result.answer.status === 'succeeded' ? 'completed' : 'open',
        reference: result.reference,
        result: JSON.stringify(result.answer),
      });
      return result.answer;
    } catch (error) {
      await this.repository.settleCheckout(claim.id, ['pending'], { status: 'failed' });
      throw error;
    }
  }

  private async startCheckout(
    gateway: PaymentGateway,
    customer: BillingCustomer,
    product: ProductRow,
    price: PriceRow,
    card: CardInput | undefined,
  ): Promise<{ answer: CheckoutResult; reference: string | null }> {
    const synced = await this.syncedPrice(gateway, product, price);
    const base = this.deps.appUrl.replace(/\/$/, '');
    const path = `/checkout/${product.id}/${price.id}`;
    const customerId = await this.repository.customerId(customer.id, gateway.name);
    const started = await this.refusedAs422(() =>
      gateway.startSubscription({
        customer: {
          userId: customer.id,
          email: customer.email,
          name: customer.name,
          gatewayId: customerId,
        },
        plan: synced.plan,
        price: synced.price,
        card,
        returnUrl: `${base}${path}/${gateway.name}/done`,
        cancelUrl: `${base}${path}`,
      }),
    );
    const answer = await this.checkoutResult(gateway, customer.id, started);
    return { answer, reference: referenceOf(started) };
  }

  /**
   * Takes the user's one checkout claim, or answers what the checkout holding it answered: the
   * same choice gets the first result; another plan, or an old open attempt, replaces it (the
   * provider's attempt is cancelled where the provider allows). Refuses when the user is
   * subscribed, or when the first call is still running after CHECKOUT_WAIT_MS.
   */
  private async claimCheckout(
    userId: number,
    input: CheckoutInput,
  ): Promise<{ kind: 'claimed'; id: number } | { kind: 'answered'; result: CheckoutResult }> {
    const deadline = Date.now() + CHECKOUT_WAIT_MS;
    const sameChoice = (row: BillingCheckoutRow) =>
      row.product_id === input.product_id &&
      row.price_id === input.price_id &&
      row.gateway === input.gateway;
    for (;;) {
      const now = this.now();
      // A run that ended but was not marked yet must not count as live, nor hold the index.
      await this.repository.expireEnded(now.toISOString(), { userId });
      if (await this.repository.hasValidSubscription(userId, now.toISOString())) {
        const done = await this.repository.latestCompletedCheckout(userId);
        if (
          done?.result &&
          sameChoice(done) &&
          ageMs(done.updated_at, now) < COMPLETED_CHECKOUT_REPEAT_MS
        )
          return { kind: 'answered', result: await this.freshResult(done.result) };
        throw new ValidationError({}, BILLING_MESSAGES.alreadySubscribed);
      }
      const id = await this.repository.claimCheckout({
        user_id: userId,
        product_id: input.product_id,
        price_id: input.price_id,
        gateway: input.gateway,
      });
      if (id !== undefined) {
        // Between the check above and the claim, a checkout that held it may have finished.
        if (!(await this.repository.hasValidSubscription(userId, nowIso())))
          return { kind: 'claimed', id };
        await this.repository.settleCheckout(id, ['pending'], { status: 'failed' });
        continue;
      }
      const held = await this.repository.openCheckoutOf(userId);
      if (!held) {
        // The holder finished between the two statements: claim again, within the wait.
        if (Date.now() > deadline)
          throw new ValidationError({}, BILLING_MESSAGES.checkoutInProgress);
        continue;
      }
      if (held.status === 'pending') {
        if (ageMs(held.updated_at, now) > PENDING_CHECKOUT_STALE_MS) {
          await this.repository.settleCheckout(held.id, ['pending'], { status: 'failed' });
          continue;
        }
        if (Date.now() > deadline)
          throw new ValidationError({}, BILLING_MESSAGES.checkoutInProgress);
        await sleep(CHECKOUT_POLL_MS);
        continue;
      }
      if (held.result && sameChoice(held) && ageMs(held.updated_at, now) < OPEN_CHECKOUT_REUSE_MS)
        return { kind: 'answered', result: JSON.parse(held.result) as CheckoutResult };
      await this.replaceOpenCheckout(held);
    }
  }

  /** A finished checkout's answer, with the subscription as it is now. */
  private async freshResult(json: string): Promise<CheckoutResult> {
    const result = JSON.parse(json) as CheckoutResult;
    if (result.status !== 'succeeded') return result;
    const row = await this.repository.findSubscription(result.subscription.id);
    return row ? { status: 'succeeded', subscription: await this.present(row) } : result;
  }

  /**
   * An open checkout the user walks away from: its provider attempt is cancelled where the
   * provider allows it (Stripe cancels an unpaid subscription; PayPal refuses to cancel one
   * awaiting approval, and should it be approved later it arrives as a second subscription,
   * which `applyStateIn` cancels at once).
   */
  private async replaceOpenCheckout(row: BillingCheckoutRow): Promise<void> {
    if (!(await this.repository.settleCheckout(row.id, ['open'], { status: 'failed' }))) return;
    if (row.gateway === 'test' || !row.reference) return;
    const name = row.gateway as GatewayName;
    if (!this.deps.gateways.has(name)) return;
    try {
      await this.deps.gateways.get(name).cancel(row.reference, { immediately: true });
    } catch (error) {
      if (!(error instanceof GatewayRefusedError)) throw error;
    }
  }

  /**
   * A return page of Stripe or PayPal: did the caller's checkout there really go through? The
   * provider is asked (the webhook may not have arrived yet) and its answer applied. A
   * reference that is not the caller's latest checkout at that provider finds nothing.
   */
  async confirmReturn(userId: number, input: CheckoutReturnInput): Promise<CheckoutReturn> {
    const gateway = await this.enabledGateway(input.gateway);
    const unknown = { status: 'failed', message: BILLING_MESSAGES.returnUnknown } as const;
    const checkout = await this.repository.latestCheckoutAt(userId, gateway.name);
    if (!checkout?.reference || !input.reference) return unknown;
    if (providerReferenceOf(checkout) !== input.reference) return unknown;
    if (checkout.status === 'failed')
      return { status: 'failed', message: BILLING_MESSAGES.returnFailed };
    const state = await this.refusedAs422(() => gateway.fetchSubscription(checkout.reference!));
    if (state.userId !== null && state.userId !== userId) return unknown;
    const row = await this.applyState(state, this.now(), userId);
    const flags = subscriptionFlags(
      {
        status: row.status as SubscriptionStatus,
        ends_at: row.ends_at,
        grace_ends_at: row.grace_ends_at,
      },
      this.now(),
    );
    if (flags.valid) return { status: 'succeeded', subscription: await this.present(row) };
    if (row.status === 'incomplete')
      return { status: 'pending', message: BILLING_MESSAGES.returnPending };
    await this.repository.settleCheckout(checkout.id, ['open'], { status: 'failed' });
    return { status: 'failed', message: BILLING_MESSAGES.returnFailed };
  }

  /** The test gateway's confirmation step, for a checkout or a payment-method change. */
  async confirm(
    customer: BillingCustomer,
    input: { confirmation_id: string; approve: boolean },
  ): Promise<CheckoutResult> {
    const gateway = await this.enabledGateway('test');
    if (!gateway.confirm) throw gatewayOff();
    const checkout = await this.repository.checkoutByReference(
      customer.id,
      'test',
      input.confirmation_id,
    );
    if (checkout && checkout.status !== 'open')
      throw ValidationError.field(
        'confirmation_id',
        checkout.status === 'failed'
          ? BILLING_MESSAGES.checkoutReplaced
          : BILLING_MESSAGES.confirmationAnswered,
      );
    if (checkout && (await this.repository.hasValidSubscription(customer.id, nowIso()))) {
      await this.repository.settleCheckout(checkout.id, ['open'], { status: 'failed' });
      throw new ValidationError({}, BILLING_MESSAGES.alreadySubscribed);
    }
    const confirm = gateway.confirm.bind(gateway);
    const answered = await this.refusedAs422(
      () => confirm(input.confirmation_id, input.approve),
      'confirmation_id',
    );
    // Declined or refused by the person: that checkout is over and a new one may start.
    if (checkout && answered.kind === 'declined')
      await this.repository.settleCheckout(checkout.id, ['open'], { status: 'failed' });
    const result = await this.checkoutResult(gateway, customer.id, answered);
    if (checkout)
      await this.repository.settleCheckout(checkout.id, ['open'], {
        status: result.status === 'succeeded' ? 'completed' : 'open',
        result: JSON.stringify(result),
      });
    return result;
  }

  private assertCard(card: CardInput | undefined): void {
    if (!card) throw ValidationError.field('card.number', BILLING_MESSAGES.cardNumber);
    if (!expiryIsFuture(card.expiry, this.now()))
      throw ValidationError.field('card.expiry', BILLING_MESSAGES.cardExpiry);
  }

  /** A provider's refusal (a declined card, an unknown confirmation) is bad input: 422. */
  private async refusedAs422<T>(call: () => Promise<T>, field = 'card'): Promise<T> {
    try {
      return await call();
    } catch (error) {
      if (error instanceof GatewayRefusedError)
        throw new ValidationError({ [field]: [error.message] }, error.message);
      throw error;
    }
  }

  private async checkoutResult(
    gateway: PaymentGateway,
    userId: number,
    result: StartSubscriptionResult,
  ): Promise<CheckoutResult> {
    switch (result.kind) {
      case 'succeeded': {
        // A confirmation id is a bearer of nothing: someone else's is not yours to see.
        if (result.subscription.userId !== null && result.subscription.userId !== userId)
          throw notFound();
        if (result.customerId)
          await this.repository.saveCustomer(userId, gateway.name, result.customerId);
        const row = await this.applyState(result.subscription, this.now(), userId);
        return { status: 'succeeded', subscription: await this.present(row) };
      }
      case 'declined':
        // The provider's own words; nothing was made.
        throw new ValidationError({ card: [result.message] }, result.message);
      case 'requires_action':
        return {
          status: 'requires_action',
          confirmation_id: result.confirmationId,
          message: result.message,
        };
      case 'requires_client_confirmation':
        await this.repository.saveCustomer(userId, gateway.name, result.customerId);
        return {
          status: 'requires_client_confirmation',
          client_secret: result.clientSecret,
          publishable_key: String(
            (await this.deps.settings.get('billing.stripe.publishable_key')) ?? '',
          ),
        };
      case 'redirect':
        return { status: 'redirect', url: result.url };
    }
  }

  // ——— the billing area ———

  async overview(userId: number): Promise<BillingOverview> {
    const row = await this.repository.currentSubscription(userId, nowIso());
    const invoices = await this.repository.latestInvoices(userId, OVERVIEW_INVOICES);
    return {
      subscription: row ? await this.present(row) : null,
      invoices: invoices.map((invoice) => presentInvoice(invoice)),
    };
  }

  /** The caller's subscription that gives access now, or 422 "You do not have a subscription." */
  private async requireValid(userId: number): Promise<SubscriptionRow> {
    const row = await this.repository.currentSubscription(userId, nowIso());
    if (!row || !canChange(row, this.now())) throw notSubscribed();
    return row;
  }

  /** The price to move to: it exists, is not the current one, and is not a free plan's. */
  private async targetPrice(
    row: SubscriptionRow,
    priceId: number,
  ): Promise<{ product: ProductRow; price: PriceRow }> {
    const price = await this.repository.findPrice(priceId);
    const product = price ? await this.repository.findProduct(price.product_id) : undefined;
    if (!price || !product) throw ValidationError.field('price_id', BILLING_MESSAGES.unknownPrice);
    if (product.free === 1) throw ValidationError.field('price_id', BILLING_MESSAGES.freePlan);
    if (row.price_id === price.id)
      throw ValidationError.field('price_id', BILLING_MESSAGES.samePlan);
    return { product, price };
  }

  async previewChange(userId: number, priceId: number): Promise<ProrationPreview> {
    const row = await this.requireValid(userId);
    await this.assertForSale(row, priceId);
    return this.previewChangeOf(row, priceId);
  }

  /**
   * A hidden plan is not sold: its subscribers move between its prices, nobody moves onto it
   * from another plan (an admin still may, through `changePlanOf`).
   */
  private async assertForSale(row: SubscriptionRow, priceId: number): Promise<void> {
    const price = await this.repository.findPrice(priceId);
    const product = price ? await this.repository.findProduct(price.product_id) : undefined;
    if (product?.hidden === 1 && product.id !== row.product_id)
      throw ValidationError.field('price_id', BILLING_MESSAGES.hiddenPlan);
  }

  async previewChangeOf(row: SubscriptionRow, priceId: number): Promise<ProrationPreview> {
    const { product, price } = await this.targetPrice(row, priceId);
    const newPrice = presentPrice(price);
    if (row.gateway === 'none')
      return {
        amount_due: 0,
        credit: 0,
        currency: price.currency,
        next_charge_at: null,
        new_price: newPrice,
      };
    const gateway = this.gatewayOf(row);
    const synced = await this.syncedPrice(gateway, product, price);
    const quote = await this.refusedAs422(
      () => gateway.previewChange(row.gateway_id!, synced.price),
      'price_id',
    );
    return {
      amount_due: fromMinorUnits(quote.amountDueMinor, quote.currency),
      credit: fromMinorUnits(quote.creditMinor, quote.currency),
      currency: quote.currency,
      next_charge_at: iso(quote.nextChargeAt),
      new_price: newPrice,
    };
  }

  async changePlan(userId: number, priceId: number): Promise<Subscription> {
    const row = await this.requireValid(userId);
    await this.assertForSale(row, priceId);
    return this.present(await this.changePlanOf(row, priceId));
  }

  /** Moves a subscription to another price (the user's change, or an admin's). */
  async changePlanOf(row: SubscriptionRow, priceId: number): Promise<SubscriptionRow> {
    const { product, price } = await this.targetPrice(row, priceId);
    if (row.gateway === 'none') {
      await this.repository.updateSubscription(row.id, {
        product_id: product.id,
        price_id: price.id,
      });
      return (await this.repository.findSubscription(row.id))!;
    }
    const gateway = this.gatewayOf(row);
    const synced = await this.syncedPrice(gateway, product, price);
    const state = await this.refusedAs422(
      () => gateway.changePlan(row.gateway_id!, synced.price),
      'price_id',
    );
    return this.applyState(state, this.now(), row.user_id);
  }

  async cancel(userId: number): Promise<Subscription> {
    const row = await this.repository.currentSubscription(userId, nowIso());
    if (!row || !canCancel(row, this.now())) throw notSubscribed();
    return this.present(await this.cancelOf(row, false));
  }

  /** Ends a subscription at its period end (status cancelled, ends_at set) or now. */
  async cancelOf(row: SubscriptionRow, immediately: boolean): Promise<SubscriptionRow> {
    if (row.gateway === 'none') {
      const now = nowIso();
      const endsAt = immediately ? now : (row.ends_at ?? row.renews_at ?? now);
      await this.repository.updateSubscription(row.id, {
        status: immediately ? 'expired' : 'cancelled',
        ends_at: endsAt,
        renews_at: null,
      });
      return (await this.repository.findSubscription(row.id))!;
    }
    const gateway = this.gatewayOf(row);
    const state = await this.refusedAs422(() => gateway.cancel(row.gateway_id!, { immediately }));
    return this.applyState(state, this.now(), row.user_id);
  }

  async renew(userId: number): Promise<Subscription> {
    const row = await this.repository.currentSubscription(userId, nowIso());
    if (!row) throw notSubscribed();
    return this.present(await this.renewOf(row));
  }

  /** Resumes a cancelled subscription before its period ends. */
  async renewOf(row: SubscriptionRow): Promise<SubscriptionRow> {
    if (!canRenew(row, this.now())) {
      const ended = row.status === 'cancelled' || row.status === 'expired';
      throw new ValidationError({}, ended ? BILLING_MESSAGES.ended : BILLING_MESSAGES.notCancelled);
    }
    if (row.gateway === 'none') {
      await this.repository.updateSubscription(row.id, { status: 'active' });
      return (await this.repository.findSubscription(row.id))!;
    }
    const gateway = this.gatewayOf(row);
    const state = await this.refusedAs422(() => gateway.resume(row.gateway_id!));
    return this.applyState(state, this.now(), row.user_id);
  }

  async changePaymentMethod(
    customer: BillingCustomer,
    input: { gateway: GatewayName; card?: CardInput | undefined },
  ): Promise<CheckoutResult> {
    const row = await this.requireValid(customer.id);
    if (row.gateway !== input.gateway) throw gatewayOff();
    const gateway = this.gatewayOf(row);
    if (gateway.name === 'test') this.assertCard(input.card);
    const base = this.deps.appUrl.replace(/\/$/, '');
    const result = await this.refusedAs422(() =>
      gateway.changePaymentMethod(row.gateway_id!, {
        card: input.card,
        returnUrl: `${base}/billing/change-payment-method/done`,
      }),
    );
    return this.checkoutResult(gateway, customer.id, result);
  }

  async invoices(
    userId: number,
    page: { page: number; perPage: number },
  ): Promise<Paginated<Invoice>> {
    const list = await this.repository.invoicesOfUser(userId, page);
    return { ...list, data: list.data.map((row) => presentInvoice(row)) };
  }

  /** One invoice with the seller's details for the printable page; the owner's alone (404). */
  async invoice(
    userId: number,
    id: number,
  ): Promise<{ invoice: Invoice; seller: { site_name: string; site_url: string } }> {
    const row = await this.repository.findInvoice(id);
    if (!row || !canViewInvoice(userId, row)) throw notFound();
    const siteName = String((await this.deps.settings.get('branding.site_name')) || 'Tonearm');
    return {
      invoice: presentInvoice(row),
      seller: { site_name: siteName, site_url: this.deps.appUrl },
    };
  }

  // ——— what a subscription gives ———

  /** The permissions of the plans the user holds a valid subscription to (RolesService asks). */
  planPermissionsOf(userId: number): Promise<GrantedPermission[]> {
    return this.repository.planPermissionsOfUser(userId, nowIso());
  }

  /** `User.subscriptions`: {valid, active} of each of the user's subscriptions. */
  async subscriptionFlagsOf(userId: number): Promise<{ valid: boolean; active: boolean }[]> {
    const now = this.now();
    const rows = await this.repository.subscriptionsOfUser(userId);
    return rows
      .filter((row) => row.status !== 'incomplete')
      .map((row) => {
        const flags = subscriptionFlags(
          {
            status: row.status as SubscriptionStatus,
            ends_at: row.ends_at,
            grace_ends_at: row.grace_ends_at,
          },
          now,
        );
        return { valid: flags.valid, active: flags.active };
      });
  }

  /** Scheduled: rows whose access ended are written `expired` (they already read so). */
  async expireEnded(): Promise<number> {
    return this.repository.expireEnded(nowIso());
  }

  /**
   * Scheduled: the holder of a cancelled subscription ending within
   * ENDING_SOON_DAYS is told once per end date. Answers how many were told.
   */
  async notifyEndingSoon(): Promise<number> {
    const notifications = this.deps.notifications;
    if (!notifications) return 0;
    const now = this.now();
    const until = new Date(now.getTime() + ENDING_SOON_DAYS * DAY_MS);
    const ending = await this.repository.claimEndingSoon(now.toISOString(), until.toISOString());
    const products = new Map(
      (await this.repository.findProducts([...new Set(ending.map((row) => row.product_id))])).map(
        (product) => [product.id, product.name],
      ),
    );
    for (const row of ending) {
      await notifications
        .notify(
          row.user_id,
          'subscription.ending_soon',
          endingSoonMessage({
            planName: products.get(row.product_id) ?? 'Subscription',
            endsAt: row.ends_at ?? until.toISOString(),
          }),
        )
        .catch((error: unknown) => notifications.reportFailure('subscription ending soon', error));
    }
    return ending.length;
  }

  // ——— webhooks ———

  /**
   * A provider's webhook delivery: 404 for a gateway that is unknown or switched off; the
   * gateway verifies the signature on the raw body (WebhookSignatureError → 400).
   */
  async handleWebhook(
    name: string,
    rawBody: Buffer,
    headers: Record<string, string | string[] | undefined>,
  ): Promise<void> {
    if (!(await this.isGatewayEnabled(name))) throw notFound();
    const event = await this.deps.gateways.get(name as GatewayName).parseWebhook(rawBody, headers);
    if (event) await this.applyEvent(event);
  }

  /**
   * Applies a provider's event once: the event id is recorded in the same transaction as its
   * effect, so a duplicate (even 50 at once) applies nothing; the subscription is upserted by
   * the provider's id and changed only by news at least as new as what it holds; invoices are
   * upserted by the provider's id. A failed renewal starts the grace period and mails the user.
   */
  async applyEvent(event: BillingEvent): Promise<{ applied: boolean }> {
    const mails: MailContent[] = [];
    const renewalFailures: { userId: number; planName: string; graceEndsAt: string }[] = [];
    // Settings are read before the transaction: on SQLite the one connection is the
    // transaction's until it ends, so a read outside it would wait forever.
    const graceDays = Number(await this.deps.settings.get('billing.grace_days')) || 0;
    const siteName = String((await this.deps.settings.get('branding.site_name')) || 'Tonearm');
    let duplicate = false;
    const applied = await this.repository
      .transaction(async (repository) => {
        if (!(await repository.recordEvent(event.gateway, event.id, event.type))) return false;
        let row: SubscriptionRow | undefined;
        let stateApplied = false;
        if (event.subscription) {
          const result = await this.applyStateIn(repository, event.subscription, event.occurredAt);
          row = result?.row;
          stateApplied = result?.changed ?? false;
          duplicate = result?.duplicate ?? false;
        }
        let failedCharge = false;
        if (event.invoice) {
          const invoice = event.invoice;
          row ??= await repository.findByGatewayId(event.gateway, invoice.subscriptionId);
          if (!row) throw new EventNotReadyError();
          const product = await repository.findProduct(row.product_id);
          const { inserted } = await repository.upsertInvoice({
            subscription_id: row.id,
            user_id: row.user_id,
            amount_minor: invoice.amountMinor,
            currency: invoice.currency.toUpperCase(),
            status: invoice.status,
            description: `${product?.name ?? 'Subscription'} subscription`.slice(0, 255),
            period_start: iso(invoice.periodStart),
            period_end: iso(invoice.periodEnd),
            paid_at: iso(invoice.paidAt),
            gateway: event.gateway,
            gateway_id: invoice.id,
          });
          failedCharge = inserted && invoice.status === 'failed';
        }
        if (row && ((stateApplied && row.status === 'past_due') || failedCharge)) {
          const now = this.now();
          const until = new Date(now.getTime() + graceDays * DAY_MS).toISOString();
          if (row.status !== 'past_due')
            await repository.updateSubscription(row.id, { status: 'past_due' });
          // Once per failure: a grace period already running is not restarted, nor mailed again.
          if (await repository.startGrace(row.id, now.toISOString(), until)) {
            const mail = await this.renewalFailedMail(repository, row, until, siteName);
            if (mail) mails.push(mail);
            const product = await repository.findProduct(row.product_id);
            renewalFailures.push({
              userId: row.user_id,
              planName: product?.name ?? siteName,
              graceEndsAt: until,
            });
          }
        }
        return true;
      })
      .catch((error: unknown) => {
        // Another running subscription of the user was written at the same moment: nothing
        // was applied, and the provider delivers the event again, when it is seen as a second.
        if (isUniqueViolation(error)) throw new EventNotReadyError();
        throw error;
      });
    if (duplicate && event.subscription) await this.cancelDuplicate(event.subscription);
    for (const mail of mails) {
      try {
        await this.deps.outbox.send(mail);
      } catch {
        // The event is applied; a mail that could not even be queued must not make the
        // provider deliver the event again.
      }
    }
    const notifications = this.deps.notifications;
    for (const failure of renewalFailures) {
      // The mail above says it in full: the notification leaves the email channel out.
      await notifications
        ?.notify(failure.userId, 'subscription.renewal_failed', renewalFailedMessage(failure), {
          alreadyMailed: true,
        })
        .catch((error: unknown) => notifications.reportFailure('renewal failed', error));
    }
    return { applied };
  }

  private async renewalFailedMail(
    repository: BillingRepository,
    row: SubscriptionRow,
    until: string,
    siteName: string,
  ): Promise<MailContent | null> {
    const user = await repository.userContact(row.user_id);
    if (!user?.email) return null;
    const product = await repository.findProduct(row.product_id);
    return renewalFailedMail({
      to: user.email,
      planName: product?.name ?? siteName,
      graceEndsAt: until,
      billingUrl: `${this.deps.appUrl.replace(/\/$/, '')}/billing`,
    });
  }

  /**
   * Ends a user's second running subscription at its provider at once, so it is not charged
   * again; its first charge stays on the user's invoices for a refund.
   */
  private async cancelDuplicate(state: GatewaySubscription): Promise<void> {
    if (!this.deps.gateways.has(state.gateway)) return;
    try {
      await this.deps.gateways.get(state.gateway).cancel(state.id, { immediately: true });
    } catch (error) {
      if (!(error instanceof GatewayRefusedError)) throw error;
    }
  }

  /** A gateway call's answer, applied as news of `occurredAt` (outside a webhook). */
  private async applyState(
    state: GatewaySubscription,
    occurredAt: Date,
    userId: number,
  ): Promise<SubscriptionRow> {
    let duplicate = false;
    const row = await this.repository
      .transaction(async (repository) => {
        const result = await this.applyStateIn(repository, state, occurredAt, userId);
        duplicate = result?.duplicate ?? false;
        return result?.row;
      })
      .catch((error: unknown) => {
        // Another running subscription of this user was written at the same moment.
        if (isUniqueViolation(error))
          throw new ValidationError({}, BILLING_MESSAGES.alreadySubscribed);
        throw error;
      });
    if (duplicate) {
      await this.cancelDuplicate(state);
      throw new ValidationError({}, BILLING_MESSAGES.alreadySubscribed);
    }
    if (!row)
      throw new AppError(
        'internal',
        'The payment provider answered a plan this site does not know.',
      );
    return row;
  }

  /**
   * Upserts the subscription by (gateway, provider id). Its price maps back to ours through
   * `prices.gateway_ids`; its user is the event's, else the provider customer's. A row that
   * already holds newer news is left as it is (`changed` false).
   */
  private async applyStateIn(
    repository: BillingRepository,
    state: GatewaySubscription,
    occurredAt: Date,
    knownUserId?: number,
  ): Promise<{ row: SubscriptionRow; changed: boolean; duplicate: boolean } | null> {
    const at = occurredAt.toISOString();
    const price = state.priceGatewayId
      ? (await repository.allPrices()).find(
          (row) => gatewayIdOf(row.gateway_ids, state.gateway) === state.priceGatewayId,
        )
      : undefined;
    let values = rowStateOf(state, occurredAt);
    let duplicate = false;
    // One running subscription per user: a second one a provider reports running (paid in
    // another tab, made at the provider) is written as ended now and cancelled at the
    // provider by the caller; the first one stays.
    const keepOnePerUser = async (userId: number, exceptId?: number) => {
      if (!isLive(values.status)) return;
      await repository.expireEnded(nowIso(), { userId, exceptId });
      if (await repository.liveSubscriptionOf(userId, exceptId)) {
        values = { ...values, status: 'cancelled', renews_at: null, ends_at: at };
        duplicate = true;
      } else {
        await repository.completeOpenCheckouts(userId);
      }
    };
    const planned = price ? { product_id: price.product_id, price_id: price.id } : {};
    // Not past due any more: the grace period is over.
    const grace = values.status === 'past_due' ? {} : { grace_ends_at: null };
    let existing = await repository.findByGatewayId(state.gateway, state.id);
    if (!existing) {
      const userId =
        knownUserId ??
        state.userId ??
        (state.customerId
          ? await repository.userOfCustomer(state.gateway, state.customerId)
          : null);
      // A subscription made elsewhere, for a price or a person this site does not know: kept
      // out (the event is still recorded, so it is not retried forever).
      if (!price || userId === null || !(await repository.userExists(userId))) return null;
      await keepOnePerUser(userId);
      const now = nowIso();
      const inserted = await repository.insertSubscriptionIfMissing({
        user_id: userId,
        product_id: price.product_id,
        price_id: price.id,
        gateway: state.gateway,
        gateway_id: state.id,
        ...values,
        grace_ends_at: null,
        gateway_updated_at: at,
        created_at: now,
        updated_at: now,
      });
      existing = await repository.findByGatewayId(state.gateway, state.id);
      if (inserted && existing) return { row: existing, changed: true, duplicate };
      if (!existing) return null;
    } else {
      await keepOnePerUser(existing.user_id, existing.id);
    }
    const update: Updateable<SubscriptionsTable> = { ...values, ...planned, ...grace };
    const changed = await repository.updateIfNotNewer(existing.id, at, update);
    const row = (await repository.findByGatewayId(state.gateway, state.id)) ?? existing;
    return { row, changed, duplicate: duplicate && changed };
  }

  // ——— presenting ———

  async present(row: SubscriptionRow): Promise<Subscription> {
    const [product, price] = await Promise.all([
      this.repository.findProduct(row.product_id),
      row.price_id === null ? Promise.resolve(undefined) : this.repository.findPrice(row.price_id),
    ]);
    if (!product) throw notFound();
    return presentSubscription(row, product, price ?? null, this.now());
  }
}
