import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders, testUser } from '@/test/render-with-providers';
import { BILLING_ON, testProduct } from '@/test/billing-test-data';
import { STRIPE_UNAVAILABLE_MESSAGE } from '../hooks/load-stripe';
import { CheckoutPage } from './checkout-page';
import { answer, sentBodies, sentRequests } from '@/test/http';

const loadStripe = vi.hoisted(() => vi.fn());
vi.mock('@stripe/stripe-js/pure', () => ({ loadStripe }));

afterEach(() => {
  loadStripe.mockReset();
});

const STRIPE_ON = {
  ...BILLING_ON,
  'billing.test_gateway.enable': false,
  'billing.stripe.enable': true,
  'billing.stripe.publishable_key': 'pk_test_123',
};

function renderCheckout() {
  answer.get('*', { product: testProduct() });
  return renderWithProviders(<CheckoutPage />, {
    bootstrap: { user: testUser(), settings: STRIPE_ON },
    path: '/checkout/:productId/:priceId',
    url: '/checkout/1/12',
  });
}

describe('checkout with Stripe', () => {
  it('says Stripe could not load, and starts no payment, when Stripe.js fails to arrive', async () => {
    loadStripe.mockRejectedValue(new Error('Failed to load Stripe.js'));
    renderCheckout();
    expect(await screen.findByText(STRIPE_UNAVAILABLE_MESSAGE)).toBeInTheDocument();
    expect(loadStripe).toHaveBeenCalledWith('pk_test_123');
    expect(sentRequests('post')).toEqual([]);
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('mounts the Payment Element with the client secret and returns to the Stripe done page', async () => {
    const mount = vi.fn();
    const confirmPayment = vi.fn().mockResolvedValue({ error: { message: 'Card refused' } });
    const elements = { create: vi.fn(() => ({ mount })) };
    loadStripe.mockResolvedValue({ elements: vi.fn(() => elements), confirmPayment });
    answer.post('*', {
      status: 'requires_client_confirmation',
      client_secret: 'pi_1_secret_2',
      publishable_key: 'pk_test_123',
    });
    const { events } = renderCheckout();
    const pay = await screen.findByRole('button', { name: 'Subscribe' });
    expect(sentRequests('post')).toHaveLength(1);
    expect(sentBodies('post', 'billing/checkout')).toContainEqual({
      product_id: 1,
      price_id: 12,
      gateway: 'stripe',
      card: undefined,
    });
    expect(elements.create).toHaveBeenCalledWith('payment');
    expect(mount).toHaveBeenCalled();
    await events.click(pay);
    await waitFor(() =>
      expect(confirmPayment).toHaveBeenCalledWith({
        elements,
        confirmParams: { return_url: `${window.location.origin}/checkout/1/12/stripe/done` },
      }),
    );
    expect(await screen.findByText('Card refused')).toBeInTheDocument();
  });
});
