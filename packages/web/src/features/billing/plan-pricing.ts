import {
  priceForCycle,
  yearlyDiscountPercent,
  type BillingCycle,
  type Price,
  type Product,
} from '@tonearm/shared/billing/billing.schemas';

export interface PlanPricing {
  /** The price the plan shows and sells for the cycle; undefined for a plan without prices. */
  price: Price | undefined;
  /** True when the plan has no price in the chosen cycle and shows another one. */
  otherCycle: boolean;
  /** "Save N%" on the yearly price, when spec 001 §9 allows showing it. */
  discountPercent: number | null;
  free: boolean;
}

/**
 * What a plan card shows for a billing cycle (spec 001 §2, §9): the cycle's price, or, for a plan
 * sold in the other cycle only, that one (marked); the yearly discount against 12 × monthly.
 */
export function planPricing(product: Product, cycle: BillingCycle): PlanPricing {
  const inCycle = priceForCycle(product.prices, cycle);
  const price =
    inCycle ??
    priceForCycle(product.prices, cycle === 'yearly' ? 'monthly' : 'yearly') ??
    product.prices[0];
  const discountPercent =
    cycle === 'yearly' && inCycle
      ? yearlyDiscountPercent(
          priceForCycle(product.prices, 'monthly'),
          priceForCycle(product.prices, 'yearly'),
        )
      : null;
  return {
    price,
    otherCycle: !!price && !inCycle,
    discountPercent,
    free: product.free || !price || price.amount === 0,
  };
}
