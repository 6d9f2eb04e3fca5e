import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  GatewayRefusedError,
  WebhookSignatureError,
  type GatewayPlan,
  type PaymentGateway,
} from './gateway';
import {
  PAYPAL_MESSAGES,
  createPayPalGateway,
  type PayPalRevisedSubscription,
} from './paypal-gateway';
import { startPayPalStandIn, type PayPalStandIn } from '../../test/payments/paypal-stand-in';
import { expectCancelledNow, gatewayPlanBuilders } from '../../test/payments/gateway-plans';

/**
 * The PayPal adapter through `@paypal/paypal-server-sdk` (and fetch for the calls the SDK lacks)
 * against the local wire-format stand-in; PayPal itself cannot be reached here. Webhooks are
 * verified through the stand-in's verify-webhook-signature endpoint.
 */

let standIn: PayPalStandIn;
let gateway: PaymentGateway;

const { price, syncedPlan, repricedPlan, startWithUnsyncedPrice } = gatewayPlanBuilders(
  () => gateway,
  999,
);

beforeAll(async () => {
  standIn = await startPayPalStandIn();
  gateway = createPayPalGateway({
    clientId: () => standIn.clientId,
    clientSecret: () => standIn.clientSecret,
    webhookId: () => standIn.webhookId,
    sandbox: () => true,
    baseUrl: standIn.baseUrl,
    appUrl: () => 'http://app.test',
  });
});

afterAll(async () => {
  await standIn.close();
});

async function startedSubscription(plan: GatewayPlan, userId = 7) {
  const started = await gateway.startSubscription({
    customer: { userId, email: 'ada@example.com', name: 'Ada Lovelace', gatewayId: null },
    plan,
    price: plan.prices[0]!,
    returnUrl: 'http://app.test/checkout/1/1/paypal/done',
    cancelUrl: 'http://app.test/pricing',
  });
  if (started.kind !== 'redirect') throw new Error(`unexpected ${started.kind}`);
  return started;
}

async function activeSubscription(plan: GatewayPlan) {
  const started = await startedSubscription(plan);
  standIn.approve(started.subscriptionId, {
    email: 'ada.payer@example.com',
    payerId: 'PAYERADA01',
  });
  return started;
}

function lastEvent(type: string, resourceId: string): Record<string, unknown> {
  const event = standIn.events
    .filter((item) => {
      const resource = item.resource as { id?: string; billing_agreement_id?: string };
      return (
        item.event_type === type &&
        (resource.id === resourceId || resource.billing_agreement_id === resourceId)
      );
    })
    .at(-1);
  if (!event) throw new Error(`no ${type} for ${resourceId}`);
  return event;
}

async function deliver(event: Record<string, unknown>) {
  const { body, headers } = standIn.deliver(event);
  return gateway.parseWebhook(body, headers);
}

/** PayPal's latest event of this type about the resource, delivered and read by the gateway. */
function deliverLatest(type: string, resourceId: string) {
  return deliver(lastEvent(type, resourceId));
}

describe('PayPal gateway: plans', () => {
  it('creates a catalog product and one active billing plan per price, and keeps them on a second sync', async () => {
    const monthly = price({ amountMinor: 999 });
    const yearly = price({ amountMinor: 9900, interval: 'year' });
    const plan = await syncedPlan([monthly, yearly]);

    expect(standIn.products.get(plan.gatewayId!)).toMatchObject({
      name: plan.name,
      description: 'All music',
      type: 'SERVICE',
    });
    expect(standIn.plans.get(plan.prices[0]!.gatewayId!)).toMatchObject({
      product_id: plan.gatewayId,
      status: 'ACTIVE',
      billing_cycles: [
        {
          tenure_type: 'REGULAR',
          sequence: 1,
          total_cycles: 0,
          frequency: { interval_unit: 'MONTH', interval_count: 1 },
          pricing_scheme: { fixed_price: { currency_code: 'EUR', value: '9.99' } },
        },
      ],
    });
    expect(standIn.plans.get(plan.prices[1]!.gatewayId!)).toMatchObject({
      billing_cycles: [
        {
          frequency: { interval_unit: 'YEAR' },
          pricing_scheme: { fixed_price: { value: '99.00' } },
        },
      ],
    });

    const again = await gateway.syncPlan({ ...plan, description: 'Every song' });
    expect(again).toEqual({
      productId: plan.gatewayId,
      priceIds: { [monthly.id]: plan.prices[0]!.gatewayId, [yearly.id]: plan.prices[1]!.gatewayId },
    });
    expect(standIn.products.get(plan.gatewayId!)!.description).toBe('Every song');
  });

  it('writes amounts in the currency’s own minor unit', async () => {
    const plan = await syncedPlan([price({ amountMinor: 1200, currency: 'JPY' })]);
    expect(standIn.plans.get(plan.prices[0]!.gatewayId!)).toMatchObject({
      billing_cycles: [
        { pricing_scheme: { fixed_price: { currency_code: 'JPY', value: '1200' } } },
      ],
    });
  });

  it('replaces a plan whose amount changed with a new plan and deactivates the old one', async () => {
    const { oldId, newId } = await repricedPlan();

    expect(newId).not.toBe(oldId);
    expect(standIn.plans.get(newId)).toMatchObject({ status: 'ACTIVE' });
    expect(standIn.plans.get(oldId)).toMatchObject({ status: 'INACTIVE' });
  });
});

