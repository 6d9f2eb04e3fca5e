import type Stripe from 'stripe';
import type { PaymentMethod, SubscriptionStatus } from '@tonearm/shared/billing/billing.schemas';
import {
  GatewayRefusedError,
  WebhookSignatureError,
  type BillingEvent,
  type GatewayInvoice,
  type GatewayPlan,
  type GatewayPlanIds,
  type GatewayPlanPrice,
  type GatewaySubscription,
  type PaymentGateway,
  type ProrationQuote,
  type StartSubscriptionResult,
} from './gateway';

/**
 * Stripe through the official `stripe` SDK (23.x, API version 2026-10-28.endive). Keys are read
 * at call time, so an admin's change applies without a restart. `host`/`port`/`protocol` point
 * the SDK at another server (the local stand-in in tests); in production leave them out.
 *
 * Card details never reach us: a new subscription is created `default_incomplete` and Stripe.js
 * confirms its first invoice's payment with the client secret we answer; a new card is saved on
 * a SetupIntent the same way. Webhooks are the source of truth for what happened next.
 */
export interface StripeGatewayOptions {
  secretKey: () => string;
  webhookSecret: () => string;
  host?: string;
  port?: number;
  protocol?: 'http' | 'https';
}

/**
 * `STRIPE_API_URL` (e.g. `http://127.0.0.1:12111` for stripe-mock) as the SDK's host, port and
 * protocol; nothing when unset, so the SDK talks to Stripe itself.
 */
export function stripeHostOf(
  url: string | undefined,
): Pick<StripeGatewayOptions, 'host' | 'port' | 'protocol'> {
  if (!url) return {};
  const parsed = new URL(url);
  const protocol = parsed.protocol === 'http:' ? 'http' : 'https';
  return {
    host: parsed.hostname,
    port: parsed.port ? Number(parsed.port) : protocol === 'http' ? 80 : 443,
    protocol,
  };
}

/** Stripe's own limit and ours: an event signed more than 300 s ago is refused. */
export const STRIPE_WEBHOOK_TOLERANCE_SECONDS = 300;

const NOT_SYNCED = 'This plan is not available through Stripe yet; sync the plan first.';
const NOT_CONFIGURED = 'Stripe is not configured: the secret key is missing.';

/**
 * Stripe's statuses in ours. A subscription set to cancel at its period end stays `active` at
 * Stripe; for us it is `cancelled` with `endedAt` in the future (valid until then, on grace).
 * `unpaid` (retries exhausted, invoices left open) is `past_due`: paying them reactivates it, and
 * our grace period decides access. `paused` (a trial ended without a card) waits for a payment
 * method like `incomplete`.
 */
function statusOf(subscription: Stripe.Subscription): SubscriptionStatus {
  switch (subscription.status) {
    case 'incomplete':
    case 'paused':
      return 'incomplete';
    case 'incomplete_expired':
      return 'expired';
    case 'trialing':
    case 'active':
      if (subscription.cancel_at_period_end || subscription.cancel_at !== null) return 'cancelled';
      return subscription.status === 'trialing' ? 'trialing' : 'active';
    case 'past_due':
    case 'unpaid':
      return 'past_due';
    case 'canceled':
      return 'cancelled';
    default:
      // A status newer than this adapter: no access until a known one arrives.
      return 'incomplete';
  }
}

function date(seconds: number | null | undefined): Date | null {
  return typeof seconds === 'number' ? new Date(seconds * 1000) : null;
}

function idOf(value: string | { id: string } | null | undefined): string | null {
  if (value === null || value === undefined) return null;
  return typeof value === 'string' ? value : value.id;
}

function paymentMethodOf(method: Stripe.PaymentMethod | null): PaymentMethod | null {
  if (!method?.card) return null;
  return {
    type: 'card',
    brand: method.card.brand,
    last4: method.card.last4,
    exp_month: method.card.exp_month,
    exp_year: method.card.exp_year,
    email: null,
  };
}

function firstItem(subscription: Stripe.Subscription): Stripe.SubscriptionItem | null {
  return subscription.items.data[0] ?? null;
}

