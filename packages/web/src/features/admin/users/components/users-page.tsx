import type { AdminUserListItem } from '@tonearm/shared/users/user-admin.schemas';
import type { User } from '@tonearm/shared/users/users.schemas';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useNavigate } from 'react-router';
import { Avatar } from '@/components/ui/avatar';
import { openDialog } from '@/components/ui/modal/modal-store';
import type { ColumnDef, FilterDef } from '@/components/data-table/data-table-types';
import { dateColumn, titleColumn } from '@/features/admin/catalog/components/table-columns';
import { AdminListPage } from '@/features/admin/shell/admin-list-page';
import { RelativeTime, transChoice, useTrans } from '@/lib/i18n';
import { useRoleOptions } from '../api/get-role-options';
import { adminUsersKeys } from '../api/keys';
import { CreateUserDialog } from './create-user-dialog';
import { adminUserPath } from './user-paths';
import { listFilter } from '@/features/admin/shell/table-filters';

function StatusBadge({
  tone,
  children,
}: {
  tone: 'positive' | 'danger' | 'muted';
  children: string;
}) {
  const tones = {
    positive: 'bg-positive/12 text-positive',
    danger: 'bg-danger/12 text-danger',
    muted: 'bg-bg-alt text-muted',
  } as const;
  return (
    <span className={`inline-flex rounded-full px-2 py-0.5 text-xs font-semibold ${tones[tone]}`}>
      {children}
    </span>
  );
}

/** `/admin/users`: the users table with search, filters and "Add user". */
export function UsersPage() {
  const t = useTrans();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const roles = useRoleOptions();

  const columns = useMemo<ColumnDef<AdminUserListItem>[]>(
    () => [
      titleColumn(
        'name',
        t('User'),
        (user) => (
          <span className="flex min-w-0 items-center gap-3">
            <Avatar src={user.image} name={user.name} size={36} />
            <span className="min-w-0">
              <span className="block truncate font-medium">{user.name}</span>
              <span className="block truncate text-xs text-muted">{user.email}</span>
            </span>
          </span>
        ),
        { csv: (user) => `${user.name} <${user.email}>` },
      ),
      {
        id: 'roles',
        header: t('Roles'),
        cell: ({ row }) => (
          <span className="flex flex-wrap gap-1">
            {row.original.roles.map((role) => (
              <span
                key={role.id}
                className="rounded-md border border-divider px-1.5 py-0.5 text-xs capitalize"
              >
                {role.name}
              </span>
            ))}
          </span>
        ),
        meta: {
          csv: (user: AdminUserListItem) => user.roles.map((role) => role.name).join(', '),
        },
      },
      {
        accessorKey: 'email_verified_at',
        header: t('Verified'),
        enableSorting: true,
        cell: ({ row }) =>
          row.original.email_verified_at ? (
            <StatusBadge tone="positive">{t('Verified')}</StatusBadge>
          ) : (
            <StatusBadge tone="muted">{t('Unverified')}</StatusBadge>
          ),
      },
      {
        accessorKey: 'banned_at',
        header: t('Banned'),
        enableSorting: true,
        cell: ({ row }) =>
          row.original.banned_at ? <StatusBadge tone="danger">{t('Banned')}</StatusBadge> : null,
      },
      {
        accessorKey: 'last_login_at',
        header: t('Last login'),
        enableSorting: true,
        cell: ({ row }) =>
          row.original.last_login_at ? (
            <span className="whitespace-nowrap">
              <RelativeTime date={row.original.last_login_at} />
            </span>
          ) : (
            <span className="text-muted">{t('Never')}</span>
          ),
      },
      dateColumn('created_at', t('Created')),
    ],
    [t],
  );

  const filters = useMemo<FilterDef[]>(
    () => [
      listFilter('role', t('Role'), roles.data ?? [], (role) => [String(role.id), role.name]),
      { key: 'banned', label: t('Banned'), type: 'boolean' },
      { key: 'verified', label: t('Email verified'), type: 'boolean' },
      { key: 'subscribed', label: t('Subscribed'), type: 'boolean' },
    ],
    [roles.data, t],
  );

  const handleAdd = async () => {
    const created = await openDialog<User>((close) => <CreateUserDialog close={close} />, {
      label: t('Add user'),
    });
    if (created) {
      await queryClient.invalidateQueries({ queryKey: adminUsersKeys.all });
      await navigate(adminUserPath(created.id));
    }
  };

  return (
    <AdminListPage<AdminUserListItem>
      title={t('Users')}
      endpoint="users"
      queryKey={adminUsersKeys.all}
      columns={columns}
      filters={filters}
      searchLabel={t('Search users')}
      rowLink={(user) => adminUserPath(user.id)}
      bulkDelete={{
        title: t('Delete users'),
        body: (count) => transChoice('Delete :count user?|Delete :count users?', count),
      }}
      create={{ label: t('Add user'), onPress: () => void handleAdd() }}
      emptyMessage={{ title: t('No users found') }}
    />
  );
}
