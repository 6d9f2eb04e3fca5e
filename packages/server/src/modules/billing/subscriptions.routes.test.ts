import {
  BILLING_MESSAGES,
  SUBSCRIPTION_ADMIN_MESSAGES,
  type AdminSubscription,
  type Invoice,
} from '@tonearm/shared/billing/billing.schemas';
import { describe, expect, it } from 'vitest';
import { buildUser, loginAs, useLoggedInClient } from '../../test/factories';
import { useTestApp } from '../../test/use-test-app';
import { buildPlan, subscribe, useTestGatewayPlan } from '../../test/fixtures/billing.fixtures';

type ErrorBody = { message: string; errors: Record<string, string[]> };
type Detail = { subscription: AdminSubscription; invoices: Invoice[] };

describe('admin subscriptions', () => {
  const t = useTestApp({ RATE_LIMIT_PER_MINUTE: '1000000' });
  const plan = useTestGatewayPlan(t, {
    name: 'Studio',
    prices: [
      { amount: 100, interval: 'year' },
      { amount: 10, interval: 'month' },
    ],
  });
  const admin = useLoggedInClient(t, () =>
    buildUser(t, {
      name: 'Subscriptions Manager',
      permissions: [{ name: 'subscriptions.update' }],
    }),
  );

  async function subscriber(name: string) {
    const row = await buildUser(t, {
      name,
      email: `${name.toLowerCase().replace(/\W+/g, '.')}@example.com`,
    });
    const subscription = await subscribe(t, row.id, plan);
    return { row, subscription };
  }

  function action(id: number, name: string, body?: unknown) {
    return admin.post(`/api/v1/admin/subscriptions/${id}/${name}`, body);
  }

  it('lists subscriptions with the user, searches by name or email and filters', async () => {
    const { subscription } = await subscriber('Listed Ada');
    await subscriber('Listed Bob');
    const search = await admin.get('/api/v1/admin/subscriptions?query=listed.ada');
    expect(search.statusCode, search.body).toBe(200);
    const found = search.json<{ pagination: { data: AdminSubscription[] } }>().pagination.data;
    expect(found.map((row) => row.id)).toEqual([subscription.id]);
    expect(found[0]).toMatchObject({
      user: { name: 'Listed Ada' },
      gateway: 'test',
      status: 'active',
      product: { name: 'Studio' },
    });
    expect(found[0]!.gateway_id).toMatch(/^test_sub_/);

    const filtered = await admin.get(
      `/api/v1/admin/subscriptions?query=Listed&status=active&gateway=test&product_id=${plan.productId}`,
    );
    expect(filtered.json<{ pagination: { total: number } }>().pagination.total).toBe(2);
    const none = await admin.get('/api/v1/admin/subscriptions?query=Listed&gateway=none');
    expect(none.json<{ pagination: { total: number } }>().pagination.total).toBe(0);
    const bad = await admin.get('/api/v1/admin/subscriptions?status=sleeping');
    expect(bad.statusCode).toBe(422);
    const huge = await admin.get('/api/v1/admin/subscriptions?product_id=2147483648');
    expect(huge.statusCode).toBe(422);
  });

  it('shows one subscription with its invoices', async () => {
    const { subscription } = await subscriber('Shown Cy');
    const response = await admin.get(`/api/v1/admin/subscriptions/${subscription.id}`);
    expect(response.statusCode).toBe(200);
    const detail = response.json<Detail>();
    expect(detail.subscription.id).toBe(subscription.id);
    expect(detail.invoices).toHaveLength(1);
    expect((await admin.get('/api/v1/admin/subscriptions/99999999')).statusCode).toBe(404);
  });

  it('changes the plan through the gateway, cancels at the period end, renews and cancels now', async () => {
    const { row, subscription } = await subscriber('Managed Di');
    const changed = await action(subscription.id, 'change-plan', { price_id: plan.priceIds[1] });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json<{ subscription: AdminSubscription }>().subscription.price_id).toBe(
      plan.priceIds[1],
    );

    const atEnd = await action(subscription.id, 'cancel', { immediately: false });
    expect(atEnd.statusCode, atEnd.body).toBe(200);
    expect(atEnd.json<{ subscription: AdminSubscription }>().subscription).toMatchObject({
      status: 'cancelled',
      valid: true,
    });

    const renewed = await action(subscription.id, 'renew');
    expect(renewed.statusCode, renewed.body).toBe(200);
    expect(renewed.json<{ subscription: AdminSubscription }>().subscription.status).toBe('active');

    const now = await action(subscription.id, 'cancel', { immediately: true });
    expect(now.statusCode, now.body).toBe(200);
    expect(now.json<{ subscription: AdminSubscription }>().subscription).toMatchObject({
      valid: false,
      status: 'expired',
    });
    const user = await t.services.users.toClientUser((await t.services.users.findById(row.id))!);
    expect(user.subscriptions).toEqual([{ valid: false, active: false }]);
    const renewEnded = await action(subscription.id, 'renew');
    expect(renewEnded.statusCode).toBe(422);
    expect(renewEnded.json<ErrorBody>().message).toBe(BILLING_MESSAGES.ended);
  });

  it('grants a manual subscription that gives access until its end, and refuses bad grants', async () => {
    const row = await buildUser(t, { name: 'Granted Eve' });
    const until = new Date(Date.now() + 30 * 86_400_000).toISOString();
    const granted = await admin.post('/api/v1/admin/subscriptions', {
      user_id: row.id,
      product_id: plan.productId,
      ends_at: until,
    });
    expect(granted.statusCode, granted.body).toBe(201);
    const subscription = granted.json<{ subscription: AdminSubscription }>().subscription;
    expect(subscription).toMatchObject({
      gateway: 'none',
      status: 'active',
      valid: true,
      price_id: null,
      user: { id: row.id },
    });
    expect(subscription.ends_at).toBe(until);

    const twice = await admin.post('/api/v1/admin/subscriptions', {
      user_id: row.id,
      product_id: plan.productId,
      ends_at: null,
    });
    expect(twice.statusCode).toBe(422);
    expect(twice.json<ErrorBody>().errors.user_id).toEqual([BILLING_MESSAGES.alreadySubscribed]);
    const nobody = await admin.post('/api/v1/admin/subscriptions', {
      user_id: 99999999,
      product_id: plan.productId,
      ends_at: null,
    });
    expect(nobody.json<ErrorBody>().errors.user_id).toEqual([
      SUBSCRIPTION_ADMIN_MESSAGES.unknownUser,
    ]);
    const past = await admin.post('/api/v1/admin/subscriptions', {
      user_id: (await buildUser(t)).id,
      product_id: plan.productId,
      ends_at: new Date(Date.now() - 1000).toISOString(),
    });
    expect(past.json<ErrorBody>().errors.ends_at).toEqual([SUBSCRIPTION_ADMIN_MESSAGES.endsInPast]);
    const foreignPrice = await admin.post('/api/v1/admin/subscriptions', {
      user_id: (await buildUser(t)).id,
      product_id: plan.productId,
      price_id: (await buildPlan(t)).priceIds[0],
      ends_at: null,
    });
    expect(foreignPrice.json<ErrorBody>().errors.price_id).toEqual([BILLING_MESSAGES.unknownPrice]);
  });

  it('extends a manual subscription and a cancelled one to a later date only', async () => {
    const row = await buildUser(t, { name: 'Extended Fay' });
    const granted = await t.services.subscriptionsAdmin.grant({
      user_id: row.id,
      product_id: plan.productId,
      ends_at: new Date(Date.now() + 86_400_000).toISOString(),
    });
    const later = new Date(Date.now() + 90 * 86_400_000).toISOString();
    const extended = await action(granted.id, 'extend', { until: later });
    expect(extended.statusCode, extended.body).toBe(200);
    expect(extended.json<{ subscription: AdminSubscription }>().subscription.ends_at).toBe(later);
    const earlier = await action(granted.id, 'extend', {
      until: new Date(Date.now() + 2 * 86_400_000).toISOString(),
    });
    expect(earlier.statusCode).toBe(422);
    expect(earlier.json<ErrorBody>().errors.until).toEqual([
      SUBSCRIPTION_ADMIN_MESSAGES.extendEarlier,
    ]);

    const { subscription } = await subscriber('Extended Gus');
    await action(subscription.id, 'cancel', { immediately: true });
    const revived = await action(subscription.id, 'extend', { until: later });
    expect(revived.statusCode, revived.body).toBe(200);
    expect(revived.json<{ subscription: AdminSubscription }>().subscription).toMatchObject({
      status: 'cancelled',
      valid: true,
      ends_at: later,
    });
  });

  it('finds users by name or email for the grant dialog with subscriptions.update alone', async () => {
    const wanted = await buildUser(t, { name: 'Lookup Quinn', email: 'lookup.quinn@example.com' });
    await buildUser(t, { name: 'Other Person', email: 'other.person@example.com' });
    const byName = await admin.get('/api/v1/admin/subscriptions/users?query=lookup%20qu');
    expect(byName.statusCode, byName.body).toBe(200);
    expect(byName.json<{ users: unknown[] }>().users).toEqual([
      { id: wanted.id, name: 'Lookup Quinn', email: 'lookup.quinn@example.com' },
    ]);
    const byEmail = await admin.get('/api/v1/admin/subscriptions/users?query=LOOKUP.QUINN@');
    expect(byEmail.json<{ users: { id: number }[] }>().users.map((user) => user.id)).toEqual([
      wanted.id,
    ]);
    const empty = await admin.get('/api/v1/admin/subscriptions/users?query=');
    expect(empty.json<{ users: unknown[] }>().users).toEqual([]);
    const tooLong = await admin.get(`/api/v1/admin/subscriptions/users?query=${'a'.repeat(101)}`);
    expect(tooLong.statusCode).toBe(422);
    const plain = await loginAs(t, await buildUser(t, { name: 'Plain Looker' }));
    expect((await plain.get('/api/v1/admin/subscriptions/users?query=lookup')).statusCode).toBe(
      403,
    );
  });

  it('refuses every admin subscriptions route to a user without subscriptions.update', async () => {
    const plain = await loginAs(t, await buildUser(t, { name: 'Plain' }));
    expect((await plain.get('/api/v1/admin/subscriptions')).statusCode).toBe(403);
    const { subscription } = await subscriber('Untouched Hal');
    expect(
      (await plain.post(`/api/v1/admin/subscriptions/${subscription.id}/cancel`, {})).statusCode,
    ).toBe(403);
    const after = await t.services.subscriptionsAdmin.show(subscription.id);
    expect(after.subscription.status).toBe('active');
  });
});
