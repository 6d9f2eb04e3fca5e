import { screen, waitFor } from '@testing-library/react';
import { USER_ADMIN_MESSAGES } from '@tonearm/shared/users/user-admin.schemas';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiClient } from '@/lib/api-client';
import {
  apiError,
  apiResponse,
  renderWithProviders,
  resetTestState,
  testUser,
} from '@/test/render-with-providers';
import { BanUserDialog } from './ban-user-dialog';
import { banEndFromDay } from './format-date-time';

afterEach(() => {
  vi.restoreAllMocks();
  resetTestState();
});

describe('banEndFromDay', () => {
  it('is the start of that day in the local time zone, or null without a day', () => {
    expect(banEndFromDay('2027-03-04')).toBe(new Date(2027, 2, 4).toISOString());
    expect(banEndFromDay('')).toBeNull();
  });
});

describe('BanUserDialog', () => {
  const admin = { bootstrap: { user: testUser({ id: 1 }) } };

  it('sends the reason and the end as an instant, then closes', async () => {
    const post = vi.spyOn(apiClient, 'post').mockResolvedValue(apiResponse({}));
    const close = vi.fn();
    const { events } = renderWithProviders(
      <BanUserDialog user={{ id: 9, name: 'Spammer' }} close={close} />,
      admin,
    );
    const submit = screen.getByRole('button', { name: 'Ban user' });
    await events.type(screen.getByLabelText('Reason'), 'Spamming comments');
    await events.type(screen.getByLabelText('Ban ends on'), '2099-05-06');
    await events.click(submit);
    await waitFor(() => expect(close).toHaveBeenCalledWith(true));
    expect(post).toHaveBeenCalledWith('users/9/ban', {
      reason: 'Spamming comments',
      until: new Date(2099, 4, 6).toISOString(),
    });
  });

  it('bans without an end when the day is left empty', async () => {
    const post = vi.spyOn(apiClient, 'post').mockResolvedValue(apiResponse({}));
    const { events } = renderWithProviders(
      <BanUserDialog user={{ id: 9, name: 'Spammer' }} close={vi.fn()} />,
      admin,
    );
    await events.click(screen.getByRole('button', { name: 'Ban user' }));
    await waitFor(() =>
      expect(post).toHaveBeenCalledWith('users/9/ban', { reason: null, until: null }),
    );
  });

  it("shows the server's refusal of the end on its field and stays open", async () => {
    vi.spyOn(apiClient, 'post').mockRejectedValue(
      apiError(422, {
        message: USER_ADMIN_MESSAGES.banEndPassed,
        errors: { until: [USER_ADMIN_MESSAGES.banEndPassed] },
      }),
    );
    const close = vi.fn();
    const { events } = renderWithProviders(
      <BanUserDialog user={{ id: 9, name: 'Spammer' }} close={close} />,
      admin,
    );
    await events.type(screen.getByLabelText('Ban ends on'), '2001-01-01');
    await events.click(screen.getByRole('button', { name: 'Ban user' }));
    expect(await screen.findByText(USER_ADMIN_MESSAGES.banEndPassed)).toBeInTheDocument();
    expect(close).not.toHaveBeenCalled();
  });
});
