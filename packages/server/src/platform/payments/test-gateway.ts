import {
  BILLING_MESSAGES,
  TEST_CARDS,
  type CardInput,
  type PaymentMethod,
  type SubscriptionStatus,
} from '@tonearm/shared/billing/billing.schemas';
import { addInterval } from './billing-interval';
import type { DB } from '../db/database';
import type { TestGatewaySubscriptionRow } from '../db/schema';
import { hmac, randomToken, safeEqual } from '../security/tokens';
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
  type StartSubscriptionInput,
  type StartSubscriptionResult,
} from './gateway';

/** The header the test gateway signs its webhook deliveries with: `t=<unix>,v1=<hmac>`. */
export const TEST_SIGNATURE_HEADER = 'tonearm-test-signature';
/** A delivery older than this is refused, as Stripe does. */
const SIGNATURE_TOLERANCE_SECONDS = 300;
const DAY_MS = 24 * 60 * 60 * 1000;

/** Where the gateway's events go: the billing service's applyEvent, the webhook's pipeline. */
export type BillingEventSink = (event: BillingEvent) => Promise<void>;

interface CheckoutPayload {
  userId: number;
  customerId: string;
  price: GatewayPlanPrice;
  paymentMethod: PaymentMethod;
}

interface PaymentMethodPayload {
  subscriptionId: string;
  paymentMethod: PaymentMethod;
}

/** The price id the test gateway knows a price by (its "provider price id"). */
export function testPriceId(priceId: number): string {
  return `test_price_${priceId}`;
}

/** The columns a subscription takes from its price, with a paid period from `now` to `end`. */
function activePeriodOf(price: GatewayPlanPrice, now: Date, end: Date) {
  return {
    price_gateway_id: price.gatewayId ?? testPriceId(price.id),
    amount_minor: price.amountMinor,
    currency: price.currency,
    interval: price.interval,
    interval_count: price.intervalCount,
    status: 'active' as const,
    current_period_start: now.toISOString(),
    current_period_end: end.toISOString(),
  };
}

function paymentMethodOf(card: CardInput): PaymentMethod {
  const [month, year] = card.expiry.split('/').map((part) => Number(part.trim()));
  const first = card.number[0];
  const brand =
    first === '4' ? 'visa' : first === '5' ? 'mastercard' : first === '3' ? 'amex' : 'card';
  return {
    type: 'card',
    brand,
    last4: card.number.slice(-4),
    exp_month: month ?? null,
    exp_year: year === undefined ? null : 2000 + year,
    email: null,
  };
}

type CardOutcome = 'succeeded' | 'declined' | 'requires_action';

/** What the card does (TEST_CARDS): Stripe's test numbers; any other number is charged. */
function outcomeOf(card: CardInput | undefined): CardOutcome {
  if (!card) throw new GatewayRefusedError(BILLING_MESSAGES.cardNumber, 'card_missing');
  if (card.number === TEST_CARDS.declined) return 'declined';
  if (card.number === TEST_CARDS.requiresConfirmation) return 'requires_action';
  return 'succeeded';
}

/**
 * The built-in test gateway: a card processor that runs inside the app, for
 * development, the demo and tests. It keeps its subscriptions in its own tables (so every
 * process sees the same "provider") and reports what happens as `BillingEvent`s through the
 * sink, the same pipeline (billing applyEvent) verified webhooks of the real providers go
 * through. Its webhook deliveries are signed (HMAC-SHA256 over `t.body`), so the webhook route
 * can be exercised end to end with `signedDelivery`.
 */
export class TestGateway implements PaymentGateway {
  readonly name = 'test' as const;
  private sink: BillingEventSink = () => Promise.resolve();

  constructor(
    private readonly db: DB,
    /** The webhook signing secret, read at call time. */
    private readonly secret: () => Promise<string>,
    private readonly clock: () => Date = () => new Date(),
  ) {}

