/** Query keys of the billing feature; `all` covers every one (invalidated after each change). */
export const billingKeys = {
  all: ['billing'] as const,
  products: ['billing', 'products'] as const,
  product: (id: number) => ['billing', 'products', id] as const,
  subscription: ['billing', 'subscription'] as const,
  invoice: (id: number) => ['billing', 'invoices', id] as const,
  checkoutReturn: (gateway: string, reference: string) =>
    ['billing', 'checkout-return', gateway, reference] as const,
  planChangePreviews: ['billing', 'change-plan', 'preview'] as const,
  planChangePreview: (priceId: number) => ['billing', 'change-plan', 'preview', priceId] as const,
};
