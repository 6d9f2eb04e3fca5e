import { isMonthlyPrice, isYearlyPrice } from '@tonearm/shared/billing/billing.schemas';
import { describe, expect, it } from 'vitest';
import { guestClient } from '../../test/factories';
import { useTestApp } from '../../test/use-test-app';
import { DEMO_PLANS, seedDemoPlans } from './demo-plans';

describe('demo plans', () => {
  const t = useTestApp();

  it('leaves billing off on a site without the demo', async () => {
    expect(await t.services.settings.get('billing.enable')).toBe(false);
    const res = await guestClient(t).get('/api/v1/billing/products');
    expect((JSON.parse(res.body) as { pagination: { data: unknown[] } }).pagination.data).toEqual(
      [],
    );
  });

  it('gives a demo site a free plan and two paid ones with monthly and yearly prices, billing on with the test gateway', async () => {
    expect(await seedDemoPlans(t.services)).toBe(true);
    const res = await guestClient(t).get('/api/v1/billing/products');
    const plans = (
      JSON.parse(res.body) as {
        pagination: {
          data: {
            name: string;
            free: boolean;
            recommended: boolean;
            feature_list: string[];
            prices: {
              amount: number;
              interval: 'day' | 'month' | 'year';
              interval_count: number;
            }[];
          }[];
        };
      }
    ).pagination.data;
    expect(plans.map((p) => p.name)).toEqual(['Free', 'Premium', 'Pro']);
    expect(plans[0]!.free).toBe(true);
    expect(plans.filter((p) => p.recommended).map((p) => p.name)).toEqual(['Premium']);
    for (const paid of plans.slice(1)) {
      expect(paid.prices.some(isMonthlyPrice)).toBe(true);
      expect(paid.prices.some(isYearlyPrice)).toBe(true);
      expect(paid.feature_list.length).toBeGreaterThan(2);
    }
    expect(plans[1]!.prices.map((p) => p.amount)).toEqual([9.99, 99.99]);
    expect(await t.services.settings.get('billing.enable')).toBe(true);
    expect(await t.services.settings.get('billing.test_gateway.enable')).toBe(true);

    // A second start adds nothing.
    expect(await seedDemoPlans(t.services)).toBe(false);
  });

  it('paid plans grant ads.hide, the free plan does not', async () => {
    const holds = (name: string) =>
      DEMO_PLANS.find((plan) => plan.name === name)!.permissions.some((p) => p.name === 'ads.hide');
    expect([holds('Free'), holds('Premium'), holds('Pro')]).toEqual([false, true, true]);
  });
});
