import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { RegisterForm } from '@/features/auth/components/register-form';
import {
  findProbedLocation,
  renderWithProviders,
  testBootstrapData,
  testUser,
} from '@/test/render-with-providers';
import { BILLING_ON, testProduct } from '@/test/billing-test-data';
import { PricingPage } from './pricing-page';
import { answer } from '@/test/http';

// The real estimator takes seconds to load in jsdom.
vi.mock('@/features/auth/hooks/password-strength-estimator', () => ({
  estimatePasswordScore: () => 3,
}));

describe('a guest choosing a plan (onboarding selection)', () => {
  it('registers under "First, let\'s create your account" and lands on that plan’s checkout', async () => {
    answer.get('*', { pagination: { data: [testProduct()] } });
    answer.post('*', {
      status: 'success',
      bootstrapData: testBootstrapData({ user: testUser(), settings: BILLING_ON }),
    });
    const { events } = renderWithProviders(<PricingPage />, {
      bootstrap: { settings: BILLING_ON },
      path: '/pricing',
      routes: [{ path: '/register', element: <RegisterForm /> }],
    });
    const plan = await screen.findByTestId('plan-1');
    await events.click(within(plan).getByRole('button', { name: 'Choose plan' }));
    expect(
      await screen.findByRole('heading', { name: "First, let's create your account" }),
    ).toBeInTheDocument();
    await events.type(screen.getByRole('textbox', { name: 'Email' }), 'new@x.io');
    await events.type(screen.getByLabelText('Password'), 'quiet-owl-9');
    await events.type(screen.getByLabelText('Confirm password'), 'quiet-owl-9');
    await events.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await findProbedLocation()).toBe('/checkout/1/12');
  });
});