  /**
   * Where the events go: billing's applyEvent. A setter rather than a constructor argument
   * because billing is built from the registry that holds this gateway, so billing exists
   * only after it; tests also point it elsewhere to hold events back.
   */
  useEventSink(sink: BillingEventSink): void {
    this.sink = sink;
  }

  syncPlan(plan: GatewayPlan): Promise<GatewayPlanIds> {
    const priceIds: Record<number, string> = {};
    for (const price of plan.prices) priceIds[price.id] = testPriceId(price.id);
    return Promise.resolve({ productId: `test_prod_${plan.id}`, priceIds });
  }

  async startSubscription(input: StartSubscriptionInput): Promise<StartSubscriptionResult> {
    const outcome = outcomeOf(input.card);
    if (outcome === 'declined') return { kind: 'declined', message: BILLING_MESSAGES.declined };
    const payload: CheckoutPayload = {
      userId: input.customer.userId,
      customerId: input.customer.gatewayId ?? `test_cus_${randomToken(12)}`,
      price: input.price,
      paymentMethod: paymentMethodOf(input.card!),
    };
    if (outcome === 'requires_action') return this.askConfirmation('checkout', payload);
    return this.createSubscription(payload);
  }

  async confirm(confirmationId: string, approve: boolean): Promise<StartSubscriptionResult> {
    const row = await this.db
      .selectFrom('test_gateway_confirmations')
      .selectAll()
      .where('id', '=', confirmationId)
      .executeTakeFirst();
    if (!row) throw new GatewayRefusedError('This confirmation does not exist.', 'unknown');
    // Answered once: a second answer (a double click, a replay) changes nothing.
    const claimed = await this.db
      .updateTable('test_gateway_confirmations')
      .set({ used: 1 })
      .where('id', '=', confirmationId)
      .where('used', '=', 0)
      .executeTakeFirst();
    if (Number(claimed.numUpdatedRows) === 0)
      throw new GatewayRefusedError(BILLING_MESSAGES.confirmationAnswered, 'used');
    if (!approve) return { kind: 'declined', message: BILLING_MESSAGES.declined };
    if (row.kind === 'checkout')
      return this.createSubscription(JSON.parse(row.payload) as CheckoutPayload);
    const payload = JSON.parse(row.payload) as PaymentMethodPayload;
    return this.replacePaymentMethod(payload.subscriptionId, payload.paymentMethod);
  }

  async fetchSubscription(subscriptionId: string): Promise<GatewaySubscription> {
    return this.present(await this.require(subscriptionId));
  }

  async previewChange(subscriptionId: string, price: GatewayPlanPrice): Promise<ProrationQuote> {
    const row = await this.require(subscriptionId);
    return this.quote(row, price);
  }

  /**
   * The new price starts a new period now; the unused days of the current period are credited
   * against its first charge (any credit left over is not carried).
   */
  async changePlan(subscriptionId: string, price: GatewayPlanPrice): Promise<GatewaySubscription> {
    const row = await this.require(subscriptionId);
    const quote = this.quote(row, price);
    const now = this.clock();
    const end = addInterval(now, price.interval, price.intervalCount);
    await this.update(subscriptionId, {
      ...activePeriodOf(price, now, end),
      cancel_at_period_end: 0,
      ended_at: null,
    });
    const subscription = await this.fetchSubscription(subscriptionId);
    await this.emit('customer.subscription.updated', {
      subscription,
      invoice: this.invoiceOf(subscription, quote.amountDueMinor, price.currency, 'paid', now, end),
    });
    return subscription;
  }

  async cancel(
    subscriptionId: string,
    options: { immediately: boolean },
  ): Promise<GatewaySubscription> {
    await this.require(subscriptionId);
    const now = this.clock().toISOString();
    await this.update(
      subscriptionId,
      options.immediately
        ? { status: 'cancelled', cancel_at_period_end: 0, ended_at: now }
        : { cancel_at_period_end: 1 },
    );
    const subscription = await this.fetchSubscription(subscriptionId);
    await this.emit(
      options.immediately ? 'customer.subscription.deleted' : 'customer.subscription.updated',
      { subscription },
    );
    return subscription;
  }

