import {
  fromMinorUnits,
  subscriptionFlags,
  type AdminSubscription,
  type Invoice,
  type PaymentMethod,
  type Price,
  type PriceInterval,
  type Product,
  type Subscription,
  type SubscriptionGateway,
  type SubscriptionStatus,
} from '@tonearm/shared/billing/billing.schemas';
import type { InvoiceRow, PriceRow, ProductRow, SubscriptionRow } from '../../platform/db/schema';
import type { SubscriptionWithUser } from './billing.repository';

function parseJson<T>(json: string | null, fallback: T): T {
  if (!json) return fallback;
  try {
    return JSON.parse(json) as T;
  } catch {
    return fallback;
  }
}

export function presentPrice(row: PriceRow): Price {
  return {
    id: row.id,
    product_id: row.product_id,
    amount: fromMinorUnits(row.amount_minor, row.currency),
    currency: row.currency,
    interval: row.interval as PriceInterval,
    interval_count: row.interval_count,
  };
}

export function presentProductSummary(row: ProductRow): Omit<Product, 'prices'> {
  const features = parseJson<unknown>(row.feature_list, []);
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    hidden: row.hidden === 1,
    free: row.free === 1,
    recommended: row.recommended === 1,
    feature_list: Array.isArray(features)
      ? features.filter((item): item is string => typeof item === 'string')
      : [],
    position: row.position,
  };
}

/**
 * The status as of `now`: a cancelled or past-due row whose access ran out reads `expired`
 * before the expiry task has written it (on-read rule).
 */
export function effectiveStatus(row: SubscriptionRow, now: Date): SubscriptionStatus {
  const status = row.status as SubscriptionStatus;
  const passed = (value: string | null) => value !== null && new Date(value) <= now;
  if (status === 'cancelled' && (row.ends_at === null || passed(row.ends_at))) return 'expired';
  if (status === 'past_due' && passed(row.grace_ends_at)) return 'expired';
  if ((status === 'active' || status === 'trialing') && passed(row.ends_at)) return 'expired';
  return status;
}

export function presentSubscription(
  row: SubscriptionRow,
  product: ProductRow,
  price: PriceRow | null,
  now: Date = new Date(),
): Subscription {
  const status = effectiveStatus(row, now);
  const flags = subscriptionFlags(
    {
      status: row.status as SubscriptionStatus,
      ends_at: row.ends_at,
      grace_ends_at: row.grace_ends_at,
    },
    now,
  );
  const renewing = status === 'active' || status === 'trialing' || status === 'past_due';
  return {
    id: row.id,
    user_id: row.user_id,
    product_id: row.product_id,
    price_id: row.price_id,
    product: presentProductSummary(product),
    price: price ? presentPrice(price) : null,
    gateway: row.gateway as SubscriptionGateway,
    status,
    valid: flags.valid,
    active: flags.active,
    on_grace_period: flags.on_grace_period,
    renews_at: renewing && row.ends_at === null ? row.renews_at : null,
    ends_at: row.ends_at,
    trial_ends_at: row.trial_ends_at,
    grace_ends_at: status === 'past_due' ? row.grace_ends_at : null,
    payment_method: parseJson<PaymentMethod | null>(row.payment_method, null),
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}

export function presentAdminSubscription(
  row: SubscriptionWithUser,
  product: ProductRow,
  price: PriceRow | null,
  now: Date = new Date(),
): AdminSubscription {
  return {
    ...presentSubscription(row, product, price, now),
    gateway_id: row.gateway_id,
    user: { id: row.user_id, name: row.user_name, email: row.user_email, image: row.user_image },
  };
}

/** "TA-2026-000042": the year it was made and its id, as the printed invoice shows it. */
export function invoiceNumber(row: Pick<InvoiceRow, 'id' | 'created_at'>): string {
  return `TA-${new Date(row.created_at).getUTCFullYear()}-${String(row.id).padStart(6, '0')}`;
}

export function presentInvoice(row: InvoiceRow, description?: string): Invoice {
  return {
    id: row.id,
    number: invoiceNumber(row),
    subscription_id: row.subscription_id,
    user_id: row.user_id,
    amount: fromMinorUnits(row.amount_minor, row.currency),
    currency: row.currency,
    status: row.status as Invoice['status'],
    description: description ?? row.description,
    period_start: row.period_start,
    period_end: row.period_end,
    paid_at: row.paid_at,
    created_at: row.created_at,
  };
}