type StripeSdk = typeof Stripe;
let sdk: Promise<StripeSdk> | undefined;
/** The SDK (~11 MB resident) is loaded on the first Stripe call, never by a site without it. */
function stripeSdk(): Promise<StripeSdk> {
  sdk ??= import('stripe').then((module) => module.default);
  return sdk;
}

function refused(Stripe: StripeSdk, error: unknown): never {
  if (error instanceof Stripe.errors.StripeCardError) {
    throw new GatewayRefusedError(error.message, error.code ?? 'card_declined');
  }
  if (error instanceof Stripe.errors.StripeInvalidRequestError) {
    throw new GatewayRefusedError(error.message, error.code ?? 'invalid_request');
  }
  throw error;
}

export function createStripeGateway(options: StripeGatewayOptions): PaymentGateway {
  let cached: { key: string; client: Stripe } | null = null;

  async function stripe(): Promise<Stripe> {
    const key = options.secretKey();
    if (!key) throw new GatewayRefusedError(NOT_CONFIGURED, 'not_configured');
    const Stripe = await stripeSdk();
    if (cached?.key !== key) {
      cached = {
        key,
        client: new Stripe(key, {
          telemetry: false,
          ...(options.host !== undefined ? { host: options.host } : {}),
          ...(options.port !== undefined ? { port: options.port } : {}),
          ...(options.protocol !== undefined ? { protocol: options.protocol } : {}),
        }),
      };
    }
    return cached.client;
  }

  /** Runs a call and turns Stripe's refusals (a declined card, a 4xx) into GatewayRefusedError. */
  async function call<T>(run: (client: Stripe) => Promise<T>): Promise<T> {
    const client = await stripe();
    try {
      return await run(client);
    } catch (error) {
      return refused(await stripeSdk(), error);
    }
  }

  async function normalise(subscription: Stripe.Subscription): Promise<GatewaySubscription> {
    let method = subscription.default_payment_method;
    if (typeof method === 'string') {
      // Webhook payloads carry the id only; the card's brand and last digits are one call away.
      // A card Stripe no longer knows (detached since) is no reason to refuse the event.
      const id = method;
      method = await call((client) => client.paymentMethods.retrieve(id)).catch(
        (error: unknown) => {
          if (error instanceof GatewayRefusedError) return null;
          throw error;
        },
      );
    }
    const item = firstItem(subscription);
    const status = statusOf(subscription);
    const endedAt =
      subscription.status === 'canceled'
        ? date(subscription.ended_at ?? subscription.canceled_at)
        : status === 'cancelled'
          ? date(subscription.cancel_at ?? item?.current_period_end)
          : subscription.status === 'incomplete_expired'
            ? date(subscription.ended_at ?? subscription.created)
            : null;
    const userId = Number(subscription.metadata.user_id);
    return {
      gateway: 'stripe',
      id: subscription.id,
      customerId: idOf(subscription.customer),
      priceGatewayId: item ? item.price.id : null,
      status,
      currentPeriodEnd: date(item?.current_period_end),
      cancelAtPeriodEnd: subscription.status !== 'canceled' && status === 'cancelled',
      endedAt,
      trialEnd: date(subscription.trial_end),
      paymentMethod: paymentMethodOf(method),
      userId: Number.isInteger(userId) && userId > 0 ? userId : null,
    };
  }

  async function retrieve(subscriptionId: string): Promise<Stripe.Subscription> {
    return call((client) =>
      client.subscriptions.retrieve(subscriptionId, { expand: ['default_payment_method'] }),
    );
  }

  function priceIdOf(price: GatewayPlanPrice): string {
    if (!price.gatewayId) throw new GatewayRefusedError(NOT_SYNCED, 'not_synced');
    return price.gatewayId;
  }

  function invoiceOf(invoice: Stripe.Invoice, failed: boolean): GatewayInvoice | null {
    const subscriptionId = idOf(invoice.parent?.subscription_details?.subscription);
    if (!subscriptionId) return null;
    // An invoice's own period_start/end describe the usage period before it; the line of the
    // price charged carries the period paid for.
    const charged = invoice.lines.data.find((line) => line.amount > 0) ?? invoice.lines.data[0];
    return {
      gateway: 'stripe',
      id: invoice.id,
      subscriptionId,
      amountMinor: failed ? invoice.amount_due : invoice.amount_paid,
      currency: invoice.currency.toUpperCase(),
      status: failed ? 'failed' : 'paid',
      periodStart: date(charged?.period.start ?? invoice.period_start),
      periodEnd: date(charged?.period.end ?? invoice.period_end),
      paidAt: failed ? null : date(invoice.status_transitions.paid_at ?? invoice.created),
    };
  }

  async function syncPrice(productId: string, price: GatewayPlanPrice): Promise<string> {
    if (price.gatewayId) {
      const existingId = price.gatewayId;
      const existing = await call((client) => client.prices.retrieve(existingId));
      const same =
        existing.active &&
        existing.product === productId &&
        existing.unit_amount === price.amountMinor &&
        existing.currency === price.currency.toLowerCase() &&
        existing.recurring?.interval === price.interval &&
        existing.recurring.interval_count === price.intervalCount;
      if (same) return existing.id;
      // Stripe prices are immutable: a changed amount or cycle is a new price; the old one is
      // archived so no new subscription starts on it (running ones keep it).
      if (existing.active) {
        await call((client) => client.prices.update(existingId, { active: false }));
      }
    }
    const created = await call((client) =>
      client.prices.create({
        product: productId,
        unit_amount: price.amountMinor,
        currency: price.currency.toLowerCase(),
        recurring: { interval: price.interval, interval_count: price.intervalCount },
        metadata: { price_id: String(price.id) },
      }),
    );
    return created.id;
  }

  return {
    name: 'stripe',

    async syncPlan(plan: GatewayPlan): Promise<GatewayPlanIds> {
      const fields = { name: plan.name, description: plan.description ?? '' };
      const product = plan.gatewayId
        ? await call((client) => client.products.update(plan.gatewayId!, fields))
        : await call((client) =>
            client.products.create({
              name: plan.name,
              ...(plan.description ? { description: plan.description } : {}),
              metadata: { product_id: String(plan.id) },
            }),
          );
      const priceIds: Record<number, string> = {};
      for (const price of plan.prices) priceIds[price.id] = await syncPrice(product.id, price);
      return { productId: product.id, priceIds };
    },

    async startSubscription(input): Promise<StartSubscriptionResult> {
      const priceId = priceIdOf(input.price);
      const customerId =
        input.customer.gatewayId ??
        (
          await call((client) =>
            client.customers.create({
              email: input.customer.email,
              name: input.customer.name,
              metadata: { user_id: String(input.customer.userId) },
            }),
          )
        ).id;
      const subscription = await call((client) =>
        client.subscriptions.create({
          customer: customerId,
          items: [{ price: priceId }],
          payment_behavior: 'default_incomplete',
          payment_settings: { save_default_payment_method: 'on_subscription' },
          metadata: { user_id: String(input.customer.userId) },
          expand: ['latest_invoice.confirmation_secret'],
        }),
      );
      const invoice = subscription.latest_invoice;
      const secret =
        typeof invoice === 'object' ? invoice?.confirmation_secret?.client_secret : null;
      if (subscription.status === 'active' || subscription.status === 'trialing' || !secret) {
        // Nothing to pay now (a trial, a zero amount): running already.
        return { kind: 'succeeded', subscription: await normalise(subscription), customerId };
      }
      return {
        kind: 'requires_client_confirmation',
        clientSecret: secret,
        subscriptionId: subscription.id,
        customerId,
      };
    },

    async fetchSubscription(subscriptionId) {
      return normalise(await retrieve(subscriptionId));
    },

    async previewChange(subscriptionId, price): Promise<ProrationQuote> {
      const subscription = await retrieve(subscriptionId);
      const item = firstItem(subscription);
      if (!item) throw new GatewayRefusedError('This subscription has no price to change.');
      const priceId = priceIdOf(price);
      const preview = await call((client) =>
        client.invoices.createPreview({
          customer: idOf(subscription.customer)!,
          subscription: subscription.id,
          subscription_details: {
            items: [{ id: item.id, price: priceId }],
            proration_behavior: 'always_invoice',
            proration_date: Math.floor(Date.now() / 1000),
          },
        }),
      );
      const credit = preview.lines.data
        .filter((line) => line.amount < 0)
        .reduce((sum, line) => sum - line.amount, 0);
      const ends = preview.lines.data.map((line) => line.period.end);
      return {
        amountDueMinor: preview.amount_due,
        creditMinor: credit,
        currency: preview.currency.toUpperCase(),
        nextChargeAt: ends.length > 0 ? date(Math.max(...ends)) : date(item.current_period_end),
      };
    },

    async changePlan(subscriptionId, price) {
      const subscription = await retrieve(subscriptionId);
      const item = firstItem(subscription);
      if (!item) throw new GatewayRefusedError('This subscription has no price to change.');
      const priceId = priceIdOf(price);
      // Charged now, as the preview showed; a declined card leaves the subscription unchanged.
      const updated = await call((client) =>
        client.subscriptions.update(subscriptionId, {
          items: [{ id: item.id, price: priceId }],
          proration_behavior: 'always_invoice',
          payment_behavior: 'error_if_incomplete',
          expand: ['default_payment_method'],
        }),
      );
      return normalise(updated);
    },

    async cancel(subscriptionId, { immediately }) {
      const cancelled = immediately
        ? await call((client) =>
            client.subscriptions.cancel(subscriptionId, { expand: ['default_payment_method'] }),
          )
        : await call((client) =>
            client.subscriptions.update(subscriptionId, {
              cancel_at_period_end: true,
              expand: ['default_payment_method'],
            }),
          );
      return normalise(cancelled);
    },

    async resume(subscriptionId) {
      const resumed = await call((client) =>
        client.subscriptions.update(subscriptionId, {
          cancel_at_period_end: false,
          expand: ['default_payment_method'],
        }),
      );
      return normalise(resumed);
    },

    async changePaymentMethod(subscriptionId): Promise<StartSubscriptionResult> {
      const subscription = await retrieve(subscriptionId);
      const customerId = idOf(subscription.customer)!;
      // The SetupIntent names the subscription, so its `setup_intent.succeeded` webhook can make
      // the new card the subscription's default (see parseWebhook).
      const setupIntent = await call((client) =>
        client.setupIntents.create({
          customer: customerId,
          usage: 'off_session',
          metadata: { subscription_id: subscriptionId },
        }),
      );
      return {
        kind: 'requires_client_confirmation',
        clientSecret: setupIntent.client_secret!,
        subscriptionId,
        customerId,
      };
    },

    async parseWebhook(rawBody, headers): Promise<BillingEvent | null> {
      const signature = headers['stripe-signature'];
      const secret = options.webhookSecret();
      if (typeof signature !== 'string' || !secret) throw new WebhookSignatureError();
      const Stripe = await stripeSdk();
      let event: Stripe.Event;
      try {
        event = Stripe.webhooks.constructEvent(
          rawBody,
          signature,
          secret,
          STRIPE_WEBHOOK_TOLERANCE_SECONDS,
        );
      } catch (error) {
        if (error instanceof Stripe.errors.StripeSignatureVerificationError) {
          throw new WebhookSignatureError();
        }
        throw error;
      }
      const base = {
        gateway: 'stripe' as const,
        id: event.id,
        type: event.type,
        occurredAt: date(event.created)!,
      };
      if (
        event.type === 'customer.subscription.created' ||
        event.type === 'customer.subscription.updated' ||
        event.type === 'customer.subscription.deleted'
      ) {
        return { ...base, subscription: await normalise(event.data.object) };
      }
      if (
        event.type === 'invoice.paid' ||
        event.type === 'invoice.payment_succeeded' ||
        event.type === 'invoice.payment_failed'
      ) {
        const invoice = invoiceOf(event.data.object, event.type === 'invoice.payment_failed');
        return invoice ? { ...base, invoice } : null;
      }
      if (event.type === 'setup_intent.succeeded') {
        const setupIntent = event.data.object;
        const subscriptionId = setupIntent.metadata?.subscription_id;
        const methodId = idOf(setupIntent.payment_method);
        if (!subscriptionId || !methodId) return null;
        // Setting the same default twice is harmless, so a redelivered event changes nothing.
        const updated = await call((client) =>
          client.subscriptions.update(subscriptionId, {
            default_payment_method: methodId,
            expand: ['default_payment_method'],
          }),
        );
        return { ...base, subscription: await normalise(updated) };
      }
      return null;
    },
  };
}