  async resume(subscriptionId: string): Promise<GatewaySubscription> {
    const row = await this.require(subscriptionId);
    if (row.status === 'cancelled' || Date.parse(row.current_period_end) <= this.clock().getTime())
      throw new GatewayRefusedError(BILLING_MESSAGES.ended, 'ended');
    await this.update(subscriptionId, { cancel_at_period_end: 0 });
    const subscription = await this.fetchSubscription(subscriptionId);
    await this.emit('customer.subscription.updated', { subscription });
    return subscription;
  }

  async changePaymentMethod(
    subscriptionId: string,
    input: { card?: CardInput | undefined; returnUrl: string },
  ): Promise<StartSubscriptionResult> {
    await this.require(subscriptionId);
    const outcome = outcomeOf(input.card);
    if (outcome === 'declined') return { kind: 'declined', message: BILLING_MESSAGES.declined };
    const paymentMethod = paymentMethodOf(input.card!);
    if (outcome === 'requires_action')
      return this.askConfirmation('payment_method', { subscriptionId, paymentMethod });
    return this.replacePaymentMethod(subscriptionId, paymentMethod);
  }

  /**
   * Verifies `tonearm-test-signature` (HMAC-SHA256 of `<t>.<body>` with the secret, at most
   * five minutes old) and reads the event.
   */
  async parseWebhook(
    rawBody: Buffer,
    headers: Record<string, string | string[] | undefined>,
  ): Promise<BillingEvent | null> {
    const header = headers[TEST_SIGNATURE_HEADER];
    const value = Array.isArray(header) ? header[0] : header;
    const parts = new Map(
      (value ?? '').split(',').map((part) => {
        const at = part.indexOf('=');
        return [part.slice(0, at).trim(), part.slice(at + 1).trim()] as const;
      }),
    );
    const timestamp = Number(parts.get('t'));
    const signature = parts.get('v1');
    if (!Number.isInteger(timestamp) || !signature) throw new WebhookSignatureError();
    const age = this.clock().getTime() / 1000 - timestamp;
    if (Math.abs(age) > SIGNATURE_TOLERANCE_SECONDS) throw new WebhookSignatureError();
    const body = rawBody.toString('utf8');
    const expected = hmac(await this.secret(), `${timestamp}.${body}`);
    if (!safeEqual(signature, expected)) throw new WebhookSignatureError();
    return reviveEvent(JSON.parse(body) as SerializedEvent);
  }

  /** A signed webhook delivery of `event`, as the provider would POST it (tests, tools). */
  async signedDelivery(
    event: BillingEvent,
    at: Date = this.clock(),
  ): Promise<{ body: string; headers: Record<string, string> }> {
    const body = JSON.stringify(event);
    const timestamp = Math.floor(at.getTime() / 1000);
    const signature = hmac(await this.secret(), `${timestamp}.${body}`);
    return {
      body,
      headers: {
        'content-type': 'application/json',
        [TEST_SIGNATURE_HEADER]: `t=${timestamp},v1=${signature}`,
      },
    };
  }

  /**
   * Test helper (no route reaches it): the renewal charge of `subscriptionId` fails, as when a
   * card expires: the subscription goes past_due and a failed invoice is reported.
   */
  async simulateFailedRenewal(subscriptionId: string): Promise<BillingEvent> {
    const row = await this.require(subscriptionId);
    await this.update(subscriptionId, { status: 'past_due' });
    const subscription = await this.fetchSubscription(subscriptionId);
    return this.emit('invoice.payment_failed', {
      subscription,
      invoice: this.invoiceOf(
        subscription,
        row.amount_minor,
        row.currency,
        'failed',
        new Date(row.current_period_end),
        addInterval(new Date(row.current_period_end), row.interval, row.interval_count),
      ),
    });
  }

