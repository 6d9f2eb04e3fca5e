import { screen, within } from '@testing-library/react';
import { ONBOARDING_SELECTION_KEY } from '@tonearm/shared/constants';
import { describe, expect, it } from 'vitest';
import { findProbedLocation, renderWithProviders, testUser } from '@/test/render-with-providers';
import { BILLING_ON, testPrice, testProduct } from '@/test/billing-test-data';
import { PricingPage } from './pricing-page';
import { answer, sentRequests } from '@/test/http';

const plans = [
  testProduct({
    id: 3,
    name: 'Free',
    free: true,
    prices: [],
    feature_list: ['Radio'],
    position: 0,
  }),
  testProduct({ id: 1, name: 'Pro', recommended: true, position: 1 }),
  testProduct({
    id: 2,
    name: 'Family',
    position: 2,
    prices: [testPrice({ id: 21, product_id: 2, amount: 15, interval: 'month' })],
  }),
  testProduct({ id: 4, name: 'Partner deal', hidden: true, position: 3 }),
  testProduct({
    id: 5,
    name: 'Quarterly',
    position: 4,
    prices: [
      testPrice({ id: 51, product_id: 5, amount: 27, interval: 'month', interval_count: 3 }),
    ],
  }),
];

function mockPlans() {
  return answer.get('*', { pagination: { data: plans } });
}

describe('the pricing page', () => {
  it('lists the plans yearly by default, with the saving, "Free" and the recommended badge', async () => {
    mockPlans();
    renderWithProviders(<PricingPage />, { bootstrap: { settings: BILLING_ON }, path: '/pricing' });
    const pro = await screen.findByTestId('plan-1');
    expect(sentRequests('get', 'billing/products')).not.toEqual([]);
    expect(screen.getByRole('radio', { name: 'Yearly' })).toBeChecked();
    expect(within(pro).getByTestId('plan-price')).toHaveTextContent('$96.00/ year');
    expect(within(pro).getByText('Save 20%')).toBeInTheDocument();
    expect(within(pro).getByText('Most popular')).toBeInTheDocument();
    expect(within(pro).getByText('Offline downloads')).toBeInTheDocument();
    expect(within(screen.getByTestId('plan-3')).getByTestId('plan-price')).toHaveTextContent(
      'Free',
    );
    // Sold every 3 months: under both cycles, with its own price, and said plainly.
    const quarterly = within(screen.getByTestId('plan-5')).getByTestId('plan-price');
    expect(quarterly).toHaveTextContent('Every 3 months');
    expect(quarterly).toHaveTextContent('No monthly or yearly price');
    expect(quarterly).not.toHaveTextContent('Yearly');
    // Plans keep their position order; a hidden plan is not listed, nor Family, sold monthly
    // only (it is under Monthly).
    const names = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(names).toEqual(['Free', 'Pro', 'Quarterly']);
  });

  it('lists a plan sold monthly only under Monthly', async () => {
    mockPlans();
    const { events } = renderWithProviders(<PricingPage />, {
      bootstrap: { settings: BILLING_ON },
      path: '/pricing',
    });
    await screen.findByTestId('plan-1');
    await events.click(screen.getByRole('radio', { name: 'Monthly' }));
    const family = within(await screen.findByTestId('plan-2')).getByTestId('plan-price');
    expect(family).toHaveTextContent('$15.00/ month');
    expect(family).not.toHaveTextContent(/only/i);
    const names = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(names).toEqual(['Free', 'Pro', 'Family', 'Quarterly']);
  });

  it('switches to the monthly prices, without a saving', async () => {
    mockPlans();
    const { events, router } = renderWithProviders(<PricingPage />, {
      bootstrap: { settings: BILLING_ON },
      path: '/pricing',
    });
    const pro = await screen.findByTestId('plan-1');
    await events.click(screen.getByRole('radio', { name: 'Monthly' }));
    expect(screen.getByRole('radio', { name: 'Monthly' })).toBeChecked();
    expect(within(pro).getByTestId('plan-price')).toHaveTextContent('$10.00/ month');
    expect(within(pro).queryByText(/Save/)).not.toBeInTheDocument();
    // The choice is in the URL, so a reload keeps it.
    expect(router.state.location.search).toBe('?cycle=monthly');
  });

  it('stores a guest’s choice and sends them to register from pricing', async () => {
    mockPlans();
    const { events } = renderWithProviders(<PricingPage />, {
      bootstrap: { settings: BILLING_ON },
      path: '/pricing',
    });
    const pro = await screen.findByTestId('plan-1');
    await events.click(within(pro).getByRole('button', { name: 'Choose plan' }));
    expect(await findProbedLocation()).toBe('/register?redirectFrom=pricing');
    expect(JSON.parse(localStorage.getItem(ONBOARDING_SELECTION_KEY)!)).toEqual({
      productId: 1,
      priceId: 12,
    });
  });

  it('sends a logged-in user to the checkout of the chosen price', async () => {
    mockPlans();
    const { events } = renderWithProviders(<PricingPage />, {
      bootstrap: { settings: BILLING_ON, user: testUser() },
      path: '/pricing',
    });
    await events.click(screen.getByRole('radio', { name: 'Monthly' }));
    const pro = await screen.findByTestId('plan-1');
    await events.click(within(pro).getByRole('button', { name: 'Choose plan' }));
    expect(await findProbedLocation()).toBe('/checkout/1/11');
    expect(localStorage.getItem(ONBOARDING_SELECTION_KEY)).toBeNull();
  });

  it('sends a logged-in user choosing the free plan home', async () => {
    mockPlans();
    const { events } = renderWithProviders(<PricingPage />, {
      bootstrap: { settings: BILLING_ON, user: testUser() },
      path: '/pricing',
    });
    const free = await screen.findByTestId('plan-3');
    await events.click(within(free).getByRole('button', { name: 'Get started' }));
    expect(await findProbedLocation()).toBe('/');
  });
});
