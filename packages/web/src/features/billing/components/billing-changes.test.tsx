import { act, screen, waitFor } from '@testing-library/react';
import { BILLING_MESSAGES } from '@tonearm/shared/billing/billing.schemas';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { toastStore } from '@/components/ui/toast/toast-store';
import { getBootstrapData } from '@/lib/bootstrap-store';
import { answer, answerGets, fail, sentRequests } from '@/test/http';
import {
  findProbedLocation,
  renderWithProviders,
  testBootstrapData,
  testUser,
} from '@/test/render-with-providers';
import {
  BILLING_ON,
  testInvoice,
  testOverview,
  testPrice,
  testProduct,
  testSubscription,
} from '@/test/billing-test-data';
import { CancelSubscriptionPage } from './cancel-subscription-page';
import { ChangePlanPage } from './change-plan-page';
import { ConfirmPlanChangePage } from './confirm-plan-change-page';
import { InvoicePage } from './invoice-page';
import { PayPalCheckoutDonePage, StripeCheckoutDonePage } from './payment-return-page';
import { RenewSubscriptionPage } from './renew-subscription-page';

afterEach(() => {
  vi.useRealTimers();
});

const asSubscriber = {
  user: testUser({ subscriptions: [{ valid: true, active: true }] }),
  settings: BILLING_ON,
};
const cancelled = testSubscription({
  status: 'cancelled',
  active: false,
  on_grace_period: true,
  renews_at: null,
  ends_at: '2027-11-24T10:00:00.000Z',
});
const basic = testProduct({
  id: 2,
  name: 'Basic',
  prices: [
    testPrice({ id: 21, product_id: 2, amount: 5, interval: 'month' }),
    testPrice({ id: 22, product_id: 2, amount: 50, interval: 'year' }),
  ],
});

describe('changing plan', () => {
  it('lists the paid plans with the current one marked, and opens the confirmation', async () => {
    answerGets({
      'billing/products': {
        pagination: {
          data: [testProduct({ id: 9, free: true, prices: [] }), testProduct(), basic],
        },
      },
      'billing/subscription': testOverview(),
    });
    const { events } = renderWithProviders(<ChangePlanPage />, {
      bootstrap: asSubscriber,
      path: '/billing/change-plan',
    });
    expect(await screen.findByTestId('current-plan')).toBeInTheDocument();
    expect(screen.queryByTestId('plan-9')).not.toBeInTheDocument();
    await events.click(screen.getByRole('radio', { name: 'Monthly' }));
    // Pro monthly is not what they pay (Pro yearly): it can be chosen.
    expect(screen.queryByTestId('current-plan')).not.toBeInTheDocument();
    const switches = screen.getAllByRole('button', { name: 'Switch to this plan' });
    await events.click(switches[1]!);
    expect(await findProbedLocation()).toBe('/billing/change-plan/2/21/confirm');
  });

  it('shows the proration before confirming, then changes the plan', async () => {
    answerGets({
      'billing/products/2': { product: basic },
      'bootstrap-data': { bootstrapData: testBootstrapData(asSubscriber) },
    });
    const preview = answer.post('billing/change-plan/preview', {
      preview: {
        amount_due: 0,
        credit: 41.5,
        currency: 'USD',
        next_charge_at: '2026-12-24T10:00:00.000Z',
        new_price: basic.prices[0],
      },
    });
    const change = answer.post('billing/change-plan', {
      subscription: testSubscription({ price_id: 21 }),
    });
    const { events } = renderWithProviders(<ConfirmPlanChangePage />, {
      bootstrap: asSubscriber,
      path: '/billing/change-plan/:productId/:priceId/confirm',
      url: '/billing/change-plan/2/21/confirm',
    });
    expect(await screen.findByTestId('proration-amount-due')).toHaveTextContent('$0.00');
    expect(screen.getByTestId('new-plan-name')).toHaveTextContent('Basic');
    expect(screen.getByTestId('proration-credit')).toHaveTextContent('-$41.50');
    expect(screen.getByTestId('proration-next-charge')).toHaveTextContent(
      'December 24, 2026: $5.00',
    );
    expect(preview.bodies).toEqual([{ price_id: 21 }]);
    expect(change.calls).toHaveLength(0);
    await events.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await findProbedLocation()).toBe('/billing');
    expect(change.bodies).toEqual([{ price_id: 21 }]);
    expect(toastStore.get()?.message).toBe(BILLING_MESSAGES.planChanged);
    // The changed plan is now the current one: asking its preview again would be refused.
    expect(preview.calls).toHaveLength(1);
  });

  it('shows why a change cannot be previewed, with no Confirm', async () => {
    answerGets({ 'billing/products/2': { product: basic } });
    fail.post('billing/change-plan/preview', 422, {
      message: BILLING_MESSAGES.samePlan,
      errors: { price_id: [BILLING_MESSAGES.samePlan] },
    });
    renderWithProviders(<ConfirmPlanChangePage />, {
      bootstrap: asSubscriber,
      path: '/billing/change-plan/:productId/:priceId/confirm',
      url: '/billing/change-plan/2/21/confirm',
    });
    expect(await screen.findByTestId('proration-error')).toHaveTextContent(
      BILLING_MESSAGES.samePlan,
    );
    expect(screen.getByRole('button', { name: 'Confirm' })).toBeDisabled();
  });
});