  /** Test helper: the renewal charge succeeds; a new period starts at the old one's end. */
  async simulateRenewal(subscriptionId: string): Promise<BillingEvent> {
    const row = await this.require(subscriptionId);
    const start = new Date(row.current_period_end);
    const end = addInterval(start, row.interval, row.interval_count);
    await this.update(subscriptionId, {
      status: 'active',
      current_period_start: start.toISOString(),
      current_period_end: end.toISOString(),
    });
    const subscription = await this.fetchSubscription(subscriptionId);
    return this.emit('invoice.paid', {
      subscription,
      invoice: this.invoiceOf(subscription, row.amount_minor, row.currency, 'paid', start, end),
    });
  }

  /** An event about `subscriptionId` as it is now, without applying it (ordering tests). */
  async eventFor(type: string, subscriptionId: string, occurredAt: Date): Promise<BillingEvent> {
    return {
      gateway: 'test',
      id: `test_evt_${randomToken(12)}`,
      type,
      occurredAt,
      subscription: await this.fetchSubscription(subscriptionId),
    };
  }

  // ——— internals ———

  private async askConfirmation(
    kind: 'checkout' | 'payment_method',
    payload: CheckoutPayload | PaymentMethodPayload,
  ): Promise<StartSubscriptionResult> {
    const id = `test_conf_${randomToken(12)}`;
    await this.db
      .insertInto('test_gateway_confirmations')
      .values({
        id,
        kind,
        payload: JSON.stringify(payload),
        created_at: this.clock().toISOString(),
      })
      .execute();
    return {
      kind: 'requires_action',
      confirmationId: id,
      message: BILLING_MESSAGES.requiresConfirmation,
    };
  }

  private async createSubscription(payload: CheckoutPayload): Promise<StartSubscriptionResult> {
    const now = this.clock();
    const { price } = payload;
    const end = addInterval(now, price.interval, price.intervalCount);
    const id = `test_sub_${randomToken(12)}`;
    await this.db
      .insertInto('test_gateway_subscriptions')
      .values({
        id,
        customer_id: payload.customerId,
        user_id: payload.userId,
        ...activePeriodOf(price, now, end),
        payment_method: JSON.stringify(payload.paymentMethod),
        created_at: now.toISOString(),
        updated_at: now.toISOString(),
      })
      .execute();
    const subscription = await this.fetchSubscription(id);
    await this.emit('customer.subscription.created', { subscription });
    await this.emit('invoice.paid', {
      subscription,
      invoice: this.invoiceOf(subscription, price.amountMinor, price.currency, 'paid', now, end),
    });
    return { kind: 'succeeded', subscription, customerId: payload.customerId };
  }

  private async replacePaymentMethod(
    subscriptionId: string,
    paymentMethod: PaymentMethod,
  ): Promise<StartSubscriptionResult> {
    await this.update(subscriptionId, { payment_method: JSON.stringify(paymentMethod) });
    const subscription = await this.fetchSubscription(subscriptionId);
    await this.emit('customer.subscription.updated', { subscription });
    return { kind: 'succeeded', subscription, customerId: subscription.customerId };
  }

  private quote(row: TestGatewaySubscriptionRow, price: GatewayPlanPrice): ProrationQuote {
    const now = this.clock();
    const start = Date.parse(row.current_period_start);
    const end = Date.parse(row.current_period_end);
    const totalDays = Math.max(1, Math.round((end - start) / DAY_MS));
    const leftDays = Math.max(0, Math.min(totalDays, Math.floor((end - now.getTime()) / DAY_MS)));
    const running = row.status === 'active' || row.status === 'trialing';
    // Credit only in the same currency: the test gateway does no exchange.
    const credit =
      running && row.currency === price.currency
        ? Math.floor((row.amount_minor * leftDays) / totalDays)
        : 0;
    return {
      amountDueMinor: Math.max(0, price.amountMinor - credit),
      creditMinor: Math.min(credit, price.amountMinor),
      currency: price.currency,
      nextChargeAt: addInterval(now, price.interval, price.intervalCount),
    };
  }

