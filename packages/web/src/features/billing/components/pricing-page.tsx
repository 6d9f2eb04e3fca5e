import type { Price, Product } from '@tonearm/shared/billing/billing.schemas';
import { isSubscribed } from '@tonearm/shared/permissions/permissions';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { useCurrentUser } from '@/lib/bootstrap-store';
import { useTrans } from '@/lib/i18n';
import { useProducts } from '../api/get-products';
import { useBillingOverview } from '../api/get-subscription';
import { useBillingCycle } from '../hooks/use-billing-cycle';
import { storeOnboardingSelection } from '../hooks/onboarding-selection';
import { BillingCycleToggle } from './billing-cycle-toggle';
import { plansForCycle } from '../plan-pricing';
import { PlanCard } from './plan-card';
import { PlanGrid } from './plan-grid';

/**
 * /pricing: the visible plans with the billing-cycle toggle, under the page's
 * heading.
 */
export function PricingPage() {
  const t = useTrans();
  return (
    <section className="mx-auto w-full max-w-6xl px-4 py-10 md:px-8 md:py-16">
      <header className="flex flex-col items-center gap-3 text-center">
        <h1 className="text-3xl font-bold tracking-tight md:text-4xl">{t('Choose your plan')}</h1>
        <p className="max-w-xl text-muted">
          {t('Listen without limits. Change or cancel your plan at any time.')}
        </p>
      </header>
      <PricingPlans />
    </section>
  );
}

/**
 * The billing-cycle toggle and the plan cards, for the pricing page and the landing page
 *. A guest who picks a paid plan has the choice stored and registers first
 * ("First, let's create your account"); a user goes to its checkout; a subscriber to the
 * plan-change confirmation.
 */
export function PricingPlans() {
  const t = useTrans();
  const navigate = useNavigate();
  const user = useCurrentUser();
  const subscribed = isSubscribed(user);
  const [cycle, setCycle] = useBillingCycle();
  const products = useProducts();
  const listed = {
    ...products,
    data: products.data && plansForCycle(products.data, cycle),
  } as typeof products;
  const overview = useBillingOverview({ enabled: subscribed });
  const current = overview.data?.subscription;

  const choose = (product: Product, price: Price | undefined) => {
    if (product.free || !price) {
      void navigate(user ? paths.home() : paths.register());
      return;
    }
    if (!user) {
      storeOnboardingSelection(product.id, price.id);
      void navigate(paths.registerFromPricing());
      return;
    }
    void navigate(
      subscribed
        ? paths.billingConfirmPlanChange(product.id, price.id)
        : paths.checkout(product.id, price.id),
    );
  };

  return (
    <>
      <div className="mt-3 flex justify-center">
        <BillingCycleToggle value={cycle} onChange={setCycle} />
      </div>
      <PlanGrid query={listed} emptyText={t('No plans are available yet.')}>
        {(product) => (
          <PlanCard
            key={product.id}
            product={product}
            cycle={cycle}
            isCurrent={!!current?.valid && current.product_id === product.id && !product.free}
            action={{
              label: product.free ? t('Get started') : t('Choose plan'),
              onPress: choose,
            }}
          />
        )}
      </PlanGrid>
    </>
  );
}
