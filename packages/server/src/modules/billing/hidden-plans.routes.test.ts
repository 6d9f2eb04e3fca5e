import { BILLING_MESSAGES, TEST_CARDS } from '@tonearm/shared/billing/billing.schemas';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildUser, loginAs } from '../../test/factories';
import { useTestApp } from '../../test/use-test-app';
import {
  buildPlan,
  card,
  enableTestGateway,
  subscribe,
} from '../../test/fixtures/billing.fixtures';
import { storedIds } from '../../test/stored-rows';

/** A hidden plan is not for sale; the people already on it keep, renew and re-price it. */
describe('hidden plans', () => {
  const t = useTestApp({ RATE_LIMIT_PER_MINUTE: '1000000' });
  beforeAll(async () => {
    await enableTestGateway(t);
  });

  async function listener() {
    const row = await buildUser(t);
    return { row, client: await loginAs(t, row) };
  }

  const hide = (productId: number) =>
    t.database.db.updateTable('products').set({ hidden: 1 }).where('id', '=', productId).execute();

  it('refuses a new checkout of a hidden plan by its id, with a clear message, and charges nothing', async () => {
    const plan = await buildPlan(t, { hidden: true });
    const { row, client } = await listener();
    const response = await client.post('/api/v1/billing/checkout', {
      product_id: plan.productId,
      price_id: plan.priceIds[0],
      gateway: 'test',
      card: card(TEST_CARDS.success),
    });
    expect(response.statusCode, response.body).toBe(422);
    expect(response.json<{ errors: Record<string, string[]> }>().errors.product_id).toEqual([
      BILLING_MESSAGES.hiddenPlan,
    ]);
    const rows = await storedIds(t, 'subscriptions', { user_id: row.id });
    expect(rows).toHaveLength(0);
  });

  it('lets a subscriber keep a plan hidden after they bought it: cancel, renew, and move between its prices', async () => {
    const plan = await buildPlan(t, {
      prices: [
        { amount: 10, interval: 'month' },
        { amount: 100, interval: 'year' },
      ],
    });
    const { row, client } = await listener();
    await subscribe(t, row.id, plan);
    await hide(plan.productId);

    expect((await client.post('/api/v1/billing/cancel')).statusCode).toBe(200);
    const renewed = await client.post('/api/v1/billing/renew');
    expect(renewed.statusCode, renewed.body).toBe(200);
    expect(renewed.json<{ subscription: { status: string } }>().subscription.status).toBe('active');
    const changed = await client.post('/api/v1/billing/change-plan', {
      price_id: plan.priceIds[1],
    });
    expect(changed.statusCode, changed.body).toBe(200);
  });

  it('refuses moving onto a hidden plan from another plan', async () => {
    const visible = await buildPlan(t);
    const hidden = await buildPlan(t, { hidden: true });
    const { row, client } = await listener();
    await subscribe(t, row.id, visible);
    for (const url of ['/api/v1/billing/change-plan/preview', '/api/v1/billing/change-plan']) {
      const response = await client.post(url, { price_id: hidden.priceIds[0] });
      expect(response.statusCode, response.body).toBe(422);
      expect(response.json<{ errors: Record<string, string[]> }>().errors.price_id).toEqual([
        BILLING_MESSAGES.hiddenPlan,
      ]);
    }
  });
});
