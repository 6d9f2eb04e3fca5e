import { describe, expect, it } from 'vitest';
import { testPrice, testProduct } from '@/test/billing-test-data';
import { billingCycleLabel, formatMoney } from './format';
import { planPricing, plansForCycle } from './plan-pricing';

describe('planPricing', () => {
  it('shows the yearly price with its saving against 12 × the monthly price', () => {
    const pricing = planPricing(testProduct(), 'yearly');
    expect(pricing.price?.id).toBe(12);
    expect(pricing.discountPercent).toBe(20);
    expect(pricing.cycleNote).toBeNull();
  });

  it('shows the monthly price without a saving', () => {
    const pricing = planPricing(testProduct(), 'monthly');
    expect(pricing.price?.id).toBe(11);
    expect(pricing.discountPercent).toBeNull();
  });

  it('hides a yearly "saving" that is really a surcharge', () => {
    const product = testProduct({
      prices: [
        testPrice({ id: 1, amount: 5, interval: 'month' }),
        testPrice({ id: 2, amount: 80, interval: 'year' }),
      ],
    });
    expect(planPricing(product, 'yearly').discountPercent).toBeNull();
  });

  it('falls back to the other cycle for a plan sold monthly only, and says so', () => {
    const product = testProduct({ prices: [testPrice({ id: 3, interval: 'month' })] });
    const pricing = planPricing(product, 'yearly');
    expect(pricing.price?.id).toBe(3);
    expect(pricing.cycleNote).toBe('monthly-only');
    expect(pricing.discountPercent).toBeNull();
  });

  it('does not count a price every 3 months as monthly or yearly, and says so', () => {
    const quarterly = testProduct({
      id: 7,
      prices: [testPrice({ id: 8, amount: 30, interval: 'month', interval_count: 3 })],
    });
    for (const cycle of ['monthly', 'yearly'] as const) {
      const pricing = planPricing(quarterly, cycle);
      expect(pricing.price?.id).toBe(8);
      expect(pricing.cycleNote).toBe('no-cycle');
    }
  });

  it('lists each plan under the cycle it is sold in; plans sold in neither under both', () => {
    const both = testProduct({ id: 1 });
    const monthlyOnly = testProduct({ id: 2, prices: [testPrice({ id: 21, interval: 'month' })] });
    const quarterly = testProduct({
      id: 3,
      prices: [testPrice({ id: 31, interval: 'month', interval_count: 3 })],
    });
    const free = testProduct({ id: 4, free: true, prices: [] });
    const products = [both, monthlyOnly, quarterly, free];
    const ids = (cycle: 'monthly' | 'yearly') =>
      plansForCycle(products, cycle).map((product) => product.id);
    expect(ids('yearly')).toEqual([1, 3, 4]);
    expect(ids('monthly')).toEqual([1, 2, 3, 4]);
    // No plan sold yearly at all: the yearly view does not go empty.
    expect(plansForCycle([monthlyOnly, quarterly], 'yearly').map((p) => p.id)).toEqual([2, 3]);
  });

  it('counts 30 days as monthly and 12 months as yearly', () => {
    const product = testProduct({
      prices: [
        testPrice({ id: 4, interval: 'day', interval_count: 30 }),
        testPrice({ id: 5, interval: 'month', interval_count: 12 }),
      ],
    });
    expect(planPricing(product, 'monthly').price?.id).toBe(4);
    expect(planPricing(product, 'yearly').price?.id).toBe(5);
  });

  it('marks a free plan and a plan without prices as free', () => {
    expect(planPricing(testProduct({ free: true, prices: [] }), 'yearly').free).toBe(true);
    expect(planPricing(testProduct({ prices: [] }), 'monthly')).toMatchObject({
      free: true,
      price: undefined,
    });
  });
});

describe('billing formats', () => {
  it('formats amounts in their currency', () => {
    expect(formatMoney(9.99, 'USD')).toBe('$9.99');
    expect(formatMoney(1200, 'JPY')).toBe('¥1,200');
    expect(formatMoney(5, 'NOT')).toMatch(/5/);
  });

  it('names billing cycles', () => {
    expect(billingCycleLabel({ interval: 'month', interval_count: 1 })).toBe('Monthly');
    expect(billingCycleLabel({ interval: 'year', interval_count: 1 })).toBe('Yearly');
    expect(billingCycleLabel({ interval: 'month', interval_count: 3 })).toBe('Every 3 months');
  });
});
