import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiClient } from '@/lib/api-client';
import {
  apiError,
  apiResponse,
  renderWithProviders,
  resetTestState,
  testUser,
} from '@/test/render-with-providers';
import { CreateUserDialog } from './create-user-dialog';

const ROLES = [
  { id: 2, name: 'users', is_default: true },
  { id: 3, name: 'admin', is_default: false },
];

afterEach(() => {
  vi.restoreAllMocks();
  resetTestState();
});

function mockRoles() {
  vi.spyOn(apiClient, 'get').mockImplementation((url: string) =>
    url === 'users/role-options'
      ? Promise.resolve(apiResponse({ roles: ROLES }))
      : Promise.reject(new Error(`unexpected GET ${url}`)),
  );
}

describe('CreateUserDialog', () => {
  const admin = { bootstrap: { user: testUser({ id: 1 }) } };

  it('preselects the default role and creates the user with what was entered', async () => {
    mockRoles();
    const created = testUser({ id: 40, name: 'Nova Lee', email: 'nova@example.com' });
    const post = vi.spyOn(apiClient, 'post').mockResolvedValue(apiResponse({ user: created }));
    const close = vi.fn();
    const { events } = renderWithProviders(<CreateUserDialog close={close} />, admin);
    const submit = screen.getByRole('button', { name: 'Create' });
    expect(submit).toBeDisabled();
    await waitFor(() => expect(screen.getByRole('checkbox', { name: 'users' })).toBeChecked());
    await events.type(screen.getByLabelText('Name'), 'Nova Lee');
    await events.type(screen.getByLabelText('Email'), 'nova@example.com');
    await events.type(screen.getByLabelText('Password'), 'violet umbrella tango');
    await events.click(screen.getByRole('checkbox', { name: 'admin' }));
    await waitFor(() => expect(submit).toBeEnabled());
    await events.click(submit);
    await waitFor(() => expect(close).toHaveBeenCalledWith(created));
    expect(post).toHaveBeenCalledWith('users', {
      name: 'Nova Lee',
      email: 'nova@example.com',
      password: 'violet umbrella tango',
      roles: [2, 3],
      email_verified: true,
    });
  });

  it("shows the server's field errors on their fields and stays open", async () => {
    mockRoles();
    vi.spyOn(apiClient, 'post').mockRejectedValue(
      apiError(422, {
        message: 'The email has already been taken.',
        errors: {
          email: ['The email has already been taken.'],
          password: ['This password is too common. Choose a less predictable one.'],
        },
      }),
    );
    const close = vi.fn();
    const { events } = renderWithProviders(<CreateUserDialog close={close} />, admin);
    await events.type(screen.getByLabelText('Name'), 'Dup');
    await events.type(screen.getByLabelText('Email'), 'taken@example.com');
    await events.type(screen.getByLabelText('Password'), 'password1');
    await events.click(screen.getByRole('button', { name: 'Create' }));
    expect(await screen.findByText('The email has already been taken.')).toBeInTheDocument();
    expect(
      screen.getByText('This password is too common. Choose a less predictable one.'),
    ).toBeInTheDocument();
    expect(close).not.toHaveBeenCalled();
  });
});
