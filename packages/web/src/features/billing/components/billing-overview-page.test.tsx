import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders, testUser } from '@/test/render-with-providers';
import { BILLING_ON, testInvoice, testOverview, testSubscription } from '@/test/billing-test-data';
import { BillingOverviewPage } from './billing-overview-page';
import { answer, sentRequests } from '@/test/http';

const asSubscriber = {
  user: testUser({ subscriptions: [{ valid: true, active: true }] }),
  settings: BILLING_ON,
};

function renderOverview(overview = testOverview()) {
  const get = answer.get('*', overview);
  renderWithProviders(<BillingOverviewPage />, { bootstrap: asSubscriber, path: '/billing' });
  return get;
}

describe('the billing overview', () => {
  it('shows the plan, price, status, next charge, payment method and invoices', async () => {
    renderOverview();
    expect(await screen.findByTestId('billing-plan-name')).toHaveTextContent('Pro');
    expect(sentRequests('get', 'billing/subscription')).not.toEqual([]);
    expect(screen.getByTestId('billing-price')).toHaveTextContent('$96.00 · Yearly');
    expect(screen.getByTestId('subscription-status')).toHaveTextContent('Active');
    expect(screen.getByText('Next charge')).toBeInTheDocument();
    expect(screen.getByTestId('subscription-date')).toHaveTextContent('November 24, 2027');
    expect(screen.getByTestId('payment-method-details')).toHaveTextContent('Visa •••• 4242');
    expect(screen.getByTestId('payment-method-details')).toHaveTextContent('Expires 04/30');
    const invoices = screen.getByTestId('billing-invoices');
    expect(within(invoices).getByRole('link', { name: 'View TA-2026-000031' })).toHaveAttribute(
      'href',
      '/billing/invoices/31',
    );
    expect(screen.getByRole('link', { name: 'Change plan' })).toHaveAttribute(
      'href',
      '/billing/change-plan',
    );
    expect(screen.getByRole('link', { name: 'Change payment method' })).toHaveAttribute(
      'href',
      '/billing/change-payment-method',
    );
    expect(screen.getByRole('link', { name: 'Cancel plan' })).toHaveAttribute(
      'href',
      '/billing/cancel',
    );
    expect(screen.queryByRole('link', { name: 'Renew plan' })).not.toBeInTheDocument();
  });

  it('shows a cancelled plan’s end date and the way to renew it', async () => {
    renderOverview(
      testOverview({
        subscription: testSubscription({
          status: 'cancelled',
          active: false,
          on_grace_period: true,
          renews_at: null,
          ends_at: '2027-11-24T10:00:00.000Z',
        }),
        invoices: [testInvoice()],
      }),
    );
    expect(await screen.findByTestId('subscription-status')).toHaveTextContent('Cancelled');
    expect(screen.getByText('Ends on')).toBeInTheDocument();
    expect(screen.getByTestId('billing-ends-notice')).toHaveTextContent('November 24, 2027');
    expect(screen.getByRole('link', { name: 'Renew plan' })).toHaveAttribute(
      'href',
      '/billing/renew',
    );
    expect(screen.queryByRole('link', { name: 'Cancel plan' })).not.toBeInTheDocument();
  });

  it('shows a past-due plan with the end of its grace period', async () => {
    renderOverview(
      testOverview({
        subscription: testSubscription({
          status: 'past_due',
          grace_ends_at: '2026-12-01T10:00:00.000Z',
        }),
      }),
    );
    expect(await screen.findByTestId('subscription-status')).toHaveTextContent('Past due');
    expect(screen.getByText('Access until')).toBeInTheDocument();
    expect(screen.getByTestId('subscription-date')).toHaveTextContent('December 1, 2026');
  });
});
