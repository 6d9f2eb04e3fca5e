import {
  GATEWAYS,
  SUBSCRIPTION_STATUSES,
  type AdminSubscription,
} from '@tonearm/shared/billing/billing.schemas';
import { Eye } from 'lucide-react';
import { useMemo } from 'react';
import { openDialog } from '@/components/ui/modal/modal-store';
import { actionsColumn, dateColumn } from '@/features/admin/catalog/components/table-columns';
import { DateCell } from '@/features/admin/catalog/components/table-parts';
import type { ColumnDef, FilterDef } from '@/components/data-table/data-table-types';
import { AdminListPage } from '@/features/admin/shell/admin-list-page';
import { useTrans } from '@/lib/i18n';
import { useAllPlans } from '../api/get-plan';
import { subscriptionsQueryKey } from '../api/get-subscription';
import { billingAdminPaths } from '../billing-admin-paths';
import { formatPrice } from '../format-price';
import { GrantSubscriptionDialog } from './grant-subscription-dialog';
import { GATEWAY_LABELS, STATUS_LABELS, SubscriptionStatusBadge } from './subscription-labels';
import { listFilter } from '@/features/admin/shell/table-filters';

/** `/admin/subscriptions` (subscriptions.update): every subscription, filtered and searched. */
export function SubscriptionsPage() {
  const t = useTrans();
  const plans = useAllPlans();

  const filters = useMemo<FilterDef[]>(
    () => [
      listFilter('status', t('Status'), SUBSCRIPTION_STATUSES, (status) => [
        status,
        t(STATUS_LABELS[status]),
      ]),
      listFilter('gateway', t('Gateway'), [...GATEWAYS, 'none' as const], (gateway) => [
        gateway,
        t(GATEWAY_LABELS[gateway]),
      ]),
      listFilter('product_id', t('Plan'), plans.data ?? [], (plan) => [String(plan.id), plan.name]),
    ],
    [t, plans.data],
  );

  const columns = useMemo<ColumnDef<AdminSubscription>[]>(
    () => [
      {
        id: 'user',
        header: t('User'),
        enableHiding: false,
        meta: {
          label: t('User'),
          csv: (row: AdminSubscription) => `${row.user.name} <${row.user.email}>`,
        },
        cell: ({ row }) => (
          <span className="flex min-w-0 flex-col">
            <span className="truncate font-medium">{row.original.user.name}</span>
            <span className="truncate text-xs text-muted">{row.original.user.email}</span>
          </span>
        ),
      },
      {
        id: 'plan',
        header: t('Plan'),
        meta: {
          label: t('Plan'),
          csv: (row: AdminSubscription) =>
            `${row.product.name}${row.price ? ` (${formatPrice(row.price)})` : ''}`,
        },
        cell: ({ row }) => (
          <span className="flex flex-col">
            <span>{row.original.product.name}</span>
            {row.original.price ? (
              <span className="text-xs text-muted tabular-nums">
                {formatPrice(row.original.price)}
              </span>
            ) : null}
          </span>
        ),
      },
      {
        accessorKey: 'status',
        header: t('Status'),
        enableSorting: true,
        cell: ({ row }) => <SubscriptionStatusBadge subscription={row.original} />,
      },
      {
        accessorKey: 'gateway',
        header: t('Gateway'),
        cell: ({ row }) => t(GATEWAY_LABELS[row.original.gateway]),
      },
      {
        accessorKey: 'renews_at',
        header: t('Renews'),
        enableSorting: true,
        cell: ({ row }) =>
          row.original.renews_at ? <DateCell date={row.original.renews_at} /> : '—',
      },
      {
        accessorKey: 'ends_at',
        header: t('Ends'),
        enableSorting: true,
        cell: ({ row }) => (row.original.ends_at ? <DateCell date={row.original.ends_at} /> : '—'),
      },
      dateColumn('created_at', t('Created')),
      actionsColumn(t('Actions'), (subscription) => [
        {
          label: t('View subscription of :name', { name: subscription.user.name }),
          icon: Eye,
          to: billingAdminPaths.subscription(subscription.id),
        },
      ]),
    ],
    [t],
  );

  return (
    <AdminListPage<AdminSubscription>
      title={t('Subscriptions')}
      endpoint="admin/subscriptions"
      queryKey={subscriptionsQueryKey}
      columns={columns}
      filters={filters}
      searchLabel={t('Search by user')}
      rowLink={(row) => billingAdminPaths.subscription(row.id)}
      create={{
        label: t('Grant subscription'),
        onPress: () =>
          void openDialog((close) => <GrantSubscriptionDialog close={close} />, {
            label: t('Grant subscription'),
          }),
      }}
      emptyMessage={{
        title: t('No subscriptions found'),
        description: t('Subscriptions show here once users subscribe, or once you grant one.'),
      }}
    />
  );
}
