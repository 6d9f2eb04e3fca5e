import type { RoleListItem } from '@tonearm/shared/roles/roles.schemas';
import { useMemo } from 'react';
import type { ColumnDef } from '@/components/data-table/data-table-types';
import {
  clampedTextColumn,
  countColumn,
  dateColumn,
  linkedNameColumn,
} from '@/features/admin/catalog/components/table-columns';
import { AdminListPage } from '@/features/admin/shell/admin-list-page';
import { adminPaths } from '../role-paths';
import { useTrans } from '@/lib/i18n';
import { rolesQueryKey } from '../api/get-role';
import { RoleBadges, roleBadgesText } from './role-badges';

/** `/admin/roles` (roles.update): every role, with its users count and built-in flags. */
export function RolesPage() {
  const t = useTrans();
  const columns = useMemo<ColumnDef<RoleListItem>[]>(
    () => [
      linkedNameColumn('name', t('Name'), {
        to: (role) => adminPaths.editRole(role.id),
        badges: (role) => <RoleBadges role={role} />,
      }),
      clampedTextColumn('description', t('Description')),
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
      countColumn('users_count', t('Users'), { sortable: true, grouped: false }),
      dateColumn('updated_at', t('Last updated'), { wrap: true }),
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
      create={{ to: adminPaths.newRole(), label: t('New role') }}
      emptyMessage={{
        title: t('No roles found'),
        description: t('Try another search, or create a role.'),
      }}
    />
  );
}
