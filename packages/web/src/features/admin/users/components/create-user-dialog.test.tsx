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
    expect(await screen.findByRole('row', { name: 'users' })).toBeInTheDocument();
    await events.type(screen.getByLabelText('Name'), 'Nova Lee');
    await events.type(screen.getByLabelText('Email'), 'nova@example.com');
    await events.type(screen.getByLabelText('Password'), 'violet umbrella tango');
    await events.click(screen.getByRole('combobox', { name: 'Roles' }));
    await events.click(screen.getByRole('option', { name: 'admin' }));
    await events.click(submit);
    await waitFor(() => expect(close).toHaveBeenCalledWith(created));
    expect(post).toHaveBeenCalledWith('users', {
      name: 'Nova Lee',
      email: 'nova@example.com',
      password: 'violet umbrella tango',
      roles: [2, 3],
      email_verified: true,
    });
    // Typing a whole form key by key is slow on a busy machine.
  }, 15_000);

  it('finds a role among thirty by typing, and picks it with the keyboard', async () => {
    const many = Array.from({ length: 30 }, (_, index) => ({
      id: index + 2,
      name: index === 0 ? 'users' : `role ${index + 1}`,
      is_default: index === 0,
    }));
    vi.spyOn(apiClient, 'get').mockResolvedValue(apiResponse({ roles: many }));
    const post = vi.spyOn(apiClient, 'post').mockResolvedValue(apiResponse({ user: testUser() }));
    const { events } = renderWithProviders(<CreateUserDialog close={vi.fn()} />, admin);
    expect(await screen.findByRole('row', { name: 'users' })).toBeInTheDocument();
    // Thirty roles are no thirty checkboxes: one search field stands for them.
    expect(screen.queryAllByRole('checkbox')).toHaveLength(1);
    await events.type(screen.getByLabelText('Name'), 'Ada');
    await events.type(screen.getByLabelText('Email'), 'ada@example.com');
    await events.type(screen.getByLabelText('Password'), 'violet umbrella tango');
    await events.click(screen.getByRole('combobox', { name: 'Roles' }));
    await events.keyboard('role 27');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['role 27']);
    await events.keyboard('{ArrowDown}{Enter}{Escape}');
    expect(screen.getByRole('row', { name: 'role 27' })).toBeInTheDocument();
    // A picked role goes again by its tag's remove button.
    await events.click(screen.getByRole('button', { name: 'Remove users' }));
    expect(screen.queryByRole('row', { name: 'users' })).not.toBeInTheDocument();
    await events.click(screen.getByRole('button', { name: 'Create' }));
    await waitFor(() =>
      expect(post).toHaveBeenCalledWith('users', expect.objectContaining({ roles: [28] })),
    );
  }, 15_000);

  it('keeps Create pressable and says under each field what is missing', async () => {
    mockRoles();
    const post = vi.spyOn(apiClient, 'post');
    const { events } = renderWithProviders(<CreateUserDialog close={vi.fn()} />, admin);
    const submit = screen.getByRole('button', { name: 'Create' });
    expect(submit).toBeEnabled();
    await events.type(screen.getByLabelText('Name'), 'Nova Lee');
    await events.click(submit);
    const email = screen.getByLabelText('Email');
    await waitFor(() => expect(email).toHaveAttribute('aria-invalid', 'true'));
    expect(email).toHaveFocus();
    expect(email).toHaveAccessibleDescription(/.+/);
    expect(screen.getByLabelText('Password')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Name')).not.toHaveAttribute('aria-invalid');
    expect(post).not.toHaveBeenCalled();
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
