import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiClient } from '@/lib/api-client';
import {
  apiError,
  renderWithProviders,
  resetTestState,
  testUser,
} from '@/test/render-with-providers';
import { AccountSettingsPage } from './account-settings-page';

afterEach(resetTestState);

describe('AccountSettingsPage', () => {
  it('says the page could not load when loading the user fails (not a blank page)', async () => {
    vi.spyOn(apiClient, 'get').mockRejectedValue(apiError(500, { message: 'Server Error' }));
    renderWithProviders(<AccountSettingsPage />, {
      bootstrap: { user: testUser() },
      path: '/account-settings',
    });
    // The query retries twice (spec 000 §8) before it gives up.
    const alert = await screen.findByRole('alert', {}, { timeout: 8000 });
    expect(alert).toHaveTextContent('There was an issue loading this page');
    expect(alert).toHaveTextContent('Please try again later');
  }, 15_000);
});
