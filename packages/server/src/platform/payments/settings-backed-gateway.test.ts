import { describe, expect, it, vi } from 'vitest';
import type { PaymentGateway } from './gateway';
import { settingsBackedGateway } from './settings-backed-gateway';

function stubGateway(key: string): PaymentGateway {
  const refuse = () => Promise.reject(new Error('not used'));
  return {
    name: 'stripe',
    syncPlan: () => Promise.resolve({ productId: `prod_${key}`, priceIds: {} }),
    startSubscription: refuse,
    fetchSubscription: refuse,
    previewChange: refuse,
    changePlan: refuse,
    cancel: refuse,
    resume: refuse,
    changePaymentMethod: refuse,
    parseWebhook: refuse,
  };
}

describe('a gateway whose keys are site settings', () => {
  it('reads the settings on each call and builds a new adapter only when they change', async () => {
    let secret = 'one';
    const build = vi.fn((values: () => { secret: string }) => stubGateway(values().secret));
    const gateway = settingsBackedGateway({
      name: 'stripe',
      load: () => Promise.resolve({ secret }),
      build,
    });
    const plan = { id: 1, name: 'Plan', description: null, gatewayId: null, prices: [] };

    expect((await gateway.syncPlan(plan)).productId).toBe('prod_one');
    expect((await gateway.syncPlan(plan)).productId).toBe('prod_one');
    expect(build).toHaveBeenCalledTimes(1);

    secret = 'two';
    expect((await gateway.syncPlan(plan)).productId).toBe('prod_two');
    expect(build).toHaveBeenCalledTimes(2);
  });
});
