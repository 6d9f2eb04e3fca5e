/* eslint-disable @typescript-eslint/no-unsafe-member-access, @typescript-eslint/no-unsafe-assignment, @typescript-eslint/no-unsafe-call, @typescript-eslint/no-unsafe-return --
   These tests read JSON answers field by field; the shapes are checked by the assertions. */
import {
  BILLING_MESSAGES,
  type AdminProduct,
  type Price,
  type Product,
} from '@tonearm/shared/billing/billing.schemas';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { nowIso } from '../../platform/db/dialect-helpers';
import type { UserRow } from '../../platform/db/schema';
import {
  GatewayRefusedError,
  type GatewayPlan,
  type PaymentGateway,
} from '../../platform/payments/gateway';
import { buildUser, guestClient, loginAs, seededAdmin } from '../../test/factories';
import { type TestClient } from '../../test/test-app';
import { useTestApp } from '../../test/use-test-app';
import { PLAN_POLICY_MESSAGES } from './plans.policy';
import { storedIds } from '../../test/stored-rows';

/**
 * A provider that records what it was asked to sync and answers made-up ids, or refuses while
 * `refuse` holds a message. Only `syncPlan` is reached by the plans module.
 */
function stubGateway(name: 'stripe' | 'paypal') {
  const calls: GatewayPlan[] = [];
  const state: { refuse: string | null } = { refuse: null };
  const unused = () => Promise.reject(new Error('not used by plans'));
  const gateway: PaymentGateway = {
    name,
    syncPlan: (plan) => {
      calls.push(structuredClone(plan));
      if (state.refuse) return Promise.reject(new GatewayRefusedError(state.refuse));
      return Promise.resolve({
        productId: plan.gatewayId ?? `${name}_prod_${plan.id}`,
        priceIds: Object.fromEntries(
          plan.prices.map((price) => [price.id, price.gatewayId ?? `${name}_price_${price.id}`]),
        ),
      });
    },
    startSubscription: unused,
    fetchSubscription: unused,
    previewChange: unused,
    changePlan: unused,
    cancel: unused,
    resume: unused,
    changePaymentMethod: unused,
    parseWebhook: unused,
  };
  return { gateway, calls, state };
}

