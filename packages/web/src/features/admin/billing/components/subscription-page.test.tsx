import { screen, waitFor, within } from '@testing-library/react';
import {
  adminProductListResponseSchema,
  adminSubscriptionDetailSchema,
  adminSubscriptionResponseSchema,
  type AdminProduct,
  type AdminSubscription,
} from '@tonearm/shared/billing/billing.schemas';
import { afterEach, describe, expect, it } from 'vitest';
import { ModalHost } from '@/components/ui/modal/modal-host';
import { answer, pageOf, sentBodies, sentRequests } from '@/test/http';
import { renderWithProviders, resetTestState, testUser } from '@/test/render-with-providers';
import { SubscriptionPage } from './subscription-page';

afterEach(resetTestState);

const price = (id: number, amount: number, interval: 'month' | 'year') => ({
  id,
  product_id: 3,
  amount,
  currency: 'USD',
  interval,
  interval_count: 1,
});

/** The plan as a subscription names it; the plans list adds its prices and counts. */
const PREMIUM = {
  id: 3,
  name: 'Premium',
  description: null,
  hidden: false,
  free: false,
  recommended: true,
  feature_list: [],
  position: 1,
};

const PLANS: AdminProduct[] = [
  {
    ...PREMIUM,
    prices: [
      { ...price(11, 9.99, 'month'), gateway_ids: {}, subscriptions_count: 1 },
      { ...price(12, 99.99, 'year'), gateway_ids: {}, subscriptions_count: 0 },
    ],
    permissions: [],
    gateway_ids: {},
    subscriptions_count: 1,
    created_at: '2026-01-01T00:00:00.000Z',
    updated_at: '2026-01-01T00:00:00.000Z',
  },
];

const subscription = (overrides: Partial<AdminSubscription> = {}): AdminSubscription => ({
  id: 5,
  user_id: 8,
  product_id: 3,
  price_id: 11,
  product: PREMIUM,
  price: price(11, 9.99, 'month'),
  gateway: 'test',
  gateway_id: 'test_sub_1',
  status: 'active',
  valid: true,
  active: true,
  on_grace_period: false,
  renews_at: '2030-02-01T00:00:00.000Z',
  ends_at: null,
  trial_ends_at: null,
  grace_ends_at: null,
  payment_method: {
    type: 'card',
    brand: 'Visa',
    last4: '4242',
    exp_month: 12,
    exp_year: 2030,
    email: null,
  },
  user: { id: 8, name: 'Ada Listener', email: 'ada@example.com', image: null },
  created_at: '2026-01-01T00:00:00.000Z',
  updated_at: '2026-01-01T00:00:00.000Z',
  ...overrides,
});

function renderPage(current: AdminSubscription = subscription()) {
  answer.get('admin/plans', { pagination: pageOf(PLANS, 1, 100) }, adminProductListResponseSchema);
  answer.get(
    'admin/subscriptions/5',
    {
      subscription: current,
      invoices: [
        {
          id: 1,
          number: 'TA-2026-000001',
          subscription_id: 5,
          user_id: 8,
          amount: 9.99,
          currency: 'USD',
          status: 'paid',
          description: 'Premium',
          period_start: null,
          period_end: null,
          paid_at: '2026-01-01T00:00:00.000Z',
          created_at: '2026-01-01T00:00:00.000Z',
        },
      ],
    },
    adminSubscriptionDetailSchema,
  );
  answer.post(
    'admin/subscriptions/5/:action',
    { subscription: current },
    adminSubscriptionResponseSchema,
  );
  const result = renderWithProviders(
    <>
      <SubscriptionPage subscriptionId={5} />
      <ModalHost />
    </>,
    {
      bootstrap: { user: testUser({ permissions: [{ name: 'admin', restrictions: [] }] }) },
      path: '/admin/subscriptions/5',
    },
  );
  return result;
}

/** Presses a cancel button, confirms, and waits for the cancel the server is sent. */
async function cancelAfterConfirming(
  events: ReturnType<typeof renderPage>['events'],
  button: string,
  expected: { immediately: boolean },
) {
  await events.click(await screen.findByRole('button', { name: button }));
  const dialog = await screen.findByTestId('cancel-subscription-confirm');
  await events.click(within(dialog).getByRole('button', { name: 'Cancel subscription' }));
  await waitFor(() =>
    expect(sentBodies('post', 'admin/subscriptions/5/cancel')).toContainEqual(expected),
  );
}

describe('the admin subscription page', () => {
  it('shows the user, plan, price, status, payment method and invoices', async () => {
    renderPage();
    const details = await screen.findByRole('region', { name: 'Subscription' });
    expect(details).toHaveTextContent('Ada Listener (ada@example.com)');
    expect(details).toHaveTextContent('$9.99 / month');
    expect(details).toHaveTextContent('Active');
    expect(details).toHaveTextContent('Visa •••• 4242 · 12/2030');
    expect(screen.getByRole('region', { name: 'Invoices' })).toHaveTextContent('TA-2026-000001');
  });

  it('changes the plan to the chosen price', { timeout: 20_000 }, async () => {
    const { events } = renderPage();
    const select = await screen.findByRole('combobox', { name: 'Plan and price' });
    await waitFor(() =>
      expect(within(select).getByRole('option', { name: /99\.99/ })).toBeInTheDocument(),
    );
    await events.selectOptions(select, '12');
    await events.click(screen.getByRole('button', { name: 'Change plan' }));
    await waitFor(() =>
      expect(sentBodies('post', 'admin/subscriptions/5/change-plan')).toContainEqual({
        price_id: 12,
      }),
    );
  });

  it('cancels at period end after confirming, or now', { timeout: 20_000 }, async () => {
    const { events } = renderPage();
    await cancelAfterConfirming(events, 'Cancel at period end', { immediately: false });
    await cancelAfterConfirming(events, 'Cancel now', { immediately: true });
  });

  it('extends to the chosen date and renews a cancelled one', { timeout: 20_000 }, async () => {
    const { events } = renderPage(
      subscription({
        status: 'cancelled',
        on_grace_period: true,
        renews_at: null,
        ends_at: '2030-02-01T00:00:00.000Z',
      }),
    );
    expect(await screen.findByText('Until period end')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel at period end' })).toBeNull();
    const date = screen.getByLabelText('Extend until');
    await events.clear(date);
    await events.type(date, '2031-03-15');
    await events.click(screen.getByRole('button', { name: 'Extend' }));
    await waitFor(() => expect(sentRequests('post')).not.toHaveLength(0));
    const { path, body } = sentRequests('post')[0]!;
    expect(path).toBe('/api/v1/admin/subscriptions/5/extend');
    expect(new Date((body as { until: string }).until).getFullYear()).toBe(2031);

    await events.click(screen.getByRole('button', { name: 'Renew' }));
    await waitFor(() =>
      expect(sentRequests('post', 'admin/subscriptions/5/renew')).not.toHaveLength(0),
    );
  });

  it(
    'offers to cancel at period end a manual grant that is active until a date',
    { timeout: 20_000 },
    async () => {
      const { events } = renderPage(
        subscription({
          gateway: 'none',
          gateway_id: null,
          payment_method: null,
          renews_at: null,
          ends_at: '2030-02-01T00:00:00.000Z',
        }),
      );
      await cancelAfterConfirming(events, 'Cancel at period end', { immediately: false });
    },
  );
});
