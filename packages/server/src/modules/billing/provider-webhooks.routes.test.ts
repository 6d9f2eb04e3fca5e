import type { User } from '@tonearm/shared/users/users.schemas';
import Stripe from 'stripe';
import { beforeAll, describe, expect, it } from 'vitest';
import { STRIPE_TEST_PAYMENT_METHODS } from '../../test/payments/stripe-stand-in';
import { buildUser, loginAs } from '../../test/factories';
import {
  deliverWebhook,
  proPlanCheckout,
  useProviderBilling,
} from '../../test/fixtures/billing.fixtures';
import { storedValue } from '../../test/stored-rows';

/**
 * Stripe's and PayPal's webhooks through the real app: the adapters registered from the
 * settings and STRIPE_API_URL / PAYPAL_API_URL, pointed at the local wire-format stand-ins, and
 * events delivered to `POST /api/v1/billing/webhooks/{gateway}` signed as the providers sign them
 * (Stripe: the SDK's `generateTestHeaderString`; PayPal: the stand-in's verify-signature API).
 */

const STRIPE_SECRET_KEY = 'sk_test_tonearm_webhooks';
const STRIPE_WEBHOOK_SECRET = 'whsec_tonearm_webhooks';

type Json = Record<string, unknown>;

const {
  t,
  stripe: stripeStandIn,
  paypal: paypalStandIn,
  plan,
} = useProviderBilling({ secretKey: STRIPE_SECRET_KEY, webhookSecret: STRIPE_WEBHOOK_SECRET });
let stripe: Stripe;

beforeAll(() => {
  // The provider's side of the story (a person paying at Stripe), through the same SDK.
  stripe = new Stripe(STRIPE_SECRET_KEY, {
    host: stripeStandIn.host,
    port: stripeStandIn.port,
    protocol: 'http',
    telemetry: false,
  });
});

async function providerPriceId(gateway: 'stripe' | 'paypal'): Promise<string> {
  const gatewayIds = await storedValue(t, 'prices', plan.priceIds[0]!, 'gateway_ids');
  const id = (JSON.parse(gatewayIds) as Record<string, string>)[gateway];
  if (!id) throw new Error(`the plan was not synced to ${gateway}`);
  return id;
}

