import type { Product } from '@tonearm/shared/billing/billing.schemas';
import { Badge } from '@/features/admin/catalog/components/table-parts';
import { useTrans } from '@/lib/i18n';

/** Recommended, free and hidden, as the plans table shows them. */
export function PlanBadges({ plan }: { plan: Pick<Product, 'recommended' | 'free' | 'hidden'> }) {
  const t = useTrans();
  return (
    <span className="flex flex-wrap gap-1">
      {plan.recommended ? <Badge tone="primary">{t('Recommended')}</Badge> : null}
      {plan.free ? <Badge tone="positive">{t('Free')}</Badge> : null}
      {plan.hidden ? <Badge>{t('Hidden')}</Badge> : null}
    </span>
  );
}

export function planBadgesText(plan: Pick<Product, 'recommended' | 'free' | 'hidden'>): string {
  return [plan.recommended && 'recommended', plan.free && 'free', plan.hidden && 'hidden']
    .filter(Boolean)
    .join(', ');
}
