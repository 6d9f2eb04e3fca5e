import { describe, expect, it } from 'vitest';
import { testPrice, testProduct } from './billing-test-data';
import { billingCycleLabel, formatMoney } from './format';
import { planPricing } from './plan-pricing';

describe('planPricing (spec 001 §9)', () => {
  it('shows the yearly price with its saving against 12 × the monthly price', () => {
    const pricing = planPricing(testProduct(), 'yearly');
    expect(pricing.price?.id).toBe(12);
    expect(pricing.discountPercent).toBe(20);
    expect(pricing.otherCycle).toBe(false);
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
    expect(pricing.otherCycle).toBe(true);
    expect(pricing.discountPercent).toBeNull();
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
