import type { RoleListItem } from '@tonearm/shared/roles/roles.schemas';
import { useMemo } from 'react';
import { Link } from 'react-router';
import type { ColumnDef } from '@/components/data-table/data-table-types';
import { AdminListPage } from '@/features/admin/shell/admin-list-page';
import { adminPaths } from '../role-paths';
import { RelativeTime, useTrans } from '@/lib/i18n';
import { rolesQueryKey } from '../api/get-role';
import { RoleBadges, roleBadgesText } from './role-badges';

/** `/admin/roles` (roles.update): every role, with its users count and built-in flags. */
export function RolesPage() {
  const t = useTrans();
  const columns = useMemo<ColumnDef<RoleListItem>[]>(
    () => [
      {
        accessorKey: 'name',
        header: t('Name'),
        enableSorting: true,
        enableHiding: false,
        cell: ({ row }) => (
          <span className="flex flex-wrap items-center gap-2">
            <Link
              to={adminPaths.editRole(row.original.id)}
              className="rounded font-medium outline-none hover:underline focus-visible:ring-2 focus-visible:ring-primary"
            >
              {row.original.name}
            </Link>
            <RoleBadges role={row.original} />
          </span>
        ),
      },
      {
        accessorKey: 'description',
        header: t('Description'),
        cell: ({ row }) => (
          <span className="line-clamp-2 max-w-md text-muted">{row.original.description}</span>
        ),
      },
      {
        id: 'flags',
        header: t('Type'),
        meta: { label: t('Type'), csv: (role: RoleListItem) => roleBadgesText(role) },
        cell: ({ row }) =>
          row.original.deletable ? (
            <span className="text-muted">{t('Custom')}</span>
          ) : (
            <span>{t('Built-in')}</span>
          ),
      },
      {
        accessorKey: 'users_count',
        header: t('Users'),
        enableSorting: true,
        cell: ({ row }) => <span className="tabular-nums">{row.original.users_count}</span>,
      },
      {
        accessorKey: 'updated_at',
        header: t('Last updated'),
        enableSorting: true,
        cell: ({ row }) => <RelativeTime date={row.original.updated_at} />,
      },
    ],
    [t],
  );

  return (
    <AdminListPage<RoleListItem>
      title={t('Roles')}
      endpoint="roles"
      queryKey={rolesQueryKey}
      columns={columns}
      searchLabel={t('Search roles')}
      defaultOrderBy="name"
      defaultOrderDir="asc"
      canSelectRow={(role) => role.deletable}
      bulkDelete={{
        title: t('Delete roles'),
        body: (count) =>
          t.choice(
            'Delete :count role? Its users lose its permissions.|Delete :count roles? Their users lose their permissions.',
            count,
          ),
      }}
      exportFileName="roles"
      create={{ to: adminPaths.newRole(), label: t('New role') }}
      emptyMessage={{
        title: t('No roles found'),
        description: t('Try another search, or create a role.'),
      }}
    />
  );
}
