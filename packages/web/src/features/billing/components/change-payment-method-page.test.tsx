import { screen, waitFor } from '@testing-library/react';
import { BILLING_MESSAGES, TEST_CARDS } from '@tonearm/shared/billing/billing.schemas';
import { describe, expect, it } from 'vitest';
import { toastStore } from '@/components/ui/toast/toast-store';
import {
  findProbedLocation,
  renderWithProviders,
  testBootstrapData,
  testUser,
} from '@/test/render-with-providers';
import { BILLING_ON, testSubscription } from '@/test/billing-test-data';
import { ChangePaymentMethodPage } from './change-payment-method-page';
import { answer, fail, sentBodies } from '@/test/http';

const asSubscriber = {
  user: testUser({ subscriptions: [{ valid: true, active: true }] }),
  settings: BILLING_ON,
};

describe('changing the payment method', () => {
  it('saves a new test card and goes back to /billing with a toast', async () => {
    answer.get('*', { bootstrapData: testBootstrapData(asSubscriber) });
    answer.post('*', { status: 'succeeded', subscription: testSubscription() });
    const { events } = renderWithProviders(<ChangePaymentMethodPage />, {
      bootstrap: asSubscriber,
      path: '/billing/change-payment-method',
    });
    await events.type(screen.getByLabelText(/Card number/), '4242 4242 4242 4242');
    await events.type(screen.getByLabelText(/Expiry/), '01/33');
    await events.type(screen.getByLabelText(/CVC/), '999');
    await events.type(screen.getByLabelText(/Name on card/), 'Jo Listener');
    await events.click(screen.getByRole('button', { name: 'Save payment method' }));
    await waitFor(() =>
      expect(sentBodies('post', 'billing/payment-method')).toContainEqual({
        gateway: 'test',
        card: { number: TEST_CARDS.success, expiry: '01/33', cvc: '999', name: 'Jo Listener' },
      }),
    );
    expect(await findProbedLocation()).toBe('/billing');
    expect(toastStore.get()?.message).toBe(BILLING_MESSAGES.paymentMethodChanged);
  });

  it('keeps the user on the form when the new card is declined', async () => {
    fail.post('*', 422, { message: BILLING_MESSAGES.declined, errors: {} });
    const { events } = renderWithProviders(<ChangePaymentMethodPage />, {
      bootstrap: asSubscriber,
      path: '/billing/change-payment-method',
    });
    await events.type(screen.getByLabelText(/Card number/), TEST_CARDS.declined);
    await events.type(screen.getByLabelText(/Expiry/), '01/33');
    await events.type(screen.getByLabelText(/CVC/), '999');
    await events.click(screen.getByRole('button', { name: 'Save payment method' }));
    expect(await screen.findByTestId('payment-error')).toHaveTextContent(BILLING_MESSAGES.declined);
  });
});
