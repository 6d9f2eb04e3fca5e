import { BILLING_MESSAGES } from '@tonearm/shared/billing/billing.schemas';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildUser, loginAs } from '../../test/factories';
import { type TestClient } from '../../test/test-app';
import { useTestApp } from '../../test/use-test-app';
import { buildPlan, card } from '../../test/fixtures/billing.fixtures';

const SETTINGS_URL = '/api/v1/admin/settings';

describe('the settings subscriptions tab drives billing', () => {
  let admin: TestClient;

  const t = useTestApp({ RATE_LIMIT_PER_MINUTE: '1000000' });
  beforeAll(async () => {
    admin = await loginAs(t, await buildUser(t, { permissions: [{ name: 'settings.update' }] }));
  });

  const put = (settings: Record<string, unknown>) =>
    admin.request({ method: 'PUT', url: SETTINGS_URL, payload: { settings } });

  it('saves the billing switches and the grace period, and keeps provider secrets write-only', async () => {
    const saved = await put({
      'billing.enable': true,
      'billing.test_gateway.enable': true,
      'billing.grace_days': 10,
      'billing.stripe.secret_key': 'sk_test_secret_value',
      'billing.stripe.webhook_secret': 'whsec_secret_value',
      'billing.paypal.client_secret': 'paypal-secret-value',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.body).not.toContain('secret_value');
    const { settings } = (await admin.get(SETTINGS_URL)).json<{
      settings: Record<string, unknown>;
    }>();
    expect(settings).toMatchObject({
      'billing.enable': true,
      'billing.test_gateway.enable': true,
      'billing.grace_days': 10,
      'billing.stripe.secret_key': { set: true },
      'billing.stripe.webhook_secret': { set: true },
      'billing.paypal.client_secret': { set: true },
    });
    expect(await t.services.settings.get('billing.stripe.secret_key')).toBe('sk_test_secret_value');
    // Sent empty, a secret stays as it was.
    expect((await put({ 'billing.stripe.secret_key': '' })).statusCode).toBe(200);
    expect(await t.services.settings.get('billing.stripe.secret_key')).toBe('sk_test_secret_value');
    const bootstrap = await admin.get('/api/v1/bootstrap-data');
    expect(bootstrap.body).not.toContain('secret_value');
  });

  it('refuses a grace period outside 0–60 days and saves nothing of that request', async () => {
    await put({ 'billing.grace_days': 7 });
    const refused = await put({ 'billing.grace_days': 61, 'billing.enable': false });
    expect(refused.statusCode).toBe(422);
    expect(await t.services.settings.get('billing.grace_days')).toBe(7);
    expect((await put({ 'billing.grace_days': -1 })).statusCode).toBe(422);
  });

  it('turns checkout with the test gateway on and off at once', async () => {
    const plan = await buildPlan(t);
    const buyer = await loginAs(t, await buildUser(t, { name: 'Buyer' }));
    const checkout = () =>
      buyer.post('/api/v1/billing/checkout', {
        product_id: plan.productId,
        price_id: plan.priceIds[0],
        gateway: 'test',
        card: card(),
      });
    expect((await put({ 'billing.test_gateway.enable': false })).statusCode).toBe(200);
    const off = await checkout();
    expect(off.statusCode).toBe(422);
    expect(off.json<{ errors: Record<string, string[]> }>().errors.gateway).toEqual([
      BILLING_MESSAGES.gatewayOff,
    ]);
    expect(
      (await put({ 'billing.enable': true, 'billing.test_gateway.enable': true })).statusCode,
    ).toBe(200);
    expect((await checkout()).statusCode).toBe(200);
  });
});
