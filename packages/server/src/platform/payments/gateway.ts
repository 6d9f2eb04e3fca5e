import type {
  CardInput,
  GatewayName,
  InvoiceStatus,
  PaymentMethod,
  PriceInterval,
  SubscriptionStatus,
} from '@tonearm/shared/billing/billing.schemas';

/**
 * The one interface every payment provider is reached through ("payments: gateway
 * interface"): Stripe (`stripe-gateway.ts`), PayPal (`paypal-gateway.ts`) and the built-in test
 * gateway (`test-gateway.ts`). The billing module never sees a provider's SDK or wire format:
 * it asks a gateway to act, and it applies the `BillingEvent`s a gateway reads from a verified
 * webhook (the source of truth). Amounts here are integer minor units.
 */

/** A plan as a provider needs it to create or update its product and prices. */
export interface GatewayPlan {
  id: number;
  name: string;
  description: string | null;
  /** The provider's product id, when already synced. */
  gatewayId: string | null;
  prices: GatewayPlanPrice[];
}

export interface GatewayPlanPrice {
  id: number;
  amountMinor: number;
  currency: string;
  interval: PriceInterval;
  intervalCount: number;
  /** The provider's price (Stripe) or plan (PayPal) id, when already synced. */
  gatewayId: string | null;
}

/** What `syncPlan` answers: the provider's ids of the product and of each price by our id. */
export interface GatewayPlanIds {
  productId: string;
  priceIds: Record<number, string>;
}

export interface GatewayCustomer {
  userId: number;
  email: string;
  name: string;
  /** The provider's customer id, when one was made before. */
  gatewayId: string | null;
}

export interface StartSubscriptionInput {
  customer: GatewayCustomer;
  plan: GatewayPlan;
  price: GatewayPlanPrice;
  /** The test gateway's card; Stripe and PayPal take card details on their own pages. */
  card?: CardInput | undefined;
  /** Where the provider sends the user back (PayPal) or Stripe.js returns to. */
  returnUrl: string;
  cancelUrl: string;
}

/** How a started subscription continues. */
export type StartSubscriptionResult =
  /** Charged and running now (test gateway success card). Its events were emitted too. */
  | { kind: 'succeeded'; subscription: GatewaySubscription; customerId: string | null }
  /** The charge was refused; nothing was made. `message` is the provider's own words. */
  | { kind: 'declined'; message: string }
  /** The test gateway's confirmation step. */
  | { kind: 'requires_action'; confirmationId: string; message: string }
  /** Stripe: Stripe.js confirms the payment with this secret. */
  | {
      kind: 'requires_client_confirmation';
      clientSecret: string;
      subscriptionId: string;
      customerId: string;
    }
  /** PayPal: send the user to approve. */
  | { kind: 'redirect'; url: string; subscriptionId: string };

/** A provider's view of one subscription, normalised. */
export interface GatewaySubscription {
  gateway: GatewayName;
  /** The provider's subscription id. */
  id: string;
  customerId: string | null;
  /** The provider's price (Stripe) or plan (PayPal) id it is on. */
  priceGatewayId: string | null;
  status: SubscriptionStatus;
  /** End of the paid period; null when unknown. */
  currentPeriodEnd: Date | null;
  cancelAtPeriodEnd: boolean;
  /** When it ended or will end, once cancelled or expired. */
  endedAt: Date | null;
  trialEnd: Date | null;
  paymentMethod: PaymentMethod | null;
  /** Our user id, when the provider carries it (metadata / custom_id). */
  userId: number | null;
}

export interface GatewayInvoice {
  gateway: GatewayName;
  id: string;
  subscriptionId: string;
  amountMinor: number;
  currency: string;
  status: InvoiceStatus;
  periodStart: Date | null;
  periodEnd: Date | null;
  paidAt: Date | null;
}

/** What a verified webhook says happened, normalised. */
export interface BillingEvent {
  gateway: GatewayName;
  /** The provider's event id: an event id is applied at most once. */
  id: string;
  /** The provider's own type name, kept for the log. */
  type: string;
  /** When the provider says it happened; older than the last applied for a subscription = ignored. */
  occurredAt: Date;
  /** The subscription's state after the event, when the event is about a subscription. */
  subscription?: GatewaySubscription;
  /** A charge, paid or failed. */
  invoice?: GatewayInvoice;
}

export interface ProrationQuote {
  amountDueMinor: number;
  creditMinor: number;
  currency: string;
  nextChargeAt: Date | null;
}

/** Thrown by `parseWebhook` when a signature is missing, forged or too old. */
export class WebhookSignatureError extends Error {
  constructor(message = 'The webhook signature is invalid.') {
    super(message);
    this.name = 'WebhookSignatureError';
  }
}

/** Thrown by gateway calls when the provider refuses (a declined card, a 4xx answer). */
export class GatewayRefusedError extends Error {
  constructor(
    message: string,
    readonly code: string | null = null,
  ) {
    super(message);
    this.name = 'GatewayRefusedError';
  }
}

export interface PaymentGateway {
  readonly name: GatewayName;
  /** Creates or updates the provider's product and prices; answers their ids. */
  syncPlan(plan: GatewayPlan): Promise<GatewayPlanIds>;
  startSubscription(input: StartSubscriptionInput): Promise<StartSubscriptionResult>;
  /** The test gateway's confirmation step (others: not supported). */
  confirm?(confirmationId: string, approve: boolean): Promise<StartSubscriptionResult>;
  /** Reads the provider's current state of a subscription (done pages, admin refresh). */
  fetchSubscription(subscriptionId: string): Promise<GatewaySubscription>;
  /** What moving to `price` costs now, prorated; nothing is changed. */
  previewChange(subscriptionId: string, price: GatewayPlanPrice): Promise<ProrationQuote>;
  changePlan(subscriptionId: string, price: GatewayPlanPrice): Promise<GatewaySubscription>;
  /** At period end unless `immediately`. */
  cancel(subscriptionId: string, options: { immediately: boolean }): Promise<GatewaySubscription>;
  /** Undoes a cancellation before the period ends. */
  resume(subscriptionId: string): Promise<GatewaySubscription>;
  /** Replaces the card (test: card here; Stripe: answers a SetupIntent secret; PayPal: a URL). */
  changePaymentMethod(
    subscriptionId: string,
    input: { card?: CardInput | undefined; returnUrl: string },
  ): Promise<StartSubscriptionResult>;
  /**
   * Verifies the signature on the raw body and reads the event. Throws WebhookSignatureError when
   * it does not verify (the route answers 400 and applies nothing).
   */
  parseWebhook(
    rawBody: Buffer,
    headers: Record<string, string | string[] | undefined>,
  ): Promise<BillingEvent | null>;
}
