import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { addInterval } from '../../platform/payments/billing-interval';

/**
 * A local stand-in for the part of Stripe's API that `stripe-gateway.ts` calls, answering in
 * Stripe's wire format (API version 2026-10-28.endive, the one `stripe` 23.x pins): form-encoded
 * requests with bracket keys, JSON objects with `object` tags, `expand[]`, error bodies
 * `{error: {type, code, message, ...}}` with Stripe's status codes (400, 401, 402, 404).
 *
 * It keeps state, so a test can walk a subscription through its life, and it records the events
 * real Stripe would send; the test signs them with `Stripe.webhooks.generateTestHeaderString`.
 * What Stripe.js does in a browser (confirming a payment or a SetupIntent with a card) is
 * `confirmInvoicePayment` / `confirmSetupIntent` here, with Stripe's test payment method ids.
 *
 * Stripe itself is not reached from this machine (no internet; stripe-mock cannot be installed),
 * so the shapes follow Stripe's API reference and the SDK's types, not recorded traffic.
 */

type Json = Record<string, unknown>;
type FormValue = string | FormValue[] | { [key: string]: FormValue };
type Form = { [key: string]: FormValue };

/** Stripe's test payment methods (https://docs.stripe.com/testing). */
export const STRIPE_TEST_PAYMENT_METHODS = {
  visa: 'pm_card_visa',
  declined: 'pm_card_chargeDeclined',
} as const;

export interface StripeStandIn {
  host: string;
  port: number;
  /** Every request as `METHOD /path`, in order. */
  requests: string[];
  /** The events Stripe would have delivered, oldest first. */
  events: Json[];
  products: Map<string, Json>;
  prices: Map<string, Json>;
  customers: Map<string, Json>;
  subscriptions: Map<string, Json>;
  invoices: Map<string, Json>;
  setupIntents: Map<string, Json>;
  /** What Stripe.js does when the person pays the first invoice with a card. */
  confirmInvoicePayment(subscriptionId: string, paymentMethod: string): void;
  /** What Stripe.js does when the person saves a new card on a SetupIntent. */
  confirmSetupIntent(setupIntentId: string, paymentMethod: string): void;
  /** Gives a customer a saved card as their default (as a confirmed payment would). */
  attachDefaultPaymentMethod(customerId: string, paymentMethod: string): void;
  close(): Promise<void>;
}

function newId(prefix: string): string {
  return `${prefix}_${randomBytes(12).toString('base64url').replace(/[-_]/g, 'x')}`;
}

function now(): number {
  return Math.floor(Date.now() / 1000);
}

/** Stripe's own form encoding: `items[0][price]=…&expand[0]=…&metadata[user_id]=…`. */
export function parseStripeForm(body: string): Form {
  const form: Form = {};
  for (const [rawKey, value] of new URLSearchParams(body)) {
    const parts = rawKey.split(/\[|\]\[|\]/).filter((part) => part !== '');
    let node: Form | FormValue[] = form;
    parts.forEach((part, index) => {
      const last = index === parts.length - 1;
      const nextIsIndex = /^\d+$/.test(parts[index + 1] ?? '');
      const key = Array.isArray(node) ? Number(part) : part;
      const container = node as Record<string | number, FormValue>;
      if (last) {
        container[key] = value;
        return;
      }
      container[key] ??= nextIsIndex ? [] : {};
      node = container[key] as Form | FormValue[];
    });
  }
  return form;
}

function str(value: FormValue | undefined): string | undefined {
  return typeof value === 'string' ? value : undefined;
}

function list(value: FormValue | undefined): FormValue[] {
  if (Array.isArray(value)) return value;
  if (value && typeof value === 'object') return Object.values(value);
  return [];
}

function record(value: FormValue | undefined): Record<string, string> {
  const result: Record<string, string> = {};
  if (value && typeof value === 'object' && !Array.isArray(value)) {
    for (const [key, item] of Object.entries(value))
      if (typeof item === 'string') result[key] = item;
  }
  return result;
}

class StripeHttpError extends Error {
  constructor(
    readonly status: number,
    readonly body: Json,
  ) {
    super(String(body.message));
  }
}

