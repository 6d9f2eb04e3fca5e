import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { toastStore } from '@/components/ui/toast/toast-store';
import { findProbedLocation, renderWithProviders } from '@/test/render-with-providers';
import { ForgotPasswordForm } from './forgot-password-form';
import { ResetPasswordForm } from './reset-password-form';
import { answer, fail, sentBodies, sentRequests } from '@/test/http';

// The real estimator takes seconds to load in jsdom; password-strength-meter.test.tsx uses it.
vi.mock('../hooks/password-strength-estimator', () => ({ estimatePasswordScore: () => 3 }));

const SENT =
  'If that email address is in our records, we have emailed a password reset link to it.';

describe('ForgotPasswordForm', () => {
  it('requires the email', async () => {
    const { events } = renderWithProviders(<ForgotPasswordForm />, { path: '/forgot-password' });
    await events.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'Email' })).toHaveAccessibleDescription(
        'This field is required.',
      ),
    );
    expect(sentRequests('post')).toEqual([]);
  });

  it('locks a prefilled email, shows the server message and goes to /login', async () => {
    answer.post('*', { message: SENT });
    const { events } = renderWithProviders(<ForgotPasswordForm />, {
      path: '/forgot-password',
      url: '/forgot-password?email=jo%40x.io',
    });
    const email = screen.getByRole('textbox', { name: 'Email' });
    expect(email).toHaveValue('jo@x.io');
    expect(email).toBeDisabled();
    await events.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() =>
      expect(sentBodies('post', 'auth/forgot-password')).toContainEqual({ email: 'jo@x.io' }),
    );
    expect(await findProbedLocation()).toBe('/login');
    expect(toastStore.get()).toMatchObject({ message: SENT, type: 'positive' });
  });
});

describe('ResetPasswordForm', () => {
  const renderReset = () =>
    renderWithProviders(<ResetPasswordForm />, {
      path: '/password/reset/:token',
      url: '/password/reset/tok123?email=jo%40x.io',
    });

  it('posts token, email and the new password, toasts and goes to /login', async () => {
    answer.post('*', { message: 'Your password has been reset!' });
    const { events } = renderReset();
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveValue('jo@x.io');
    await events.type(screen.getByLabelText('New password'), 'quiet-owl-9');
    await events.type(screen.getByLabelText('Confirm password'), 'quiet-owl-9');
    await events.click(screen.getByRole('button', { name: 'Reset password' }));
    await waitFor(() =>
      expect(sentBodies('post', 'auth/reset-password')).toContainEqual({
        token: 'tok123',
        email: 'jo@x.io',
        password: 'quiet-owl-9',
        password_confirmation: 'quiet-owl-9',
      }),
    );
    expect(await findProbedLocation()).toBe('/login');
    expect(toastStore.get()).toMatchObject({ message: 'Your password has been reset!' });
  });

  it(
    'says before the reset that it ends other sessions and access tokens, and rates the password',
    { timeout: 15_000 },
    async () => {
      const { events } = renderReset();
      expect(
        screen.getByText(
          'Changing your password signs you out of your other devices and revokes your access tokens.',
        ),
      ).toBeInTheDocument();
      expect(screen.queryByRole('meter')).not.toBeInTheDocument();
      await events.type(screen.getByLabelText('New password'), 'quiet-owl-9');
      expect(await screen.findByRole('meter', { name: 'Password strength' })).toHaveAttribute(
        'aria-valuetext',
        'Good',
      );
    },
  );

  it("shows the server's error for an invalid link on the email field", async () => {
    fail.post('*', 422, {
      message: 'This password reset link is invalid or has expired.',
      errors: { email: ['This password reset link is invalid or has expired.'] },
    });
    const { events } = renderReset();
    await events.type(screen.getByLabelText('New password'), 'quiet-owl-9');
    await events.type(screen.getByLabelText('Confirm password'), 'quiet-owl-9');
    await events.click(screen.getByRole('button', { name: 'Reset password' }));
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'Email' })).toHaveAccessibleDescription(
        'This password reset link is invalid or has expired.',
      ),
    );
  });
});
