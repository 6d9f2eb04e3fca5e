import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { billingLoader, checkoutLoader, pricingLoader } from './billing-guards';

function page(load: () => Promise<ComponentType>): Pick<RouteObject, 'lazy'> {
  return { lazy: async () => ({ Component: await load() }) };
}

/**
 * Billing and pricing: pricing, checkout and its return pages, and the
 * billing area, as children of the player layout. Every page is its own chunk (the shell
 * imports no billing code); the loaders are its guards (billing-guards.ts).
 */
export const billingRoutes: RouteObject[] = [
  {
    path: 'pricing',
    loader: pricingLoader,
    ...page(async () => (await import('@/features/billing/components/pricing-page')).PricingPage),
  },
  {
    path: 'checkout/:productId/:priceId',
    children: [
      {
        index: true,
        loader: checkoutLoader({ storeSelection: true }),
        ...page(
          async () => (await import('@/features/billing/components/checkout-page')).CheckoutPage,
        ),
      },
      {
        path: 'stripe/done',
        loader: checkoutLoader({ storeSelection: false }),
        ...page(
          async () =>
            (await import('@/features/billing/components/payment-return-page'))
              .StripeCheckoutDonePage,
        ),
      },
      {
        path: 'paypal/done',
        loader: checkoutLoader({ storeSelection: false }),
        ...page(
          async () =>
            (await import('@/features/billing/components/payment-return-page'))
              .PayPalCheckoutDonePage,
        ),
      },
    ],
  },
  {
    path: 'billing',
    loader: billingLoader,
    children: [
      {
        index: true,
        ...page(
          async () =>
            (await import('@/features/billing/components/billing-overview-page'))
              .BillingOverviewPage,
        ),
      },
      {
        path: 'change-payment-method',
        ...page(
          async () =>
            (await import('@/features/billing/components/change-payment-method-page'))
              .ChangePaymentMethodPage,
        ),
      },
      {
        path: 'change-payment-method/done',
        ...page(
          async () =>
            (await import('@/features/billing/components/payment-return-page'))
              .PaymentMethodDonePage,
        ),
      },
      {
        path: 'change-plan',
        ...page(
          async () =>
            (await import('@/features/billing/components/change-plan-page')).ChangePlanPage,
        ),
      },
      {
        path: 'change-plan/:productId/:priceId/confirm',
        ...page(
          async () =>
            (await import('@/features/billing/components/confirm-plan-change-page'))
              .ConfirmPlanChangePage,
        ),
      },
      {
        path: 'cancel',
        ...page(
          async () =>
            (await import('@/features/billing/components/cancel-subscription-page'))
              .CancelSubscriptionPage,
        ),
      },
      {
        path: 'renew',
        ...page(
          async () =>
            (await import('@/features/billing/components/renew-subscription-page'))
              .RenewSubscriptionPage,
        ),
      },
    ],
  },
];

/** /billing/invoices/{id}: outside the player layout, so the printout is the invoice alone. */
export const billingInvoiceRoute: RouteObject = {
  path: 'billing/invoices/:invoiceId',
  loader: billingLoader,
  ...page(async () => (await import('@/features/billing/components/invoice-page')).InvoicePage),
};
