import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  GatewayRefusedError,
  WebhookSignatureError,
  type GatewayPlan,
  type PaymentGateway,
  type StartSubscriptionInput,
} from './gateway';
import { createStripeGateway } from './stripe-gateway';
import {
  STRIPE_TEST_PAYMENT_METHODS,
  startStripeStandIn,
  type StripeStandIn,
} from '../../test/payments/stripe-stand-in';
import { expectCancelledNow, gatewayPlanBuilders } from '../../test/payments/gateway-plans';

/**
 * The Stripe adapter through the real `stripe` SDK against the local wire-format stand-in
 * (Stripe itself cannot be reached here). Webhooks are signed with the SDK's own test helper.
 */

const WEBHOOK_SECRET = 'whsec_test_tonearm';
let standIn: StripeStandIn;
let gateway: PaymentGateway;

const { price, syncedPlan, repricedPlan, startWithUnsyncedPrice } = gatewayPlanBuilders(
  () => gateway,
  1000,
);

beforeAll(async () => {
  standIn = await startStripeStandIn();
  gateway = createStripeGateway({
    secretKey: () => 'sk_test_tonearm',
    webhookSecret: () => WEBHOOK_SECRET,
    host: standIn.host,
    port: standIn.port,
    protocol: 'http',
  });
});

afterAll(async () => {
  await standIn.close();
});

/** Starts a checkout of the plan's first price for the customer; cancelling goes to pricing. */
function startCheckout(
  plan: GatewayPlan,
  customer: StartSubscriptionInput['customer'],
  returnUrl = 'http://app.test/done',
) {
  return gateway.startSubscription({
    customer,
    plan,
    price: plan.prices[0]!,
    returnUrl,
    cancelUrl: 'http://app.test/pricing',
  });
}

async function runningSubscription(
  plan: GatewayPlan,
  card: string = STRIPE_TEST_PAYMENT_METHODS.visa,
) {
  const started = await startCheckout(
    plan,
    { userId: 7, email: 'ada@example.com', name: 'Ada', gatewayId: null },
    'http://app.test/checkout/1/1/stripe/done',
  );
  if (started.kind !== 'requires_client_confirmation')
    throw new Error(`unexpected ${started.kind}`);
  standIn.confirmInvoicePayment(started.subscriptionId, card);
  return started;
}

function signed(
  event: Record<string, unknown>,
  options: { timestamp?: number; secret?: string } = {},
) {
  const payload = JSON.stringify(event);
  const header = Stripe.webhooks.generateTestHeaderString({
    payload,
    secret: options.secret ?? WEBHOOK_SECRET,
    ...(options.timestamp !== undefined ? { timestamp: options.timestamp } : {}),
  });
  return { body: Buffer.from(payload), headers: { 'stripe-signature': header } };
}

async function deliver(event: Record<string, unknown>) {
  const { body, headers } = signed(event);
  return gateway.parseWebhook(body, headers);
}

function lastEvent(type: string, subscriptionId?: string): Record<string, unknown> {
  const found = standIn.events.filter((event) => {
    if (event.type !== type) return false;
    if (!subscriptionId) return true;
    const object = (event.data as { object: Record<string, unknown> }).object;
    const parent = object.parent as
      { subscription_details?: { subscription?: string } } | undefined;
    return (
      object.id === subscriptionId || parent?.subscription_details?.subscription === subscriptionId
    );
  });
  const event = found.at(-1);
  if (!event) throw new Error(`no ${type} event`);
  return event;
}

describe('Stripe gateway: plans', () => {
  it('creates a product and one recurring price per plan price, and keeps them on a second sync', async () => {
    const monthly = price({ amountMinor: 999 });
    const yearly = price({ amountMinor: 9900, interval: 'year' });
    const plan = await syncedPlan([monthly, yearly]);

    const product = standIn.products.get(plan.gatewayId!)!;
    expect(product).toMatchObject({ name: plan.name, description: 'All music', active: true });
    const stripeYearly = standIn.prices.get(plan.prices[1]!.gatewayId!)!;
    expect(stripeYearly).toMatchObject({
      product: plan.gatewayId,
      unit_amount: 9900,
      currency: 'eur',
      recurring: { interval: 'year', interval_count: 1 },
    });

    const again = await gateway.syncPlan({ ...plan, name: 'Renamed' });
    expect(again.productId).toBe(plan.gatewayId);
    expect(again.priceIds).toEqual({
      [monthly.id]: plan.prices[0]!.gatewayId,
      [yearly.id]: plan.prices[1]!.gatewayId,
    });
    expect(standIn.products.get(plan.gatewayId!)!.name).toBe('Renamed');
  });

  it('replaces a price whose amount changed with a new price and archives the old one', async () => {
    const { oldId, newId } = await repricedPlan();

    expect(newId).not.toBe(oldId);
    expect(standIn.prices.get(newId)).toMatchObject({ unit_amount: 700, active: true });
    expect(standIn.prices.get(oldId)).toMatchObject({ unit_amount: 500, active: false });
  });
});

