import type { AdminProduct } from '@tonearm/shared/billing/billing.schemas';
import { RefreshCw } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toast/toast-store';
import { useSetting } from '@/lib/bootstrap-store';
import { useTrans } from '@/lib/i18n';
import { useSyncPlan } from '../api/sync-plan';
import { Badge } from '@/features/admin/catalog/components/table-parts';

const PROVIDERS = [
  { id: 'stripe', label: 'Stripe' },
  { id: 'paypal', label: 'PayPal' },
] as const;

/** Whether the plan and every price carry the provider's id (plans.service stores them). */
export function isSyncedTo(product: AdminProduct, provider: string): boolean {
  return !!product.gateway_ids[provider] && product.prices.every((p) => !!p.gateway_ids[provider]);
}

/**
 * Where the plan stands at each payment provider, with "Sync now": saving copies a
 * plan to every enabled provider; a refusal leaves it saved but unsynced until synced again.
 */
export function PlanSyncStatus({ product }: { product: AdminProduct }) {
  const t = useTrans();
  const enabled = {
    stripe: !!useSetting<boolean>('billing.stripe.enable'),
    paypal: !!useSetting<boolean>('billing.paypal.enable'),
  };
  const sync = useSyncPlan();
  const anyEnabled = enabled.stripe || enabled.paypal;
  return (
    <section
      className="flex flex-col gap-3 rounded-xl border border-divider bg-bg-alt/40 p-4 md:p-6"
      data-testid="plan-sync-status"
      aria-labelledby="plan-sync-title"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="plan-sync-title" className="text-base font-semibold">
          {t('Payment providers')}
        </h2>
        <Button
          variant="secondary"
          size="sm"
          isDisabled={!anyEnabled || sync.isPending}
          onPress={() =>
            sync.mutate(product.id, { onSuccess: () => toast.positive(t('Plan synced')) })
          }
        >
          <RefreshCw className="size-4" aria-hidden />
          {t('Sync now')}
        </Button>
      </div>
      <ul className="flex flex-col gap-2 text-sm">
        {PROVIDERS.map(({ id, label }) => (
          <li key={id} className="flex items-center justify-between gap-2">
            <span>{label}</span>
            {!enabled[id] ? (
              <Badge>{t('Off')}</Badge>
            ) : isSyncedTo(product, id) ? (
              <Badge tone="positive">{t('Synced')}</Badge>
            ) : (
              <Badge tone="danger">{t('Not synced')}</Badge>
            )}
          </li>
        ))}
      </ul>
      <p className="text-xs text-muted">{t('The test gateway needs no copy of the plan.')}</p>
    </section>
  );
}
