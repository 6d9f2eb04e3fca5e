import { z } from 'zod';
import { listQuerySchema } from '../http/list-query';
import { paginationOf } from '../http/http.schemas';
import { id as idField, idParam, text } from '../http/primitives';

/**
 * Billing and pricing (plans are products with prices): the HTTP
 * contract of plans, checkout, the billing area, webhooks and the admin plans and subscriptions
 * pages. Every path is under `/api/v1/`.
 *
 * | method | path                                   | who            | body / query               | answer                                  |
 * | ------ | -------------------------------------- | -------------- | -------------------------- | --------------------------------------- |
 * | GET    | billing/products                       | anyone         |                            | {pagination: {data: Product[]}} (hidden left out) |
 * | GET    | billing/products/{id}                  | anyone         |                            | {product: Product} (hidden ones too)    |
 * | GET    | billing/subscription                   | logged in      |                            | billingOverviewSchema                   |
 * | POST   | billing/checkout                       | logged in      | checkoutInputSchema        | checkoutResultSchema                    |
 * | POST   | billing/checkout/confirm               | logged in      | confirmCheckoutSchema      | checkoutResultSchema                    |
 * | POST   | billing/checkout/return                | logged in      | checkoutReturnInputSchema  | checkoutReturnSchema (asks the provider) |
 * | POST   | billing/change-plan/preview            | subscribed     | changePlanInputSchema      | {preview: ProrationPreview}             |
 * | POST   | billing/change-plan                    | subscribed     | changePlanInputSchema      | {subscription: Subscription}            |
 * | POST   | billing/cancel                         | subscribed     |                            | {subscription: Subscription}            |
 * | POST   | billing/renew                          | subscribed     |                            | {subscription: Subscription}            |
 * | POST   | billing/payment-method                 | subscribed     | paymentMethodInputSchema   | checkoutResultSchema                    |
 * | GET    | billing/invoices                       | logged in      | page, perPage              | {pagination: {data: Invoice[]}}         |
 * | GET    | billing/invoices/{id}                  | its owner      |                            | {invoice: Invoice, seller: InvoiceSeller} |
 * | POST   | billing/webhooks/{gateway}             | the provider   | raw body, signed           | 200 {received: true} (400 bad signature) |
 * | GET    | admin/plans                            | plans.update   | planListQuerySchema        | {pagination: {data: Product[]}}         |
 * | POST   | admin/plans                            | plans.update   | productInputSchema         | 201 {product: Product}                  |
 * | GET    | admin/plans/{id}                       | plans.update   |                            | {product: AdminProduct}                 |
 * | PUT    | admin/plans/{id}                       | plans.update   | productInputSchema         | {product: AdminProduct}                 |
 * | DELETE | admin/plans/{id}                       | plans.update   |                            | 204 (422 while it has subscriptions)    |
 * | POST   | admin/plans/{id}/sync                  | plans.update   |                            | {product: AdminProduct}                 |
 * | GET    | admin/subscriptions                    | subscriptions.update | subscriptionListQuerySchema | {pagination: {data: AdminSubscription[]}} |
 * | POST   | admin/subscriptions                    | subscriptions.update | grantSubscriptionSchema | 201 {subscription: AdminSubscription} |
 * | GET    | admin/subscriptions/users              | subscriptions.update | userLookupQuerySchema | {users: UserLookup[]} (the grant dialog's user search) |
 * | GET    | admin/subscriptions/{id}               | subscriptions.update |                     | {subscription: AdminSubscription, invoices: Invoice[]} |
 * | POST   | admin/subscriptions/{id}/change-plan   | subscriptions.update | changePlanInputSchema | {subscription: AdminSubscription} |
 * | POST   | admin/subscriptions/{id}/cancel        | subscriptions.update | adminCancelSchema    | {subscription: AdminSubscription}  |
 * | POST   | admin/subscriptions/{id}/renew         | subscriptions.update |                      | {subscription: AdminSubscription}  |
 * | POST   | admin/subscriptions/{id}/extend        | subscriptions.update | extendSubscriptionSchema | {subscription: AdminSubscription} |
 *
 * Money: `amount` in answers is in the currency's major unit (9.99); the database keeps integer
 * minor units (`amount_minor`, 999) so no float ever rounds a charge (`toMinorUnits`).
 */

