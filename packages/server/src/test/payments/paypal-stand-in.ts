import { createHmac, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { crc32 } from 'node:zlib';

/**
 * A local stand-in for the part of PayPal's REST API that `paypal-gateway.ts` calls, in PayPal's
 * wire format: OAuth client-credentials tokens, catalog products, billing plans, subscriptions
 * (create, show, revise, cancel, activate) and the verify-webhook-signature API; errors as
 * `{name, message, debug_id, details: [{issue, description}]}` (OAuth: `{error,
 * error_description}`) with PayPal's status codes.
 *
 * It keeps state and records the webhook events PayPal would send. What the payer does on
 * PayPal's pages (approving a subscription or a revision) and what PayPal does later (a failed
 * renewal) are `approve`, `approveRevision` and `failRenewal` here. `deliver` signs an event the
 * way this stand-in's verify endpoint checks it: an HMAC over PayPal's signed string
 * `transmission_id|transmission_time|webhook_id|crc32(body)` (real PayPal signs that string with
 * RSA and a certificate; the verify API hides the difference from the adapter).
 *
 * PayPal itself is not reached from this machine; shapes follow PayPal's API reference and the
 * `@paypal/paypal-server-sdk` models, not recorded traffic.
 */

type Json = Record<string, unknown>;

export interface PayPalDelivery {
  body: Buffer;
  headers: Record<string, string>;
}

export interface PayPalStandIn {
  /** What the adapter's `baseUrl` option takes. */
  baseUrl: string;
  clientId: string;
  clientSecret: string;
  /** The id of the webhook PayPal would sign deliveries for. */
  webhookId: string;
  requests: string[];
  events: Json[];
  products: Map<string, Json>;
  plans: Map<string, Json>;
  subscriptions: Map<string, Json>;
  /** The payer approves a new subscription on PayPal's page; the first cycle is paid. */
  approve(subscriptionId: string, payer?: { email: string; payerId?: string }): void;
  /** The payer approves a revision (plan or payment method change). */
  approveRevision(subscriptionId: string): void;
  /** A renewal fails often enough that PayPal suspends the subscription. */
  failRenewal(subscriptionId: string): void;
  /** Signs an event as a delivery to `webhookId`. */
  deliver(event: Json, options?: { webhookId?: string; time?: Date }): PayPalDelivery;
  close(): Promise<void>;
}

class PayPalHttpError extends Error {
  constructor(
    readonly status: number,
    readonly body: Json,
  ) {
    super(String(body.message ?? body.error));
  }
}

function id(prefix: string, length = 17): string {
  return `${prefix}${randomBytes(length).toString('hex').toUpperCase().slice(0, length)}`;
}

function timestamp(date = new Date()): string {
  return date.toISOString().replace(/\.\d{3}Z$/, 'Z');
}

function debugId(): string {
  return randomBytes(6).toString('hex');
}

function notFound(): PayPalHttpError {
  return new PayPalHttpError(404, {
    name: 'RESOURCE_NOT_FOUND',
    message: 'The specified resource does not exist.',
    debug_id: debugId(),
    details: [
      { issue: 'INVALID_RESOURCE_ID', description: 'Requested resource ID was not found.' },
    ],
    links: [],
  });
}

function unprocessable(issue: string, description: string): PayPalHttpError {
  return new PayPalHttpError(422, {
    name: 'UNPROCESSABLE_ENTITY',
    message:
      'The requested action could not be performed, semantically incorrect, or failed business validation.',
    debug_id: debugId(),
    details: [{ issue, description }],
    links: [],
  });
}

function invalidRequest(field: string, issue: string, description: string): PayPalHttpError {
  return new PayPalHttpError(400, {
    name: 'INVALID_REQUEST',
    message: 'Request is not well-formed, syntactically incorrect, or violates schema.',
    debug_id: debugId(),
    details: [{ field, location: 'body', issue, description }],
    links: [],
  });
}

/** PayPal's answer to a request that leaves out a field it needs. */
function missingParameter(field: string): PayPalHttpError {
  return invalidRequest(
    field,
    'MISSING_REQUIRED_PARAMETER',
    'A required field / parameter is missing.',
  );
}

function addCycle(from: Date, frequency: Json): Date {
  const date = new Date(from);
  const count = Number(frequency.interval_count ?? 1);
  const unit = String(frequency.interval_unit);
  if (unit === 'DAY') date.setUTCDate(date.getUTCDate() + count);
  if (unit === 'WEEK') date.setUTCDate(date.getUTCDate() + 7 * count);
  if (unit === 'MONTH') date.setUTCMonth(date.getUTCMonth() + count);
  if (unit === 'YEAR') date.setUTCFullYear(date.getUTCFullYear() + count);
  return date;
}

export async function startPayPalStandIn(): Promise<PayPalStandIn> {
  const clientId = id('A', 24);
  const clientSecret = id('E', 24);
  const webhookId = id('', 17);
  const signingKey = randomBytes(32);
  const tokens = new Set<string>();
  const products = new Map<string, Json>();
  const plans = new Map<string, Json>();
  const subscriptions = new Map<string, Json>();
  const pendingRevisions = new Map<string, string>();
  const events: Json[] = [];
  const requests: string[] = [];
  let baseUrl = '';

  function emit(eventType: string, resourceType: string, resource: Json, summary: string): void {
    const eventId = id('WH-', 17);
    events.push({
      id: eventId,
      event_version: '1.0',
      create_time: timestamp(),
      resource_type: resourceType,
      resource_version: '2.0',
      event_type: eventType,
      summary,
      resource: structuredClone(resource),
      links: [
        {
          href: `${baseUrl}/v1/notifications/webhooks-events/${eventId}`,
          rel: 'self',
          method: 'GET',
        },
        {
          href: `${baseUrl}/v1/notifications/webhooks-events/${eventId}/resend`,
          rel: 'resend',
          method: 'POST',
        },
      ],
    });
  }

  function get(map: Map<string, Json>, key: string): Json {
    const found = map.get(key);
    if (!found) throw notFound();
    return found;
  }

  function regularCycle(plan: Json): Json {
    const cycles = plan.billing_cycles as Json[];
    return cycles.find((cycle) => cycle.tenure_type === 'REGULAR') ?? cycles[0]!;
  }

  function subscriptionLinks(subscriptionId: string, approveToken: string | null): Json[] {
    const links: Json[] = [];
    if (approveToken) {
      links.push({
        href: `https://www.sandbox.paypal.com/webapps/billing/subscriptions?ba_token=${approveToken}`,
        rel: 'approve',
        method: 'GET',
      });
    }
    links.push(
      {
        href: `${baseUrl}/v1/billing/subscriptions/${subscriptionId}`,
        rel: 'edit',
        method: 'PATCH',
      },
      { href: `${baseUrl}/v1/billing/subscriptions/${subscriptionId}`, rel: 'self', method: 'GET' },
    );
    return links;
  }

  function setStatus(subscription: Json, status: string): void {
    subscription.status = status;
    subscription.status_update_time = timestamp();
    subscription.update_time = timestamp();
  }

  function route(
    method: string,
    path: string,
    body: Json,
    rawBody: string,
    headers: IncomingMessage['headers'],
  ): { status: number; body: Json | null } {
    if (method === 'POST' && path === '/v1/oauth2/token') {
      const expected = `Basic ${Buffer.from(`${clientId}:${clientSecret}`).toString('base64')}`;
      if (headers.authorization !== expected) {
        throw new PayPalHttpError(401, {
          error: 'invalid_client',
          error_description: 'Client Authentication failed',
        });
      }
      if (new URLSearchParams(rawBody).get('grant_type') !== 'client_credentials') {
        throw new PayPalHttpError(400, {
          error: 'unsupported_grant_type',
          error_description: 'Grant Type is NULL',
        });
      }
      const token = `A21AA${randomBytes(24).toString('base64url')}`;
      tokens.add(token);
      return {
        status: 200,
        body: {
          scope:
            'https://uri.paypal.com/services/subscriptions https://uri.paypal.com/services/applications/webhooks',
          access_token: token,
          token_type: 'Bearer',
          app_id: 'APP-80W284485P519543T',
          expires_in: 32400,
          nonce: `${timestamp()}${randomBytes(8).toString('hex')}`,
        },
      };
    }

    const bearer = headers.authorization?.replace(/^Bearer /, '') ?? '';
    if (!tokens.has(bearer)) {
      throw new PayPalHttpError(401, {
        error: 'invalid_token',
        error_description: 'Token signature verification failed',
      });
    }
    const parts = path.split('/').filter(Boolean);

    if (parts[1] === 'catalogs' && parts[2] === 'products') {
      if (method === 'POST' && !parts[3]) {
        if (typeof body.name !== 'string' || body.name === '') {
          throw missingParameter('/name');
        }
        const productId = id('PROD-', 17);
        const product: Json = {
          id: productId,
          name: body.name,
          ...(typeof body.description === 'string' ? { description: body.description } : {}),
          type: body.type ?? 'PHYSICAL',
          ...(typeof body.category === 'string' ? { category: body.category } : {}),
          create_time: timestamp(),
          update_time: timestamp(),
          links: [
            { href: `${baseUrl}/v1/catalogs/products/${productId}`, rel: 'self', method: 'GET' },
            { href: `${baseUrl}/v1/catalogs/products/${productId}`, rel: 'edit', method: 'PATCH' },
          ],
        };
        products.set(productId, product);
        return { status: 201, body: product };
      }
      const product = get(products, parts[3] ?? '');
      if (method === 'GET') return { status: 200, body: product };
      if (method === 'PATCH') {
        for (const patch of JSON.parse(rawBody) as Json[]) {
          const field = String(patch.path).replace(/^\//, '');
          if (!['description', 'category', 'image_url', 'home_url'].includes(field)) {
            throw invalidRequest(
              String(patch.path),
              'PATCH_PATH_NOT_SUPPORTED',
              'The specified field cannot be patched.',
            );
          }
          if (patch.op === 'remove') delete product[field];
          else product[field] = patch.value;
        }
        product.update_time = timestamp();
        return { status: 204, body: null };
      }
    }

    if (parts[1] === 'billing' && parts[2] === 'plans') {
      if (method === 'POST' && !parts[3]) {
        if (!products.has(String(body.product_id))) {
          throw unprocessable('INVALID_PARAMETER_VALUE', 'The value of a field is invalid.');
        }
        const cycles = body.billing_cycles as Json[] | undefined;
        if (!Array.isArray(cycles) || cycles.length === 0) {
          throw missingParameter('/billing_cycles');
        }
        const planId = id('P-', 24);
        const plan: Json = {
          id: planId,
          product_id: body.product_id,
          name: body.name,
          status: body.status ?? 'ACTIVE',
          ...(typeof body.description === 'string' ? { description: body.description } : {}),
          usage_type: 'LICENSED',
          billing_cycles: cycles.map((cycle) => ({
            ...cycle,
            pricing_scheme: {
              ...(cycle.pricing_scheme as Json),
              version: 1,
              create_time: timestamp(),
              update_time: timestamp(),
            },
          })),
          payment_preferences: body.payment_preferences,
          quantity_supported: false,
          create_time: timestamp(),
          update_time: timestamp(),
          links: [{ href: `${baseUrl}/v1/billing/plans/${planId}`, rel: 'self', method: 'GET' }],
        };
        plans.set(planId, plan);
        return { status: 201, body: plan };
      }
      const plan = get(plans, parts[3] ?? '');
      if (method === 'GET' && !parts[4]) return { status: 200, body: plan };
      if (method === 'POST' && parts[4] === 'deactivate') {
        if (plan.status !== 'ACTIVE') {
          throw unprocessable(
            'PLAN_STATUS_INVALID',
            'Invalid plan status for deactivate action; plan status should be active.',
          );
        }
        plan.status = 'INACTIVE';
        plan.update_time = timestamp();
        return { status: 204, body: null };
      }
    }

    if (parts[1] === 'billing' && parts[2] === 'subscriptions') {
      if (method === 'POST' && !parts[3]) {
        const plan = plans.get(String(body.plan_id));
        if (!plan)
          throw unprocessable('INVALID_RESOURCE_ID', 'Requested resource ID was not found.');
        if (plan.status !== 'ACTIVE') {
          throw unprocessable(
            'PLAN_STATUS_INVALID',
            'Invalid plan status for create subscription action; plan status should be active.',
          );
        }
        const context = (body.application_context ?? {}) as Json;
        if (!context.return_url || !context.cancel_url) {
          throw missingParameter('/application_context/return_url');
        }
        const subscriptionId = id('I-', 12);
        const subscriber = (body.subscriber ?? {}) as Json;
        const subscription: Json = {
          id: subscriptionId,
          plan_id: plan.id,
          status: 'APPROVAL_PENDING',
          status_update_time: timestamp(),
          start_time: timestamp(),
          quantity: '1',
          custom_id: body.custom_id,
          plan_overridden: false,
          subscriber: {
            ...(subscriber.email_address ? { email_address: subscriber.email_address } : {}),
            ...(subscriber.name ? { name: subscriber.name } : {}),
          },
          create_time: timestamp(),
          update_time: timestamp(),
          links: subscriptionLinks(subscriptionId, id('BA-', 17)),
        };
        subscriptions.set(subscriptionId, subscription);
        emit('BILLING.SUBSCRIPTION.CREATED', 'subscription', subscription, 'Subscription created');
        return { status: 201, body: subscription };
      }
      const subscription = get(subscriptions, parts[3] ?? '');
      const action = parts[4];
      if (method === 'GET' && !action) return { status: 200, body: subscription };
      if (method === 'POST' && action === 'revise') {
        if (subscription.status !== 'ACTIVE' && subscription.status !== 'SUSPENDED') {
          throw unprocessable(
            'SUBSCRIPTION_STATUS_INVALID',
            'Invalid subscription status for revise action; subscription status should be active or suspended.',
          );
        }
        const planId =
          typeof body.plan_id === 'string' ? body.plan_id : String(subscription.plan_id);
        const plan = plans.get(planId);
        if (!plan || plan.status !== 'ACTIVE')
          throw unprocessable('INVALID_RESOURCE_ID', 'Requested resource ID was not found.');
        pendingRevisions.set(String(subscription.id), planId);
        return {
          status: 200,
          body: {
            plan_id: planId,
            plan_overridden: false,
            links: subscriptionLinks(String(subscription.id), id('BA-', 17)).filter(
              (link) => link.rel !== 'self',
            ),
          },
        };
      }
      if (method === 'POST' && action === 'cancel') {
        if (typeof body.reason !== 'string' || body.reason === '') {
          throw missingParameter('/reason');
        }
        if (subscription.status !== 'ACTIVE' && subscription.status !== 'SUSPENDED') {
          throw unprocessable(
            'SUBSCRIPTION_STATUS_INVALID',
            'Invalid subscription status for cancel action; subscription status should be active or suspended.',
          );
        }
        setStatus(subscription, 'CANCELLED');
        subscription.status_change_note = body.reason;
        // A cancelled subscription has no next billing time: it is not billed again.
        delete (subscription.billing_info as Json).next_billing_time;
        emit(
          'BILLING.SUBSCRIPTION.CANCELLED',
          'subscription',
          subscription,
          'Subscription cancelled',
        );
        return { status: 204, body: null };
      }
      if (method === 'POST' && action === 'activate') {
        if (subscription.status !== 'SUSPENDED') {
          throw unprocessable(
            'SUBSCRIPTION_STATUS_INVALID',
            'Invalid subscription status for activate action; subscription status should be suspended.',
          );
        }
        setStatus(subscription, 'ACTIVE');
        const billing = subscription.billing_info as Json;
        billing.failed_payments_count = 0;
        const plan = get(plans, String(subscription.plan_id));
        billing.next_billing_time = timestamp(
          addCycle(new Date(), regularCycle(plan).frequency as Json),
        );
        emit(
          'BILLING.SUBSCRIPTION.ACTIVATED',
          'subscription',
          subscription,
          'Subscription activated',
        );
        return { status: 204, body: null };
      }
    }

    if (method === 'POST' && path === '/v1/notifications/verify-webhook-signature') {
      for (const field of [
        'auth_algo',
        'cert_url',
        'transmission_id',
        'transmission_sig',
        'transmission_time',
        'webhook_id',
      ]) {
        if (typeof body[field] !== 'string' || body[field] === '') {
          throw missingParameter(`/${field}`);
        }
      }
      if (!body.webhook_event || typeof body.webhook_event !== 'object') {
        throw missingParameter('/webhook_event');
      }
      const expected = sign(
        String(body.transmission_id),
        String(body.transmission_time),
        String(body.webhook_id),
        Buffer.from(JSON.stringify(body.webhook_event)),
      );
      const verified = body.webhook_id === webhookId && body.transmission_sig === expected;
      return { status: 200, body: { verification_status: verified ? 'SUCCESS' : 'FAILURE' } };
    }

    throw notFound();
  }

  function sign(transmissionId: string, time: string, forWebhook: string, body: Buffer): string {
    return createHmac('sha256', signingKey)
      .update(`${transmissionId}|${time}|${forWebhook}|${crc32(body)}`)
      .digest('base64');
  }

  async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const rawBody = Buffer.concat(chunks).toString('utf8');
    const url = new URL(request.url ?? '/', 'http://stand-in');
    const method = request.method ?? 'GET';
    requests.push(`${method} ${url.pathname}`);
    let result: { status: number; body: Json | null };
    try {
      let body: Json = {};
      if (rawBody && String(request.headers['content-type']).includes('application/json')) {
        try {
          body = JSON.parse(rawBody) as Json;
        } catch {
          throw new PayPalHttpError(400, {
            name: 'INVALID_REQUEST',
            message: 'Request is not well-formed, syntactically incorrect, or violates schema.',
            debug_id: debugId(),
            details: [
              {
                issue: 'MALFORMED_REQUEST_JSON',
                description: 'The request JSON is not well formed.',
              },
            ],
          });
        }
      }
      result = route(method, url.pathname, body, rawBody, request.headers);
    } catch (error) {
      if (!(error instanceof PayPalHttpError)) throw error;
      result = { status: error.status, body: error.body };
    }
    response.writeHead(result.status, {
      'content-type': 'application/json',
      'paypal-debug-id': debugId(),
    });
    response.end(result.body === null ? '' : JSON.stringify(result.body));
  }

  const server: Server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
      response.writeHead(500, { 'content-type': 'application/json' });
      response.end(
        JSON.stringify({
          name: 'INTERNAL_SERVER_ERROR',
          message: String(error),
          debug_id: debugId(),
        }),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    baseUrl,
    clientId,
    clientSecret,
    webhookId,
    requests,
    events,
    products,
    plans,
    subscriptions,
    approve(subscriptionId, payer = { email: 'payer@example.com' }) {
      const subscription = get(subscriptions, subscriptionId);
      const plan = get(plans, String(subscription.plan_id));
      const cycle = regularCycle(plan);
      const price = (cycle.pricing_scheme as Json).fixed_price as Json;
      const now = new Date();
      setStatus(subscription, 'ACTIVE');
      subscription.start_time = timestamp(now);
      subscription.subscriber = {
        ...(subscription.subscriber as Json),
        email_address: payer.email,
        payer_id: payer.payerId ?? id('', 13),
      };
      subscription.billing_info = {
        outstanding_balance: { currency_code: price.currency_code, value: '0.0' },
        cycle_executions: [
          {
            tenure_type: 'REGULAR',
            sequence: 1,
            cycles_completed: 1,
            cycles_remaining: 0,
            current_pricing_scheme_version: 1,
            total_cycles: 0,
          },
        ],
        last_payment: { amount: price, time: timestamp(now) },
        next_billing_time: timestamp(addCycle(now, cycle.frequency as Json)),
        failed_payments_count: 0,
      };
      subscription.links = subscriptionLinks(subscriptionId, null);
      emit(
        'BILLING.SUBSCRIPTION.ACTIVATED',
        'subscription',
        subscription,
        'Subscription activated',
      );
      emit(
        'PAYMENT.SALE.COMPLETED',
        'sale',
        {
          id: id('', 17),
          state: 'completed',
          amount: {
            total: price.value,
            currency: price.currency_code,
            details: { subtotal: price.value },
          },
          payment_mode: 'INSTANT_TRANSFER',
          protection_eligibility: 'ELIGIBLE',
          transaction_fee: { value: '0.59', currency: price.currency_code },
          billing_agreement_id: subscriptionId,
          custom: subscription.custom_id,
          create_time: timestamp(now),
          update_time: timestamp(now),
          links: [],
        },
        `Payment completed for ${String(price.value)} ${String(price.currency_code)}`,
      );
    },
    approveRevision(subscriptionId) {
      const subscription = get(subscriptions, subscriptionId);
      const planId = pendingRevisions.get(subscriptionId);
      if (!planId) throw new Error(`No revision is pending for ${subscriptionId}`);
      pendingRevisions.delete(subscriptionId);
      subscription.plan_id = planId;
      subscription.update_time = timestamp();
      emit('BILLING.SUBSCRIPTION.UPDATED', 'subscription', subscription, 'Subscription updated');
    },
    failRenewal(subscriptionId) {
      const subscription = get(subscriptions, subscriptionId);
      const plan = get(plans, String(subscription.plan_id));
      const price = (regularCycle(plan).pricing_scheme as Json).fixed_price as Json;
      const billing = subscription.billing_info as Json;
      billing.failed_payments_count = 3;
      billing.last_failed_payment = {
        amount: price,
        time: timestamp(),
        reason_code: 'PAYMENT_DENIED',
      };
      billing.outstanding_balance = price;
      emit(
        'BILLING.SUBSCRIPTION.PAYMENT.FAILED',
        'subscription',
        subscription,
        'Subscription payment failed',
      );
      setStatus(subscription, 'SUSPENDED');
      emit(
        'BILLING.SUBSCRIPTION.SUSPENDED',
        'subscription',
        subscription,
        'Subscription suspended',
      );
    },
    deliver(event, options = {}) {
      const body = Buffer.from(JSON.stringify(event));
      const transmissionId = randomBytes(16).toString('hex');
      const time = timestamp(options.time);
      return {
        body,
        headers: {
          'content-type': 'application/json',
          'paypal-auth-algo': 'SHA256withRSA',
          'paypal-cert-url':
            'https://api.sandbox.paypal.com/v1/notifications/certs/CERT-360caa42-fca2a594-1d93a270',
          'paypal-transmission-id': transmissionId,
          'paypal-transmission-sig': sign(
            transmissionId,
            time,
            options.webhookId ?? webhookId,
            body,
          ),
          'paypal-transmission-time': time,
        },
      };
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
