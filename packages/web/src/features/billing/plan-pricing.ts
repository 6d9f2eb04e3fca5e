import {
  priceForCycle,
  yearlyDiscountPercent,
  type BillingCycle,
  type Price,
  type Product,
} from '@tonearm/shared/billing/billing.schemas';

/**
 * Why a plan shows a price outside the chosen cycle: it is sold only in the other cycle (shown
 * so when no plan is sold in this one), or in neither (every 3 months, every 2 years...).
 */
export type CycleNote = 'monthly-only' | 'yearly-only' | 'no-cycle';

export interface PlanPricing {
  /** The price the plan shows and sells for the cycle; undefined for a plan without prices. */
  price: Price | undefined;
  /** Set when the price shown is not of the chosen cycle. */
  cycleNote: CycleNote | null;
  /** "Save N%" on the yearly price, when it costs less than twelve monthly ones. */
  discountPercent: number | null;
  free: boolean;
}

const otherCycle = (cycle: BillingCycle): BillingCycle =>
  cycle === 'yearly' ? 'monthly' : 'yearly';

/**
 * What a plan card shows for a billing cycle: the cycle's price, else the
 * other cycle's or the plan's own (marked with why); the yearly discount against 12 × monthly.
 */
export function planPricing(product: Product, cycle: BillingCycle): PlanPricing {
  const inCycle = priceForCycle(product.prices, cycle);
  const inOther = priceForCycle(product.prices, otherCycle(cycle));
  const price = inCycle ?? inOther ?? product.prices[0];
  const cycleNote: CycleNote | null =
    !price || inCycle
      ? null
      : inOther
        ? otherCycle(cycle) === 'monthly'
          ? 'monthly-only'
          : 'yearly-only'
        : 'no-cycle';
  const discountPercent =
    cycle === 'yearly' && inCycle
      ? yearlyDiscountPercent(
          priceForCycle(product.prices, 'monthly'),
          priceForCycle(product.prices, 'yearly'),
        )
      : null;
  return {
    price,
    cycleNote,
    discountPercent,
    free: product.free || !price || price.amount === 0,
  };
}

/**
 * The plans a cycle lists: each plan under the cycle it is sold in. Free plans and plans sold
 * in neither cycle show under both (the latter with their own price, said plainly). A plan sold
 * only in the other cycle waits there, unless no paid plan is sold in this cycle at all, when
 * every plan shows rather than an empty page.
 */
export function plansForCycle(products: readonly Product[], cycle: BillingCycle): Product[] {
  const soldInOtherOnly = (product: Product) =>
    !product.free &&
    !priceForCycle(product.prices, cycle) &&
    !!priceForCycle(product.prices, otherCycle(cycle));
  const anySoldInCycle = products.some(
    (product) => !product.free && !!priceForCycle(product.prices, cycle),
  );
  return anySoldInCycle ? products.filter((product) => !soldInOtherOnly(product)) : [...products];
}
