import type { PermissionInfo } from '@tonearm/shared/permissions/permission-grants';
import type { Role } from '@tonearm/shared/roles/roles.schemas';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { httpError } from '@/test/http-error';
import { renderWithProviders, resetTestState } from '@/test/render-with-providers';
import { TEST_PERMISSIONS } from '@/test/permission-fixtures';
import { RoleForm } from './role-form';

afterEach(resetTestState);

const PERMISSIONS: PermissionInfo[] = [TEST_PERMISSIONS.admin, TEST_PERMISSIONS.musicCreate];

const role = (overrides: Partial<Role> = {}): Role => ({
  id: 4,
  name: 'Artists',
  description: 'People who upload',
  default: false,
  guests: false,
  admin: false,
  deletable: true,
  users_count: 0,
  permissions: [{ name: 'music.create', restrictions: [{ name: 'count', value: 5 }] }],
  created_at: '2026-01-01T00:00:00.000Z',
  updated_at: '2026-01-01T00:00:00.000Z',
  ...overrides,
});

describe('RoleForm', () => {
  it(
    'sends the name, flags and permissions with their restriction values',
    { timeout: 20_000 },
    async () => {
      const onSubmit = vi.fn().mockResolvedValue(undefined);
      const { events } = renderWithProviders(
        <RoleForm
          permissions={PERMISSIONS}
          submitLabel="Create role"
          isPending={false}
          onSubmit={onSubmit}
        />,
      );
      const save = screen.getByRole('button', { name: 'Create role' });
      // Save is enabled only when the form is valid (a name is required).
      expect(save).toBeDisabled();
      await events.type(screen.getByLabelText(/^Name/), 'Uploaders');
      await events.click(screen.getByRole('switch', { name: /^music\.create/ }));
      await events.type(screen.getByLabelText('Upload limit'), '12');
      await events.click(screen.getByRole('switch', { name: /^Default for new users/ }));
      await waitFor(() => expect(save).toBeEnabled());
      await events.click(save);
      await waitFor(() => expect(onSubmit).toHaveBeenCalled());
      expect(onSubmit.mock.calls[0]![0]).toEqual({
        name: 'Uploaders',
        description: null,
        default: true,
        guests: false,
        permissions: [{ name: 'music.create', restrictions: [{ name: 'count', value: 12 }] }],
      });
    },
  );

  it('shows the server’s field errors, a restriction’s beside its permission', async () => {
    const onSubmit = vi.fn().mockRejectedValue(
      httpError(422, {
        message: 'Invalid',
        errors: {
          name: ['A role with this name already exists.'],
          'permissions.0.restrictions.0.value': ['The limit is too large.'],
        },
      }),
    );
    const { events } = renderWithProviders(
      <RoleForm
        role={role()}
        permissions={PERMISSIONS}
        submitLabel="Save changes"
        isPending={false}
        onSubmit={onSubmit}
      />,
    );
    await events.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('A role with this name already exists.')).toBeInTheDocument();
    expect(screen.getByText('The limit is too large.')).toBeInTheDocument();
  });

  it('locks what the server would refuse: the default flag of the default role, admin of the admin role', () => {
    renderWithProviders(
      <RoleForm
        role={role({
          name: 'admin',
          admin: true,
          default: false,
          permissions: [{ name: 'admin', restrictions: [] }],
        })}
        permissions={PERMISSIONS}
        submitLabel="Save changes"
        isPending={false}
        onSubmit={vi.fn()}
      />,
    );
    expect(screen.getByRole('switch', { name: /^admin/ })).toBeDisabled();
    expect(screen.getByRole('switch', { name: /^Default for new users/ })).toBeDisabled();
    expect(screen.getByRole('switch', { name: /^Guests role/ })).toBeDisabled();
    expect(screen.getByLabelText(/^Name/)).toBeDisabled();
  });
});
