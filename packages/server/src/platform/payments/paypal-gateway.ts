import type {
  ApiResponse,
  IntervalUnit,
  OAuthToken,
  SubscriptionsController,
} from '@paypal/paypal-server-sdk';
import type * as PayPal from '@paypal/paypal-server-sdk';
import {
  currencyDigits,
  toMinorUnits,
  type PaymentMethod,
  type PriceInterval,
  type SubscriptionStatus,
} from '@tonearm/shared/billing/billing.schemas';
import { addInterval } from './billing-interval';
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
 * PayPal subscriptions through `@paypal/paypal-server-sdk` (2.x) where it has the call, and
 * `fetch` with the SDK's OAuth token where it has not:
 *
 * | call                                              | through |
 * | ------------------------------------------------- | ------- |
 * | POST /v1/oauth2/token                             | SDK (OAuthAuthorizationController.requestToken) |
 * | POST /v1/billing/plans, GET …/{id}, POST …/{id}/deactivate | SDK (SubscriptionsController) |
 * | POST /v1/billing/subscriptions, GET …/{id}, POST …/{id}/revise, …/cancel, …/activate | SDK |
 * | POST /v1/catalogs/products, PATCH …/{id}          | fetch (the SDK has no catalog products) |
 * | POST /v1/notifications/verify-webhook-signature   | fetch (the SDK has no webhooks API) |
 *
 * Subscriptions are read from the wire JSON of the answer (`ApiResponse.body`), not the SDK's
 * model: the model drops the card's `brand` and `last_digits`, and webhooks carry the same wire
 * JSON, so one reader serves both.
 *
 * The SDK knows only PayPal's two hosts; `baseUrl` (the local stand-in in tests) rewrites each
 * request's URL through the SDK's public `interceptRequest` hook. Keys are read at call time.
 *
 * PayPal differs from Stripe in ways the billing module sees:
 * - no cancel at period end: `cancel` cancels at PayPal now and reports `endedAt` = the next
 *   billing time (the paid period's end), `cancelAtPeriodEnd` true; a cancelled PayPal
 *   subscription cannot be resumed (GatewayRefusedError); `resume` re-activates a suspended one.
 * - a plan change or a new payment method is a revision the payer approves at PayPal: both answer
 *   the approve URL (`changePlan` as `approvalUrl` on its answer), and the change applies when
 *   the payer approves (a BILLING.SUBSCRIPTION.UPDATED webhook).
 * - no proration: PayPal charges the new plan's price from the next billing date and nothing now
 *   (https://developer.paypal.com/subscriptions/tiers), so `previewChange` says exactly that.
 */
export interface PayPalGatewayOptions {
  clientId: () => string;
  clientSecret: () => string;
  webhookId: () => string;
  sandbox: () => boolean;
  /** Another host for every call, e.g. `http://127.0.0.1:4010` (the stand-in). */
  baseUrl?: string;
  /** The app's public URL; a plan change returns the payer to `{appUrl}/billing`. */
  appUrl?: () => string;
}

/** `changePlan`'s answer: the subscription as it is, and where the payer approves the change. */
export type PayPalRevisedSubscription = GatewaySubscription & { approvalUrl: string | null };

/**
 * The reasons we give PayPal when cancelling. PayPal keeps the reason as `status_change_note`,
 * which is how a later CANCELLED webhook tells an immediate cancellation from one that runs to
 * the end of the paid period (PayPal itself makes no difference).
 */
export const PAYPAL_CANCEL_REASONS = {
  atPeriodEnd: 'Cancelled by the subscriber; access continues until the end of the paid period.',
  immediately: 'Cancelled immediately.',
} as const;

export const PAYPAL_MESSAGES = {
  notConfigured: 'PayPal is not configured: the client id or secret is missing.',
  notSynced: 'This plan is not available through PayPal yet; sync the plan first.',
  cannotResume:
    'PayPal cannot resume a cancelled subscription; it runs until the end of the paid period.',
  noApproval: 'PayPal did not offer a page to approve this change.',
} as const;

/** A delivery whose transmission time is further than this from now is refused (replays). */
export const PAYPAL_WEBHOOK_TOLERANCE_SECONDS = 300;

const PRODUCTION_URL = 'https://api-m.paypal.com';
const SANDBOX_URL = 'https://api-m.sandbox.paypal.com';

/** PayPal's subscription as it is on the wire (and in webhook resources). */
interface WireMoney {
  currency_code: string;
  value: string;
}
interface WireSubscription {
  id: string;
  plan_id?: string;
  status?: string;
  status_update_time?: string;
  status_change_note?: string;
  start_time?: string;
  custom_id?: string;
  subscriber?: {
    email_address?: string;
    payer_id?: string;
    payment_source?: { card?: { brand?: string; last_digits?: string; expiry?: string } };
  };
  billing_info?: {
    last_payment?: { amount?: WireMoney; time?: string };
    next_billing_time?: string;
    last_failed_payment?: { amount?: WireMoney; time?: string };
  };
  links?: { href: string; rel: string }[];
}
interface WireSale {
  id: string;
  state?: string;
  amount?: { total: string; currency: string };
  billing_agreement_id?: string;
  create_time?: string;
}
interface WireEvent {
  id: string;
  event_type: string;
  create_time: string;
  resource: unknown;
}

type PayPalSdk = typeof PayPal;
let loading: Promise<PayPalSdk> | undefined;
/** The SDK (~26 MB resident) is loaded on the first PayPal call, never by a site without it. */
function payPalSdk(): Promise<PayPalSdk> {
  loading ??= import('@paypal/paypal-server-sdk');
  return loading;
}

async function intervalUnit(interval: PriceInterval): Promise<IntervalUnit> {
  const { IntervalUnit } = await payPalSdk();
  return { day: IntervalUnit.Day, month: IntervalUnit.Month, year: IntervalUnit.Year }[interval];
}

function statusOf(status: string | undefined): SubscriptionStatus {
  switch (status) {
    case 'ACTIVE':
      return 'active';
    // Suspended after failed payments (or by the merchant): owed, re-activated once paid.
    case 'SUSPENDED':
      return 'past_due';
    case 'CANCELLED':
      return 'cancelled';
    case 'EXPIRED':
      return 'expired';
    // The payer has not finished at PayPal yet (or a status newer than this adapter).
    case 'APPROVAL_PENDING':
    case 'APPROVED':
    case undefined:
    default:
      return 'incomplete';
  }
}

function date(value: string | undefined | null): Date | null {
  if (!value) return null;
  const parsed = new Date(value);
  return Number.isNaN(parsed.getTime()) ? null : parsed;
}

function money(amountMinor: number, currency: string): WireMoney {
  const digits = currencyDigits(currency);
  return {
    currency_code: currency.toUpperCase(),
    value: (amountMinor / 10 ** digits).toFixed(digits),
  };
}

function approveLink(links: { href: string; rel: string }[] | undefined): string | null {
  return links?.find((link) => link.rel === 'approve')?.href ?? null;
}

function paymentMethodOf(subscription: WireSubscription): PaymentMethod | null {
  const card = subscription.subscriber?.payment_source?.card;
  if (card) {
    const [year, month] = (card.expiry ?? '').split('-').map(Number);
    return {
      type: 'card',
      brand: card.brand?.toLowerCase() ?? null,
      last4: card.last_digits ?? null,
      exp_month: month ?? null,
      exp_year: year ?? null,
      email: null,
    };
  }
  const email = subscription.subscriber?.email_address;
  if (!email || !subscription.subscriber?.payer_id) return null;
  return { type: 'paypal', brand: null, last4: null, exp_month: null, exp_year: null, email };
}

function wire<T>(response: ApiResponse<unknown>): T {
  if (typeof response.body !== 'string') throw new Error('PayPal answered without a JSON body.');
  return JSON.parse(response.body) as T;
}

/** A PayPal error body (`{name, message, details}`, OAuth: `{error, error_description}`). */
function refusal(body: string, fallback: string): GatewayRefusedError {
  const result = safeJson(body) as {
    name?: string;
    message?: string;
    details?: { issue?: string; description?: string }[];
    error?: string;
    error_description?: string;
  } | null;
  const detail = result?.details?.[0];
  return new GatewayRefusedError(
    detail?.description ?? result?.error_description ?? result?.message ?? fallback,
    detail?.issue ?? result?.name ?? result?.error ?? null,
  );
}

/** PayPal's refusals (4xx) in the provider's own words; anything else is thrown as is. */
async function refused(error: unknown): Promise<never> {
  const { ApiError } = await payPalSdk();
  if (error instanceof ApiError && error.statusCode >= 400 && error.statusCode < 500) {
    throw refusal(typeof error.body === 'string' ? error.body : '', error.message);
  }
  throw error;
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

type SdkClient = ConstructorParameters<typeof SubscriptionsController>[0];

export function createPayPalGateway(options: PayPalGatewayOptions): PaymentGateway {
  let cached: {
    key: string;
    subscriptions: SubscriptionsController;
    token: () => Promise<OAuthToken>;
  } | null = null;

  function baseUrl(): string {
    return options.baseUrl ?? (options.sandbox() ? SANDBOX_URL : PRODUCTION_URL);
  }

  async function sdk() {
    const { Client, Environment, OAuthAuthorizationController, SubscriptionsController } =
      await payPalSdk();
    const clientId = options.clientId();
    const clientSecret = options.clientSecret();
    if (!clientId || !clientSecret) {
      throw new GatewayRefusedError(PAYPAL_MESSAGES.notConfigured, 'not_configured');
    }
    const sandbox = options.sandbox();
    const key = `${clientId}\n${clientSecret}\n${String(sandbox)}`;
    if (cached?.key === key) return cached;

    const sdkUrl = sandbox ? SANDBOX_URL : PRODUCTION_URL;
    const target = baseUrl();
    let current: OAuthToken | null = null;
    const client = new Client({
      environment: sandbox ? Environment.Sandbox : Environment.Production,
      timeout: 15_000,
      clientCredentialsAuthCredentials: {
        oAuthClientId: clientId,
        oAuthClientSecret: clientSecret,
        oAuthTokenProvider: () => token(),
      },
    });
    const factory = client.getRequestBuilderFactory();
    const rerouted: SdkClient = {
      getRequestBuilderFactory: () => (method, path) => {
        const builder = factory(method, path);
        if (target !== sdkUrl) {
          builder.interceptRequest((request) => ({
            ...request,
            url: request.url.startsWith(sdkUrl)
              ? target + request.url.slice(sdkUrl.length)
              : request.url,
          }));
        }
        return builder;
      },
    };
    const oauth = new OAuthAuthorizationController(rerouted);
    async function token(): Promise<OAuthToken> {
      const expiry = current?.expiry;
      if (current && expiry !== undefined && expiry > BigInt(Math.floor(Date.now() / 1000) + 60)) {
        return current;
      }
      const basic = `Basic ${Buffer.from(`${clientId}:${clientSecret}`).toString('base64')}`;
      try {
        const { result } = await oauth.requestToken({ authorization: basic });
        const expiresIn = result.expiresIn ?? 0n;
        current = { ...result, expiry: BigInt(Math.floor(Date.now() / 1000)) + expiresIn };
        return current;
      } catch (error) {
        // The SDK's auth interceptor (@apimatic/oauth-adapters, with SDK 2.5.0) keeps a rejected
        // token promise and fails every later call with it: start with a fresh client next time.
        cached = null;
        return refused(error);
      }
    }
    cached = { key, subscriptions: new SubscriptionsController(rerouted), token };
    return cached;
  }

  async function call<T>(run: (controller: SubscriptionsController) => Promise<T>): Promise<T> {
    const { subscriptions } = await sdk();
    try {
      return await run(subscriptions);
    } catch (error) {
      return refused(error);
    }
  }

  /** The calls the SDK does not have, with the SDK's token. */
  async function rest<T>(method: string, path: string, body: string | null): Promise<T | null> {
    const bearer = (await (await sdk()).token()).accessToken;
    const response = await fetch(`${baseUrl()}${path}`, {
      method,
      headers: {
        authorization: `Bearer ${bearer}`,
        'content-type': 'application/json',
        accept: 'application/json',
      },
      ...(body !== null ? { body } : {}),
    });
    const text = await response.text();
    if (response.status >= 400 && response.status < 500) {
      throw refusal(text, `PayPal refused ${method} ${path}.`);
    }
    if (!response.ok) throw new Error(`PayPal answered ${response.status} to ${method} ${path}.`);
    return text ? (JSON.parse(text) as T) : null;
  }

  async function getSubscription(subscriptionId: string): Promise<WireSubscription> {
    return wire<WireSubscription>(await call((api) => api.getSubscription({ id: subscriptionId })));
  }

  /** When a cancelled subscription's paid period ends: its last payment plus one cycle. */
  async function paidUntil(subscription: WireSubscription): Promise<Date | null> {
    const next = date(subscription.billing_info?.next_billing_time);
    if (next) return next;
    const lastPayment = date(subscription.billing_info?.last_payment?.time);
    if (!lastPayment || !subscription.plan_id) return date(subscription.status_update_time);
    const planId = subscription.plan_id;
    const plan = wire<{
      billing_cycles?: {
        tenure_type: string;
        frequency: { interval_unit: string; interval_count?: number };
      }[];
    }>(await call((api) => api.getBillingPlan(planId)));
    const cycle = plan.billing_cycles?.find((item) => item.tenure_type === 'REGULAR');
    if (!cycle) return date(subscription.status_update_time);
    return addInterval(
      lastPayment,
      cycle.frequency.interval_unit,
      cycle.frequency.interval_count ?? 1,
    );
  }

  async function normalise(
    subscription: WireSubscription,
    endedAtOverride?: Date | null,
  ): Promise<GatewaySubscription> {
    const status = statusOf(subscription.status);
    let endedAt: Date | null = null;
    if (status === 'cancelled') {
      endedAt =
        endedAtOverride !== undefined
          ? endedAtOverride
          : subscription.status_change_note === PAYPAL_CANCEL_REASONS.immediately
            ? date(subscription.status_update_time)
            : await paidUntil(subscription);
    } else if (status === 'expired') {
      endedAt = date(subscription.status_update_time);
    }
    const userId = Number(subscription.custom_id);
    return {
      gateway: 'paypal',
      id: subscription.id,
      customerId: subscription.subscriber?.payer_id ?? null,
      priceGatewayId: subscription.plan_id ?? null,
      status,
      currentPeriodEnd:
        date(subscription.billing_info?.next_billing_time) ??
        (status === 'cancelled' ? endedAt : null),
      cancelAtPeriodEnd:
        status === 'cancelled' && endedAt !== null && endedAt.getTime() > Date.now(),
      endedAt,
      trialEnd: null,
      paymentMethod: paymentMethodOf(subscription),
      userId: Number.isInteger(userId) && userId > 0 ? userId : null,
    };
  }

  function planIdOf(price: GatewayPlanPrice): string {
    if (!price.gatewayId) throw new GatewayRefusedError(PAYPAL_MESSAGES.notSynced, 'not_synced');
    return price.gatewayId;
  }

  async function createPlan(
    productId: string,
    plan: GatewayPlan,
    price: GatewayPlanPrice,
  ): Promise<string> {
    const amount = money(price.amountMinor, price.currency);
    const { PlanRequestStatus, TenureType } = await payPalSdk();
    const unit = await intervalUnit(price.interval);
    const created = await call((api) =>
      api.createBillingPlan({
        prefer: 'return=representation',
        // PayPal answers the plan made the first time for a repeated request id.
        paypalRequestId: `tonearm-plan-${plan.id}-price-${price.id}-${amount.value}-${amount.currency_code}-${price.interval}-${price.intervalCount}`,
        body: {
          productId,
          name: `${plan.name} (${price.intervalCount} ${price.interval})`.slice(0, 127),
          status: PlanRequestStatus.Active,
          billingCycles: [
            {
              frequency: {
                intervalUnit: unit,
                intervalCount: price.intervalCount,
              },
              tenureType: TenureType.Regular,
              sequence: 1,
              totalCycles: 0,
              pricingScheme: {
                fixedPrice: { currencyCode: amount.currency_code, value: amount.value },
              },
            },
          ],
          paymentPreferences: { autoBillOutstanding: true, paymentFailureThreshold: 3 },
        },
      }),
    );
    return created.result.id!;
  }

  async function syncPrice(
    productId: string,
    plan: GatewayPlan,
    price: GatewayPlanPrice,
  ): Promise<string> {
    if (price.gatewayId) {
      const existingId = price.gatewayId;
      const existing = wire<{
        id: string;
        product_id?: string;
        status?: string;
        billing_cycles?: {
          tenure_type: string;
          frequency: { interval_unit: string; interval_count?: number };
          pricing_scheme?: { fixed_price?: WireMoney };
        }[];
      }>(await call((api) => api.getBillingPlan(existingId)));
      const cycle = existing.billing_cycles?.find((item) => item.tenure_type === 'REGULAR');
      const fixed = cycle?.pricing_scheme?.fixed_price;
      const same =
        existing.status === 'ACTIVE' &&
        existing.product_id === productId &&
        cycle?.frequency.interval_unit === (await intervalUnit(price.interval)) &&
        (cycle.frequency.interval_count ?? 1) === price.intervalCount &&
        fixed?.currency_code === price.currency.toUpperCase() &&
        toMinorUnits(Number(fixed.value), fixed.currency_code) === price.amountMinor;
      if (same) return existing.id;
      // Like Stripe's prices, a changed plan is a new PayPal plan; the old one stops taking new
      // subscribers (its running subscriptions keep it).
      if (existing.status === 'ACTIVE') await call((api) => api.deactivateBillingPlan(existingId));
    }
    return createPlan(productId, plan, price);
  }

  return {
    name: 'paypal',

    async syncPlan(plan): Promise<GatewayPlanIds> {
      let productId = plan.gatewayId;
      if (productId) {
        // PayPal lets a product's description change, not its name.
        await rest(
          'PATCH',
          `/v1/catalogs/products/${encodeURIComponent(productId)}`,
          JSON.stringify([
            plan.description
              ? { op: 'replace', path: '/description', value: plan.description }
              : { op: 'remove', path: '/description' },
          ]),
        );
      } else {
        const product = await rest<{ id: string }>(
          'POST',
          '/v1/catalogs/products',
          JSON.stringify({
            name: plan.name,
            ...(plan.description ? { description: plan.description } : {}),
            type: 'SERVICE',
            category: 'SOFTWARE',
          }),
        );
        productId = product!.id;
      }
      const priceIds: Record<number, string> = {};
      for (const price of plan.prices) priceIds[price.id] = await syncPrice(productId, plan, price);
      return { productId, priceIds };
    },

    async startSubscription(input): Promise<StartSubscriptionResult> {
      const planId = planIdOf(input.price);
      const [givenName, ...surnames] = input.customer.name.split(' ');
      const { ApplicationContextUserAction, ExperienceContextShippingPreference } =
        await payPalSdk();
      const response = await call((api) =>
        api.createSubscription({
          prefer: 'return=representation',
          body: {
            planId,
            customId: String(input.customer.userId),
            subscriber: {
              emailAddress: input.customer.email,
              name: {
                givenName: givenName ?? input.customer.name,
                ...(surnames.length ? { surname: surnames.join(' ') } : {}),
              },
            },
            applicationContext: {
              returnUrl: input.returnUrl,
              cancelUrl: input.cancelUrl,
              userAction: ApplicationContextUserAction.SubscribeNow,
              shippingPreference: ExperienceContextShippingPreference.NoShipping,
            },
          },
        }),
      );
      const subscription = wire<WireSubscription>(response);
      const url = approveLink(subscription.links);
      if (!url) throw new GatewayRefusedError(PAYPAL_MESSAGES.noApproval, 'no_approve_link');
      return { kind: 'redirect', url, subscriptionId: subscription.id };
    },

    async fetchSubscription(subscriptionId) {
      return normalise(await getSubscription(subscriptionId));
    },

    async previewChange(subscriptionId, price): Promise<ProrationQuote> {
      planIdOf(price);
      const subscription = await getSubscription(subscriptionId);
      // PayPal does not prorate: the new price is charged from the next billing date, nothing now.
      return {
        amountDueMinor: 0,
        creditMinor: 0,
        currency: price.currency.toUpperCase(),
        nextChargeAt: date(subscription.billing_info?.next_billing_time),
      };
    },

    async changePlan(subscriptionId, price): Promise<PayPalRevisedSubscription> {
      const planId = planIdOf(price);
      const appUrl = options.appUrl?.();
      const revision = wire<{ links?: { href: string; rel: string }[] }>(
        await call((api) =>
          api.reviseSubscription({
            id: subscriptionId,
            body: {
              planId,
              ...(appUrl
                ? {
                    applicationContext: {
                      returnUrl: `${appUrl}/billing`,
                      cancelUrl: `${appUrl}/billing`,
                    },
                  }
                : {}),
            },
          }),
        ),
      );
      const current = await normalise(await getSubscription(subscriptionId));
      return { ...current, approvalUrl: approveLink(revision.links) };
    },

    async cancel(subscriptionId, { immediately }) {
      const before = await getSubscription(subscriptionId);
      await call((api) =>
        api.cancelSubscription({
          id: subscriptionId,
          body: {
            reason: immediately
              ? PAYPAL_CANCEL_REASONS.immediately
              : PAYPAL_CANCEL_REASONS.atPeriodEnd,
          },
        }),
      );
      const after = await getSubscription(subscriptionId);
      const paidUntilAt = date(before.billing_info?.next_billing_time);
      if (immediately) return normalise(after);
      return normalise(after, paidUntilAt ?? (await paidUntil(after)));
    },

    async resume(subscriptionId) {
      const subscription = await getSubscription(subscriptionId);
      if (subscription.status === 'ACTIVE') return normalise(subscription);
      if (subscription.status !== 'SUSPENDED') {
        throw new GatewayRefusedError(PAYPAL_MESSAGES.cannotResume, 'not_resumable');
      }
      await call((api) =>
        api.activateSubscription({
          id: subscriptionId,
          body: { reason: 'Resumed by the subscriber.' },
        }),
      );
      return normalise(await getSubscription(subscriptionId));
    },

    async changePaymentMethod(subscriptionId, input): Promise<StartSubscriptionResult> {
      const subscription = await getSubscription(subscriptionId);
      // A revision on the same plan sends the payer to PayPal to pick another funding source.
      const revision = wire<{ links?: { href: string; rel: string }[] }>(
        await call((api) =>
          api.reviseSubscription({
            id: subscriptionId,
            body: {
              ...(subscription.plan_id ? { planId: subscription.plan_id } : {}),
              applicationContext: { returnUrl: input.returnUrl, cancelUrl: input.returnUrl },
            },
          }),
        ),
      );
      const url = approveLink(revision.links);
      if (!url) throw new GatewayRefusedError(PAYPAL_MESSAGES.noApproval, 'no_approve_link');
      return { kind: 'redirect', url, subscriptionId };
    },

    async parseWebhook(rawBody, headers): Promise<BillingEvent | null> {
      const header = (name: string) => {
        const value = headers[name];
        return typeof value === 'string' && value !== '' ? value : null;
      };
      const transmission = {
        auth_algo: header('paypal-auth-algo'),
        cert_url: header('paypal-cert-url'),
        transmission_id: header('paypal-transmission-id'),
        transmission_sig: header('paypal-transmission-sig'),
        transmission_time: header('paypal-transmission-time'),
        webhook_id: options.webhookId(),
      };
      if (Object.values(transmission).some((value) => !value)) throw new WebhookSignatureError();
      // PayPal signs the transmission time; an old (replayed) delivery is refused as Stripe's are.
      const sentAt = Date.parse(transmission.transmission_time!);
      if (
        Number.isNaN(sentAt) ||
        Math.abs(Date.now() - sentAt) > PAYPAL_WEBHOOK_TOLERANCE_SECONDS * 1000
      ) {
        throw new WebhookSignatureError();
      }
      const text = rawBody.toString('utf8');
      const event = safeJson(text) as WireEvent | null;
      if (!event || typeof event !== 'object' || typeof event.event_type !== 'string') {
        throw new WebhookSignatureError();
      }
      // The event goes back byte for byte: PayPal's signature covers the body as it was sent.
      const request = `${JSON.stringify(transmission).slice(0, -1)},"webhook_event":${text}}`;
      let verification: { verification_status?: string } | null;
      try {
        verification = await rest('POST', '/v1/notifications/verify-webhook-signature', request);
      } catch (error) {
        if (error instanceof GatewayRefusedError) throw new WebhookSignatureError();
        throw error;
      }
      if (verification?.verification_status !== 'SUCCESS') throw new WebhookSignatureError();

      const base = {
        gateway: 'paypal' as const,
        id: event.id,
        type: event.event_type,
        occurredAt: date(event.create_time) ?? new Date(),
      };
      switch (event.event_type) {
        case 'BILLING.SUBSCRIPTION.ACTIVATED':
        case 'BILLING.SUBSCRIPTION.UPDATED':
        case 'BILLING.SUBSCRIPTION.CANCELLED':
        case 'BILLING.SUBSCRIPTION.SUSPENDED':
        case 'BILLING.SUBSCRIPTION.EXPIRED':
          return { ...base, subscription: await normalise(event.resource as WireSubscription) };
        case 'BILLING.SUBSCRIPTION.PAYMENT.FAILED': {
          const subscription = event.resource as WireSubscription;
          const failed = subscription.billing_info?.last_failed_payment;
          const amount = failed?.amount;
          const invoice: GatewayInvoice | undefined = amount
            ? {
                gateway: 'paypal',
                id: `${subscription.id}:failed:${failed.time ?? event.create_time}`,
                subscriptionId: subscription.id,
                amountMinor: toMinorUnits(Number(amount.value), amount.currency_code),
                currency: amount.currency_code,
                status: 'failed',
                periodStart: null,
                periodEnd: null,
                paidAt: null,
              }
            : undefined;
          return {
            ...base,
            subscription: await normalise(subscription),
            ...(invoice ? { invoice } : {}),
          };
        }
        case 'PAYMENT.SALE.COMPLETED': {
          const sale = event.resource as WireSale;
          if (!sale.billing_agreement_id || !sale.amount) return null;
          // The sale names its subscription only; the period it paid for is on the subscription.
          const subscription = await getSubscription(sale.billing_agreement_id);
          return {
            ...base,
            subscription: await normalise(subscription),
            invoice: {
              gateway: 'paypal',
              id: sale.id,
              subscriptionId: sale.billing_agreement_id,
              amountMinor: toMinorUnits(Number(sale.amount.total), sale.amount.currency),
              currency: sale.amount.currency.toUpperCase(),
              status: 'paid',
              periodStart: date(sale.create_time),
              periodEnd: date(subscription.billing_info?.next_billing_time),
              paidAt: date(sale.create_time),
            },
          };
        }
        default:
          return null;
      }
    },
  };
}