function deliver(gateway: string, body: Buffer | string, headers: Record<string, string>) {
  return deliverWebhook(t, gateway, body, headers);
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

type Gateway = 'stripe' | 'paypal';
type Delivery = { body: Buffer | string; headers: Record<string, string> };

/** Delivers one signed event 50 times at once: the subscription and the event land once. */
async function expectAppliedOnce(
  gateway: Gateway,
  userId: number,
  subscriptionId: string,
  event: Json,
  delivery: Delivery,
) {
  const answers = await Promise.all(
    Array.from({ length: 50 }, () => deliver(gateway, delivery.body, delivery.headers)),
  );

  expect(answers.map((answer) => answer.statusCode)).toEqual(Array(50).fill(200));
  const rows = await state(subscriptionId);
  expect(rows).toHaveLength(1);
  expect(rows[0]).toMatchObject({
    user_id: userId,
    product_id: plan.productId,
    price_id: plan.priceIds[0],
    gateway,
    status: 'active',
  });
  expect(await eventRows(gateway, String(event.id))).toHaveLength(1);
  expect(await subscriptionsOf(userId)).toEqual([
    expect.objectContaining({ valid: true, active: true }),
  ]);
}

/** Every delivery is refused with 400, and nothing of the subscription or the event is kept. */
async function expectAllRefused(
  gateway: Gateway,
  deliveries: readonly (readonly [Buffer | string, Record<string, string>])[],
  userId: number,
  subscriptionId: string,
  event: Json,
) {
  for (const [body, headers] of deliveries) {
    const answer = await deliver(gateway, body, headers);
    expect(answer.statusCode, answer.body).toBe(400);
  }
  expect(await state(subscriptionId)).toHaveLength(0);
  expect(await eventRows(gateway, String(event.id))).toHaveLength(0);
  expect(await subscriptionsOf(userId)).toEqual([]);
}

/** Delivers the events in this order, each one accepted. */
async function deliverAccepted(gateway: Gateway, ...deliveries: Delivery[]) {
  for (const delivery of deliveries) {
    expect((await deliver(gateway, delivery.body, delivery.headers)).statusCode).toBe(200);
  }
}

/** The one row of the subscription is cancelled with an end, and the user has no valid plan. */
async function expectEndedCancelled(userId: number, subscriptionId: string) {
  const rows = await state(subscriptionId);
  expect(rows).toHaveLength(1);
  expect(rows[0]!.status).toBe('cancelled');
  expect(rows[0]!.ends_at).not.toBeNull();
  expect(await subscriptionsOf(userId)).toEqual([
    expect.objectContaining({ valid: false, active: false }),
  ]);
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
    await expectAppliedOnce('stripe', user.id, subscriptionId, event, signed(event));
  });

  it('refuses a stale and a forged signature with 400 and changes nothing', async () => {
    const user = await buildUser(t, { name: 'Stripe Refused' });
    const subscriptionId = await stripeSubscription(user.id);
    const event = stripeEvent('customer.subscription.created', subscriptionId);

    const stale = signed(event, { timestamp: Math.floor(Date.now() / 1000) - 301 });
    const forged = signed(event, { secret: 'whsec_someone_else' });
    const tampered = signed(event);
    const changedBody = tampered.body.replace(String(user.id), String(user.id + 1));

    await expectAllRefused(
      'stripe',
      [
        [stale.body, stale.headers],
        [forged.body, forged.headers],
        [changedBody, tampered.headers],
        [stale.body, { 'content-type': 'application/json' }],
      ],
      user.id,
      subscriptionId,
      event,
    );
  });

  it('ends cancelled when the deletion arrives before the creation, and is not resurrected', async () => {
    const user = await buildUser(t, { name: 'Stripe Out Of Order' });
    const subscriptionId = await stripeSubscription(user.id);
    await stripe.subscriptions.cancel(subscriptionId);
    const created = stripeEvent('customer.subscription.created', subscriptionId);
    const deleted = stripeEvent('customer.subscription.deleted', subscriptionId);
    deleted.created = Number(created.created) + 60;

    await deliverAccepted('stripe', signed(deleted), signed(created));

    await expectEndedCancelled(user.id, subscriptionId);
  });

  it('stays cancelled when the creation arrives after a deletion sent in the same second', async () => {
    const user = await buildUser(t, { name: 'Stripe Same Second' });
    const subscriptionId = await stripeSubscription(user.id);
    await stripe.subscriptions.cancel(subscriptionId);
    const created = stripeEvent('customer.subscription.created', subscriptionId);
    const deleted = stripeEvent('customer.subscription.deleted', subscriptionId);
    deleted.created = created.created;

    await deliverAccepted('stripe', signed(deleted), signed(created));

    const rows = await state(subscriptionId);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.status).toBe('cancelled');
  });
});

describe('PayPal webhooks through the app', () => {
  /** A subscription the payer approved at PayPal for `userId`; answers its id. */
  async function paypalSubscription(userId: number) {
    const started = await t.services.gateways.get('paypal').startSubscription({
      ...(await proPlanCheckout(t, plan, userId, await providerPriceId('paypal'))),
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
    await expectAppliedOnce('paypal', user.id, subscriptionId, event, signed(event));
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

    await expectAllRefused(
      'paypal',
      [
        [stale.body, stale.headers],
        [genuine.body, retimed],
        [genuine.body, forged],
        [elsewhere.body, elsewhere.headers],
      ],
      user.id,
      subscriptionId,
      event,
    );
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

    await deliverAccepted('paypal', signed(cancelled), signed(activated));

    await expectEndedCancelled(user.id, subscriptionId);
  });
});
