import { expect } from 'vitest';
import type {
  GatewayPlan,
  GatewayPlanPrice,
  GatewaySubscription,
  PaymentGateway,
} from '../../platform/payments/gateway';

/**
 * Plans and prices for a gateway adapter's tests: every price and plan gets a fresh local id, and
 * `syncedPlan` hands back the plan with the ids the provider answered filled in. `gateway` is read
 * when a plan is synced, so it may be set up in a `beforeAll`.
 */
export function gatewayPlanBuilders(gateway: () => PaymentGateway, amountMinor: number) {
  let seq = 0;

  function price(overrides: Partial<GatewayPlanPrice> = {}): GatewayPlanPrice {
    seq += 1;
    return {
      id: seq,
      amountMinor,
      currency: 'EUR',
      interval: 'month',
      intervalCount: 1,
      gatewayId: null,
      ...overrides,
    };
  }

  async function syncedPlan(prices: GatewayPlanPrice[]): Promise<GatewayPlan> {
    seq += 1;
    const plan: GatewayPlan = {
      id: seq,
      name: `Plan ${seq}`,
      description: 'All music',
      gatewayId: null,
      prices,
    };
    const ids = await gateway().syncPlan(plan);
    return {
      ...plan,
      gatewayId: ids.productId,
      prices: prices.map((item) => ({ ...item, gatewayId: ids.priceIds[item.id]! })),
    };
  }

  /** Syncs a plan, then syncs it again with its one price raised: the provider ids before and after. */
  async function repricedPlan(): Promise<{ oldId: string; newId: string }> {
    const plan = await syncedPlan([price({ amountMinor: 500 })]);
    const ids = await gateway().syncPlan({
      ...plan,
      prices: [{ ...plan.prices[0]!, amountMinor: 700 }],
    });
    return { oldId: plan.prices[0]!.gatewayId!, newId: ids.priceIds[plan.prices[0]!.id]! };
  }

  /** Starts a checkout for a synced plan but with a price the provider never heard of. */
  async function startWithUnsyncedPrice() {
    const plan = await syncedPlan([price()]);
    return gateway().startSubscription({
      customer: { userId: 7, email: 'ada@example.com', name: 'Ada', gatewayId: null },
      plan,
      price: { ...plan.prices[0]!, gatewayId: null },
      returnUrl: 'http://app.test/done',
      cancelUrl: 'http://app.test/pricing',
    });
  }

  return { price, syncedPlan, repricedPlan, startWithUnsyncedPrice };
}

/** What every adapter answers for a subscription cancelled at once: over, and ended just now. */
export function expectCancelledNow(cancelled: GatewaySubscription): void {
  expect(cancelled.status).toBe('cancelled');
  expect(cancelled.cancelAtPeriodEnd).toBe(false);
  expect(Math.abs(cancelled.endedAt!.getTime() - Date.now())).toBeLessThan(5000);
}