// ——— constants ———

export const PRICE_INTERVALS = ['day', 'month', 'year'] as const;
export type PriceInterval = (typeof PRICE_INTERVALS)[number];

export const BILLING_CYCLES = ['yearly', 'monthly'] as const;
export type BillingCycle = (typeof BILLING_CYCLES)[number];
/** Yearly is the default cycle. */
export const DEFAULT_BILLING_CYCLE: BillingCycle = 'yearly';

export const GATEWAYS = ['stripe', 'paypal', 'test'] as const;
export type GatewayName = (typeof GATEWAYS)[number];
/** `none`: granted by an admin, charged by nobody. */
export type SubscriptionGateway = GatewayName | 'none';

export const SUBSCRIPTION_STATUSES = [
  'incomplete',
  'trialing',
  'active',
  'past_due',
  'cancelled',
  'expired',
] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

export const INVOICE_STATUSES = ['paid', 'open', 'failed', 'refunded'] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];

/**
 * The built-in test gateway's cards, numbers as Stripe's test cards, so a person
 * who knows one knows the other. Any future expiry date and any 3-digit CVC.
 */
export const TEST_CARDS = {
  success: '4242424242424242',
  declined: '4000000000000002',
  requiresConfirmation: '4000002500003155',
} as const;

export const BILLING_MESSAGES = {
  declined: 'Your card was declined.',
  requiresConfirmation: 'Your bank asks you to confirm this payment.',
  cardNumber: 'Enter a valid card number.',
  cardExpiry: 'Enter a future expiry date as MM/YY.',
  cardCvc: 'Enter the 3 or 4 digit security code.',
  alreadySubscribed: 'You already have a subscription.',
  checkoutInProgress: 'Your checkout is still being processed. Wait a moment, then try again.',
  checkoutReplaced: 'This checkout was replaced by a newer one. Start again from the plan.',
  confirmationAnswered: 'This confirmation was already answered.',
  hiddenPlan: 'This plan is no longer offered. Choose another plan.',
  returnUnknown:
    'We found no payment of yours for this page, so no subscription was started. Choose a plan to try again.',
  returnPending:
    'The payment provider has not confirmed your payment yet. This page checks again for a minute.',
  returnFailed:
    'The payment was not completed, so nothing was charged. Choose a plan to try again.',
  notSubscribed: 'You do not have a subscription.',
  unknownPrice: 'This price does not belong to this plan.',
  freePlan: 'Free plans need no checkout.',
  gatewayOff: 'This payment method is not available.',
  samePlan: 'You are already on this plan.',
  notCancelled: 'Only a cancelled subscription can be renewed.',
  ended: 'This subscription has ended; choose a plan to subscribe again.',
  planInUse: 'This plan has subscribers; hide it instead of deleting it.',
  priceInUse: 'This price has subscribers and cannot be removed or changed; add a new price.',
  badSignature: 'The webhook signature is invalid.',
  renewalFailedSubject: 'Your payment failed',
  cancelled: 'Subscription cancelled.',
  renewed: 'Subscription renewed.',
  planChanged: 'Plan changed.',
  paymentMethodChanged: 'Payment method updated.',
} as const;

// ——— models ———

export const priceSchema = z.object({
  id: z.number().int(),
  product_id: z.number().int(),
  /** Major units: 9.99. */
  amount: z.number(),
  /** ISO 4217, upper case. */
  currency: z.string(),
  interval: z.enum(PRICE_INTERVALS),
  interval_count: z.number().int(),
});
export type Price = z.infer<typeof priceSchema>;