function invalidRequest(message: string, param?: string, code?: string): StripeHttpError {
  return new StripeHttpError(400, {
    type: 'invalid_request_error',
    message,
    ...(param ? { param } : {}),
    ...(code
      ? { code, doc_url: `https://stripe.com/docs/error-codes/${code.replace(/_/g, '-')}` }
      : {}),
  });
}

function missing(kind: string, id: string): StripeHttpError {
  return new StripeHttpError(404, {
    type: 'invalid_request_error',
    code: 'resource_missing',
    doc_url: 'https://stripe.com/docs/error-codes/resource-missing',
    message: `No such ${kind}: '${id}'`,
    param: 'id',
  });
}

/** Stripe counts in unix seconds. */
function addIntervalSeconds(from: number, interval: string, count: number): number {
  return Math.floor(addInterval(new Date(from * 1000), interval, count).getTime() / 1000);
}

function cardFor(paymentMethod: string): Json {
  const declined = paymentMethod === STRIPE_TEST_PAYMENT_METHODS.declined;
  return {
    brand: 'visa',
    country: 'US',
    exp_month: 12,
    exp_year: new Date().getUTCFullYear() + 3,
    funding: 'credit',
    last4: declined ? '0002' : '4242',
  };
}

export async function startStripeStandIn(): Promise<StripeStandIn> {
  const products = new Map<string, Json>();
  const prices = new Map<string, Json>();
  const customers = new Map<string, Json>();
  const paymentMethods = new Map<string, Json>();
  const subscriptions = new Map<string, Json>();
  const invoices = new Map<string, Json>();
  const setupIntents = new Map<string, Json>();
  const events: Json[] = [];
  const requests: string[] = [];

  function emit(type: string, object: Json, previous?: Json): void {
    events.push({
      id: newId('evt'),
      object: 'event',
      api_version: '2026-10-28.endive',
      created: now(),
      data: {
        object: structuredClone(object),
        ...(previous ? { previous_attributes: previous } : {}),
      },
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      type,
    });
  }

  function get<T extends Json>(map: Map<string, T>, kind: string, id: string): T {
    const found = map.get(id);
    if (!found) throw missing(kind, id);
    return found;
  }

  function makePaymentMethod(testId: string, customer: string): Json {
    if (!Object.values(STRIPE_TEST_PAYMENT_METHODS).includes(testId as never)) {
      throw missing('PaymentMethod', testId);
    }
    const paymentMethod: Json = {
      id: newId('pm'),
      object: 'payment_method',
      allow_redisplay: 'unspecified',
      billing_details: { address: null, email: null, name: null, phone: null, tax_id: null },
      card: cardFor(testId),
      created: now(),
      customer,
      livemode: false,
      metadata: {},
      type: 'card',
    };
    paymentMethods.set(String(paymentMethod.id), paymentMethod);
    return paymentMethod;
  }

  function declines(paymentMethodId: unknown): boolean {
    const method = typeof paymentMethodId === 'string' ? paymentMethods.get(paymentMethodId) : null;
    return (method?.card as Json | undefined)?.last4 === '0002';
  }

  function cardDeclined(): StripeHttpError {
    return new StripeHttpError(402, {
      type: 'card_error',
      code: 'card_declined',
      decline_code: 'generic_decline',
      doc_url: 'https://stripe.com/docs/error-codes/card-declined',
      message: 'Your card was declined.',
      charge: newId('ch'),
    });
  }

  function lineItem(
    subscription: Json,
    item: Json,
    price: Json,
    amount: number,
    period: { start: number; end: number },
    proration: boolean,
    description: string,
  ): Json {
    return {
      id: newId('il'),
      object: 'line_item',
      amount,
      currency: price.currency,
      description,
      discount_amounts: [],
      discountable: true,
      discounts: [],
      livemode: false,
      metadata: {},
      parent: {
        type: 'subscription_item_details',
        invoice_item_details: null,
        subscription_item_details: {
          invoice_item: null,
          proration,
          proration_details: { credited_items: null },
          subscription: subscription.id,
          subscription_item: item.id,
        },
      },
      period,
      pricing: {
        type: 'price_details',
        price_details: { price: price.id, product: price.product },
        unit_amount_decimal: String(price.unit_amount),
      },
      quantity: 1,
      taxes: [],
    };
  }

  /** The line for a whole period at the price's full amount (what a renewal bills). */
  function fullPeriodLine(
    subscription: Json,
    item: Json,
    price: Json,
    period: { start: number; end: number },
  ): Json {
    return lineItem(
      subscription,
      item,
      price,
      Number(price.unit_amount),
      period,
      false,
      `1 × ${String(price.id)}`,
    );
  }

  function makeInvoice(
    subscription: Json,
    lines: Json[],
    billingReason: string,
    preview = false,
  ): Json {
    const total = lines.reduce((sum, line) => sum + Number(line.amount), 0);
    const periods = lines.map((line) => line.period as { start: number; end: number });
    const invoice: Json = {
      id: preview ? `upcoming_in_${newId('x')}` : newId('in'),
      object: 'invoice',
      amount_due: Math.max(total, 0),
      amount_paid: 0,
      amount_remaining: Math.max(total, 0),
      attempt_count: 0,
      attempted: false,
      billing_reason: billingReason,
      collection_method: 'charge_automatically',
      created: now(),
      currency: lines[0]?.currency ?? 'usd',
      customer: subscription.customer,
      livemode: false,
      lines: {
        object: 'list',
        data: lines,
        has_more: false,
        total_count: lines.length,
        url: '/v1/invoices/in/lines',
      },
      metadata: {},
      next_payment_attempt: null,
      parent: {
        type: 'subscription_details',
        quote_details: null,
        subscription_details: { metadata: subscription.metadata, subscription: subscription.id },
      },
      period_end: Math.max(...periods.map((period) => period.start), now()),
      period_start: Math.min(...periods.map((period) => period.start), now()),
      starting_balance: 0,
      status: preview ? 'draft' : 'open',
      status_transitions: {
        finalized_at: preview ? null : now(),
        marked_uncollectible_at: null,
        paid_at: null,
        voided_at: null,
      },
      subtotal: total,
      total,
    };
    if (!preview) {
      invoice.confirmation_secret = {
        client_secret: `${newId('pi')}_secret_${randomBytes(8).toString('hex')}`,
        type: 'payment_intent',
      };
      invoices.set(String(invoice.id), invoice);
    }
    return invoice;
  }

  function payInvoice(invoice: Json): void {
    invoice.status = 'paid';
    invoice.amount_paid = invoice.amount_due;
    invoice.amount_remaining = 0;
    invoice.attempted = true;
    invoice.attempt_count = Number(invoice.attempt_count) + 1;
    (invoice.status_transitions as Json).paid_at = now();
  }

  /** A subscription as the API shows it: its latest invoice hides `confirmation_secret`. */
  function present(object: Json, expand: string[]): Json {
    const copy = structuredClone(object);
    if (copy.object === 'invoice') {
      if (!expand.includes('confirmation_secret')) delete copy.confirmation_secret;
      return copy;
    }
    if (copy.object === 'subscription') {
      for (const path of expand) {
        const [head, ...rest] = path.split('.');
        if (head === 'latest_invoice' && typeof copy.latest_invoice === 'string') {
          copy.latest_invoice = present(get(invoices, 'invoice', copy.latest_invoice), [
            rest.join('.'),
          ]);
        }
        if (head === 'default_payment_method' && typeof copy.default_payment_method === 'string') {
          copy.default_payment_method = get(
            paymentMethods,
            'payment_method',
            copy.default_payment_method,
          );
        }
        if (head === 'customer' && typeof copy.customer === 'string') {
          copy.customer = get(customers, 'customer', copy.customer);
        }
      }
    }
    return copy;
  }

  function itemOf(subscription: Json): Json {
    return ((subscription.items as Json).data as Json[])[0]!;
  }

  /** Stripe's proration: the unused share of the old price back, the same share of the new. */
  function prorationLines(subscription: Json, newPrice: Json, at: number): Json[] {
    const item = itemOf(subscription);
    const oldPrice = item.price as Json;
    const start = Number(item.current_period_start);
    const end = Number(item.current_period_end);
    const share = Math.max(0, end - at) / Math.max(1, end - start);
    const oldRecurring = oldPrice.recurring as Json;
    const newRecurring = newPrice.recurring as Json;
    const sameCycle =
      oldRecurring.interval === newRecurring.interval &&
      oldRecurring.interval_count === newRecurring.interval_count;
    const lines = [
      lineItem(
        subscription,
        item,
        oldPrice,
        -Math.round(Number(oldPrice.unit_amount) * share),
        { start: at, end },
        true,
        `Unused time on ${String(oldPrice.id)}`,
      ),
    ];
    if (sameCycle) {
      lines.push(
        lineItem(
          subscription,
          item,
          newPrice,
          Math.round(Number(newPrice.unit_amount) * share),
          { start: at, end },
          true,
          `Remaining time on ${String(newPrice.id)}`,
        ),
      );
    } else {
      // A new interval resets the billing cycle anchor: the new price is charged in full from now.
      const newEnd = addIntervalSeconds(
        at,
        String(newRecurring.interval),
        Number(newRecurring.interval_count),
      );
      lines.push(fullPeriodLine(subscription, item, newPrice, { start: at, end: newEnd }));
    }
    return lines;
  }

  function createSubscription(form: Form): Json {
    const customerId = str(form.customer) ?? '';
    const customer = get(customers, 'customer', customerId);
    const itemForms = list(form.items);
    const priceId = str((itemForms[0] as Form | undefined)?.price);
    if (!priceId) throw invalidRequest('Missing required param: items.', 'items');
    const price = get(prices, 'price', priceId);
    if (price.active !== true) {
      throw invalidRequest(
        `The price specified is inactive. This field only accepts active prices.`,
        'items[0][price]',
      );
    }
    const recurring = price.recurring as Json;
    const start = now();
    const end = addIntervalSeconds(
      start,
      String(recurring.interval),
      Number(recurring.interval_count),
    );
    const subscription: Json = {
      id: newId('sub'),
      object: 'subscription',
      billing_cycle_anchor: start,
      billing_mode: {
        type: 'flexible',
        flexible: { proration_discounts: 'included' },
        updated_at: start,
      },
      cancel_at: null,
      cancel_at_period_end: false,
      canceled_at: null,
      cancellation_details: { comment: null, feedback: null, reason: null },
      collection_method: 'charge_automatically',
      created: start,
      currency: price.currency,
      customer: customerId,
      default_payment_method: null,
      description: null,
      discounts: [],
      ended_at: null,
      livemode: false,
      metadata: record(form.metadata),
      pending_setup_intent: null,
      pending_update: null,
      start_date: start,
      status: 'incomplete',
      trial_end: null,
      trial_start: null,
    };
    const item: Json = {
      id: newId('si'),
      object: 'subscription_item',
      created: start,
      current_period_end: end,
      current_period_start: start,
      metadata: {},
      price,
      quantity: 1,
      subscription: subscription.id,
    };
    subscription.items = {
      object: 'list',
      data: [item],
      has_more: false,
      total_count: 1,
      url: `/v1/subscription_items?subscription=${String(subscription.id)}`,
    };
    const invoice = makeInvoice(
      subscription,
      [fullPeriodLine(subscription, item, price, { start, end })],
      'subscription_create',
    );
    subscription.latest_invoice = invoice.id;
    const behavior = str(form.payment_behavior) ?? 'allow_incomplete';
    const defaultMethod =
      str(form.default_payment_method) ??
      ((customer.invoice_settings as Json).default_payment_method as string | null);
    if (behavior !== 'default_incomplete' && defaultMethod) {
      if (declines(defaultMethod)) throw cardDeclined();
      payInvoice(invoice);
      subscription.status = 'active';
      subscription.default_payment_method = defaultMethod;
    }
    subscriptions.set(String(subscription.id), subscription);
    emit('customer.subscription.created', subscription);
    emit('invoice.created', invoice);
    if (invoice.status === 'paid') emit('invoice.paid', invoice);
    return subscription;
  }

  function updateSubscription(subscription: Json, form: Form): Json {
    const previous: Json = {};
    if (subscription.status === 'canceled') {
      throw invalidRequest(
        'A canceled subscription can only update its cancellation_details and metadata.',
      );
    }
    if (form.cancel_at_period_end !== undefined) {
      const cancel = form.cancel_at_period_end === 'true';
      previous.cancel_at_period_end = subscription.cancel_at_period_end;
      previous.cancel_at = subscription.cancel_at;
      subscription.cancel_at_period_end = cancel;
      subscription.cancel_at = cancel ? itemOf(subscription).current_period_end : null;
      subscription.canceled_at = cancel ? now() : null;
      subscription.cancellation_details = {
        comment: null,
        feedback: null,
        reason: cancel ? 'cancellation_requested' : null,
      };
    }
    if (str(form.default_payment_method)) {
      const method = get(paymentMethods, 'payment_method', str(form.default_payment_method)!);
      previous.default_payment_method = subscription.default_payment_method;
      subscription.default_payment_method = method.id;
    }
    const itemForms = list(form.items);
    if (itemForms.length > 0) {
      const itemForm = itemForms[0] as Form;
      const item = itemOf(subscription);
      if (str(itemForm.id) !== item.id)
        throw invalidRequest(
          `Invalid subscription_item: ${str(itemForm.id) ?? ''}`,
          'items[0][id]',
        );
      const newPrice = get(prices, 'price', str(itemForm.price) ?? '');
      const behavior = str(form.proration_behavior) ?? 'create_prorations';
      const at = Number(str(form.proration_date) ?? now());
      const lines = prorationLines(subscription, newPrice, at);
      const amount = lines.reduce((sum, line) => sum + Number(line.amount), 0);
      let invoice: Json | null = null;
      if (behavior === 'always_invoice') {
        if (amount > 0 && declines(subscription.default_payment_method)) {
          if (str(form.payment_behavior) === 'error_if_incomplete') throw cardDeclined();
        }
        invoice = makeInvoice(subscription, lines, 'subscription_update');
        if (amount > 0 && declines(subscription.default_payment_method)) {
          emit('invoice.payment_failed', invoice);
        } else {
          payInvoice(invoice);
          subscription.latest_invoice = invoice.id;
        }
      }
      previous.items = structuredClone(subscription.items);
      const newLine = lines.find(
        (line) => !((line.parent as Json).subscription_item_details as Json).proration,
      );
      item.price = newPrice;
      if (newLine) {
        const period = newLine.period as { start: number; end: number };
        item.current_period_start = period.start;
        item.current_period_end = period.end;
        subscription.billing_cycle_anchor = period.start;
        if (subscription.cancel_at_period_end === true) subscription.cancel_at = period.end;
      }
      if (invoice?.status === 'paid') emit('invoice.paid', invoice);
    }
    if (form.metadata !== undefined)
      subscription.metadata = { ...(subscription.metadata as Json), ...record(form.metadata) };
    emit('customer.subscription.updated', subscription, previous);
    return subscription;
  }

  function cancelSubscription(subscription: Json): Json {
    if (subscription.status === 'canceled') {
      throw invalidRequest(
        `No such subscription: '${String(subscription.id)}'`,
        'id',
        'resource_missing',
      );
    }
    subscription.status = 'canceled';
    subscription.canceled_at = now();
    subscription.ended_at = now();
    subscription.cancel_at_period_end = false;
    subscription.cancellation_details = {
      comment: null,
      feedback: null,
      reason: 'cancellation_requested',
    };
    emit('customer.subscription.deleted', subscription);
    return subscription;
  }

  function previewInvoice(form: Form): Json {
    const subscription = get(subscriptions, 'subscription', str(form.subscription) ?? '');
    const details = (form.subscription_details ?? {}) as Form;
    const itemForm = list(details.items)[0] as Form | undefined;
    const at = Number(str(details.proration_date) ?? now());
    if (!itemForm) {
      const item = itemOf(subscription);
      const price = item.price as Json;
      const end = Number(item.current_period_end);
      const next = addIntervalSeconds(
        end,
        String((price.recurring as Json).interval),
        Number((price.recurring as Json).interval_count),
      );
      return makeInvoice(
        subscription,
        [fullPeriodLine(subscription, item, price, { start: end, end: next })],
        'upcoming',
        true,
      );
    }
    const newPrice = get(prices, 'price', str(itemForm.price) ?? '');
    return makeInvoice(
      subscription,
      prorationLines(subscription, newPrice, at),
      'subscription_update',
      true,
    );
  }

  function route(method: string, path: string, form: Form, query: URLSearchParams): Json {
    const expand = [...list(form.expand), ...query.getAll('expand[]')].filter(
      (item): item is string => typeof item === 'string',
    );
    const [, version, resource, id, action] = path.split('/');
    if (version !== 'v1') throw invalidRequest(`Unrecognized request URL (${method}: ${path}).`);

    if (resource === 'products') {
      if (method === 'POST' && !id) {
        if (!str(form.name)) throw invalidRequest('Missing required param: name.', 'name');
        const product: Json = {
          id: newId('prod'),
          object: 'product',
          active: true,
          created: now(),
          default_price: null,
          description: str(form.description) || null,
          images: [],
          livemode: false,
          marketing_features: [],
          metadata: record(form.metadata),
          name: str(form.name),
          package_dimensions: null,
          shippable: null,
          statement_descriptor: null,
          tax_code: null,
          type: 'service',
          unit_label: null,
          updated: now(),
          url: null,
        };
        products.set(String(product.id), product);
        return product;
      }
      const product = get(products, 'product', id ?? '');
      if (method === 'POST') {
        if (str(form.name)) product.name = str(form.name);
        if (form.description !== undefined) product.description = str(form.description) || null;
        if (form.active !== undefined) product.active = form.active === 'true';
        if (form.metadata !== undefined)
          product.metadata = { ...(product.metadata as Json), ...record(form.metadata) };
        product.updated = now();
      }
      return product;
    }

    if (resource === 'prices') {
      if (method === 'POST' && !id) {
        const product = get(products, 'product', str(form.product) ?? '');
        const recurring = (form.recurring ?? {}) as Form;
        const amount = Number(str(form.unit_amount));
        if (!Number.isInteger(amount) || amount < 0)
          throw invalidRequest('Invalid integer: unit_amount', 'unit_amount');
        if (!['day', 'week', 'month', 'year'].includes(str(recurring.interval) ?? '')) {
          throw invalidRequest(
            'Invalid recurring[interval]: must be one of day, month, week, or year',
            'recurring[interval]',
          );
        }
        const price: Json = {
          id: newId('price'),
          object: 'price',
          active: true,
          billing_scheme: 'per_unit',
          created: now(),
          currency: (str(form.currency) ?? '').toLowerCase(),
          custom_unit_amount: null,
          livemode: false,
          lookup_key: null,
          metadata: record(form.metadata),
          nickname: null,
          product: product.id,
          recurring: {
            interval: str(recurring.interval),
            interval_count: Number(str(recurring.interval_count) ?? '1'),
            meter: null,
            trial_period_days: null,
            usage_type: 'licensed',
          },
          tax_behavior: 'unspecified',
          tiers_mode: null,
          transform_quantity: null,
          type: 'recurring',
          unit_amount: amount,
          unit_amount_decimal: String(amount),
        };
        prices.set(String(price.id), price);
        return price;
      }
      const price = get(prices, 'price', id ?? '');
      if (method === 'POST') {
        if (form.active !== undefined) price.active = form.active === 'true';
        if (form.metadata !== undefined)
          price.metadata = { ...(price.metadata as Json), ...record(form.metadata) };
        for (const field of ['unit_amount', 'currency', 'recurring']) {
          if (form[field] !== undefined)
            throw invalidRequest(`Received unknown parameter: ${field}`, field);
        }
      }
      return price;
    }

    if (resource === 'customers') {
      if (method === 'POST' && !id) {
        const customer: Json = {
          id: newId('cus'),
          object: 'customer',
          balance: 0,
          created: now(),
          currency: null,
          delinquent: false,
          description: null,
          email: str(form.email) ?? null,
          invoice_prefix: randomBytes(4).toString('hex').toUpperCase(),
          invoice_settings: {
            custom_fields: null,
            default_payment_method: null,
            footer: null,
            rendering_options: null,
          },
          livemode: false,
          metadata: record(form.metadata),
          name: str(form.name) ?? null,
          phone: null,
          preferred_locales: [],
          shipping: null,
          tax_exempt: 'none',
        };
        customers.set(String(customer.id), customer);
        return customer;
      }
      return get(customers, 'customer', id ?? '');
    }

    if (resource === 'payment_methods' && method === 'GET') {
      return get(paymentMethods, 'PaymentMethod', id ?? '');
    }

    if (resource === 'subscriptions') {
      if (method === 'POST' && !id) return present(createSubscription(form), expand);
      const subscription = get(subscriptions, 'subscription', id ?? '');
      if (method === 'GET') return present(subscription, expand);
      if (method === 'POST' && !action)
        return present(updateSubscription(subscription, form), expand);
      if (method === 'DELETE') return present(cancelSubscription(subscription), expand);
    }

    if (resource === 'invoices' && method === 'POST' && id === 'create_preview') {
      return previewInvoice(form);
    }

    if (resource === 'setup_intents' && method === 'POST' && !id) {
      const customer = get(customers, 'customer', str(form.customer) ?? '');
      const setupIntentId = newId('seti');
      const setupIntent: Json = {
        id: setupIntentId,
        object: 'setup_intent',
        automatic_payment_methods: null,
        cancellation_reason: null,
        client_secret: `${setupIntentId}_secret_${randomBytes(8).toString('hex')}`,
        created: now(),
        customer: customer.id,
        description: null,
        last_setup_error: null,
        livemode: false,
        metadata: record(form.metadata),
        next_action: null,
        payment_method: null,
        payment_method_types: list(form.payment_method_types).filter(
          (item) => typeof item === 'string',
        ),
        status: 'requires_payment_method',
        usage: str(form.usage) ?? 'off_session',
      };
      setupIntents.set(setupIntentId, setupIntent);
      return setupIntent;
    }

    throw invalidRequest(`Unrecognized request URL (${method}: ${path}).`);
  }

  async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const url = new URL(request.url ?? '/', 'http://stand-in');
    const method = request.method ?? 'GET';
    requests.push(`${method} ${url.pathname}`);
    const form = parseStripeForm(
      method === 'GET' ? url.search.slice(1) : Buffer.concat(chunks).toString('utf8'),
    );
    let status = 200;
    let body: Json;
    try {
      const auth = request.headers.authorization ?? '';
      if (!/^Bearer sk_(test|live)_\w+/.test(auth)) {
        throw new StripeHttpError(401, {
          type: 'invalid_request_error',
          message: `Invalid API Key provided: ${auth.replace(/^Bearer /, '').slice(0, 8)}****`,
        });
      }
      body = route(method, url.pathname, form, url.searchParams);
    } catch (error) {
      if (!(error instanceof StripeHttpError)) throw error;
      status = error.status;
      body = {
        error: {
          ...error.body,
          request_log_url: `https://dashboard.stripe.com/test/logs/${newId('req')}`,
        },
      };
    }
    response.writeHead(status, {
      'content-type': 'application/json',
      'request-id': newId('req'),
      'stripe-version': String(request.headers['stripe-version'] ?? '2026-10-28.endive'),
    });
    response.end(JSON.stringify(body));
  }

  const server: Server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
      response.writeHead(500, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ error: { type: 'api_error', message: String(error) } }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  function attachDefaultPaymentMethod(customerId: string, testPaymentMethod: string): void {
    const customer = get(customers, 'customer', customerId);
    const method = makePaymentMethod(testPaymentMethod, customerId);
    (customer.invoice_settings as Json).default_payment_method = method.id;
  }

  return {
    host: '127.0.0.1',
    port,
    requests,
    events,
    products,
    prices,
    customers,
    subscriptions,
    invoices,
    setupIntents,
    confirmInvoicePayment(subscriptionId, testPaymentMethod) {
      const subscription = get(subscriptions, 'subscription', subscriptionId);
      const invoice = get(invoices, 'invoice', String(subscription.latest_invoice));
      const method = makePaymentMethod(testPaymentMethod, String(subscription.customer));
      if (declines(method.id)) {
        invoice.attempted = true;
        invoice.attempt_count = Number(invoice.attempt_count) + 1;
        emit('invoice.payment_failed', invoice);
        return;
      }
      payInvoice(invoice);
      const previous = {
        status: subscription.status,
        default_payment_method: subscription.default_payment_method,
      };
      subscription.status = 'active';
      subscription.default_payment_method = method.id;
      emit('invoice.paid', invoice);
      emit('invoice.payment_succeeded', invoice);
      emit('customer.subscription.updated', subscription, previous);
    },
    confirmSetupIntent(setupIntentId, testPaymentMethod) {
      const setupIntent = get(setupIntents, 'setup_intent', setupIntentId);
      const method = makePaymentMethod(testPaymentMethod, String(setupIntent.customer));
      setupIntent.payment_method = method.id;
      setupIntent.status = 'succeeded';
      emit('setup_intent.succeeded', setupIntent);
    },
    attachDefaultPaymentMethod,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