describe('Stripe gateway: checkout', () => {
  it('creates the customer and an incomplete subscription and answers the client secret Stripe.js confirms', async () => {
    const plan = await syncedPlan([price()]);
    const started = await startCheckout(plan, {
      userId: 42,
      email: 'grace@example.com',
      name: 'Grace',
      gatewayId: null,
    });

    expect(started.kind).toBe('requires_client_confirmation');
    if (started.kind !== 'requires_client_confirmation') return;
    const subscription = standIn.subscriptions.get(started.subscriptionId)!;
    expect(subscription).toMatchObject({
      status: 'incomplete',
      customer: started.customerId,
      metadata: { user_id: '42' },
    });
    const invoice = standIn.invoices.get(subscription.latest_invoice as string)!;
    expect(started.clientSecret).toBe(
      (invoice.confirmation_secret as { client_secret: string }).client_secret,
    );
    expect(standIn.customers.get(started.customerId)).toMatchObject({
      email: 'grace@example.com',
      metadata: { user_id: '42' },
    });

    const fetched = await gateway.fetchSubscription(started.subscriptionId);
    expect(fetched).toMatchObject({ status: 'incomplete', userId: 42, paymentMethod: null });
  });

  it('reuses a customer made before instead of creating another', async () => {
    const plan = await syncedPlan([price()]);
    const first = await runningSubscription(plan);
    const customers = standIn.customers.size;

    const again = await startCheckout(plan, {
      userId: 7,
      email: 'ada@example.com',
      name: 'Ada',
      gatewayId: first.customerId,
    });

    expect(standIn.customers.size).toBe(customers);
    expect(again.kind === 'requires_client_confirmation' && again.customerId).toBe(
      first.customerId,
    );
  });

  it('refuses a price that was never synced to Stripe', async () => {
    await expect(startWithUnsyncedPrice()).rejects.toBeInstanceOf(GatewayRefusedError);
  });

  it('reads a paid subscription as active with its card, price, period end and user', async () => {
    const plan = await syncedPlan([price()]);
    const started = await runningSubscription(plan);

    const subscription = await gateway.fetchSubscription(started.subscriptionId);

    expect(subscription).toMatchObject({
      gateway: 'stripe',
      id: started.subscriptionId,
      customerId: started.customerId,
      priceGatewayId: plan.prices[0]!.gatewayId,
      status: 'active',
      cancelAtPeriodEnd: false,
      endedAt: null,
      userId: 7,
      paymentMethod: { type: 'card', brand: 'visa', last4: '4242', email: null },
    });
    expect(subscription.currentPeriodEnd!.getTime()).toBeGreaterThan(Date.now() + 27 * 86_400_000);
  });
});

describe('Stripe gateway: changing plans', () => {
  it('previews a prorated change without changing the subscription', async () => {
    const plan = await syncedPlan([price({ amountMinor: 1000 }), price({ amountMinor: 2000 })]);
    const started = await runningSubscription(plan);

    const quote = await gateway.previewChange(started.subscriptionId, plan.prices[1]!);

    // Almost the whole month is left: about 20.00 for the new price less about 10.00 back.
    expect(quote.currency).toBe('EUR');
    expect(quote.creditMinor).toBeGreaterThan(990);
    expect(quote.creditMinor).toBeLessThanOrEqual(1000);
    expect(quote.amountDueMinor).toBeGreaterThan(980);
    expect(quote.amountDueMinor).toBeLessThanOrEqual(1000);
    expect(quote.nextChargeAt!.getTime()).toBeGreaterThan(Date.now() + 27 * 86_400_000);
    const unchanged = await gateway.fetchSubscription(started.subscriptionId);
    expect(unchanged.priceGatewayId).toBe(plan.prices[0]!.gatewayId);
  });

  it('moves the subscription to the new price and invoices the proration at once', async () => {
    const plan = await syncedPlan([
      price({ amountMinor: 1000 }),
      price({ amountMinor: 9000, interval: 'year' }),
    ]);
    const started = await runningSubscription(plan);
    const invoicesBefore = standIn.invoices.size;

    const changed = await gateway.changePlan(started.subscriptionId, plan.prices[1]!);

    expect(changed.priceGatewayId).toBe(plan.prices[1]!.gatewayId);
    expect(changed.status).toBe('active');
    expect(changed.currentPeriodEnd!.getTime()).toBeGreaterThan(Date.now() + 360 * 86_400_000);
    expect(standIn.invoices.size).toBe(invoicesBefore + 1);
    expect(lastEvent('invoice.paid', started.subscriptionId)).toBeDefined();
  });

  it("refuses a change the card declines with Stripe's own message and leaves the subscription as it was", async () => {
    const plan = await syncedPlan([price({ amountMinor: 1000 }), price({ amountMinor: 3000 })]);
    const started = await runningSubscription(plan);
    // The person has since saved a card that declines.
    const setup = await gateway.changePaymentMethod(started.subscriptionId, {
      returnUrl: 'http://app.test/billing',
    });
    const setupIntent = [...standIn.setupIntents.values()].find(
      (item) =>
        setup.kind === 'requires_client_confirmation' && item.client_secret === setup.clientSecret,
    )!;
    standIn.confirmSetupIntent(String(setupIntent.id), STRIPE_TEST_PAYMENT_METHODS.declined);
    await deliver(lastEvent('setup_intent.succeeded'));

    const change = gateway.changePlan(started.subscriptionId, plan.prices[1]!);

    await expect(change).rejects.toBeInstanceOf(GatewayRefusedError);
    await expect(change).rejects.toMatchObject({
      message: 'Your card was declined.',
      code: 'card_declined',
    });
    const after = await gateway.fetchSubscription(started.subscriptionId);
    expect(after.priceGatewayId).toBe(plan.prices[0]!.gatewayId);
  });
});

