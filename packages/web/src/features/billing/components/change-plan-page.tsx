import type { Price, Product } from '@tonearm/shared/billing/billing.schemas';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { useTrans } from '@/lib/i18n';
import { useProducts } from '../api/get-products';
import { useBillingOverview } from '../api/get-subscription';
import { useBillingCycle } from '../hooks/use-billing-cycle';
import { planPricing, plansForCycle } from '../plan-pricing';
import { BillingCycleToggle } from './billing-cycle-toggle';
import { PlanCard } from './plan-card';
import { PlanGrid } from './plan-grid';
import { BillingPageFrame } from './billing-page-frame';

/**
 * /billing/change-plan: the paid plans with the cycle toggle, the current price
 * marked; choosing one opens its confirmation with the proration.
 */
export function ChangePlanPage() {
  const t = useTrans();
  const navigate = useNavigate();
  const [cycle, setCycle] = useBillingCycle();
  const products = useProducts();
  const overview = useBillingOverview();
  const currentPriceId = overview.data?.subscription?.price_id ?? null;
  const paid = {
    ...products,
    data:
      products.data &&
      plansForCycle(
        products.data.filter((product) => !product.free && product.prices.length > 0),
        cycle,
      ),
  } as typeof products;

  const choose = (product: Product, price: Price | undefined) => {
    if (price) void navigate(paths.billingConfirmPlanChange(product.id, price.id));
  };

  return (
    <BillingPageFrame
      title={t('Change plan')}
      back={{ to: paths.billing(), label: t('Billing') }}
      testId="change-plan"
      wide
    >
      <div className="flex justify-start">
        <BillingCycleToggle value={cycle} onChange={setCycle} />
      </div>
      <PlanGrid query={paid} emptyText={t('No other plans are available.')}>
        {(product) => (
          <PlanCard
            key={product.id}
            product={product}
            cycle={cycle}
            // The card shows the price the subscriber pays now: nothing to switch to.
            isCurrent={planPricing(product, cycle).price?.id === currentPriceId}
            action={{ label: t('Switch to this plan'), onPress: choose }}
          />
        )}
      </PlanGrid>
    </BillingPageFrame>
  );
}
