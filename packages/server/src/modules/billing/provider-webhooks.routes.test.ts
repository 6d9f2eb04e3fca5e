import type { User } from '@tonearm/shared/users/users.schemas';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPayPalStandIn, type PayPalStandIn } from '../../test/payments/paypal-stand-in';
import {
  STRIPE_TEST_PAYMENT_METHODS,
  startStripeStandIn,
  type StripeStandIn,
} from '../../test/payments/stripe-stand-in';
import { buildUser, loginAs } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { buildPlan, type PlanFixture } from '../../test/fixtures/billing.fixtures';

/**
 * Stripe's and PayPal's webhooks through the real app: the adapters registered from the
 * settings and STRIPE_API_URL / PAYPAL_API_URL, pointed at the local wire-format stand-ins, and
 * events delivered to `POST /api/v1/billing/webhooks/{gateway}` signed as the providers sign them
 * (Stripe: the SDK's `generateTestHeaderString`; PayPal: the stand-in's verify-signature API).
 */

const STRIPE_SECRET_KEY = 'sk_test_tonearm_webhooks';
const STRIPE_WEBHOOK_SECRET = 'whsec_tonearm_webhooks';

type Json = Record<string, unknown>;

let t: TestApp;
let stripeStandIn: StripeStandIn;
let paypalStandIn: PayPalStandIn;
let stripe: Stripe;
let plan: PlanFixture;

beforeAll(async () => {
  stripeStandIn = await startStripeStandIn();
  paypalStandIn = await startPayPalStandIn();
  t = await createTestApp({
    RATE_LIMIT_PER_MINUTE: '1000000',
    STRIPE_API_URL: `http://${stripeStandIn.host}:${stripeStandIn.port}`,
    PAYPAL_API_URL: paypalStandIn.baseUrl,
  });
  await t.services.settings.update({
    'billing.enable': true,
    'billing.stripe.enable': true,
    'billing.stripe.secret_key': STRIPE_SECRET_KEY,
    'billing.stripe.webhook_secret': STRIPE_WEBHOOK_SECRET,
    'billing.paypal.enable': true,
    'billing.paypal.client_id': paypalStandIn.clientId,
    'billing.paypal.client_secret': paypalStandIn.clientSecret,
    'billing.paypal.webhook_id': paypalStandIn.webhookId,
  });
  plan = await buildPlan(t, { name: 'Pro', prices: [{ amount: 120, interval: 'year' }] });
  // Synced as an admin's save would: the providers answer the ids stored on the price.
  await t.services.plans.sync(plan.productId);
  // The provider's side of the story (a person paying at Stripe), through the same SDK.
  stripe = new Stripe(STRIPE_SECRET_KEY, {
    host: stripeStandIn.host,
    port: stripeStandIn.port,
    protocol: 'http',
    telemetry: false,
  });
});

afterAll(async () => {
  await t?.close();
  await stripeStandIn?.close();
  await paypalStandIn?.close();
});

async function providerPriceId(gateway: 'stripe' | 'paypal'): Promise<string> {
  const row = await t.database.db
    .selectFrom('prices')
    .select('gateway_ids')
    .where('id', '=', plan.priceIds[0]!)
    .executeTakeFirstOrThrow();
  const id = (JSON.parse(row.gateway_ids) as Record<string, string>)[gateway];
  if (!id) throw new Error(`the plan was not synced to ${gateway}`);
  return id;
}

function deliver(gateway: string, body: Buffer | string, headers: Record<string, string>) {
  return t.app.inject({
    method: 'POST',
    url: `/api/v1/billing/webhooks/${gateway}`,
    payload: body,
    headers,
  });
}

async function state(gatewayId: string) {
  const db = t.database.db;
  const subscriptions = await db
    .selectFrom('subscriptions')
    .selectAll()
    .where('gateway_id', '=', gatewayId)
    .execute();
  return subscriptions;
}

async function eventRows(gateway: string, eventId: string) {
  return t.database.db
    .selectFrom('billing_events')
    .select('event_id')
    .where('gateway', '=', gateway)
    .where('event_id', '=', eventId)
    .execute();
}

async function subscriptionsOf(userId: number) {
  const client = await loginAs(
    t,
    await t.database.db
      .selectFrom('users')
      .selectAll()
      .where('id', '=', userId)
      .executeTakeFirstOrThrow(),
  );
  const response = await client.get('/api/v1/users/me');
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ user: User }>().user.subscriptions;
}