describe('Stripe gateway: cancelling and resuming', () => {
  it('cancels at the period end, keeps access until then, and resumes before it ends', async () => {
    const plan = await syncedPlan([price()]);
    const started = await runningSubscription(plan);

    const cancelled = await gateway.cancel(started.subscriptionId, { immediately: false });

    expect(cancelled.status).toBe('cancelled');
    expect(cancelled.cancelAtPeriodEnd).toBe(true);
    expect(cancelled.endedAt).toEqual(cancelled.currentPeriodEnd);
    expect(standIn.subscriptions.get(started.subscriptionId)).toMatchObject({
      status: 'active',
      cancel_at_period_end: true,
    });

    const resumed = await gateway.resume(started.subscriptionId);

    expect(resumed).toMatchObject({ status: 'active', cancelAtPeriodEnd: false, endedAt: null });
  });

  it('cancels immediately, and then refuses to resume', async () => {
    const plan = await syncedPlan([price()]);
    const started = await runningSubscription(plan);

    const cancelled = await gateway.cancel(started.subscriptionId, { immediately: true });

    expectCancelledNow(cancelled);
    await expect(gateway.resume(started.subscriptionId)).rejects.toBeInstanceOf(
      GatewayRefusedError,
    );
  });
});

describe('Stripe gateway: payment method', () => {
  it('answers a SetupIntent secret, and the confirmed card becomes the default when its webhook arrives', async () => {
    const plan = await syncedPlan([price()]);
    const started = await runningSubscription(plan);

    const result = await gateway.changePaymentMethod(started.subscriptionId, {
      returnUrl: 'http://app.test/billing',
    });

    expect(result.kind).toBe('requires_client_confirmation');
    if (result.kind !== 'requires_client_confirmation') return;
    const setupIntent = [...standIn.setupIntents.values()].find(
      (item) => item.client_secret === result.clientSecret,
    )!;
    expect(setupIntent).toMatchObject({
      customer: started.customerId,
      metadata: { subscription_id: started.subscriptionId },
    });

    standIn.confirmSetupIntent(String(setupIntent.id), STRIPE_TEST_PAYMENT_METHODS.declined);
    const { body, headers } = signed(lastEvent('setup_intent.succeeded'));
    const event = await gateway.parseWebhook(body, headers);

    expect(event?.subscription?.paymentMethod?.last4).toBe('0002');
    expect(standIn.subscriptions.get(started.subscriptionId)!.default_payment_method).toBe(
      setupIntent.payment_method,
    );
  });
});

