import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders, resetTestState, testUser } from '@/test/render-with-providers';
import { UserDetailsTab } from './user-details-tab';
import { answer, fail, sentBodies } from '@/test/http';

afterEach(() => {
  vi.restoreAllMocks();
  resetTestState();
});

const target = testUser({
  id: 12,
  name: 'Ann Lee',
  email: 'ann@example.com',
  roles: [{ id: 2, name: 'users' }],
});

describe('UserDetailsTab', () => {
  const admin = { bootstrap: { user: testUser({ id: 1 }) } };

  it('enables Save only once something changed, and sends the admin fields', async () => {
    answer.get('*', { roles: [{ id: 2, name: 'users', is_default: true }] });
    answer.put('*', { user: { ...target, name: 'Ann Smith' } });
    const { events } = renderWithProviders(<UserDetailsTab user={target} />, admin);
    const save = screen.getByRole('button', { name: 'Save' });
    expect(save).toBeDisabled();
    const name = screen.getByLabelText('Name');
    await events.clear(name);
    await events.type(name, 'Ann Smith');
    await waitFor(() => expect(save).toBeEnabled());
    await events.click(save);
    await waitFor(() =>
      expect(sentBodies('put', 'users/12')).toContainEqual({
        name: 'Ann Smith',
        email: 'ann@example.com',
        email_verified: true,
        roles: [2],
      }),
    );
  });

  it("puts the server's refusal of the roles under them (e.g. the last admin)", async () => {
    answer.get('*', { roles: [{ id: 2, name: 'users', is_default: true }] });
    const message =
      'This is the last user with admin access. Give admin access to someone else first.';
    fail.put('*', 422, { message, errors: { roles: [message] } });
    const { events } = renderWithProviders(<UserDetailsTab user={target} />, admin);
    await events.click(await screen.findByRole('button', { name: 'Remove users' }));
    await events.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
  });
});