describe('plans (GET billing/products)', () => {
  let admin: UserRow;
  let adminClient: TestClient;
  let made = 0;
  const stripe = stubGateway('stripe');
  const paypal = stubGateway('paypal');

  const t = useTestApp({ RATE_LIMIT_PER_MINUTE: '1000000' });
  beforeAll(async () => {
    t.app.services.gateways.register(stripe.gateway).register(paypal.gateway);
    admin = await seededAdmin(t);
    adminClient = await loginAs(t, admin);
  });
  beforeEach(async () => {
    stripe.calls.length = 0;
    paypal.calls.length = 0;
    stripe.state.refuse = null;
    paypal.state.refuse = null;
    await t.services.settings.update({
      'billing.stripe.enable': false,
      'billing.paypal.enable': false,
    });
  });

  const body = (res: { body: string }) => JSON.parse(res.body);
  const productOf = (res: { body: string }) => body(res).product as AdminProduct;
  const send = (client: TestClient, method: string, url: string, payload?: unknown) =>
    client.request({ method, url, payload: payload as object });
  const uniqueName = (prefix = 'Plan') => `${prefix} ${++made} ${Date.now()}`;

  const planBody = (overrides: Record<string, unknown> = {}) => ({
    name: uniqueName(),
    description: 'Made by a test',
    feature_list: ['Ad-free listening', 'Downloads'],
    position: 5,
    prices: [{ amount: 9.99, currency: 'usd', interval: 'month', interval_count: 1 }],
    permissions: [{ name: 'music.download', restrictions: [] }],
    ...overrides,
  });

  async function createPlan(overrides: Record<string, unknown> = {}): Promise<AdminProduct> {
    const res = await adminClient.post('/api/v1/admin/plans', planBody(overrides));
    expect(res.statusCode, res.body).toBe(201);
    return productOf(res);
  }

  /** What an edit form sends back for `product`, with `changes` on top. */
  function editBody(product: AdminProduct, changes: Record<string, unknown> = {}) {
    return {
      name: product.name,
      description: product.description,
      hidden: product.hidden,
      free: product.free,
      recommended: product.recommended,
      feature_list: product.feature_list,
      position: product.position,
      prices: product.prices.map((price) => ({
        id: price.id,
        amount: price.amount,
        currency: price.currency,
        interval: price.interval,
        interval_count: price.interval_count,
      })),
      permissions: product.permissions,
      ...changes,
    };
  }

  /** A subscription on the plan's first price, as a checkout would leave it. */
  async function subscribe(productId: number, priceId: number | null) {
    const user = await buildUser(t);
    const now = nowIso();
    await t.database.db
      .insertInto('subscriptions')
      .values({
        user_id: user.id,
        product_id: productId,
        price_id: priceId,
        gateway: 'none',
        gateway_id: null,
        status: 'active',
        created_at: now,
        updated_at: now,
      })
      .execute();
  }

  async function snapshot() {
    const db = t.database.db;
    return {
      products: await db.selectFrom('products').selectAll().orderBy('id').execute(),
      prices: await db.selectFrom('prices').selectAll().orderBy('id').execute(),
      permissions: await db
        .selectFrom('product_permissions')
        .selectAll()
        .orderBy('product_id')
        .orderBy('permission_id')
        .execute(),
    };
  }

  it('creates a plan with prices in major units, kept as integer minor units', async () => {
    const product = await createPlan({
      prices: [
        { amount: 99.99, currency: 'usd', interval: 'year', interval_count: 1 },
        { amount: 9.99, currency: 'USD', interval: 'month', interval_count: 1 },
      ],
      permissions: [
        { name: 'music.create', restrictions: [{ name: 'tracks', value: 20 }] },
        { name: 'music.download', restrictions: [] },
      ],
    });
    // Prices come sorted from the shortest period up.
    expect(product.prices.map((p: Price) => [p.amount, p.currency, p.interval])).toEqual([
      [9.99, 'USD', 'month'],
      [99.99, 'USD', 'year'],
    ]);
    const rows = await t.database.db
      .selectFrom('prices')
      .select(['amount_minor', 'currency'])
      .where('product_id', '=', product.id)
      .orderBy('amount_minor')
      .execute();
    expect(rows).toEqual([
      { amount_minor: 999, currency: 'USD' },
      { amount_minor: 9999, currency: 'USD' },
    ]);
    expect(product.permissions).toEqual([
      { name: 'music.create', restrictions: [{ name: 'tracks', value: 20 }] },
      { name: 'music.download', restrictions: [] },
    ]);
    expect(product.feature_list).toEqual(['Ad-free listening', 'Downloads']);
    expect(product.subscriptions_count).toBe(0);

    const shown = await adminClient.get(`/api/v1/admin/plans/${product.id}`);
    expect(productOf(shown)).toEqual(product);
  });

  it('lists plans publicly by position with sorted prices, leaving hidden ones out', async () => {
    const later = await createPlan({ name: uniqueName('Later'), position: 9002 });
    const first = await createPlan({
      name: uniqueName('First'),
      position: 9001,
      prices: [
        { amount: 149.99, currency: 'USD', interval: 'year', interval_count: 1 },
        { amount: 14.99, currency: 'USD', interval: 'month', interval_count: 1 },
      ],
    });
    const hidden = await createPlan({ name: uniqueName('Hidden'), position: 9000, hidden: true });

    const res = await guestClient(t).get('/api/v1/billing/products');
    expect(res.statusCode).toBe(200);
    const list = body(res).pagination;
    const ids: number[] = list.data.map((p: Product) => p.id);
    expect(ids).not.toContain(hidden.id);
    expect(ids.indexOf(first.id)).toBeLessThan(ids.indexOf(later.id));
    const shown = list.data.find((p: Product) => p.id === first.id);
    expect(shown.prices.map((p: Price) => p.amount)).toEqual([14.99, 149.99]);
    // The public shape carries no admin fields.
    expect(shown).not.toHaveProperty('permissions');
    expect(shown).not.toHaveProperty('gateway_ids');
    expect(list.total).toBe(list.data.length);

    const direct = await guestClient(t).get(`/api/v1/billing/products/${hidden.id}`);
    expect(direct.statusCode).toBe(200);
    expect(productOf(direct).hidden).toBe(true);
    expect((await guestClient(t).get('/api/v1/billing/products/999999')).statusCode).toBe(404);
  });

  it('updates a plan: edits a price in place, adds one and removes one', async () => {
    const product = await createPlan({
      prices: [
        { amount: 5, currency: 'USD', interval: 'month', interval_count: 1 },
        { amount: 50, currency: 'USD', interval: 'year', interval_count: 1 },
      ],
    });
    const monthly = product.prices[0]!;
    const res = await send(
      adminClient,
      'PUT',
      `/api/v1/admin/plans/${product.id}`,
      editBody(product, {
        name: 'Renamed plan',
        recommended: true,
        feature_list: ['One', 'Two', 'Three'],
        prices: [
          { id: monthly.id, amount: 6, currency: 'EUR', interval: 'month', interval_count: 1 },
          { amount: 30, currency: 'EUR', interval: 'month', interval_count: 6 },
        ],
        permissions: [],
      }),
    );
    expect(res.statusCode, res.body).toBe(200);
    const updated = productOf(res);
    expect(updated.name).toBe('Renamed plan');
    expect(updated.recommended).toBe(true);
    expect(updated.feature_list).toEqual(['One', 'Two', 'Three']);
    expect(updated.permissions).toEqual([]);
    expect(updated.prices.map((p: Price) => [p.amount, p.currency, p.interval_count])).toEqual([
      [6, 'EUR', 1],
      [30, 'EUR', 6],
    ]);
    expect(updated.prices[0]!.id).toBe(monthly.id);
  });

  it('refuses unknown permissions, unsupported restrictions and bad prices with 422, changing nothing', async () => {
    const product = await createPlan();
    const before = await snapshot();
    const cases: [Record<string, unknown>, string][] = [
      [{ permissions: [{ name: 'music.fly', restrictions: [] }] }, 'permissions.0.name'],
      [
        {
          permissions: [{ name: 'music.download', restrictions: [{ name: 'count', value: 3 }] }],
        },
        'permissions.0.restrictions.0.name',
      ],
      [{ permissions: [{ name: 'admin', restrictions: [] }] }, 'permissions'],
      [
        { prices: [{ amount: 9.999, currency: 'USD', interval: 'month', interval_count: 1 }] },
        'prices.0.amount',
      ],
      [
        { prices: [{ amount: 9, currency: 'US', interval: 'month', interval_count: 1 }] },
        'prices.0.currency',
      ],
      [
        { prices: [{ amount: -1, currency: 'USD', interval: 'week', interval_count: 0 }] },
        'prices.0.amount',
      ],
      [{ name: '' }, 'name'],
    ];
    for (const [changes, field] of cases) {
      const created = await adminClient.post('/api/v1/admin/plans', planBody(changes));
      expect(created.statusCode, JSON.stringify(changes)).toBe(422);
      expect(body(created).errors, JSON.stringify(changes)).toHaveProperty([field]);
      const updated = await send(
        adminClient,
        'PUT',
        `/api/v1/admin/plans/${product.id}`,
        editBody(product, changes),
      );
      expect(updated.statusCode, JSON.stringify(changes)).toBe(422);
    }
    expect(
      body(
        await adminClient.post(
          '/api/v1/admin/plans',
          planBody({
            permissions: [{ name: 'admin', restrictions: [] }],
          }),
        ),
      ).errors.permissions,
    ).toEqual([PLAN_POLICY_MESSAGES.noAdmin]);
    const foreignPrice = await send(
      adminClient,
      'PUT',
      `/api/v1/admin/plans/${product.id}`,
      editBody(product, {
        prices: [{ id: 999999, amount: 1, currency: 'USD', interval: 'month', interval_count: 1 }],
      }),
    );
    expect(body(foreignPrice).errors['prices.0.id']).toEqual([BILLING_MESSAGES.unknownPrice]);
    expect(await snapshot()).toEqual(before);
  });

  it('lets a plans editor without admin grant only permissions they hold', async () => {
    const editor = await buildUser(t, {
      permissions: [{ name: 'admin.access' }, { name: 'plans.update' }],
    });
    const client = await loginAs(t, editor);
    const refused = await client.post(
      '/api/v1/admin/plans',
      planBody({ permissions: [{ name: 'users.update', restrictions: [] }] }),
    );
    expect(refused.statusCode).toBe(422);
    expect(body(refused).errors.permissions).toEqual([
      PLAN_POLICY_MESSAGES.beyondOwn('users.update'),
    ]);
    // music.download is the default role's, so the editor holds it.
    const allowed = await client.post('/api/v1/admin/plans', planBody());
    expect(allowed.statusCode, allowed.body).toBe(201);
  });

  it('keeps a price with subscribers: no removal, no change of amount, currency or period', async () => {
    const product = await createPlan();
    const price = product.prices[0]!;
    await subscribe(product.id, price.id);
    const shown = productOf(await adminClient.get(`/api/v1/admin/plans/${product.id}`));
    expect(shown.subscriptions_count).toBe(1);
    expect(shown.prices[0]!.subscriptions_count).toBe(1);
    const before = await snapshot();

    const removed = await send(
      adminClient,
      'PUT',
      `/api/v1/admin/plans/${product.id}`,
      editBody(shown, { prices: [] }),
    );
    expect(removed.statusCode).toBe(422);
    expect(body(removed).errors.prices).toEqual([BILLING_MESSAGES.priceInUse]);
    for (const change of [
      { amount: 10.99 },
      { currency: 'EUR' },
      { interval: 'year' },
      { interval_count: 3 },
    ]) {
      const changed = await send(
        adminClient,
        'PUT',
        `/api/v1/admin/plans/${product.id}`,
        editBody(shown, {
          prices: [
            {
              id: price.id,
              amount: 9.99,
              currency: 'USD',
              interval: 'month',
              interval_count: 1,
              ...change,
            },
          ],
        }),
      );
      expect(changed.statusCode, JSON.stringify(change)).toBe(422);
      expect(body(changed).errors['prices.0.amount']).toEqual([BILLING_MESSAGES.priceInUse]);
    }
    expect(await snapshot()).toEqual(before);

    // The rest of the plan can still change, and a new price can be added beside it.
    const renamed = await send(
      adminClient,
      'PUT',
      `/api/v1/admin/plans/${product.id}`,
      editBody(shown, {
        name: 'Still sold',
        prices: [
          ...editBody(shown).prices,
          { amount: 99, currency: 'USD', interval: 'year', interval_count: 1 },
        ],
      }),
    );
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(productOf(renamed).prices).toHaveLength(2);
  });

  it('refuses to delete a plan with subscribers and deletes one without', async () => {
    const sold = await createPlan();
    await subscribe(sold.id, null);
    const refused = await send(adminClient, 'DELETE', `/api/v1/admin/plans/${sold.id}`);
    expect(refused.statusCode).toBe(422);
    expect(body(refused).message).toBe(BILLING_MESSAGES.planInUse);
    expect((await adminClient.get(`/api/v1/admin/plans/${sold.id}`)).statusCode).toBe(200);

    const unsold = await createPlan();
    expect((await send(adminClient, 'DELETE', `/api/v1/admin/plans/${unsold.id}`)).statusCode).toBe(
      204,
    );
    expect((await adminClient.get(`/api/v1/admin/plans/${unsold.id}`)).statusCode).toBe(404);
    const left = await storedIds(t, 'prices', { product_id: unsold.id });
    expect(left).toEqual([]);
  });

  it('syncs a new plan to every enabled provider and stores the ids they answer', async () => {
    await t.services.settings.update({ 'billing.stripe.enable': true });
    const product = await createPlan();
    expect(stripe.calls).toHaveLength(1);
    expect(paypal.calls).toHaveLength(0);
    expect(stripe.calls[0]).toMatchObject({
      id: product.id,
      name: product.name,
      gatewayId: null,
      prices: [{ amountMinor: 999, currency: 'USD', interval: 'month', intervalCount: 1 }],
    });
    const priceId = product.prices[0]!.id;
    expect(product.gateway_ids).toEqual({ stripe: `stripe_prod_${product.id}` });
    expect(product.prices[0]!.gateway_ids).toEqual({ stripe: `stripe_price_${priceId}` });

    // A change passes the stored ids back, so the provider updates rather than duplicates.
    await t.services.settings.update({ 'billing.paypal.enable': true });
    const res = await send(
      adminClient,
      'PUT',
      `/api/v1/admin/plans/${product.id}`,
      editBody(product, { name: 'Synced again' }),
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(stripe.calls[1]).toMatchObject({
      gatewayId: `stripe_prod_${product.id}`,
      prices: [{ gatewayId: `stripe_price_${priceId}` }],
    });
    expect(paypal.calls[0]).toMatchObject({ name: 'Synced again', gatewayId: null });
    expect(productOf(res).gateway_ids).toEqual({
      stripe: `stripe_prod_${product.id}`,
      paypal: `paypal_prod_${product.id}`,
    });

    // A changed amount is a new price at the provider: its old id is let go.
    const repriced = await send(
      adminClient,
      'PUT',
      `/api/v1/admin/plans/${product.id}`,
      editBody(productOf(res), {
        prices: [{ id: priceId, amount: 7, currency: 'USD', interval: 'month', interval_count: 1 }],
      }),
    );
    expect(repriced.statusCode, repriced.body).toBe(200);
    expect(stripe.calls[2]!.prices[0]!.gatewayId).toBeNull();
  });

  it('rolls a new plan back when a provider refuses it, answering the provider message', async () => {
    await t.services.settings.update({ 'billing.stripe.enable': true });
    stripe.state.refuse = 'Invalid API Key provided.';
    const before = await snapshot();
    const name = uniqueName('Refused');
    const res = await adminClient.post('/api/v1/admin/plans', planBody({ name }));
    expect(res.statusCode).toBe(422);
    expect(body(res).message).toContain('Invalid API Key provided.');
    expect(body(res).errors.gateway_ids).toEqual(['Stripe: Invalid API Key provided.']);
    expect(await snapshot()).toEqual(before);
  });

  it('keeps a change saved but unsynced when a provider refuses it, and sync retries', async () => {
    const product = await createPlan();
    await t.services.settings.update({ 'billing.stripe.enable': true });
    stripe.state.refuse = 'Stripe is down.';
    const res = await send(
      adminClient,
      'PUT',
      `/api/v1/admin/plans/${product.id}`,
      editBody(product, { name: 'Saved anyway' }),
    );
    expect(res.statusCode).toBe(422);
    expect(body(res).errors.gateway_ids).toEqual(['Stripe: Stripe is down.']);
    const saved = productOf(await adminClient.get(`/api/v1/admin/plans/${product.id}`));
    expect(saved.name).toBe('Saved anyway');
    expect(saved.gateway_ids.stripe ?? null).toBeNull();

    stripe.state.refuse = null;
    const synced = await adminClient.post(`/api/v1/admin/plans/${product.id}/sync`);
    expect(synced.statusCode, synced.body).toBe(200);
    expect(productOf(synced).gateway_ids.stripe).toBe(`stripe_prod_${product.id}`);
    expect(stripe.calls.at(-1)).toMatchObject({ name: 'Saved anyway' });
  });

  it('does not sync to the test gateway or to providers that are switched off', async () => {
    await t.services.settings.update({ 'billing.test_gateway.enable': true });
    const product = await createPlan();
    expect(stripe.calls).toHaveLength(0);
    expect(paypal.calls).toHaveLength(0);
    expect(product.gateway_ids).toEqual({});
  });

  it('lists plans for the admin, searched and sorted', async () => {
    const prefix = uniqueName('Searchable');
    await createPlan({ name: `${prefix} B`, position: 2 });
    await createPlan({ name: `${prefix} A`, position: 1 });
    const res = await adminClient.get(
      `/api/v1/admin/plans?query=${encodeURIComponent(prefix)}&orderBy=name&orderDir=asc`,
    );
    expect(res.statusCode).toBe(200);
    const { data, total } = body(res).pagination;
    expect(total).toBe(2);
    expect(data.map((p: Product) => p.name)).toEqual([`${prefix} A`, `${prefix} B`]);
    expect(data[0]).toHaveProperty('subscriptions_count', 0);
  });
});
