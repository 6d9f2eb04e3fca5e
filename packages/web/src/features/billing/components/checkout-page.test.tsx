import { screen, waitFor, within } from '@testing-library/react';
import { BILLING_MESSAGES, TEST_CARDS } from '@tonearm/shared/billing/billing.schemas';
import { describe, expect, it, vi } from 'vitest';
import { ModalHost } from '@/components/ui/modal/modal-host';
import { toastStore } from '@/components/ui/toast/toast-store';
import { getBootstrapData } from '@/lib/bootstrap-store';
import {
  findProbedLocation,
  renderWithProviders,
  testBootstrapData,
  testUser,
} from '@/test/render-with-providers';
import { answer, answerGets, fail, sentRequests } from '@/test/http';
import { BILLING_ON, testProduct, testSubscription } from '@/test/billing-test-data';
import { CheckoutPage, SUBSCRIBED_MESSAGE } from './checkout-page';

const subscribedBootstrap = testBootstrapData({
  user: testUser({ subscriptions: [{ valid: true, active: true }] }),
  settings: BILLING_ON,
});

function mockGets(product = testProduct()) {
  return answerGets({
    [`billing/products/${product.id}`]: { product },
    'bootstrap-data': { bootstrapData: subscribedBootstrap },
  });
}

function renderCheckout(url = '/checkout/1/12', settings: Record<string, unknown> = BILLING_ON) {
  return renderWithProviders(
    <>
      <CheckoutPage />
      <ModalHost />
    </>,
    {
      bootstrap: { user: testUser(), settings },
      path: '/checkout/:productId/:priceId',
      url,
    },
  );
}

async function fillCard(
  events: ReturnType<typeof renderCheckout>['events'],
  number: string = TEST_CARDS.success,
) {
  await events.type(await screen.findByLabelText(/Card number/), number);
  await events.type(screen.getByLabelText(/Expiry/), '12/34');
  await events.type(screen.getByLabelText(/CVC/), '123');
}