describe('PayPal gateway: checkout', () => {
  it('creates the subscription with our user id and answers the approve link to send the payer to', async () => {
    const plan = await syncedPlan([price()]);

    const started = await startedSubscription(plan, 42);

    expect(started.url).toMatch(
      /^https:\/\/www\.sandbox\.paypal\.com\/webapps\/billing\/subscriptions\?ba_token=/,
    );
    expect(standIn.subscriptions.get(started.subscriptionId)).toMatchObject({
      status: 'APPROVAL_PENDING',
      plan_id: plan.prices[0]!.gatewayId,
      custom_id: '42',
      subscriber: {
        email_address: 'ada@example.com',
        name: { given_name: 'Ada', surname: 'Lovelace' },
      },
    });
    await expect(gateway.fetchSubscription(started.subscriptionId)).resolves.toMatchObject({
      status: 'incomplete',
      userId: 42,
    });
  });

  it('reads an approved subscription as active with the payer, plan and next billing time', async () => {
    const plan = await syncedPlan([price()]);
    const started = await activeSubscription(plan);

    const subscription = await gateway.fetchSubscription(started.subscriptionId);

    expect(subscription).toMatchObject({
      gateway: 'paypal',
      id: started.subscriptionId,
      customerId: 'PAYERADA01',
      priceGatewayId: plan.prices[0]!.gatewayId,
      status: 'active',
      cancelAtPeriodEnd: false,
      endedAt: null,
      userId: 7,
      paymentMethod: { type: 'paypal', email: 'ada.payer@example.com', last4: null },
    });
    expect(subscription.currentPeriodEnd!.getTime()).toBeGreaterThan(Date.now() + 27 * 86_400_000);
  });

  it('refuses a plan never synced to PayPal and keys that PayPal does not accept', async () => {
    await expect(startWithUnsyncedPrice()).rejects.toBeInstanceOf(GatewayRefusedError);

    const wrongKeys = createPayPalGateway({
      clientId: () => standIn.clientId,
      clientSecret: () => 'not-the-secret',
      webhookId: () => standIn.webhookId,
      sandbox: () => true,
      baseUrl: standIn.baseUrl,
    });
    await expect(wrongKeys.fetchSubscription('I-ANY')).rejects.toMatchObject({
      name: 'GatewayRefusedError',
      message: 'Client Authentication failed',
    });

    const noKeys = createPayPalGateway({
      clientId: () => '',
      clientSecret: () => '',
      webhookId: () => '',
      sandbox: () => true,
    });
    await expect(noKeys.fetchSubscription('I-ANY')).rejects.toMatchObject({
      message: PAYPAL_MESSAGES.notConfigured,
    });
  });

  it("passes on PayPal's own words when it refuses an action", async () => {
    const plan = await syncedPlan([price()]);
    const started = await startedSubscription(plan);

    await expect(
      gateway.cancel(started.subscriptionId, { immediately: false }),
    ).rejects.toMatchObject({
      name: 'GatewayRefusedError',
      code: 'SUBSCRIPTION_STATUS_INVALID',
      message:
        'Invalid subscription status for cancel action; subscription status should be active or suspended.',
    });
  });
});