describe('Stripe gateway: webhooks', () => {
  it('reads a signed subscription event into a billing event', async () => {
    const plan = await syncedPlan([price()]);
    const started = await runningSubscription(plan);
    const stripeEvent = lastEvent('customer.subscription.updated', started.subscriptionId);
    const { body, headers } = signed(stripeEvent);

    const event = await gateway.parseWebhook(body, headers);

    expect(event).toMatchObject({
      gateway: 'stripe',
      id: stripeEvent.id,
      type: 'customer.subscription.updated',
      subscription: {
        id: started.subscriptionId,
        status: 'active',
        userId: 7,
        paymentMethod: { last4: '4242' },
      },
    });
    expect(event!.occurredAt.getTime()).toBe(Number(stripeEvent.created) * 1000);
  });

  it('reads a trial as trialing, and a trial set to end at the period end as cancelled', async () => {
    const plan = await syncedPlan([price()]);
    const started = await runningSubscription(plan);
    const stripeEvent = lastEvent('customer.subscription.updated', started.subscriptionId);
    const object = (stripeEvent.data as { object: Record<string, unknown> }).object;
    const trial = (changes: Record<string, unknown>, id: string) =>
      deliver({ ...stripeEvent, id, data: { object: { ...object, ...changes } } });

    const trialing = await trial({ status: 'trialing' }, 'evt_trial_1');
    const ending = await trial({ status: 'trialing', cancel_at_period_end: true }, 'evt_trial_2');

    expect(trialing?.subscription?.status).toBe('trialing');
    expect(ending?.subscription?.status).toBe('cancelled');
  });

  it('reads paid and failed invoices with their subscription, amount and period', async () => {
    const plan = await syncedPlan([price({ amountMinor: 1234 })]);
    const started = await runningSubscription(plan);
    const failing = await runningSubscription(plan, STRIPE_TEST_PAYMENT_METHODS.declined);

    const paid = await deliver(lastEvent('invoice.paid', started.subscriptionId));
    const failed = await deliver(lastEvent('invoice.payment_failed', failing.subscriptionId));

    expect(paid?.invoice).toMatchObject({
      subscriptionId: started.subscriptionId,
      amountMinor: 1234,
      currency: 'EUR',
      status: 'paid',
    });
    expect(paid!.invoice!.paidAt).toBeInstanceOf(Date);
    expect(paid!.invoice!.periodEnd!.getTime()).toBeGreaterThan(
      paid!.invoice!.periodStart!.getTime(),
    );
    expect(failed?.invoice).toMatchObject({
      subscriptionId: failing.subscriptionId,
      amountMinor: 1234,
      status: 'failed',
      paidAt: null,
    });
  });

  it('reads a deleted subscription as cancelled with the moment it ended', async () => {
    const plan = await syncedPlan([price()]);
    const started = await runningSubscription(plan);
    await gateway.cancel(started.subscriptionId, { immediately: true });
    const { body, headers } = signed(
      lastEvent('customer.subscription.deleted', started.subscriptionId),
    );

    const event = await gateway.parseWebhook(body, headers);

    expect(event?.subscription).toMatchObject({ status: 'cancelled', cancelAtPeriodEnd: false });
    expect(event!.subscription!.endedAt).toBeInstanceOf(Date);
  });

  it('reads 50 concurrent deliveries of one event as the same event id, so the billing module can apply it once', async () => {
    const stripeEvent = lastEvent('customer.subscription.created');
    const deliveries = Array.from({ length: 50 }, () => deliver(stripeEvent));

    const events = await Promise.all(deliveries);

    expect(new Set(events.map((event) => event?.id))).toEqual(new Set([stripeEvent.id]));
  });

  it('answers null for a verified event it has no use for', async () => {
    const { body, headers } = signed({
      id: 'evt_other',
      object: 'event',
      type: 'customer.created',
      created: 1,
      data: { object: {} },
    });
    await expect(gateway.parseWebhook(body, headers)).resolves.toBeNull();
  });

  it('refuses an event signed more than 300 seconds ago', async () => {
    const event = lastEvent('customer.subscription.created');
    const { body, headers } = signed(event, { timestamp: Math.floor(Date.now() / 1000) - 301 });
    await expect(gateway.parseWebhook(body, headers)).rejects.toBeInstanceOf(WebhookSignatureError);
  });

  it('accepts an event signed 290 seconds ago', async () => {
    const event = lastEvent('customer.subscription.created');
    const { body, headers } = signed(event, { timestamp: Math.floor(Date.now() / 1000) - 290 });
    await expect(gateway.parseWebhook(body, headers)).resolves.toMatchObject({ id: event.id });
  });

  it('refuses an event signed with another secret, a body changed after signing, and no signature', async () => {
    const event = lastEvent('customer.subscription.created');
    const forged = signed(event, { secret: 'whsec_someone_else' });
    await expect(gateway.parseWebhook(forged.body, forged.headers)).rejects.toBeInstanceOf(
      WebhookSignatureError,
    );

    const genuine = signed(event);
    const tampered = Buffer.from(
      genuine.body.toString().replace('"livemode":false', '"livemode":true'),
    );
    await expect(gateway.parseWebhook(tampered, genuine.headers)).rejects.toBeInstanceOf(
      WebhookSignatureError,
    );

    await expect(gateway.parseWebhook(genuine.body, {})).rejects.toBeInstanceOf(
      WebhookSignatureError,
    );
  });
});