export const productSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string().nullable(),
  hidden: z.boolean(),
  free: z.boolean(),
  recommended: z.boolean(),
  feature_list: z.array(z.string()),
  position: z.number().int(),
  prices: z.array(priceSchema),
});
export type Product = z.infer<typeof productSchema>;

const grantedPermissionSchema = z.object({
  name: z.string(),
  restrictions: z.array(z.object({ name: z.string(), value: z.number().int().nullable() })),
});

/** What the admin plan editor sees besides the public fields. */
export const adminProductSchema = productSchema.extend({
  permissions: z.array(grantedPermissionSchema),
  /** Provider ids per price, e.g. {stripe: 'price_…', paypal: 'P-…'}; null until synced. */
  gateway_ids: z.record(z.string(), z.string().nullable()),
  prices: z.array(
    priceSchema.extend({
      gateway_ids: z.record(z.string(), z.string().nullable()),
      subscriptions_count: z.number().int(),
    }),
  ),
  subscriptions_count: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type AdminProduct = z.infer<typeof adminProductSchema>;

export const paymentMethodSchema = z.object({
  /** card | paypal */
  type: z.enum(['card', 'paypal']),
  brand: z.string().nullable(),
  last4: z.string().nullable(),
  exp_month: z.number().int().nullable(),
  exp_year: z.number().int().nullable(),
  /** PayPal: the payer's email. */
  email: z.string().nullable(),
});
export type PaymentMethod = z.infer<typeof paymentMethodSchema>;

export const subscriptionSchema = z.object({
  id: z.number().int(),
  user_id: z.number().int(),
  product_id: z.number().int(),
  price_id: z.number().int().nullable(),
  product: productSchema.omit({ prices: true }),
  price: priceSchema.nullable(),
  gateway: z.enum([...GATEWAYS, 'none']),
  status: z.enum(SUBSCRIPTION_STATUSES),
  /** The two flags the client's isSubscribed reads. */
  valid: z.boolean(),
  active: z.boolean(),
  /** Cancelled but still running until `ends_at`. */
  on_grace_period: z.boolean(),
  /** When the next charge happens (null once cancelled or ended). */
  renews_at: z.string().nullable(),
  /** When access ends (set once cancelled or expired). */
  ends_at: z.string().nullable(),
  trial_ends_at: z.string().nullable(),
  /** past_due: access continues until this time (settings `billing.grace_days`). */
  grace_ends_at: z.string().nullable(),
  payment_method: paymentMethodSchema.nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Subscription = z.infer<typeof subscriptionSchema>;

export const adminSubscriptionSchema = subscriptionSchema.extend({
  gateway_id: z.string().nullable(),
  user: z.object({
    id: z.number().int(),
    name: z.string(),
    email: z.string(),
    image: z.string().nullable(),
  }),
});
export type AdminSubscription = z.infer<typeof adminSubscriptionSchema>;

export const invoiceSchema = z.object({
  id: z.number().int(),
  /** Human number shown on the printed invoice, e.g. "TA-2026-000042". */
  number: z.string(),
  subscription_id: z.number().int(),
  user_id: z.number().int(),
  amount: z.number(),
  currency: z.string(),
  status: z.enum(INVOICE_STATUSES),
  description: z.string(),
  period_start: z.string().nullable(),
  period_end: z.string().nullable(),
  paid_at: z.string().nullable(),
  created_at: z.string(),
});
export type Invoice = z.infer<typeof invoiceSchema>;

export const invoiceSellerSchema = z.object({
  site_name: z.string(),
  site_url: z.string(),
});

export const billingOverviewSchema = z.object({
  subscription: subscriptionSchema.nullable(),
  /** The latest few invoices; the full list is `billing/invoices`. */
  invoices: z.array(invoiceSchema),
});
export type BillingOverview = z.infer<typeof billingOverviewSchema>;

export const prorationPreviewSchema = z.object({
  /** What is charged now for the rest of this period (major units; 0 or more). */
  amount_due: z.number(),
  /** Unused time on the current plan credited against it (major units). */
  credit: z.number(),
  currency: z.string(),
  /** The new plan's next charge date. */
  next_charge_at: z.string().nullable(),
  new_price: priceSchema,
});
export type ProrationPreview = z.infer<typeof prorationPreviewSchema>;

// ——— requests ———

const cardInputSchema = z.object({
  number: text()
    .trim()
    .transform((value) => value.replace(/[\s-]/g, ''))
    .pipe(z.string().regex(/^\d{12,19}$/, BILLING_MESSAGES.cardNumber)),
  /** "MM/YY" */
  expiry: text()
    .trim()
    .regex(/^(0[1-9]|1[0-2])\s*\/\s*\d{2}$/, BILLING_MESSAGES.cardExpiry),
  cvc: text()
    .trim()
    .regex(/^\d{3,4}$/, BILLING_MESSAGES.cardCvc),
  name: text().trim().max(200).optional(),
});
export type CardInput = z.infer<typeof cardInputSchema>;

/**
 * Starts a subscription. `test` takes the card here and answers at once; `stripe` answers a
 * client secret for Stripe.js to confirm; `paypal` answers the approval URL to send the user to.
 */
export const checkoutInputSchema = z.object({
  product_id: idField(),
  price_id: idField(),
  gateway: z.enum(GATEWAYS),
  card: cardInputSchema.optional(),
});
export type CheckoutInput = z.infer<typeof checkoutInputSchema>;

export const confirmCheckoutSchema = z.object({
  /** From a `requires_action` answer. */
  confirmation_id: text().trim().min(1).max(200),
  /** The test gateway's confirmation dialog: true approves, false refuses. */
  approve: z.boolean(),
});

export const checkoutResultSchema = z.discriminatedUnion('status', [
  /** Paid and applied: the subscription is valid now. */
  z.object({ status: z.literal('succeeded'), subscription: subscriptionSchema }),
  /** The test gateway's 3-D Secure–like step; confirm with `billing/checkout/confirm`. */
  z.object({
    status: z.literal('requires_action'),
    confirmation_id: z.string(),
    message: z.string(),
  }),
  /** Stripe: confirm with Stripe.js, then go to the done page, which polls. */
  z.object({
    status: z.literal('requires_client_confirmation'),
    client_secret: z.string(),
    publishable_key: z.string(),
  }),
  /** PayPal: send the user to `url`; they come back to the done page, which polls. */
  z.object({ status: z.literal('redirect'), url: z.string() }),
]);
export type CheckoutResult = z.infer<typeof checkoutResultSchema>;

/**
 * The return pages of Stripe and PayPal ask whether the payment really happened: the server
 * asks the provider about the caller's own checkout. `reference` is what the provider put on
 * the return URL (Stripe's `payment_intent`, PayPal's `subscription_id`).
 */
export const checkoutReturnInputSchema = z.object({
  gateway: z.enum(['stripe', 'paypal']),
  reference: text().trim().max(255).optional(),
});
export type CheckoutReturnInput = z.infer<typeof checkoutReturnInputSchema>;

export const checkoutReturnSchema = z.discriminatedUnion('status', [
  /** The provider confirms: the subscription runs. */
  z.object({ status: z.literal('succeeded'), subscription: subscriptionSchema }),
  /** The provider has not confirmed the payment yet (processing, or not approved yet). */
  z.object({ status: z.literal('pending'), message: z.string() }),
  /** No such payment of the caller's, or it failed: `message` says what to do. */
  z.object({ status: z.literal('failed'), message: z.string() }),
]);
export type CheckoutReturn = z.infer<typeof checkoutReturnSchema>;

export const changePlanInputSchema = z.object({ price_id: idField() });

export const paymentMethodInputSchema = z.object({
  gateway: z.enum(GATEWAYS),
  card: cardInputSchema.optional(),
});

// ——— admin ———

const priceInputSchema = z.object({
  /** Present when editing an existing price. */
  id: idField().optional(),
  amount: z.number().min(0).max(1_000_000),
  currency: text()
    .trim()
    .regex(/^[A-Za-z]{3}$/, 'Use a three-letter currency code such as USD.')
    .transform((value) => value.toUpperCase()),
  interval: z.enum(PRICE_INTERVALS),
  interval_count: z.number().int().min(1).max(365),
});

export const productInputSchema = z.object({
  name: text().trim().min(1).max(100),
  description: text().trim().max(1000).nullable().optional(),
  hidden: z.boolean().default(false),
  free: z.boolean().default(false),
  recommended: z.boolean().default(false),
  feature_list: z.array(text().trim().min(1).max(200)).max(30).default([]),
  position: z.number().int().min(0).max(10_000).default(0),
  prices: z.array(priceInputSchema).max(20).default([]),
  permissions: z.array(grantedPermissionSchema).max(100).default([]),
});
export type ProductInput = z.infer<typeof productInputSchema>;

export const planListQuerySchema = listQuerySchema({
  sortable: ['position', 'name', 'created_at'],
  defaultOrderBy: 'position',
  defaultOrderDir: 'asc',
});

export const subscriptionListQuerySchema = listQuerySchema({
  sortable: ['created_at', 'renews_at', 'ends_at', 'status'],
  defaultOrderBy: 'created_at',
  filters: {
    status: z.enum(SUBSCRIPTION_STATUSES).optional(),
    gateway: z.enum([...GATEWAYS, 'none']).optional(),
    // A 32-bit id: a larger number must be a 422, not a database error.
    product_id: idParam.optional(),
  },
});

export const grantSubscriptionSchema = z.object({
  user_id: idField(),
  product_id: idField(),
  price_id: idField().nullable().optional(),
  /** ISO date; null means it never ends. */
  ends_at: z.string().datetime({ offset: true }).nullable(),
});

/** The grant dialog's user search: up to 10 users by name or email. */
export const userLookupQuerySchema = z.object({
  query: text().trim().max(100).default(''),
});

export const userLookupSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
});
export type UserLookup = z.infer<typeof userLookupSchema>;

export const userLookupResponseSchema = z.object({ users: z.array(userLookupSchema) });

export const adminCancelSchema = z.object({
  /** true ends access now; false at the end of the paid period. */
  immediately: z.boolean().default(false),
});

export const extendSubscriptionSchema = z.object({
  /** The new renewal (or end) date; must be later than the current one. */
  until: z.string().datetime({ offset: true }),
});

// ——— pure rules, shared by the pricing page and the server ———

/**
 * Monthly if the interval is a month or 30 or more days. "A month" is one month:
 * a price charged every 3 months is neither monthly nor yearly.
 */
export function isMonthlyPrice(price: Pick<Price, 'interval' | 'interval_count'>): boolean {
  if (price.interval === 'month') return price.interval_count === 1;
  if (price.interval === 'day') return price.interval_count >= 30 && price.interval_count < 365;
  return false;
}

/** Yearly if 12 or more months, or a year. */
export function isYearlyPrice(price: Pick<Price, 'interval' | 'interval_count'>): boolean {
  if (price.interval === 'year') return true;
  if (price.interval === 'month') return price.interval_count >= 12;
  return price.interval === 'day' && price.interval_count >= 365;
}

/** The price a plan shows for a billing cycle, if it has one. */
export function priceForCycle<P extends Pick<Price, 'interval' | 'interval_count'>>(
  prices: readonly P[],
  cycle: BillingCycle,
): P | undefined {
  return prices.find((price) =>
    cycle === 'yearly' ? isYearlyPrice(price) : isMonthlyPrice(price),
  );
}

/** A price is shown as amount divided by interval_count. */
export function shownAmount(price: Pick<Price, 'amount' | 'interval_count'>): number {
  return price.amount / Math.max(1, price.interval_count);
}

/**
 * The yearly discount in percent against 12 × the monthly price, or null when it is not to be
 * shown (only between 0 and 200 percent).
 */
export function yearlyDiscountPercent(
  monthly: Pick<Price, 'amount' | 'interval_count'> | undefined,
  yearly: Pick<Price, 'amount' | 'interval_count'> | undefined,
): number | null {
  if (!monthly || !yearly) return null;
  const twelveMonths = 12 * shownAmount(monthly);
  if (twelveMonths <= 0) return null;
  const percent = Math.round(((twelveMonths - shownAmount(yearly)) / twelveMonths) * 100);
  return percent > 0 && percent < 200 ? percent : null;
}

/** How many digits a currency's minor unit has (USD 2, JPY 0, BHD 3). */
export function currencyDigits(currency: string): number {
  try {
    return (
      new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions()
        .maximumFractionDigits ?? 2
    );
  } catch {
    return 2;
  }
}

export function toMinorUnits(amount: number, currency: string): number {
  return Math.round(amount * 10 ** currencyDigits(currency));
}

export function fromMinorUnits(minor: number, currency: string): number {
  return minor / 10 ** currencyDigits(currency);
}

/**
 * `valid` and `active` of a subscription (isSubscribed = at least one valid).
 * valid: the user has the plan's access now — running (trialing, active), past due within the
 * grace period, or cancelled with time left. active: it will renew (running, not cancelled).
 */
export function subscriptionFlags(
  row: {
    status: SubscriptionStatus;
    ends_at: string | Date | null;
    grace_ends_at: string | Date | null;
  },
  now: Date = new Date(),
): { valid: boolean; active: boolean; on_grace_period: boolean } {
  const after = (value: string | Date | null) => value !== null && new Date(value) > now;
  const running = row.status === 'active' || row.status === 'trialing';
  const endsLater = row.ends_at === null || after(row.ends_at);
  const cancelledWithTimeLeft = row.status === 'cancelled' && after(row.ends_at);
  const pastDueInGrace = row.status === 'past_due' && after(row.grace_ends_at);
  const valid = (running && endsLater) || cancelledWithTimeLeft || pastDueInGrace;
  return { valid, active: running && row.ends_at === null, on_grace_period: cancelledWithTimeLeft };
}

// ——— answers (the route table above), declared on the server's routes ———

export const productResponseSchema = z.object({ product: productSchema });
export const productListResponseSchema = paginationOf(productSchema);
export const adminProductResponseSchema = z.object({ product: adminProductSchema });
export const adminProductListResponseSchema = paginationOf(adminProductSchema);
export const subscriptionResponseSchema = z.object({ subscription: subscriptionSchema });
export const prorationPreviewResponseSchema = z.object({ preview: prorationPreviewSchema });
export const invoiceListResponseSchema = paginationOf(invoiceSchema);
export const invoiceResponseSchema = z.object({
  invoice: invoiceSchema,
  seller: invoiceSellerSchema,
});
export const webhookResponseSchema = z.object({ received: z.literal(true) });
export const adminSubscriptionResponseSchema = z.object({ subscription: adminSubscriptionSchema });
export const adminSubscriptionListResponseSchema = paginationOf(adminSubscriptionSchema);
export const adminSubscriptionDetailSchema = z.object({
  subscription: adminSubscriptionSchema,
  invoices: z.array(invoiceSchema),
});
export type SubscriptionListQuery = z.infer<typeof subscriptionListQuerySchema>;
export type GrantSubscriptionInput = z.infer<typeof grantSubscriptionSchema>;

/** Admin messages of the subscriptions page. */
export const SUBSCRIPTION_ADMIN_MESSAGES = {
  unknownUser: 'This user does not exist.',
  unknownPlan: 'This plan does not exist.',
  endsInPast: 'The end date must be in the future.',
  extendEarlier: 'The new date must be later than the current one.',
} as const;
