import type { MatrixFixture } from '../authorization-matrix-fixtures';
import type { MatrixRow } from '../authorization-matrix';
import type { TestApp } from '../test-app';
import { LOGGED_IN, MISSING_FOR_ALL } from '../matrix-outcomes';

/** Each matrix owner's own invoice (on a manual subscription), made the first time a row needs it. */
const ownersInvoice = new Map<number, number>();

async function ensureOwnersInvoice(t: TestApp, _callerId: number, f: MatrixFixture) {
  if (ownersInvoice.has(f.owner.id)) return;
  const db = t.database.db;
  const now = new Date().toISOString();
  const product = await db
    .insertInto('products')
    .values({ name: 'Matrix Plan', created_at: now, updated_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  const subscription = await db
    .insertInto('subscriptions')
    .values({
      user_id: f.owner.id,
      product_id: product.id,
      gateway: 'none',
      status: 'active',
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const invoice = await db
    .insertInto('invoices')
    .values({
      subscription_id: subscription.id,
      user_id: f.owner.id,
      amount_minor: 999,
      currency: 'USD',
      status: 'paid',
      description: 'Matrix Plan subscription',
      gateway: 'none',
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  ownersInvoice.set(f.owner.id, invoice.id);
}

/**
 * The billing area: every call needs a login and acts on the caller's own
 * subscription (a caller without one is refused with 422, which is "ok" here: authorization
 * passed). An invoice is its owner's alone: everyone else, the admin too, gets 404. The
 * webhook is the provider's: no login, its signature is the proof; with billing off (the
 * matrix app's settings) every caller gets 404.
 */
export const BILLING_AUTHORIZATION_MATRIX: Record<string, MatrixRow> = {
  'GET /api/v1/billing/subscription': LOGGED_IN,
  'POST /api/v1/billing/checkout': {
    ...LOGGED_IN,
    request: () => ({
      body: { product_id: 99999999, price_id: 99999999, gateway: 'test' },
    }),
  },
  'POST /api/v1/billing/checkout/confirm': {
    ...LOGGED_IN,
    request: () => ({ body: { confirmation_id: 'test_conf_matrix', approve: true } }),
  },
  'POST /api/v1/billing/checkout/return': {
    ...LOGGED_IN,
    request: () => ({ body: { gateway: 'stripe', reference: 'pi_matrix' } }),
  },
  'POST /api/v1/billing/change-plan/preview': {
    ...LOGGED_IN,
    request: () => ({ body: { price_id: 99999999 } }),
  },
  'POST /api/v1/billing/change-plan': {
    ...LOGGED_IN,
    request: () => ({ body: { price_id: 99999999 } }),
  },
  'POST /api/v1/billing/cancel': LOGGED_IN,
  'POST /api/v1/billing/renew': LOGGED_IN,
  'POST /api/v1/billing/payment-method': {
    ...LOGGED_IN,
    request: () => ({ body: { gateway: 'test' } }),
  },
  'GET /api/v1/billing/invoices': LOGGED_IN,
  'GET /api/v1/billing/invoices/:id': {
    guest: '401',
    other: '404',
    owner: 'ok',
    admin: '404',
    prepare: ensureOwnersInvoice,
    request: (f) => ({
      params: {
        get id() {
          return ownersInvoice.get(f.owner.id) ?? 1;
        },
      },
    }),
    shows: () => 'TA-',
  },
  'POST /api/v1/billing/webhooks/:gateway': {
    ...MISSING_FOR_ALL,
    request: () => ({
      params: { gateway: 'test' },
      body: { id: 'test_evt_matrix', type: 'ping' },
    }),
  },
};
