import type { Price, PriceInterval } from '@tonearm/shared/billing/billing.schemas';
import { isMonthlyPrice, isYearlyPrice } from '@tonearm/shared/billing/billing.schemas';

/** An amount in its currency (Intl), e.g. "$9.99"; an unknown code falls back to "9.99 XYZ". */
export function formatMoney(amount: number, currency: string, locale = 'en'): string {
  try {
    return new Intl.NumberFormat(locale, { style: 'currency', currency }).format(amount);
  } catch {
    return `${amount.toFixed(2)} ${currency}`;
  }
}

/** A date as "January 5, 2027" in the user's language; empty for none. */
export function formatBillingDate(value: string | null | undefined, locale = 'en'): string {
  if (!value) return '';
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  try {
    return new Intl.DateTimeFormat(locale, { dateStyle: 'long' }).format(date);
  } catch {
    return date.toDateString();
  }
}

const INTERVAL_NAMES: Record<PriceInterval, string> = { day: 'day', month: 'month', year: 'year' };

/**
 * What one shown amount pays for: a price shows as amount / interval_count, so the
 * amount is per one interval ("month" for 30 per 3 months).
 */
export function perIntervalLabel(price: Pick<Price, 'interval'>): string {
  return INTERVAL_NAMES[price.interval];
}

/** How often a price charges, in words: "Monthly", "Yearly", "Every 3 months". */
export function billingCycleLabel(price: Pick<Price, 'interval' | 'interval_count'>): string {
  if (price.interval_count === 1) {
    if (price.interval === 'month') return 'Monthly';
    if (price.interval === 'year') return 'Yearly';
    return 'Daily';
  }
  if (price.interval === 'month' && price.interval_count === 12) return 'Yearly';
  return `Every ${price.interval_count} ${INTERVAL_NAMES[price.interval]}s`;
}

/** The cycle a price belongs to on the pricing toggle, if either. */
export function cycleOf(
  price: Pick<Price, 'interval' | 'interval_count'>,
): 'monthly' | 'yearly' | null {
  if (isYearlyPrice(price)) return 'yearly';
  if (isMonthlyPrice(price)) return 'monthly';
  return null;
}
