import type { BillingCycle, Price, Product } from '@tonearm/shared/billing/billing.schemas';
import { shownAmount } from '@tonearm/shared/billing/billing.schemas';
import { clsx } from 'clsx';
import { Check } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { useBootstrapData } from '@/lib/bootstrap-store';
import { useTrans } from '@/lib/i18n';
import { billingCycleLabel, formatMoney, perIntervalLabel } from '../format';
import { planPricing, type CycleNote } from '../plan-pricing';

const CYCLE_NOTES: Record<CycleNote, string> = {
  'monthly-only': 'Sold monthly only',
  'yearly-only': 'Sold yearly only',
  'no-cycle': 'No monthly or yearly price',
};

export interface PlanAction {
  label: string;
  onPress: (product: Product, price: Price | undefined) => void;
  isDisabled?: boolean;
}

/**
 * One plan on the pricing and change-plan pages: name, description, the cycle's
 * price as amount / interval_count, "Free", the yearly saving, the recommended badge and the
 * feature list.
 */
export function PlanCard({
  product,
  cycle,
  action,
  isCurrent = false,
}: {
  product: Product;
  cycle: BillingCycle;
  action: PlanAction;
  isCurrent?: boolean;
}) {
  const t = useTrans();
  const locale = useBootstrapData((data) => data.i18n.language);
  const { price, cycleNote, discountPercent, free } = planPricing(product, cycle);
  const headingId = `plan-${product.id}-name`;

  return (
    <article
      aria-labelledby={headingId}
      data-testid={`plan-${product.id}`}
      className={clsx(
        'relative flex flex-col rounded-panel border bg-bg p-6 shadow-sm',
        product.recommended ? 'border-primary ring-2 ring-primary/30' : 'border-divider',
      )}
    >
      {product.recommended ? (
        <span className="absolute -top-3 left-6 rounded-full bg-primary px-3 py-0.5 text-xs font-semibold text-on-primary">
          {t('Most popular')}
        </span>
      ) : null}
      <div className="flex items-start justify-between gap-3">
        <h2 id={headingId} className="text-xl font-bold tracking-tight">
          {product.name}
        </h2>
        {discountPercent !== null ? (
          <span className="rounded-full bg-positive/15 px-2.5 py-0.5 text-xs font-semibold text-positive">
            {t('Save :percent%', { percent: discountPercent })}
          </span>
        ) : null}
      </div>
      {product.description ? (
        <p className="mt-2 text-sm text-muted">{product.description}</p>
      ) : null}

      <div className="mt-5 min-h-16" data-testid="plan-price">
        {free ? (
          <p className="text-4xl font-bold tracking-tight">{t('Free')}</p>
        ) : price ? (
          <>
            <p className="flex items-baseline gap-1">
              <span className="text-4xl font-bold tracking-tight">
                {formatMoney(shownAmount(price), price.currency, locale)}
              </span>
              <span className="text-sm text-muted">/ {t(perIntervalLabel(price))}</span>
            </p>
            <p className="mt-1 text-xs text-muted">
              {t(billingCycleLabel(price))}
              {price.interval_count > 1
                ? ` · ${formatMoney(price.amount, price.currency, locale)}`
                : ''}
              {cycleNote ? ` · ${t(CYCLE_NOTES[cycleNote])}` : ''}
            </p>
          </>
        ) : null}
      </div>

      {product.feature_list.length ? (
        <ul className="mt-5 flex flex-col gap-2 text-sm" aria-label={t('Features')}>
          {product.feature_list.map((feature) => (
            <li key={feature} className="flex items-start gap-2">
              <Check className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden />
              <span>{feature}</span>
            </li>
          ))}
        </ul>
      ) : null}

      <div className="mt-auto pt-6">
        {isCurrent ? (
          <p
            className="flex h-10 items-center justify-center rounded-button border border-divider text-sm font-semibold text-muted"
            data-testid="current-plan"
          >
            {t('Current plan')}
          </p>
        ) : (
          <Button
            className="w-full"
            variant={product.recommended ? 'primary' : 'secondary'}
            isDisabled={action.isDisabled}
            onPress={() => action.onPress(product, price)}
            aria-describedby={headingId}
          >
            {action.label}
          </Button>
        )}
      </div>
    </article>
  );
}