describe('Stripe webhooks through the app', () => {
  /** A running subscription at Stripe for `userId`, and the events Stripe sent about it. */
  async function stripeSubscription(userId: number) {
    const customer = await stripe.customers.create({
      email: `user${userId}@example.com`,
      metadata: { user_id: String(userId) },
    });
    stripeStandIn.attachDefaultPaymentMethod(customer.id, STRIPE_TEST_PAYMENT_METHODS.visa);
    const subscription = await stripe.subscriptions.create({
      customer: customer.id,
      items: [{ price: await providerPriceId('stripe') }],
      metadata: { user_id: String(userId) },
    });
    expect(subscription.status).toBe('active');
    return subscription.id;
  }

  function stripeEvent(type: string, subscriptionId: string): Json {
    const event = stripeStandIn.events
      .filter(
        (item) =>
          item.type === type &&
          ((item.data as { object: Json }).object.id as string) === subscriptionId,
      )
      .at(-1);
    if (!event) throw new Error(`Stripe sent no ${type} for ${subscriptionId}`);
    return structuredClone(event);
  }

  function signed(event: Json, options: { timestamp?: number; secret?: string } = {}) {
    const payload = JSON.stringify(event);
    const header = Stripe.webhooks.generateTestHeaderString({
      payload,
      secret: options.secret ?? STRIPE_WEBHOOK_SECRET,
      ...(options.timestamp !== undefined ? { timestamp: options.timestamp } : {}),
    });
    return {
      body: payload,
      headers: { 'content-type': 'application/json', 'stripe-signature': header },
    };
  }

  it('applies a subscription-created event once under 50 concurrent duplicate deliveries', async () => {
    const user = await buildUser(t, { name: 'Stripe Once' });
    const subscriptionId = await stripeSubscription(user.id);
    const event = stripeEvent('customer.subscription.created', subscriptionId);
    const delivery = signed(event);

    const answers = await Promise.all(
      Array.from({ length: 50 }, () => deliver('stripe', delivery.body, delivery.headers)),
    );

    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(50).fill(200));
    const rows = await state(subscriptionId);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      user_id: user.id,
      product_id: plan.productId,
      price_id: plan.priceIds[0],
      gateway: 'stripe',
      status: 'active',
    });
    expect(await eventRows('stripe', String(event.id))).toHaveLength(1);
    expect(await subscriptionsOf(user.id)).toEqual([
      expect.objectContaining({ valid: true, active: true }),
    ]);
  });

  it('refuses a stale and a forged signature with 400 and changes nothing', async () => {
    const user = await buildUser(t, { name: 'Stripe Refused' });
    const subscriptionId = await stripeSubscription(user.id);
    const event = stripeEvent('customer.subscription.created', subscriptionId);

    const stale = signed(event, { timestamp: Math.floor(Date.now() / 1000) - 301 });
    const forged = signed(event, { secret: 'whsec_someone_else' });
    const tampered = signed(event);
    const changedBody = tampered.body.replace(String(user.id), String(user.id + 1));

    for (const [body, headers] of [
      [stale.body, stale.headers],
      [forged.body, forged.headers],
      [changedBody, tampered.headers],
      [stale.body, { 'content-type': 'application/json' }],
    ] as const) {
      const answer = await deliver('stripe', body, headers);
      expect(answer.statusCode, answer.body).toBe(400);
    }
    expect(await state(subscriptionId)).toHaveLength(0);
    expect(await eventRows('stripe', String(event.id))).toHaveLength(0);
    expect(await subscriptionsOf(user.id)).toEqual([]);
  });

  it('ends cancelled when the deletion arrives before the creation, and is not resurrected', async () => {
    const user = await buildUser(t, { name: 'Stripe Out Of Order' });
    const subscriptionId = await stripeSubscription(user.id);
    await stripe.subscriptions.cancel(subscriptionId);
    const created = stripeEvent('customer.subscription.created', subscriptionId);
    const deleted = stripeEvent('customer.subscription.deleted', subscriptionId);
    deleted.created = Number(created.created) + 60;

    const first = signed(deleted);
    expect((await deliver('stripe', first.body, first.headers)).statusCode).toBe(200);
    const late = signed(created);
    expect((await deliver('stripe', late.body, late.headers)).statusCode).toBe(200);

    const rows = await state(subscriptionId);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.status).toBe('cancelled');
    expect(rows[0]!.ends_at).not.toBeNull();
    expect(await subscriptionsOf(user.id)).toEqual([
      expect.objectContaining({ valid: false, active: false }),
    ]);
  });

  it('stays cancelled when the creation arrives after a deletion sent in the same second', async () => {
    const user = await buildUser(t, { name: 'Stripe Same Second' });
    const subscriptionId = await stripeSubscription(user.id);
    await stripe.subscriptions.cancel(subscriptionId);
    const created = stripeEvent('customer.subscription.created', subscriptionId);
    const deleted = stripeEvent('customer.subscription.deleted', subscriptionId);
    deleted.created = created.created;

    const first = signed(deleted);
    expect((await deliver('stripe', first.body, first.headers)).statusCode).toBe(200);
    const late = signed(created);
    expect((await deliver('stripe', late.body, late.headers)).statusCode).toBe(200);

    const rows = await state(subscriptionId);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.status).toBe('cancelled');
  });
});

