import { screen, waitFor } from '@testing-library/react';
import {
  assignableRolesAnswerSchema,
  userAnswerSchema,
  type AssignableRole,
} from '@tonearm/shared/users/user-admin.schemas';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answer, fail, sentRequests } from '@/test/http';
import { renderWithProviders, resetTestState, testUser } from '@/test/render-with-providers';
import { CreateUserDialog } from './create-user-dialog';

const ROLES = [
  { id: 2, name: 'users', is_default: true },
  { id: 3, name: 'admin', is_default: false },
];

afterEach(() => {
  vi.restoreAllMocks();
  resetTestState();
});

function answerRoles(roles: AssignableRole[] = ROLES) {
  answer.get('users/role-options', { roles }, assignableRolesAnswerSchema);
}

describe('CreateUserDialog', () => {
  const admin = { bootstrap: { user: testUser({ id: 1 }) } };

  it('preselects the default role and creates the user with what was entered', async () => {
    answerRoles();
    const created = testUser({ id: 40, name: 'Nova Lee', email: 'nova@example.com' });
    const create = answer.post('users', { user: created }, userAnswerSchema);
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
    expect(create.bodies).toContainEqual({
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
    answerRoles(many);
    const create = answer.post('users', { user: testUser() }, userAnswerSchema);
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
      expect(create.bodies).toContainEqual(expect.objectContaining({ roles: [28] })),
    );
  }, 15_000);

  it('keeps Create pressable and says under each field what is missing', async () => {
    answerRoles();
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
    expect(sentRequests('post')).toEqual([]);
  });

  it("shows the server's field errors on their fields and stays open", async () => {
    answerRoles();
    fail.post('users', 422, {
      message: 'The email has already been taken.',
      errors: {
        email: ['The email has already been taken.'],
        password: ['This password is too common. Choose a less predictable one.'],
      },
    });
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
