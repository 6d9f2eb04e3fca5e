import { TEST_CARDS, type CheckoutResult } from '@tonearm/shared/billing/billing.schemas';
import { describe, expect, it } from 'vitest';
import { buildUser, loginAs } from '../../test/factories';
import type { TestClient } from '../../test/test-app';
import { card, useProviderBilling } from '../../test/fixtures/billing.fixtures';
import { storedIds } from '../../test/stored-rows';

/**
 * One subscription per user, however many checkouts arrive at once: the first one reaches the
 * provider, every other answer is that first result (or a clear refusal, never a 500), and the
 * database holds one live subscription and one charge. Run for each gateway with a checkout.
 */

const PARALLEL = 20;
const STRIPE_SECRET_KEY = 'sk_test_tonearm_concurrency';

const { t, stripe, paypal, plan } = useProviderBilling(
  { secretKey: STRIPE_SECRET_KEY, webhookSecret: 'whsec_tonearm_concurrency' },
  { testGateway: true },
);

async function listener() {
  const row = await buildUser(t, { name: 'Racer' });
  return { row, client: await loginAs(t, row) };
}

function checkout(client: TestClient, gateway: 'test' | 'stripe' | 'paypal', number?: string) {
  return client.post('/api/v1/billing/checkout', {
    product_id: plan.productId,
    price_id: plan.priceIds[0],
    gateway,
    ...(gateway === 'test' ? { card: card(number ?? TEST_CARDS.success) } : {}),
  });
}

async function race(client: TestClient, gateway: 'test' | 'stripe' | 'paypal', number?: string) {
  const responses = await Promise.all(
    Array.from({ length: PARALLEL }, () => checkout(client, gateway, number)),
  );
  for (const response of responses) {
    expect(response.statusCode, response.body).toBeLessThan(500);
    expect([200, 422]).toContain(response.statusCode);
  }
  const answers = responses.filter((response) => response.statusCode === 200);
  expect(answers.length).toBeGreaterThan(0);
  return answers.map((response) => response.json<CheckoutResult>());
}

async function liveSubscriptions(userId: number) {
  return t.database.db
    .selectFrom('subscriptions')
    .select(['id', 'status'])
    .where('user_id', '=', userId)
    .where('status', 'in', ['active', 'trialing', 'past_due'])
    .execute();
}

async function invoices(userId: number) {
  return t.database.db.selectFrom('invoices').select('id').where('user_id', '=', userId).execute();
}

describe('checkout under concurrency', () => {
  it(`the test gateway charges once for ${PARALLEL} parallel checkouts of one user`, async () => {
    const { row, client } = await listener();
    const answers = await race(client, 'test');

    const live = await liveSubscriptions(row.id);
    expect(live).toHaveLength(1);
    expect(await invoices(row.id)).toHaveLength(1);
    const charges = await storedIds(t, 'test_gateway_subscriptions', { user_id: row.id });
    expect(charges).toHaveLength(1);
    for (const answer of answers) {
      expect(answer.status).toBe('succeeded');
      if (answer.status === 'succeeded') expect(answer.subscription.id).toBe(live[0]!.id);
    }
    // A repeat (a double click, a resent request) answers the first result and charges nothing.
    const again = await checkout(client, 'test');
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json<CheckoutResult>()).toMatchObject({
      status: 'succeeded',
      subscription: { id: live[0]!.id },
    });
    expect(await invoices(row.id)).toHaveLength(1);
  });

  it('parallel checkouts that need confirming share one confirmation, confirmed once', async () => {
    const { row, client } = await listener();
    const answers = await race(client, 'test', TEST_CARDS.requiresConfirmation);
    const ids = new Set(
      answers.map((answer) => (answer.status === 'requires_action' ? answer.confirmation_id : '')),
    );
    expect(ids.size).toBe(1);
    const [confirmationId] = [...ids];
    expect(confirmationId).not.toBe('');

    const confirms = await Promise.all(
      Array.from({ length: PARALLEL }, () =>
        client.post('/api/v1/billing/checkout/confirm', {
          confirmation_id: confirmationId,
          approve: true,
        }),
      ),
    );
    for (const response of confirms) expect(response.statusCode, response.body).toBeLessThan(500);
    expect(confirms.filter((response) => response.statusCode === 200)).toHaveLength(1);
    expect(await liveSubscriptions(row.id)).toHaveLength(1);
    expect(await invoices(row.id)).toHaveLength(1);
  });

  it(`Stripe is asked for one subscription for ${PARALLEL} parallel checkouts`, async () => {
    const { row, client } = await listener();
    const before = stripe.subscriptions.size;
    const answers = await race(client, 'stripe');

    const made = [...stripe.subscriptions.values()].filter(
      (subscription) =>
        (subscription.metadata as Record<string, string> | undefined)?.user_id === String(row.id),
    );
    expect(made).toHaveLength(1);
    expect(stripe.subscriptions.size).toBe(before + 1);
    const secrets = new Set(
      answers.map((answer) =>
        answer.status === 'requires_client_confirmation' ? answer.client_secret : '',
      ),
    );
    expect(secrets.size).toBe(1);
    expect([...secrets][0]).not.toBe('');
    expect(await liveSubscriptions(row.id)).toHaveLength(0);
  });

  it(`PayPal is asked for one subscription for ${PARALLEL} parallel checkouts`, async () => {
    const { row, client } = await listener();
    const before = paypal.subscriptions.size;
    const answers = await race(client, 'paypal');

    expect(paypal.subscriptions.size).toBe(before + 1);
    const urls = new Set(answers.map((answer) => (answer.status === 'redirect' ? answer.url : '')));
    expect(urls.size).toBe(1);
    expect([...urls][0]).not.toBe('');
    expect(await liveSubscriptions(row.id)).toHaveLength(0);
  });

  it('the database refuses a second live subscription for one user', async () => {
    const { row } = await listener();
    const now = new Date().toISOString();
    const values = (gatewayId: string) => ({
      user_id: row.id,
      product_id: plan.productId,
      price_id: plan.priceIds[0]!,
      gateway: 'none',
      gateway_id: gatewayId,
      status: 'active',
      created_at: now,
      updated_at: now,
    });
    await t.database.db.insertInto('subscriptions').values(values('first')).execute();
    await expect(
      t.database.db.insertInto('subscriptions').values(values('second')).execute(),
    ).rejects.toThrow();
    // An ended one beside it is fine: only live subscriptions are one per user.
    await t.database.db
      .insertInto('subscriptions')
      .values({ ...values('old'), status: 'expired' })
      .execute();
  });
});
