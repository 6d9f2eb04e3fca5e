import {
  BILLING_MESSAGES,
  type CheckoutResult,
  type CheckoutReturn,
} from '@tonearm/shared/billing/billing.schemas';
import { describe, expect, it } from 'vitest';
import { STRIPE_TEST_PAYMENT_METHODS } from '../../test/payments/stripe-stand-in';
import { buildUser, loginAs } from '../../test/factories';
import type { TestClient } from '../../test/test-app';
import { useProviderBilling } from '../../test/fixtures/billing.fixtures';

/**
 * The return pages of Stripe and PayPal ask the server, which asks the provider: only the
 * caller's own checkout counts, and only once the provider says it is paid.
 */

const { t, stripe, paypal, plan } = useProviderBilling({
  secretKey: 'sk_test_tonearm_return',
  webhookSecret: 'whsec_tonearm_return',
});

async function listener() {
  const row = await buildUser(t);
  return { row, client: await loginAs(t, row) };
}

async function checkout(client: TestClient, gateway: 'stripe' | 'paypal') {
  const response = await client.post('/api/v1/billing/checkout', {
    product_id: plan.productId,
    price_id: plan.priceIds[0],
    gateway,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<CheckoutResult>();
}

async function confirmReturn(
  client: TestClient,
  gateway: 'stripe' | 'paypal',
  reference?: string,
): Promise<CheckoutReturn> {
  const response = await client.post('/api/v1/billing/checkout/return', {
    gateway,
    ...(reference === undefined ? {} : { reference }),
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<CheckoutReturn>();
}

const unknown = { status: 'failed', message: BILLING_MESSAGES.returnUnknown };

describe('the payment return pages ask the provider', () => {
  it('Stripe: a made-up payment id finds nothing; the real one is pending until paid, then succeeds', async () => {
    const { row, client } = await listener();
    expect(await confirmReturn(client, 'stripe', 'pi_madeup')).toEqual(unknown);

    const started = await checkout(client, 'stripe');
    if (started.status !== 'requires_client_confirmation') throw new Error(started.status);
    const paymentIntent = started.client_secret.split('_secret_')[0]!;
    expect(await confirmReturn(client, 'stripe', 'pi_madeup')).toEqual(unknown);
    expect(await confirmReturn(client, 'stripe')).toEqual(unknown);
    expect(await confirmReturn(client, 'stripe', paymentIntent)).toEqual({
      status: 'pending',
      message: BILLING_MESSAGES.returnPending,
    });

    const [subscriptionId] = [...stripe.subscriptions.entries()]
      .filter(([, sub]) => (sub.metadata as Record<string, string>).user_id === String(row.id))
      .map(([id]) => id);
    stripe.confirmInvoicePayment(subscriptionId!, STRIPE_TEST_PAYMENT_METHODS.visa);
    const confirmed = await confirmReturn(client, 'stripe', paymentIntent);
    expect(confirmed).toMatchObject({
      status: 'succeeded',
      subscription: { valid: true, product_id: plan.productId },
    });

    // Somebody else's payment id is not theirs to confirm.
    const stranger = await listener();
    expect(await confirmReturn(stranger.client, 'stripe', paymentIntent)).toEqual(unknown);
  });

  it('PayPal: a made-up subscription id finds nothing; the real one is pending until approved, then succeeds', async () => {
    const { client } = await listener();
    const started = await checkout(client, 'paypal');
    if (started.status !== 'redirect') throw new Error(started.status);
    const subscriptionId = [...paypal.subscriptions.keys()].at(-1)!;

    expect(await confirmReturn(client, 'paypal', 'I-MADEUP')).toEqual(unknown);
    expect(await confirmReturn(client, 'paypal', subscriptionId)).toEqual({
      status: 'pending',
      message: BILLING_MESSAGES.returnPending,
    });
    paypal.approve(subscriptionId);
    expect(await confirmReturn(client, 'paypal', subscriptionId)).toMatchObject({
      status: 'succeeded',
      subscription: { valid: true },
    });
  });

  it('needs a login and refuses malformed input with field errors', async () => {
    const { client } = await listener();
    const bad = await client.post('/api/v1/billing/checkout/return', { gateway: 'test' });
    expect(bad.statusCode).toBe(422);
    const guest = await t.app.inject({
      method: 'POST',
      url: '/api/v1/billing/checkout/return',
      payload: { gateway: 'stripe' },
    });
    expect([401, 419]).toContain(guest.statusCode);
  });
});
