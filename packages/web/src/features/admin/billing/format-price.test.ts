import { describe, expect, it } from 'vitest';
import { formatAmount, formatPrice } from './format-price';

describe('formatPrice', () => {
  it('shows the amount in its currency and the period', () => {
    expect(
      formatPrice({ amount: 9.99, currency: 'USD', interval: 'month', interval_count: 1 }),
    ).toBe('$9.99 / month');
    expect(formatPrice({ amount: 30, currency: 'EUR', interval: 'month', interval_count: 6 })).toBe(
      '€30.00 / 6 months',
    );
  });

  it('falls back to the plain code for a currency Intl does not know', () => {
    expect(formatAmount(5, 'ZZ')).toBe('5 ZZ');
  });
});