describe('PayPal gateway: changing plans', () => {
  it('previews a change as nothing due now and the new price from the next billing date', async () => {
    const plan = await syncedPlan([price({ amountMinor: 999 }), price({ amountMinor: 1999 })]);
    const started = await activeSubscription(plan);
    const current = await gateway.fetchSubscription(started.subscriptionId);

    const quote = await gateway.previewChange(started.subscriptionId, plan.prices[1]!);

    expect(quote).toEqual({
      amountDueMinor: 0,
      creditMinor: 0,
      currency: 'EUR',
      nextChargeAt: current.currentPeriodEnd,
    });
  });

  it('revises the plan, answers the approve link, and the change applies once the payer approves', async () => {
    const plan = await syncedPlan([price({ amountMinor: 999 }), price({ amountMinor: 1999 })]);
    const started = await activeSubscription(plan);

    const revised = (await gateway.changePlan(
      started.subscriptionId,
      plan.prices[1]!,
    )) as PayPalRevisedSubscription;

    expect(revised.approvalUrl).toMatch(/ba_token=/);
    expect(revised.priceGatewayId).toBe(plan.prices[0]!.gatewayId);

    standIn.approveRevision(started.subscriptionId);
    const event = await deliverLatest('BILLING.SUBSCRIPTION.UPDATED', started.subscriptionId);

    expect(event?.subscription?.priceGatewayId).toBe(plan.prices[1]!.gatewayId);
  });

  it('sends the payer to PayPal to change the payment method', async () => {
    const plan = await syncedPlan([price()]);
    const started = await activeSubscription(plan);

    const result = await gateway.changePaymentMethod(started.subscriptionId, {
      returnUrl: 'http://app.test/billing/change-payment-method/done',
    });

    expect(result).toMatchObject({ kind: 'redirect', subscriptionId: started.subscriptionId });
    expect(result.kind === 'redirect' && result.url).toMatch(/ba_token=/);
  });
});

describe('PayPal gateway: cancelling and resuming', () => {
  it('cancels at PayPal now but reports access until the end of the paid period, and cannot resume it', async () => {
    const plan = await syncedPlan([price()]);
    const started = await activeSubscription(plan);
    const before = await gateway.fetchSubscription(started.subscriptionId);

    const cancelled = await gateway.cancel(started.subscriptionId, { immediately: false });

    expect(standIn.subscriptions.get(started.subscriptionId)!.status).toBe('CANCELLED');
    expect(cancelled).toMatchObject({
      status: 'cancelled',
      cancelAtPeriodEnd: true,
      endedAt: before.currentPeriodEnd,
    });
    // Read again later (no next billing time any more): the end is the last payment plus a cycle.
    await expect(gateway.fetchSubscription(started.subscriptionId)).resolves.toMatchObject({
      endedAt: before.currentPeriodEnd,
    });
    await expect(gateway.resume(started.subscriptionId)).rejects.toMatchObject({
      message: PAYPAL_MESSAGES.cannotResume,
    });
  });

  it('reports an immediate cancellation as ended now', async () => {
    const plan = await syncedPlan([price()]);
    const started = await activeSubscription(plan);

    const cancelled = await gateway.cancel(started.subscriptionId, { immediately: true });

    expectCancelledNow(cancelled);
    // PayPal's CANCELLED webhook for it says the same, not the end of the paid period.
    const event = await deliverLatest('BILLING.SUBSCRIPTION.CANCELLED', started.subscriptionId);
    expect(event?.subscription).toMatchObject({
      status: 'cancelled',
      cancelAtPeriodEnd: false,
      endedAt: cancelled.endedAt,
    });
  });

  it('reads a failed renewal as past due with a failed charge, and re-activates the suspended subscription', async () => {
    const plan = await syncedPlan([price({ amountMinor: 1250 })]);
    const started = await activeSubscription(plan);
    standIn.failRenewal(started.subscriptionId);

    const failed = await deliverLatest(
      'BILLING.SUBSCRIPTION.PAYMENT.FAILED',
      started.subscriptionId,
    );
    const suspended = await deliverLatest('BILLING.SUBSCRIPTION.SUSPENDED', started.subscriptionId);

    expect(failed?.invoice).toMatchObject({
      subscriptionId: started.subscriptionId,
      amountMinor: 1250,
      currency: 'EUR',
      status: 'failed',
    });
    expect(suspended?.subscription?.status).toBe('past_due');

    const resumed = await gateway.resume(started.subscriptionId);

    expect(resumed.status).toBe('active');
    expect(standIn.subscriptions.get(started.subscriptionId)!.status).toBe('ACTIVE');
  });
});

