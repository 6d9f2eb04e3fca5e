import type { AdminProduct } from '@tonearm/shared/billing/billing.schemas';
import { useQueryClient } from '@tanstack/react-query';
import { Pencil, Trash2 } from 'lucide-react';
import { useMemo } from 'react';
import { confirmDanger } from '@/components/ui/modal/confirm-dialog';
import { toast } from '@/components/ui/toast/toast-store';
import {
  actionsColumn,
  countColumn,
  dateColumn,
  linkedNameColumn,
} from '@/features/admin/catalog/components/table-columns';
import type { ColumnDef } from '@/components/data-table/data-table-types';
import { AdminListPage } from '@/features/admin/shell/admin-list-page';
import { showHttpErrorToast } from '@/lib/http-errors';
import { useTrans } from '@/lib/i18n';
import { deletePlan } from '../api/delete-plan';
import { plansQueryKey } from '../api/get-plan';
import { billingAdminPaths } from '../billing-admin-paths';
import { formatPrice } from '../format-price';
import { PlanBadges, planBadgesText } from './plan-badges';

/** `/admin/plans` (plans.update): every plan with its prices, subscribers and flags. */
export function PlansPage() {
  const t = useTrans();
  const queryClient = useQueryClient();

  const remove = async (ids: (string | number)[]) => {
    // One by one: the server refuses a plan with subscribers and says so (planInUse).
    for (const id of ids) await deletePlan(Number(id));
    await queryClient.invalidateQueries({ queryKey: plansQueryKey });
  };

  const columns = useMemo<ColumnDef<AdminProduct>[]>(() => {
    const removeOne = async (plan: AdminProduct) => {
      const confirmed = await confirmDanger({
        title: t('Delete plan'),
        message: t('Delete “:name”? A plan with subscribers cannot be deleted; hide it instead.', {
          name: plan.name,
        }),
        confirmLabel: t('Delete'),
        testId: 'delete-plan-confirm',
      });
      if (!confirmed) return;
      try {
        await deletePlan(plan.id);
        toast.positive(t('Plan deleted'));
      } catch (error) {
        showHttpErrorToast(error);
      }
      await queryClient.invalidateQueries({ queryKey: plansQueryKey });
    };
    return [
      linkedNameColumn('name', t('Name'), {
        to: (plan) => billingAdminPaths.editPlan(plan.id),
        badges: (plan) => <PlanBadges plan={plan} />,
        csv: (plan) => `${plan.name} (${planBadgesText(plan)})`,
      }),
      {
        id: 'prices',
        header: t('Prices'),
        meta: {
          label: t('Prices'),
          csv: (plan: AdminProduct) => plan.prices.map((price) => formatPrice(price)).join('; '),
        },
        cell: ({ row }) =>
          row.original.prices.length === 0 ? (
            <span className="text-muted">{t('No prices')}</span>
          ) : (
            <span className="flex flex-col text-sm tabular-nums">
              {row.original.prices.map((price) => (
                <span key={price.id}>{formatPrice(price)}</span>
              ))}
            </span>
          ),
      },
      countColumn('subscriptions_count', t('Subscribers'), { grouped: false }),
      countColumn('position', t('Position'), { sortable: true, grouped: false }),
      dateColumn('created_at', t('Created')),
      actionsColumn(t('Actions'), (plan) => [
        {
          label: t('Edit :name', { name: plan.name }),
          icon: Pencil,
          to: billingAdminPaths.editPlan(plan.id),
        },
        {
          label: t('Delete :name', { name: plan.name }),
          icon: Trash2,
          onPress: () => void removeOne(plan),
        },
      ]),
    ];
  }, [t, queryClient]);

  return (
    <AdminListPage<AdminProduct>
      title={t('Plans')}
      endpoint="admin/plans"
      queryKey={plansQueryKey}
      columns={columns}
      searchLabel={t('Search plans')}
      defaultOrderBy="position"
      defaultOrderDir="asc"
      canSelectRow={(plan) => plan.subscriptions_count === 0}
      bulkDelete={{
        mutate: remove,
        title: t('Delete plans'),
        body: (count) => t.choice('Delete :count plan?|Delete :count plans?', count),
      }}
      create={{ to: billingAdminPaths.newPlan(), label: t('New plan') }}
      emptyMessage={{
        title: t('No plans yet'),
        description: t('Create a plan for the pricing page.'),
      }}
    />
  );
}
