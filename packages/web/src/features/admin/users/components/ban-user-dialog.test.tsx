import { screen, waitFor } from '@testing-library/react';
import { USER_ADMIN_MESSAGES } from '@tonearm/shared/users/user-admin.schemas';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders, resetTestState, testUser } from '@/test/render-with-providers';
import { BanUserDialog } from './ban-user-dialog';
import { banEndFromDay } from './format-date-time';
import { answer, fail, sentBodies } from '@/test/http';

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
    answer.post('*', {});
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
    expect(sentBodies('post', 'users/9/ban')).toContainEqual({
      reason: 'Spamming comments',
      until: new Date(2099, 4, 6).toISOString(),
    });
  });

  it('bans without an end when the day is left empty', async () => {
    answer.post('*', {});
    const { events } = renderWithProviders(
      <BanUserDialog user={{ id: 9, name: 'Spammer' }} close={vi.fn()} />,
      admin,
    );
    await events.click(screen.getByRole('button', { name: 'Ban user' }));
    await waitFor(() =>
      expect(sentBodies('post', 'users/9/ban')).toContainEqual({ reason: null, until: null }),
    );
  });

  it("shows the server's refusal of the end on its field and stays open", async () => {
    fail.post('*', 422, {
      message: USER_ADMIN_MESSAGES.banEndPassed,
      errors: { until: [USER_ADMIN_MESSAGES.banEndPassed] },
    });
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
