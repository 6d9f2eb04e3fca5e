import { rowsNeeding } from '../admin-matrix-rows';
import { buildUser } from '../factories';
import type { TestApp } from '../test-app';
import { buildPlan } from '../fixtures/billing.fixtures';

/** A fresh manual subscription of a fresh user, so no caller finds it already changed. */
async function manualSubscription(t: TestApp): Promise<{ id: number; priceId: number }> {
  const user = await buildUser(t, { name: 'Subscriptions Matrix Subscriber' });
  const plan = await buildPlan(t, {
    prices: [
      { amount: 5, interval: 'month' },
      { amount: 50, interval: 'year' },
    ],
  });
  const subscription = await t.services.subscriptionsAdmin.grant({
    user_id: user.id,
    product_id: plan.productId,
    price_id: plan.priceIds[0]!,
    ends_at: new Date(Date.now() + 30 * 86_400_000).toISOString(),
  });
  return { id: subscription.id, priceId: plan.priceIds[1]! };
}

/** The admin subscriptions page: subscriptions.update opens every route. */
export const BILLING_ADMIN_MATRIX = rowsNeeding('subscriptions.update', {
  'GET /api/v1/admin/subscriptions': () => ({
    query: { status: 'active', gateway: 'none', query: 'matrix' },
  }),
  'POST /api/v1/admin/subscriptions': async (t) => {
    const user = await buildUser(t, { name: 'Subscriptions Matrix Grantee' });
    const plan = await buildPlan(t);
    return { body: { user_id: user.id, product_id: plan.productId, ends_at: null } };
  },
  'GET /api/v1/admin/subscriptions/users': () => ({ query: { query: 'matrix' } }),
  'GET /api/v1/admin/subscriptions/:id': async (t) => ({
    params: { id: (await manualSubscription(t)).id },
  }),
  'POST /api/v1/admin/subscriptions/:id/change-plan': async (t) => {
    const subscription = await manualSubscription(t);
    return { params: { id: subscription.id }, body: { price_id: subscription.priceId } };
  },
  'POST /api/v1/admin/subscriptions/:id/cancel': async (t) => ({
    params: { id: (await manualSubscription(t)).id },
    body: { immediately: false },
  }),
  // Not cancelled: refused with 422 once authorized.
  'POST /api/v1/admin/subscriptions/:id/renew': async (t) => ({
    params: { id: (await manualSubscription(t)).id },
  }),
  'POST /api/v1/admin/subscriptions/:id/extend': async (t) => ({
    params: { id: (await manualSubscription(t)).id },
    body: { until: new Date(Date.now() + 90 * 86_400_000).toISOString() },
  }),
});
