import type { BackstageRequestListItem } from '@tonearm/shared/backstage/backstage.schemas';
import { useMemo } from 'react';
import { Avatar } from '@/components/ui/avatar';
import { DataTable } from '@/components/data-table/data-table';
import type { ColumnDef, FilterDef } from '@/components/data-table/data-table-types';
import { AdminPageHeader } from '@/components/ui/admin-page-header';
import { RelativeTime, transChoice, useTrans } from '@/lib/i18n';
import { backstageRequestKeys } from '../api/backstage-requests';
import { REQUEST_TYPE_LABELS, RequestStatusBadge } from '../components/request-status-badge';
import { backstageRequestPaths } from '../paths';

/** `/admin/backstage-requests` (music.update): every request on the admin data table. */
export function RequestsAdminPage() {
  const t = useTrans();
  const columns = useMemo<ColumnDef<BackstageRequestListItem>[]>(
    () => [
      {
        id: 'user',
        header: t('User'),
        enableHiding: false,
        cell: ({ row }) => (
          <span className="flex min-w-0 items-center gap-3">
            <Avatar src={row.original.user.image} name={row.original.user.name} size={36} />
            <span className="min-w-0">
              <span className="block truncate font-medium">{row.original.user.name}</span>
              <span className="block truncate text-xs text-muted">{row.original.user.email}</span>
            </span>
          </span>
        ),
        meta: {
          label: t('User'),
          csv: (item: BackstageRequestListItem) => `${item.user.name} <${item.user.email}>`,
        },
      },
      {
        accessorKey: 'type',
        header: t('Type'),
        enableSorting: true,
        cell: ({ row }) => (
          <span className="whitespace-nowrap">{t(REQUEST_TYPE_LABELS[row.original.type])}</span>
        ),
      },
      {
        accessorKey: 'artist_name',
        header: t('Artist'),
        enableSorting: true,
      },
      {
        accessorKey: 'status',
        header: t('Status'),
        enableSorting: true,
        cell: ({ row }) => <RequestStatusBadge status={row.original.status} />,
      },
      {
        accessorKey: 'created_at',
        header: t('Date'),
        enableSorting: true,
        cell: ({ row }) => (
          <span className="whitespace-nowrap">
            <RelativeTime date={row.original.created_at} />
          </span>
        ),
      },
    ],
    [t],
  );
  const filters = useMemo<FilterDef[]>(
    () => [
      {
        key: 'status',
        label: t('Status'),
        type: 'select',
        options: [
          { value: 'pending', label: t('Pending') },
          { value: 'approved', label: t('Approved') },
          { value: 'denied', label: t('Denied') },
        ],
      },
      {
        key: 'type',
        label: t('Type'),
        type: 'select',
        options: (Object.keys(REQUEST_TYPE_LABELS) as (keyof typeof REQUEST_TYPE_LABELS)[]).map(
          (type) => ({ value: type, label: t(REQUEST_TYPE_LABELS[type]) }),
        ),
      },
    ],
    [t],
  );
  return (
    <>
      <AdminPageHeader title={t('Backstage requests')} />
      <DataTable<BackstageRequestListItem>
        endpoint="backstage-requests"
        queryKey={backstageRequestKeys.all}
        columns={columns}
        filters={filters}
        searchLabel={t('Search by name or email')}
        label={t('Backstage requests')}
        defaultOrderBy="created_at"
        defaultOrderDir="desc"
        rowLink={(item) => backstageRequestPaths.adminRequest(item.id)}
        bulkDelete={{
          title: t('Delete requests'),
          body: (count) => transChoice('Delete :count request?|Delete :count requests?', count),
        }}
        exportFileName="backstage-requests"
        emptyMessage={{
          title: t('No requests found'),
          description: t('Requests users send from backstage show here.'),
        }}
      />
    </>
  );
}
