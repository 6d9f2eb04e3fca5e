import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiClient } from '@/lib/api-client';
import { getBootstrapData } from '@/lib/bootstrap-store';
import {
  apiError,
  apiResponse,
  findProbedLocation,
  renderWithProviders,
  resetTestState,
  testBootstrapData,
  testUser,
} from '@/test/render-with-providers';
import { TwoFactorChallengeForm } from './two-factor-challenge-form';

afterEach(resetTestState);

const renderChallenge = () =>
  renderWithProviders(<TwoFactorChallengeForm />, { path: '/login', url: '/login' });

describe('TwoFactorChallengeForm', () => {
  it('asks for a 6-character code before calling the server', async () => {
    const post = vi.spyOn(apiClient, 'post');
    const { events } = renderChallenge();
    const code = screen.getByRole('textbox', { name: 'Code' });
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    await events.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(code).toHaveAccessibleDescription('This field is required.'));
    await events.type(code, '123');
    await events.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(code).toHaveAccessibleDescription('The code must be 6 characters.'));
    expect(post).not.toHaveBeenCalled();
  });

  it('posts the code, applies the bootstrap data and redirects like login', async () => {
    const data = testBootstrapData({ user: testUser() });
    const post = vi
      .spyOn(apiClient, 'post')
      .mockResolvedValue(apiResponse({ status: 'success', bootstrapData: data }));
    const { events } = renderChallenge();
    await events.type(screen.getByRole('textbox', { name: 'Code' }), '123456');
    await events.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() =>
      expect(post).toHaveBeenCalledWith('auth/two-factor-challenge', { code: '123456' }),
    );
    expect(await findProbedLocation()).toBe('/');
    expect(getBootstrapData()).toBe(data);
  });

  it('switches to a 21-character recovery code', async () => {
    const post = vi.spyOn(apiClient, 'post').mockRejectedValue(
      apiError(422, {
        message: 'The provided two factor recovery code was invalid.',
        errors: { recovery_code: ['The provided two factor recovery code was invalid.'] },
      }),
    );
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
      expect(post).toHaveBeenCalledWith('auth/two-factor-challenge', {
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