describe('the checkout page', () => {
  it('shows the order summary and pays with the test card, then lands on /billing subscribed', async () => {
    mockGets();
    const post = answer.post('billing/checkout', {
      status: 'succeeded',
      subscription: testSubscription(),
    });
    const { events } = renderCheckout();
    const summary = await screen.findByTestId('order-summary');
    expect(within(summary).getByTestId('summary-plan')).toHaveTextContent('Pro');
    expect(within(summary).getByText('Yearly')).toBeInTheDocument();
    expect(within(summary).getByTestId('summary-total')).toHaveTextContent('$96.00');
    // The test gateway lists its cards.
    expect(screen.getByText('4242 4242 4242 4242')).toBeInTheDocument();

    await fillCard(events);
    await events.click(screen.getByRole('button', { name: 'Subscribe' }));
    await waitFor(() =>
      expect(post.bodies).toContainEqual({
        product_id: 1,
        price_id: 12,
        gateway: 'test',
        card: { number: TEST_CARDS.success, expiry: '12/34', cvc: '123', name: undefined },
      }),
    );
    expect(await findProbedLocation()).toBe('/billing');
    expect(getBootstrapData().user?.subscriptions).toEqual([{ valid: true, active: true }]);
    expect(toastStore.get()?.message).toBe(SUBSCRIBED_MESSAGE);
  });

  it('shows a declined card’s message and stays on the form', async () => {
    mockGets();
    fail.post('billing/checkout', 422, {
      message: BILLING_MESSAGES.declined,
      errors: { card: [BILLING_MESSAGES.declined] },
    });
    const { events } = renderCheckout();
    await fillCard(events, TEST_CARDS.declined);
    await events.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByTestId('payment-error')).toHaveTextContent(BILLING_MESSAGES.declined);
    expect(screen.getByLabelText(/Card number/)).toHaveValue(TEST_CARDS.declined);
    expect(screen.queryByTestId('location')).not.toBeInTheDocument();
  });

  it('puts the server’s field errors under their fields', async () => {
    mockGets();
    fail.post('billing/checkout', 422, {
      message: BILLING_MESSAGES.cardExpiry,
      errors: { 'card.expiry': [BILLING_MESSAGES.cardExpiry] },
    });
    const { events } = renderCheckout();
    await fillCard(events);
    await events.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByText(BILLING_MESSAGES.cardExpiry)).toBeInTheDocument();
    expect(screen.getByLabelText(/Expiry/)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByTestId('payment-error')).not.toBeInTheDocument();
  });

  it('checks the card before sending it', async () => {
    mockGets();
    const { events } = renderCheckout();
    await events.type(await screen.findByLabelText(/Card number/), '1234');
    await events.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByText(BILLING_MESSAGES.cardNumber)).toBeInTheDocument();
    expect(sentRequests('post')).toEqual([]);
  });

  it('asks the bank’s confirmation and confirms the payment when approved', async () => {
    mockGets();
    answer.post('billing/checkout', {
      status: 'requires_action',
      confirmation_id: 'conf_1',
      message: BILLING_MESSAGES.requiresConfirmation,
    });
    const confirm = answer.post('billing/checkout/confirm', {
      status: 'succeeded',
      subscription: testSubscription(),
    });
    const { events } = renderCheckout();
    await fillCard(events, TEST_CARDS.requiresConfirmation);
    await events.click(screen.getByRole('button', { name: 'Subscribe' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent(BILLING_MESSAGES.requiresConfirmation);
    await events.click(within(dialog).getByRole('button', { name: 'Approve' }));
    await waitFor(() =>
      expect(confirm.bodies).toContainEqual({
        confirmation_id: 'conf_1',
        approve: true,
      }),
    );
    expect(await findProbedLocation()).toBe('/billing');
  });

  it('stays on the form when the confirmation is cancelled', async () => {
    mockGets();
    answer.post('billing/checkout', {
      status: 'requires_action',
      confirmation_id: 'conf_2',
      message: BILLING_MESSAGES.requiresConfirmation,
    });
    const confirm = fail.post('billing/checkout/confirm', 422, {
      message: BILLING_MESSAGES.declined,
      errors: {},
    });
    const { events } = renderCheckout();
    await fillCard(events, TEST_CARDS.requiresConfirmation);
    await events.click(screen.getByRole('button', { name: 'Subscribe' }));
    await events.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Cancel' }),
    );
    expect(await screen.findByTestId('payment-error')).toHaveTextContent(/not confirmed/);
    expect(confirm.bodies).toContainEqual({
      confirmation_id: 'conf_2',
      approve: false,
    });
    expect(screen.queryByTestId('location')).not.toBeInTheDocument();
  });

  it('says a hidden plan reached by its link is no longer offered, with no payment form', async () => {
    mockGets(testProduct({ hidden: true, name: 'Partner deal' }));
    renderCheckout();
    expect(await screen.findByText(new RegExp(BILLING_MESSAGES.hiddenPlan))).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See all plans' })).toHaveAttribute('href', '/pricing');
    expect(screen.queryByLabelText(/Card number/)).not.toBeInTheDocument();
  });

  it('refuses a price that is not the plan’s', async () => {
    mockGets();
    renderCheckout('/checkout/1/99');
    expect(await screen.findByText(new RegExp(BILLING_MESSAGES.unknownPrice))).toBeInTheDocument();
  });

  it('says so when no payment method is switched on', async () => {
    mockGets();
    renderCheckout('/checkout/1/12', { 'billing.enable': true });
    expect(await screen.findByText(BILLING_MESSAGES.gatewayOff)).toBeInTheDocument();
  });

  it('offers PayPal and follows its approval link', async () => {
    mockGets();
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign, origin: 'http://localhost' });
    const post = answer.post('billing/checkout', {
      status: 'redirect',
      url: 'https://paypal.test/approve',
    });
    const { events } = renderCheckout('/checkout/1/12', {
      ...BILLING_ON,
      'billing.paypal.enable': true,
    });
    await events.click(await screen.findByRole('radio', { name: 'PayPal' }));
    await events.click(screen.getByRole('button', { name: 'Pay with PayPal' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://paypal.test/approve'));
    expect(post.bodies).toContainEqual({
      product_id: 1,
      price_id: 12,
      gateway: 'paypal',
      card: undefined,
    });
  });
});