describe('PayPal webhooks through the app', () => {
  /** A subscription the payer approved at PayPal for `userId`; answers its id. */
  async function paypalSubscription(userId: number) {
    const user = (await t.services.users.findById(userId))!;
    const started = await t.services.gateways.get('paypal').startSubscription({
      customer: { userId, email: user.email, name: user.name, gatewayId: null },
      plan: { id: plan.productId, name: 'Pro', description: null, gatewayId: null, prices: [] },
      price: {
        id: plan.priceIds[0]!,
        amountMinor: 12000,
        currency: 'USD',
        interval: 'year',
        intervalCount: 1,
        gatewayId: await providerPriceId('paypal'),
      },
      returnUrl: 'http://localhost/checkout/1/1/paypal/done',
      cancelUrl: 'http://localhost/pricing',
    });
    if (started.kind !== 'redirect') throw new Error(`unexpected ${started.kind}`);
    paypalStandIn.approve(started.subscriptionId, { email: 'payer@example.com' });
    return started.subscriptionId;
  }

  function paypalEvent(type: string, subscriptionId: string): Json {
    const event = paypalStandIn.events
      .filter(
        (item) =>
          item.event_type === type && (item.resource as { id?: string }).id === subscriptionId,
      )
      .at(-1);
    if (!event) throw new Error(`PayPal sent no ${type} for ${subscriptionId}`);
    return structuredClone(event);
  }

  function signed(event: Json, options: { webhookId?: string; time?: Date } = {}) {
    const delivery = paypalStandIn.deliver(event, options);
    return { body: delivery.body, headers: delivery.headers };
  }

  it('applies an activation once under 50 concurrent duplicate deliveries', async () => {
    const user = await buildUser(t, { name: 'PayPal Once' });
    const subscriptionId = await paypalSubscription(user.id);
    const event = paypalEvent('BILLING.SUBSCRIPTION.ACTIVATED', subscriptionId);
    const delivery = signed(event);

    const answers = await Promise.all(
      Array.from({ length: 50 }, () => deliver('paypal', delivery.body, delivery.headers)),
    );

    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(50).fill(200));
    const rows = await state(subscriptionId);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      user_id: user.id,
      product_id: plan.productId,
      price_id: plan.priceIds[0],
      gateway: 'paypal',
      status: 'active',
    });
    expect(await eventRows('paypal', String(event.id))).toHaveLength(1);
    expect(await subscriptionsOf(user.id)).toEqual([
      expect.objectContaining({ valid: true, active: true }),
    ]);
  });

  it('refuses a stale, a re-timed, a forged and another webhook’s signature with 400 and changes nothing', async () => {
    const user = await buildUser(t, { name: 'PayPal Refused' });
    const subscriptionId = await paypalSubscription(user.id);
    const event = paypalEvent('BILLING.SUBSCRIPTION.ACTIVATED', subscriptionId);

    const genuine = signed(event);
    // Genuinely signed, 301 s ago: only its age gives it away.
    const stale = signed(event, { time: new Date(Date.now() - 301_000) });
    const retimed = {
      ...genuine.headers,
      'paypal-transmission-time': new Date(Date.now() - 1_000).toISOString(),
    };
    const forged = {
      ...genuine.headers,
      'paypal-transmission-sig': Buffer.from('forged').toString('base64'),
    };
    const elsewhere = signed(event, { webhookId: 'WH-SOMEONE-ELSE' });

    for (const [body, headers] of [
      [stale.body, stale.headers],
      [genuine.body, retimed],
      [genuine.body, forged],
      [elsewhere.body, elsewhere.headers],
    ] as const) {
      const answer = await deliver('paypal', body, headers);
      expect(answer.statusCode, answer.body).toBe(400);
    }
    expect(await state(subscriptionId)).toHaveLength(0);
    expect(await eventRows('paypal', String(event.id))).toHaveLength(0);
    expect(await subscriptionsOf(user.id)).toEqual([]);
  });

  it('ends cancelled when the cancellation arrives before the activation, and is not resurrected', async () => {
    const user = await buildUser(t, { name: 'PayPal Out Of Order' });
    const subscriptionId = await paypalSubscription(user.id);
    await t.services.gateways.get('paypal').cancel(subscriptionId, { immediately: true });
    const activated = paypalEvent('BILLING.SUBSCRIPTION.ACTIVATED', subscriptionId);
    const cancelled = paypalEvent('BILLING.SUBSCRIPTION.CANCELLED', subscriptionId);
    cancelled.create_time = new Date(Date.parse(String(activated.create_time)) + 60_000)
      .toISOString()
      .replace(/\.\d{3}Z$/, 'Z');

    const first = signed(cancelled);
    expect((await deliver('paypal', first.body, first.headers)).statusCode).toBe(200);
    const late = signed(activated);
    expect((await deliver('paypal', late.body, late.headers)).statusCode).toBe(200);

    const rows = await state(subscriptionId);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.status).toBe('cancelled');
    expect(rows[0]!.ends_at).not.toBeNull();
    expect(await subscriptionsOf(user.id)).toEqual([
      expect.objectContaining({ valid: false, active: false }),
    ]);
  });
});
