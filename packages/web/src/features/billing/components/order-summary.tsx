import type { Price, Product } from '@tonearm/shared/billing/billing.schemas';
import { useBootstrapData } from '@/lib/bootstrap-store';
import { useTrans } from '@/lib/i18n';
import { billingCycleLabel, formatMoney } from '../format';

/** Checkout's order summary: plan, billing cycle, price and what is charged today. */
export function OrderSummary({ product, price }: { product: Product; price: Price }) {
  const t = useTrans();
  const locale = useBootstrapData((data) => data.i18n.language);
  const amount = formatMoney(price.amount, price.currency, locale);
  return (
    <aside
      aria-labelledby="order-summary-heading"
      className="rounded-panel border border-divider bg-bg-alt/60 p-6"
      data-testid="order-summary"
    >
      <h2 id="order-summary-heading" className="text-lg font-semibold">
        {t('Order summary')}
      </h2>
      <dl className="mt-4 flex flex-col gap-3 text-sm">
        <div className="flex justify-between gap-4">
          <dt className="text-muted">{t('Plan')}</dt>
          <dd className="font-semibold" data-testid="summary-plan">
            {product.name}
          </dd>
        </div>
        <div className="flex justify-between gap-4">
          <dt className="text-muted">{t('Billing cycle')}</dt>
          <dd>{t(billingCycleLabel(price))}</dd>
        </div>
        <div className="flex justify-between gap-4">
          <dt className="text-muted">{t('Price')}</dt>
          <dd>{amount}</dd>
        </div>
        <div className="flex justify-between gap-4 border-t border-divider pt-3 text-base">
          <dt className="font-semibold">{t('Due today')}</dt>
          <dd className="font-bold" data-testid="summary-total">
            {amount}
          </dd>
        </div>
      </dl>
      {product.feature_list.length ? (
        <ul className="mt-5 list-disc pl-5 text-sm text-muted">
          {product.feature_list.map((feature) => (
            <li key={feature}>{feature}</li>
          ))}
        </ul>
      ) : null}
    </aside>
  );
}
