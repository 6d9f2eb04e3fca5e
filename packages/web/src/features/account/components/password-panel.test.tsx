import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders, testUser } from '@/test/render-with-providers';
import { PasswordPanel } from './password-panel';

// The real estimator takes seconds to load in jsdom; password-strength-meter.test.tsx uses it.
vi.mock('@/features/auth/hooks/password-strength-estimator', () => ({
  estimatePasswordScore: () => 1,
}));

describe('PasswordPanel', () => {
  it('says before the change that it ends other sessions and access tokens', () => {
    renderWithProviders(<PasswordPanel />, { bootstrap: { user: testUser() } });
    expect(
      screen.getByText(
        'Changing your password signs you out of your other devices and revokes your access tokens.',
      ),
    ).toBeInTheDocument();
  });

  it('rates the new password as it is typed', { timeout: 15_000 }, async () => {
    const { events } = renderWithProviders(<PasswordPanel />, {
      bootstrap: { user: testUser() },
    });
    await events.type(screen.getByLabelText('New password'), 'hunter22');
    expect(await screen.findByRole('meter', { name: 'Password strength' })).toHaveAttribute(
      'aria-valuetext',
      'Weak',
    );
  });
});
