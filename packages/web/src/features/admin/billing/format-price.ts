import type { Price } from '@tonearm/shared/billing/billing.schemas';

/** "$9.99" in the currency's own style; an unknown code falls back to "9.99 XYZ". */
export function formatAmount(amount: number, currency: string, locale = 'en'): string {
  try {
    return new Intl.NumberFormat(locale, { style: 'currency', currency }).format(amount);
  } catch {
    return `${amount} ${currency}`;
  }
}

/** "$9.99 / month", "$30.00 / 6 months". */
export function formatPrice(
  price: Pick<Price, 'amount' | 'currency' | 'interval' | 'interval_count'>,
  locale = 'en',
): string {
  const every =
    price.interval_count === 1 ? price.interval : `${price.interval_count} ${price.interval}s`;
  return `${formatAmount(price.amount, price.currency, locale)} / ${every}`;
}
