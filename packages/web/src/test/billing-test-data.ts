import type {
  BillingOverview,
  Invoice,
  Price,
  Product,
  Subscription,
} from '@tonearm/shared/billing/billing.schemas';

/** Plans, subscriptions and invoices as the billing API answers them, for the web's tests. */
export function testPrice(overrides: Partial<Price> = {}): Price {
  return {
    id: 11,
    product_id: 1,
    amount: 9.99,
    currency: 'USD',
    interval: 'month',
    interval_count: 1,
    ...overrides,
  };
}

export function testProduct(overrides: Partial<Product> = {}): Product {
  return {
    id: 1,
    name: 'Pro',
    description: 'Everything, ad-free.',
    hidden: false,
    free: false,
    recommended: false,
    feature_list: ['Ad-free listening', 'Offline downloads'],
    position: 1,
    prices: [
      testPrice({ id: 11, product_id: overrides.id ?? 1, amount: 10, interval: 'month' }),
      testPrice({ id: 12, product_id: overrides.id ?? 1, amount: 96, interval: 'year' }),
    ],
    ...overrides,
  };
}

export function testSubscription(overrides: Partial<Subscription> = {}): Subscription {
  const product = testProduct();
  return {
    id: 5,
    user_id: 7,
    product_id: product.id,
    price_id: 12,
    product: {
      id: product.id,
      name: product.name,
      description: product.description,
      hidden: false,
      free: false,
      recommended: false,
      feature_list: product.feature_list,
      position: 1,
    },
    price: product.prices[1]!,
    gateway: 'test',
    status: 'active',
    valid: true,
    active: true,
    on_grace_period: false,
    renews_at: '2027-11-24T10:00:00.000Z',
    ends_at: null,
    trial_ends_at: null,
    grace_ends_at: null,
    payment_method: {
      type: 'card',
      brand: 'visa',
      last4: '4242',
      exp_month: 4,
      exp_year: 2030,
      email: null,
    },
    created_at: '2026-11-24T10:00:00.000Z',
    updated_at: '2026-11-24T10:00:00.000Z',
    ...overrides,
  };
}

export function testInvoice(overrides: Partial<Invoice> = {}): Invoice {
  return {
    id: 31,
    number: 'TA-2026-000031',
    subscription_id: 5,
    user_id: 7,
    amount: 96,
    currency: 'USD',
    status: 'paid',
    description: 'Pro, yearly',
    period_start: '2026-11-24T10:00:00.000Z',
    period_end: '2027-11-24T10:00:00.000Z',
    paid_at: '2026-11-24T10:00:00.000Z',
    created_at: '2026-11-24T10:00:00.000Z',
    ...overrides,
  };
}

export function testOverview(overrides: Partial<BillingOverview> = {}): BillingOverview {
  return { subscription: testSubscription(), invoices: [testInvoice()], ...overrides };
}

/** Bootstrap settings of a site selling with the test gateway only. */
export const BILLING_ON = {
  'billing.enable': true,
  'billing.test_gateway.enable': true,
} as const;