describe('PayPal gateway: webhooks', () => {
  it('reads a verified activation into a billing event', async () => {
    const plan = await syncedPlan([price()]);
    const started = await activeSubscription(plan);
    const paypalEvent = lastEvent('BILLING.SUBSCRIPTION.ACTIVATED', started.subscriptionId);

    const event = await deliver(paypalEvent);

    expect(event).toMatchObject({
      gateway: 'paypal',
      id: paypalEvent.id,
      type: 'BILLING.SUBSCRIPTION.ACTIVATED',
      subscription: { id: started.subscriptionId, status: 'active', userId: 7 },
    });
    expect(event!.occurredAt.toISOString().slice(0, 19)).toBe(
      String(paypalEvent.create_time).slice(0, 19),
    );
    expect(standIn.requests).toContain('POST /v1/notifications/verify-webhook-signature');
  });

  it('reads a completed sale as a paid charge for its subscription and period', async () => {
    const plan = await syncedPlan([price({ amountMinor: 999 })]);
    const started = await activeSubscription(plan);

    const event = await deliverLatest('PAYMENT.SALE.COMPLETED', started.subscriptionId);

    expect(event?.invoice).toMatchObject({
      subscriptionId: started.subscriptionId,
      amountMinor: 999,
      currency: 'EUR',
      status: 'paid',
    });
    expect(event!.invoice!.periodEnd).toEqual(event!.subscription!.currentPeriodEnd);
  });

  it('reads a verified cancellation with the end of the paid period', async () => {
    const plan = await syncedPlan([price()]);
    const started = await activeSubscription(plan);
    const before = await gateway.fetchSubscription(started.subscriptionId);
    await gateway.cancel(started.subscriptionId, { immediately: false });

    const event = await deliverLatest('BILLING.SUBSCRIPTION.CANCELLED', started.subscriptionId);

    expect(event?.subscription).toMatchObject({
      status: 'cancelled',
      cancelAtPeriodEnd: true,
      endedAt: before.currentPeriodEnd,
    });
  });

  it('refuses an event PayPal does not verify or sent over 300 s ago: forged signature, changed body, another webhook, stale, missing headers', async () => {
    const plan = await syncedPlan([price()]);
    const started = await activeSubscription(plan);
    const paypalEvent = lastEvent('BILLING.SUBSCRIPTION.ACTIVATED', started.subscriptionId);

    const genuine = standIn.deliver(paypalEvent);
    const forged = {
      ...genuine.headers,
      'paypal-transmission-sig': Buffer.from('forged').toString('base64'),
    };
    await expect(gateway.parseWebhook(genuine.body, forged)).rejects.toBeInstanceOf(
      WebhookSignatureError,
    );

    const changed = Buffer.from(genuine.body.toString().replace('"ACTIVE"', '"CANCELLED"'));
    await expect(gateway.parseWebhook(changed, genuine.headers)).rejects.toBeInstanceOf(
      WebhookSignatureError,
    );

    const elsewhere = standIn.deliver(paypalEvent, { webhookId: 'WH-SOMEONE-ELSE' });
    await expect(gateway.parseWebhook(elsewhere.body, elsewhere.headers)).rejects.toBeInstanceOf(
      WebhookSignatureError,
    );

    const stale = standIn.deliver(paypalEvent, { time: new Date(Date.now() - 301_000) });
    await expect(gateway.parseWebhook(stale.body, stale.headers)).rejects.toBeInstanceOf(
      WebhookSignatureError,
    );

    const { 'paypal-transmission-sig': _dropped, ...unsigned } = genuine.headers;
    await expect(gateway.parseWebhook(genuine.body, unsigned)).rejects.toBeInstanceOf(
      WebhookSignatureError,
    );
    await expect(
      gateway.parseWebhook(Buffer.from('not json'), genuine.headers),
    ).rejects.toBeInstanceOf(WebhookSignatureError);

    await expect(gateway.parseWebhook(genuine.body, genuine.headers)).resolves.toMatchObject({
      id: paypalEvent.id,
    });
  });

  it('reads 50 concurrent deliveries of one event as the same event id, so the billing module can apply it once', async () => {
    const plan = await syncedPlan([price()]);
    const started = await activeSubscription(plan);
    const paypalEvent = lastEvent('BILLING.SUBSCRIPTION.ACTIVATED', started.subscriptionId);

    const events = await Promise.all(Array.from({ length: 50 }, () => deliver(paypalEvent)));

    expect(new Set(events.map((event) => event?.id))).toEqual(new Set([paypalEvent.id]));
  });

  it('answers null for a verified event it has no use for', async () => {
    const plan = await syncedPlan([price()]);
    const started = await startedSubscription(plan);
    await expect(
      deliverLatest('BILLING.SUBSCRIPTION.CREATED', started.subscriptionId),
    ).resolves.toBeNull();
  });
});