describe('cancelling and renewing', () => {
  it('explains, cancels on confirmation and shows the end date', async () => {
    answerGets({
      'billing/subscription': testOverview(),
      'bootstrap-data': { bootstrapData: testBootstrapData(asSubscriber) },
    });
    const cancel = answer.post('billing/cancel', { subscription: cancelled });
    const { events } = renderWithProviders(<CancelSubscriptionPage />, {
      bootstrap: asSubscriber,
      path: '/billing/cancel',
    });
    expect(await screen.findByText(/stays active until the end of the period/)).toHaveTextContent(
      'November 24, 2027',
    );
    await events.click(screen.getByRole('button', { name: 'Confirm cancellation' }));
    expect(await screen.findByTestId('cancel-done')).toHaveTextContent(
      'You keep it until November 24, 2027',
    );
    expect(cancel.calls).toHaveLength(1);
    expect(cancel.bodies).toEqual([undefined]);
    expect(toastStore.get()?.message).toBe(BILLING_MESSAGES.cancelled);
  });

  it('renews a cancelled plan before it ends', async () => {
    answerGets({
      'billing/subscription': testOverview({ subscription: cancelled }),
      'bootstrap-data': { bootstrapData: testBootstrapData(asSubscriber) },
    });
    const renew = answer.post('billing/renew', { subscription: testSubscription() });
    const { events } = renderWithProviders(<RenewSubscriptionPage />, {
      bootstrap: asSubscriber,
      path: '/billing/renew',
    });
    expect(await screen.findByText(/ends on November 24, 2027/)).toBeInTheDocument();
    await events.click(screen.getByRole('button', { name: 'Renew plan' }));
    expect(await findProbedLocation()).toBe('/billing');
    expect(renew.calls).toHaveLength(1);
    expect(renew.bodies).toEqual([undefined]);
    expect(toastStore.get()?.message).toBe(BILLING_MESSAGES.renewed);
  });

  it('has nothing to renew on an active plan', async () => {
    answerGets({ 'billing/subscription': testOverview() });
    renderWithProviders(<RenewSubscriptionPage />, {
      bootstrap: asSubscriber,
      path: '/billing/renew',
    });
    expect(await screen.findByText(/renews automatically/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Renew plan' })).not.toBeInTheDocument();
  });
});

describe('the Stripe and PayPal return pages', () => {
  it('asks the server (which asks Stripe) about the payment on the URL, then opens /billing once paid', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const subscribed = testBootstrapData({
      user: testUser({ subscriptions: [{ valid: true, active: true }] }),
      settings: BILLING_ON,
    });
    answerGets({ 'bootstrap-data': { bootstrapData: subscribed } });
    let answers = 0;
    const confirm = answer.post('billing/checkout/return', () => {
      answers++;
      return answers < 2
        ? { status: 'pending', message: BILLING_MESSAGES.returnPending }
        : { status: 'succeeded', subscription: testSubscription() };
    });
    renderWithProviders(<StripeCheckoutDonePage />, {
      bootstrap: { user: testUser(), settings: BILLING_ON },
      path: '/checkout/:productId/:priceId/stripe/done',
      url: '/checkout/1/12/stripe/done?payment_intent=pi_123&redirect_status=succeeded',
    });
    expect(await screen.findByText(BILLING_MESSAGES.returnPending)).toBeInTheDocument();
    expect(screen.queryByText(/Payment received/)).not.toBeInTheDocument();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(2100);
    });
    expect(await findProbedLocation()).toBe('/billing');
    expect(confirm.bodies).toContainEqual({ gateway: 'stripe', reference: 'pi_123' });
    // Asked while pending, once paid, and once as the billing queries refresh; refreshing the
    // bootstrap data gives the page new translation lines, which must not start it over.
    expect(confirm.calls).toHaveLength(3);
    expect(getBootstrapData().user?.subscriptions).toEqual([{ valid: true, active: true }]);
  });

  it('says a made-up payment was not found, and what to do, instead of "Payment received"', async () => {
    answer.post('billing/checkout/return', {
      status: 'failed',
      message: BILLING_MESSAGES.returnUnknown,
    });
    renderWithProviders(<PayPalCheckoutDonePage />, {
      bootstrap: { user: testUser(), settings: BILLING_ON },
      path: '/checkout/:productId/:priceId/paypal/done',
      url: '/checkout/1/12/paypal/done?subscription_id=I-MADEUP',
    });
    expect(await screen.findByText(BILLING_MESSAGES.returnUnknown)).toBeInTheDocument();
    expect(screen.queryByText(/Payment received/)).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Try again' })).toHaveAttribute(
      'href',
      '/checkout/1/12',
    );
  });

  it('says a failed payment charged nothing and offers to try again, without asking', async () => {
    renderWithProviders(<StripeCheckoutDonePage />, {
      bootstrap: { user: testUser(), settings: BILLING_ON },
      path: '/checkout/:productId/:priceId/stripe/done',
      url: '/checkout/1/12/stripe/done?payment_intent=pi_123&redirect_status=failed',
    });
    expect(await screen.findByText(/nothing was charged/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Try again' })).toHaveAttribute(
      'href',
      '/checkout/1/12',
    );
    await waitFor(() => expect(sentRequests('post')).toHaveLength(0));
  });
});

describe('the printable invoice', () => {
  it('shows seller, buyer, number, dates, amount and status, and prints', async () => {
    answerGets({
      'billing/invoices/31': {
        invoice: testInvoice(),
        seller: { site_name: 'Tonearm', site_url: 'https://tonearm.test' },
      },
    });
    const print = vi.fn();
    vi.stubGlobal('print', print);
    const { events } = renderWithProviders(<InvoicePage />, {
      bootstrap: asSubscriber,
      path: '/billing/invoices/:invoiceId',
      url: '/billing/invoices/31',
    });
    const invoice = await screen.findByTestId('invoice');
    expect(invoice).toHaveTextContent('Tonearm');
    expect(invoice).toHaveTextContent('https://tonearm.test');
    expect(invoice).toHaveTextContent('John Doe');
    expect(invoice).toHaveTextContent('john@example.com');
    expect(screen.getByTestId('invoice-number')).toHaveTextContent('TA-2026-000031');
    expect(screen.getByTestId('invoice-total')).toHaveTextContent('$96.00');
    expect(screen.getByTestId('invoice-status')).toHaveTextContent('Paid');
    expect(invoice).toHaveTextContent('November 24, 2026 – November 24, 2027');
    await events.click(screen.getByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalled();
  });
});
