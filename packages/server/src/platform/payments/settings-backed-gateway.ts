import type { GatewayName } from '@tonearm/shared/billing/billing.schemas';
import type { PaymentGateway } from './gateway';

/**
 * A gateway whose keys live in the site settings, which are read asynchronously and may change
 * at run time (an admin saves new keys in the subscriptions tab). The adapters take synchronous
 * getters; this reads the settings before each call, hands the adapter a snapshot, and builds a
 * new adapter only when the values it depends on change (so the SDK client and PayPal's OAuth
 * token are reused between calls).
 */
export function settingsBackedGateway<Values>(options: {
  name: GatewayName;
  load: () => Promise<Values>;
  build: (values: () => Values) => PaymentGateway;
}): PaymentGateway {
  let built: { key: string; gateway: PaymentGateway } | null = null;

  async function current(): Promise<PaymentGateway> {
    const values = await options.load();
    const key = JSON.stringify(values);
    if (built?.key !== key) built = { key, gateway: options.build(() => values) };
    return built.gateway;
  }

  return {
    name: options.name,
    syncPlan: async (plan) => (await current()).syncPlan(plan),
    startSubscription: async (input) => (await current()).startSubscription(input),
    fetchSubscription: async (id) => (await current()).fetchSubscription(id),
    previewChange: async (id, price) => (await current()).previewChange(id, price),
    changePlan: async (id, price) => (await current()).changePlan(id, price),
    cancel: async (id, cancelOptions) => (await current()).cancel(id, cancelOptions),
    resume: async (id) => (await current()).resume(id),
    changePaymentMethod: async (id, input) => (await current()).changePaymentMethod(id, input),
    parseWebhook: async (rawBody, headers) => (await current()).parseWebhook(rawBody, headers),
  };
}