  private invoiceOf(
    subscription: GatewaySubscription,
    amountMinor: number,
    currency: string,
    status: GatewayInvoice['status'],
    periodStart: Date,
    periodEnd: Date,
  ): GatewayInvoice {
    return {
      gateway: 'test',
      id: `test_in_${randomToken(12)}`,
      subscriptionId: subscription.id,
      amountMinor,
      currency,
      status,
      periodStart,
      periodEnd,
      paidAt: status === 'paid' ? this.clock() : null,
    };
  }

  private async emit(
    type: string,
    parts: Pick<BillingEvent, 'subscription' | 'invoice'>,
  ): Promise<BillingEvent> {
    const event: BillingEvent = {
      gateway: 'test',
      id: `test_evt_${randomToken(12)}`,
      type,
      occurredAt: this.clock(),
      ...parts,
    };
    await this.sink(event);
    return event;
  }

  private async require(subscriptionId: string): Promise<TestGatewaySubscriptionRow> {
    const row = await this.db
      .selectFrom('test_gateway_subscriptions')
      .selectAll()
      .where('id', '=', subscriptionId)
      .executeTakeFirst();
    if (!row) throw new GatewayRefusedError('No such subscription.', 'resource_missing');
    return row;
  }

  private async update(
    subscriptionId: string,
    values: Partial<Omit<TestGatewaySubscriptionRow, 'id' | 'created_at'>>,
  ): Promise<void> {
    await this.db
      .updateTable('test_gateway_subscriptions')
      .set({ ...values, updated_at: this.clock().toISOString() })
      .where('id', '=', subscriptionId)
      .execute();
  }

  private present(row: TestGatewaySubscriptionRow): GatewaySubscription {
    const periodEnd = new Date(row.current_period_end);
    return {
      gateway: 'test',
      id: row.id,
      customerId: row.customer_id,
      priceGatewayId: row.price_gateway_id,
      status: row.status as SubscriptionStatus,
      currentPeriodEnd: periodEnd,
      cancelAtPeriodEnd: row.cancel_at_period_end === 1,
      endedAt: row.ended_at ? new Date(row.ended_at) : row.cancel_at_period_end ? periodEnd : null,
      trialEnd: null,
      paymentMethod: row.payment_method ? (JSON.parse(row.payment_method) as PaymentMethod) : null,
      userId: row.user_id,
    };
  }
}

// ——— the wire format of a delivery: the event as JSON, dates as ISO strings ———

type Serialized<T> = { [K in keyof T]: T[K] extends Date | null ? string | null : T[K] };
interface SerializedEvent extends Omit<BillingEvent, 'occurredAt' | 'subscription' | 'invoice'> {
  occurredAt: string;
  subscription?: Serialized<GatewaySubscription>;
  invoice?: Serialized<GatewayInvoice>;
}

const dateOrNull = (value: string | null | undefined) => (value ? new Date(value) : null);

function reviveEvent(raw: SerializedEvent): BillingEvent {
  if (raw.gateway !== 'test' || typeof raw.id !== 'string' || typeof raw.type !== 'string')
    throw new WebhookSignatureError('The webhook body is not a test gateway event.');
  return {
    gateway: 'test',
    id: raw.id,
    type: raw.type,
    occurredAt: new Date(raw.occurredAt),
    ...(raw.subscription
      ? {
          subscription: {
            ...raw.subscription,
            currentPeriodEnd: dateOrNull(raw.subscription.currentPeriodEnd),
            endedAt: dateOrNull(raw.subscription.endedAt),
            trialEnd: dateOrNull(raw.subscription.trialEnd),
          },
        }
      : {}),
    ...(raw.invoice
      ? {
          invoice: {
            ...raw.invoice,
            periodStart: dateOrNull(raw.invoice.periodStart),
            periodEnd: dateOrNull(raw.invoice.periodEnd),
            paidAt: dateOrNull(raw.invoice.paidAt),
          },
        }
      : {}),
  };
}
