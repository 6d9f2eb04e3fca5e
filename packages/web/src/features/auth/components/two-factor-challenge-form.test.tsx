import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { getBootstrapData } from '@/lib/bootstrap-store';
import {
  findProbedLocation,
  renderWithProviders,
  testBootstrapData,
  testUser,
} from '@/test/render-with-providers';
import { TwoFactorChallengeForm } from './two-factor-challenge-form';
import { answer, fail, sentBodies, sentRequests } from '@/test/http';

const renderChallenge = () =>
  renderWithProviders(<TwoFactorChallengeForm />, { path: '/login', url: '/login' });

describe('TwoFactorChallengeForm', () => {
  it('asks for a 6-character code before calling the server', async () => {
    const { events } = renderChallenge();
    const code = screen.getByRole('textbox', { name: 'Code' });
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    await events.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(code).toHaveAccessibleDescription('This field is required.'));
    await events.type(code, '123');
    await events.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(code).toHaveAccessibleDescription('The code must be 6 characters.'));
    expect(sentRequests('post')).toEqual([]);
  });

  it('posts the code, applies the bootstrap data and redirects like login', async () => {
    const data = testBootstrapData({ user: testUser() });
    answer.post('*', { status: 'success', bootstrapData: data });
    const { events } = renderChallenge();
    await events.type(screen.getByRole('textbox', { name: 'Code' }), '123456');
    await events.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() =>
      expect(sentBodies('post', 'auth/two-factor-challenge')).toContainEqual({ code: '123456' }),
    );
    expect(await findProbedLocation()).toBe('/');
    expect(getBootstrapData()).toEqual(data);
  });

  it('switches to a 21-character recovery code', async () => {
    fail.post('*', 422, {
      message: 'The provided two factor recovery code was invalid.',
      errors: { recovery_code: ['The provided two factor recovery code was invalid.'] },
    });
    const { events } = renderChallenge();
    await events.click(screen.getByRole('button', { name: 'Use a recovery code' }));
    const field = screen.getByRole('textbox', { name: 'Recovery code' });
    await events.type(field, 'short');
    await events.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() =>
      expect(field).toHaveAccessibleDescription('The recovery code must be 21 characters.'),
    );
    await events.clear(field);
    await events.type(field, 'abcdefghij-klmnopqrst');
    await events.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() =>
      expect(sentBodies('post', 'auth/two-factor-challenge')).toContainEqual({
        recovery_code: 'abcdefghij-klmnopqrst',
      }),
    );
    await waitFor(() =>
      expect(field).toHaveAccessibleDescription(
        'The provided two factor recovery code was invalid.',
      ),
    );
  });
});
